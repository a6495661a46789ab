import { describe, expect, it } from 'vitest';
import { checkRules, checkStepRules, DATE_RANGE_MESSAGES, type ProductDefinition } from '../../../src/engine/index.js';
import { loadBundle } from './product-fixture.js';

describe('checkRules: dateRange', () => {
  // TPS: commDate..expiryDate, 1 to 180 days inclusive, not starting before today, message validation.tripDates.
  const { definition } = loadBundle('TPS');
  const today = '2030-03-01';
  const trip = (commDate?: string, expiryDate?: string) => checkRules(definition, { commDate, expiryDate }, today);

  it('accepts a trip from today, a one-day trip and a trip of exactly maxDays', () => {
    expect(trip('2030-03-01', '2030-03-05')).toEqual([]);
    expect(trip('2030-03-10', '2030-03-10')).toEqual([]);
    expect(trip('2030-03-01', '2030-08-27')).toEqual([]); // 180 days counting both ends
  });

  it('refuses a trip longer than maxDays on the end field with the product’s message', () => {
    expect(trip('2030-03-01', '2030-08-28')).toEqual([
      { field: 'expiryDate', messageKey: 'validation.tripDates', params: { days: 181, minDays: 1, maxDays: 180 } },
    ]);
  });

  it('refuses an end before the start', () => {
    expect(trip('2030-03-10', '2030-03-09')).toEqual([
      { field: 'expiryDate', messageKey: 'validation.tripDates', params: { days: 0, minDays: 1, maxDays: 180 } },
    ]);
  });

  it('refuses a start before today on the start field', () => {
    expect(trip('2030-02-28', '2030-03-05')).toEqual([
      { field: 'commDate', messageKey: DATE_RANGE_MESSAGES.startBeforeToday, params: { today } },
    ]);
  });

  it('reports both problems at once', () => {
    expect(trip('2030-02-01', '2029-12-01').map((v) => v.field)).toEqual(['commDate', 'expiryDate']);
  });

  it('skips what is absent or not yet a date, so a step can check its own fields', () => {
    expect(trip(undefined, undefined)).toEqual([]);
    expect(trip(undefined, '2030-01-01')).toEqual([]);
    expect(trip('2030-13-40', '2030-03-05')).toEqual([]);
    expect(trip('2030-03-02', undefined)).toEqual([]);
    expect(trip('2030-02-01', undefined).map((v) => v.messageKey)).toEqual([DATE_RANGE_MESSAGES.startBeforeToday]);
    expect(checkRules(definition, {}, today)).toEqual([]);
  });

  it('applies minDays and the default message, and lets past starts pass when not asked', () => {
    const custom: ProductDefinition = { ...definition, rules: [{ kind: 'dateRange', from: 'start', to: 'end', minDays: 3 }] };
    expect(checkRules(custom, { start: '2020-01-01', end: '2020-01-03' }, today)).toEqual([]);
    expect(checkRules(custom, { start: '2020-01-01', end: '2020-01-02' }, today)).toEqual([
      { field: 'end', messageKey: DATE_RANGE_MESSAGES.span, params: { days: 2, minDays: 3 } },
    ]);
  });

  it('has nothing to say for a product without rules', () => {
    expect(checkRules({ ...definition, rules: [] }, { commDate: '1999-01-01', expiryDate: '1998-01-01' }, today)).toEqual([]);
  });
});

describe('checkStepRules', () => {
  const { definition } = loadBundle('TPS');
  const today = '2030-03-01';
  const brokenTrip = { commDate: '2030-02-01', expiryDate: '2029-12-01' };

  it('keeps what marks a field of the step, by its top-level name', () => {
    expect(checkStepRules(definition, ['commDate', 'expiryDate'], brokenTrip, today).map((v) => v.field)).toEqual(['commDate', 'expiryDate']);
    expect(checkStepRules(definition, ['expiryDate'], brokenTrip, today).map((v) => v.field)).toEqual(['expiryDate']);
  });

  it('says nothing on a step without the rule\'s fields', () => {
    expect(checkStepRules(definition, ['insurantInfo'], brokenTrip, today)).toEqual([]);
  });
});
