import { describe, expect, it } from 'vitest';
import {
  applyPolicyTerm, checkProductBundle, deriveAnswers, isFixedTerm, termMonths, termStartingOn, valueAt, type JsonSchema, type PolicyTerm,
} from '../../../src/engine/index.js';
import { loadBundle, metaSchemas, rawProduct, sharedDefs } from './product-fixture.js';

/** EDH's term as product.json states it: one-year and two-year plans, 12 months when no plan is chosen. */
const byPlan: PolicyTerm = {
  start: 'basicInfo.startDate', end: 'basicInfo.endDate', months: 12, monthsByPlan: { ONE_YEAR: 12, TWO_YEAR: 24 },
};
/** EDH itself, whose form counts the days covered with a calculated field. */
const edh = loadBundle('EDH');
const basicInfo = (planCode: string | undefined, startDate: string) =>
  valueAt(deriveAnswers(edh, { planCode, basicInfo: { startDate } }), 'basicInfo');

describe('a policy term per plan', () => {
  it('takes the chosen plan\'s months, else months', () => {
    expect(termMonths(byPlan, { planCode: 'TWO_YEAR' })).toBe(24);
    expect(termMonths(byPlan, { planCode: 'ONE_YEAR' })).toBe(12);
    expect(termMonths(byPlan, {})).toBe(12);
    expect(termMonths(byPlan, { planCode: 'toString' })).toBe(12);
    const { months: _fallback, ...onlyByPlan } = byPlan;
    expect(termMonths(onlyByPlan, {})).toBeUndefined();
    expect(isFixedTerm(onlyByPlan)).toBe(true);
    expect(isFixedTerm({ start: 'commDate', end: 'expiryDate', defaultDays: 7 })).toBe(false);
    const undated = { basicInfo: { startDate: '2030-01-01' } };
    expect(applyPolicyTerm(onlyByPlan, undated)).toBe(undated);
  });

  it('ends 12 or 24 months after the start, minus one day, with the days counted', () => {
    expect(basicInfo('ONE_YEAR', '2030-05-10')).toEqual({ startDate: '2030-05-10', endDate: '2031-05-09', days: '365' });
    expect(basicInfo('TWO_YEAR', '2030-05-10')).toEqual({ startDate: '2030-05-10', endDate: '2032-05-09', days: '731' });
    expect(basicInfo('TWO_YEAR', '2029-05-10')).toEqual({ startDate: '2029-05-10', endDate: '2031-05-09', days: '730' });
    expect(basicInfo(undefined, '2030-05-10')).toEqual({ startDate: '2030-05-10', endDate: '2031-05-09', days: '365' });
  });

  it('clamps the end date as decision 003 says, over two years too', () => {
    // A 1st of the month ends on the last day of the month before: February as the target year has it.
    expect(valueAt(basicInfo('TWO_YEAR', '2026-03-01'), 'endDate')).toBe('2028-02-29');
    expect(valueAt(basicInfo('TWO_YEAR', '2027-03-01'), 'endDate')).toBe('2029-02-28');
    expect(valueAt(basicInfo('TWO_YEAR', '2026-12-01'), 'endDate')).toBe('2028-11-30');
    // A day the target month lacks is clamped before the day is subtracted.
    expect(valueAt(basicInfo('TWO_YEAR', '2028-02-29'), 'endDate')).toBe('2030-02-27');
    expect(valueAt(basicInfo('ONE_YEAR', '2028-02-29'), 'endDate')).toBe('2029-02-27');
  });

  it('re-derives the end when the plan changes, and when a copy starts on a new date', () => {
    const oneYear = applyPolicyTerm(byPlan, { planCode: 'ONE_YEAR', basicInfo: { startDate: '2030-07-01' } });
    expect(valueAt(applyPolicyTerm(byPlan, { ...oneYear, planCode: 'TWO_YEAR' }), 'basicInfo.endDate')).toBe('2032-06-30');
    expect(termStartingOn(byPlan, { planCode: 'TWO_YEAR' }, '2031-01-01')).toEqual({
      planCode: 'TWO_YEAR', basicInfo: { startDate: '2031-01-01', endDate: '2032-12-31' },
    });
  });

  it('is checked: plans named must exist, every plan needs a length, and EDH is sound', () => {
    expect(checkProductBundle(rawProduct('EDH'), metaSchemas, sharedDefs)).toEqual([]);
    expect(loadBundle('EDH').definition.term?.monthsByPlan).toEqual({ ONE_YEAR: 12, TWO_YEAR: 24 });
    const raw = structuredClone(rawProduct('EDH'));
    const term = raw.definition.term as JsonSchema;
    delete term.months;
    term.monthsByPlan = { TWO_YEAR: 24, FIVE_YEAR: 60 };
    expect(checkProductBundle(raw, metaSchemas)).toEqual([
      'product.json: term.monthsByPlan names plan FIVE_YEAR, which the product does not have',
      'product.json: plan ONE_YEAR has no term length (term.monthsByPlan has no entry and there is no term.months)',
    ]);
    const chosen = structuredClone(rawProduct('EDH'));
    (chosen.definition.term as JsonSchema).defaultDays = 7;
    delete (chosen.definition.term as JsonSchema).months;
    expect(checkProductBundle(chosen, metaSchemas).length).toBeGreaterThan(0);
  });
});
