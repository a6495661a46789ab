import { describe, expect, it } from 'vitest';
import {
  applyPolicyTerm, checkProductBundle, checkRules, deriveAnswers, termDates, termStartingOn, valueAt, withValueAt, type JsonSchema, type PolicyTerm,
} from '../../../src/engine/index.js';
import { loadBundle, metaSchemas, rawProduct } from './product-fixture.js';

const yearly: PolicyTerm = { start: 'basicInfo.startDate', end: 'basicInfo.endDate', months: 12 };
/** MTV states `yearly` as its term and counts its days covered with a calculated field. */
const mtv = loadBundle('MTV');
const trip: PolicyTerm = { start: 'commDate', end: 'expiryDate', defaultDays: 7 };

describe('dotted field paths', () => {
  it('reads and writes nested values without touching the input', () => {
    const data = { basicInfo: { limit: '1,500,000' }, list: [1] };
    expect(valueAt(data, 'basicInfo.limit')).toBe('1,500,000');
    expect(valueAt(data, 'basicInfo.limit.length')).toBeUndefined();
    expect(valueAt(data, 'list.0')).toBeUndefined();
    expect(valueAt(data, 'basicInfo.toString')).toBeUndefined();
    const written = withValueAt(data, 'basicInfo.startDate', '2030-01-01');
    expect(written).toEqual({ basicInfo: { limit: '1,500,000', startDate: '2030-01-01' }, list: [1] });
    expect(data.basicInfo).toEqual({ limit: '1,500,000' });
    expect(withValueAt({ a: 'text' }, 'a.b', 1)).toEqual({ a: { b: 1 } });
  });
});

describe('policy terms', () => {
  it('derives a fixed term\'s end date from its start (spec: start plus months minus one day), and the product its days', () => {
    expect(applyPolicyTerm(yearly, { basicInfo: { startDate: '2026-11-21', limit: '1,500,000' } })).toEqual({
      basicInfo: { startDate: '2026-11-21', endDate: '2027-11-20', limit: '1,500,000' },
    });
    expect(deriveAnswers(mtv, { basicInfo: { startDate: '2026-11-21', limit: '1,500,000' } })).toEqual({
      basicInfo: { startDate: '2026-11-21', endDate: '2027-11-20', days: '365', limit: '1,500,000' },
    });
    expect(valueAt(deriveAnswers(mtv, { basicInfo: { startDate: '2027-03-01' } }), 'basicInfo')).toEqual({ startDate: '2027-03-01', endDate: '2028-02-29', days: '366' });
    expect(valueAt(applyPolicyTerm(yearly, { basicInfo: { startDate: '2026-12-01', endDate: '2030-01-01' } }), 'basicInfo.endDate')).toBe('2027-11-30');
    const undated = { basicInfo: { startDate: '2026-02-30' } };
    expect(applyPolicyTerm(yearly, undated)).toBe(undated);
    const chosen = { commDate: '2030-01-01', expiryDate: '2030-01-05' };
    expect(applyPolicyTerm(trip, chosen)).toBe(chosen);
  });

  it('starts a term on a date: a fixed one derived, a chosen one keeping its length or taking the default', () => {
    expect(termStartingOn(yearly, {}, '2030-07-01')).toEqual({ basicInfo: { startDate: '2030-07-01', endDate: '2031-06-30' } });
    expect(termStartingOn(trip, {}, '2030-01-30')).toEqual({ commDate: '2030-01-30', expiryDate: '2030-02-05' });
    expect(termStartingOn(trip, { commDate: '2020-01-01', expiryDate: '2020-01-10' }, '2030-02-25')).toEqual({ commDate: '2030-02-25', expiryDate: '2030-03-06' });
    expect(termDates(trip, { commDate: '2030-01-01', expiryDate: 'soon' })).toEqual({ start: '2030-01-01', end: null });
  });

  it('checks date rules on nested fields', () => {
    const { definition } = loadBundle('MTV');
    const form = (startDate: string, endDate: string) => ({ basicInfo: { startDate, endDate } });
    expect(checkRules(definition, form('2030-05-01', '2031-04-30'), '2030-04-01')).toEqual([]);
    expect(checkRules(definition, form('2030-03-31', '2031-03-30'), '2030-04-01').map((v) => v.field)).toEqual(['basicInfo.startDate']);
    expect(checkRules(definition, form('2030-05-01', '2030-12-31'), '2030-04-01')).toEqual([
      { field: 'basicInfo.endDate', messageKey: 'validation.dateRange.span', params: { days: 245, minDays: 365, maxDays: 366 } },
    ]);
  });

  it('is checked: the term, underwriting and rule fields must be in the form', () => {
    const raw = structuredClone(rawProduct('FHH'));
    (raw.definition.term as JsonSchema).end = 'period.endDate';
    ((raw.definition.underwriting as JsonSchema).ages as JsonSchema[]).push({ field: 'insurantInfo', maxAge: 85 });
    ((raw.definition.rules as JsonSchema[])[0] as JsonSchema).from = 'period.startDate';
    expect(checkProductBundle(raw, metaSchemas)).toEqual([
      'product.json: dateRange rule uses field period.startDate, which form.schema.json does not define',
      'product.json: term uses field period.endDate, which form.schema.json does not define',
      'product.json: underwriting uses field insurantInfo, which form.schema.json does not define',
    ]);
    const both = structuredClone(rawProduct('FHH'));
    (both.definition.term as JsonSchema).defaultDays = 7;
    expect(checkProductBundle(both, metaSchemas).length).toBeGreaterThan(0);
  });
});
