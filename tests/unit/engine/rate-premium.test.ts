import { describe, expect, it } from 'vitest';
import { ratePremium, RATING_LABELS, type BandedTableRates } from '../../../src/engine/index.js';
import { loadBundle } from './product-fixture.js';

describe('ratePremium: bandedTable with the TPS sample tariffs', () => {
  const { rates } = loadBundle('TPS');
  const order = (over: Record<string, unknown> = {}) => ({
    planCode: 'INDIVIDUAL_BASIC', areaCode: '01', commDate: '2030-01-10', expiryDate: '2030-01-12', insurantInfo: [{}], ...over,
  });

  it('prices an individual plan per insured person', () => {
    expect(ratePremium(rates, order({ insurantInfo: [{}, {}] }))).toEqual({
      ok: true, premium: 240, currency: 'MOP',
      breakdown: [{ label: RATING_LABELS.base, amount: 120, kind: 'money' }, { label: RATING_LABELS.persons, amount: 2, kind: 'count' }],
    });
  });

  it('prices a family plan once whatever the number of persons', () => {
    expect(ratePremium(rates, order({ planCode: 'FAMILY_SUPER', areaCode: '02', insurantInfo: [{}, {}, {}] }))).toEqual({
      ok: true, premium: 175, currency: 'MOP', breakdown: [{ label: 'rating.base', amount: 175, kind: 'money' }],
    });
  });

  it('picks the first band not exceeded by the inclusive day count', () => {
    const premiumFor = (expiryDate: string) => {
      const result = ratePremium(rates, order({ areaCode: '02', expiryDate }));
      return result.ok ? result.premium : result.reason;
    };
    // bands [3, 6, 10, 15, 31, 90, 180]; 02 row: [40, 60, 80, 100, 140, 250, 390]; the trip starts 2030-01-10
    expect(premiumFor('2030-01-10')).toBe(40); // 1 day
    expect(premiumFor('2030-01-12')).toBe(40); // 3 days
    expect(premiumFor('2030-01-13')).toBe(60); // 4 days
    expect(premiumFor('2030-01-19')).toBe(80); // 10 days
    expect(premiumFor('2030-02-09')).toBe(140); // 31 days
    expect(premiumFor('2030-02-10')).toBe(250); // 32 days
    expect(premiumFor('2030-07-08')).toBe(390); // 180 days
    expect(premiumFor('2030-07-09')).toBe('outOfBand'); // 181 days
    expect(premiumFor('2030-01-09')).toBe('outOfBand'); // ends before it starts
  });

  it('names what is missing or unknown', () => {
    expect(ratePremium(rates, order({ planCode: 'GOLD' }))).toEqual({ ok: false, reason: 'unknownRow' });
    expect(ratePremium(rates, order({ areaCode: '99' }))).toEqual({ ok: false, reason: 'unknownColumn' });
    expect(ratePremium(rates, order({ planCode: 'toString' }))).toEqual({ ok: false, reason: 'unknownRow' });
    expect(ratePremium(rates, order({ planCode: undefined }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ areaCode: '' }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ commDate: undefined }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ expiryDate: '2030-02-30' }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ insurantInfo: undefined }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ insurantInfo: [] }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ planCode: 'FAMILY_BASIC', insurantInfo: undefined })).ok).toBe(true);
  });

  it('counts exclusive day spans when the table says so and rounds to cents', () => {
    const table: BandedTableRates = {
      kind: 'bandedTable', currency: 'HKD', bandBy: { kind: 'daysBetween', from: 'from', to: 'to', inclusive: false },
      bands: [1, 2], rowKey: 'row', columnKey: 'column', perPerson: { field: 'people', rows: ['R'] },
      table: { R: { C: [33.335, 10.1] } },
    };
    const result = ratePremium(table, { row: 'R', column: 'C', from: '2030-01-01', to: '2030-01-02', people: [1, 2, 3] });
    expect(result).toEqual({
      ok: true, premium: 100.01, currency: 'HKD', breakdown: [{ label: 'rating.base', amount: 33.335, kind: 'money' }, { label: 'rating.persons', amount: 3, kind: 'count' }],
    });
    expect(ratePremium(table, { row: 'R', column: 'C', from: '2030-01-01', to: '2030-01-01', people: [1] })).toEqual({ ok: false, reason: 'outOfBand' });
  });
});
