import { describe, expect, it } from 'vitest';
import {
  checkProductBundle, minimumPremium, ratePremium, RATING_LABELS, type FactorTableRates, type JsonSchema,
} from '../../../src/engine/index.js';
import { loadBundle, metaSchemas, rawProduct } from './product-fixture.js';

describe('ratePremium: factorTable with the MTV sample tariffs', () => {
  const { rates } = loadBundle('MTV');
  const car = (over: Record<string, unknown> = {}) => ({ motorSize: 1998, carYear: 2020, carUserType: 'SDP', ...over });
  const order = (over: Record<string, unknown> = {}, carOver: Record<string, unknown> = {}) => ({
    planCode: 'TPL', basicInfo: { startDate: '2030-05-01' }, carInfo: car(carOver), ...over,
  });

  it('multiplies the base for the plan and engine size by the vehicle age and usage loadings', () => {
    // TPL, 1998 cc -> band <= 2000 (1620); built 2020, starting 2030 -> 10 years -> band <= 10 (1.12); SDP 1.
    expect(ratePremium(rates, order())).toEqual({
      ok: true, premium: 1814.4, currency: 'MOP',
      breakdown: [{ label: RATING_LABELS.base, amount: 1620, kind: 'money' }, { label: 'rating.vehicleAge', amount: 1.12, kind: 'factor' }, { label: 'rating.usage', amount: 1, kind: 'factor' }],
    });
    expect(ratePremium(rates, order({ planCode: 'COMP' }, { motorSize: 0, carYear: 2030, carUserType: 'BUS' }))).toMatchObject({ ok: true, premium: 6760 });
  });

  it('counts a model year after the start year as new, and the band edges as inclusive', () => {
    const premium = (carOver: Record<string, unknown>) => {
      const result = ratePremium(rates, order({}, carOver));
      return result.ok ? result.premium : result.reason;
    };
    expect(premium({ carYear: 2031, motorSize: 1000 })).toBe(1150);
    expect(premium({ carYear: 2028, motorSize: 1001 })).toBe(1380);
    expect(premium({ carYear: 2027, motorSize: 1600 })).toBe(1449);
    expect(premium({ motorSize: 8001 })).toBe('outOfBand');
  });

  it('names what is missing or unknown', () => {
    expect(ratePremium(rates, order({ planCode: undefined }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ planCode: 'GOLD' }))).toEqual({ ok: false, reason: 'unknownRow' });
    expect(ratePremium(rates, order({ planCode: 'constructor' }))).toEqual({ ok: false, reason: 'unknownRow' });
    expect(ratePremium(rates, order({}, { motorSize: '1998' }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ basicInfo: { startDate: '2030-02-30' } }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({ carInfo: undefined }))).toEqual({ ok: false, reason: 'missingField' });
    expect(ratePremium(rates, order({}, { carUserType: 'RACING' }))).toEqual({ ok: false, reason: 'unknownValue' });
    expect(ratePremium(rates, order({}, { carUserType: 'toString' }))).toEqual({ ok: false, reason: 'unknownValue' });
  });
});

describe('ratePremium: factorTable kinds of measure and table', () => {
  const table = (over: Partial<FactorTableRates> = {}): FactorTableRates => ({
    kind: 'factorTable', currency: 'HKD', rowKey: 'plan', table: { P: [100] }, ...over,
  });

  it('prices a row of one amount when there is no band, and looks up booleans and numbers as text', () => {
    const rates = table({ factors: [{ kind: 'lookup', label: 'rating.x', field: 'flags.on', multipliers: { true: 1.5, false: 1 } }] });
    expect(ratePremium(rates, { plan: 'P', flags: { on: true } })).toMatchObject({ ok: true, premium: 150 });
    expect(ratePremium(rates, { plan: 'P', flags: { on: false } })).toMatchObject({ ok: true, premium: 100 });
    expect(ratePremium(rates, { plan: 'P', flags: {} })).toEqual({ ok: false, reason: 'missingField' });
  });

  it('bands by days between dates and by full years between dates, rounding to cents', () => {
    const rates = table({
      bandBy: { kind: 'daysBetween', from: 'from', to: 'to', inclusive: true },
      bands: [7, 30],
      table: { P: [33.333, 50] },
      factors: [{ kind: 'banded', label: 'rating.age', by: { kind: 'yearsSince', from: 'dob', to: 'from' }, bands: [17, 64, 120], multipliers: [0.5, 1, 3] }],
    });
    expect(ratePremium(rates, { plan: 'P', from: '2030-01-01', to: '2030-01-07', dob: '2000-01-01' })).toMatchObject({ ok: true, premium: 33.33 });
    expect(ratePremium(rates, { plan: 'P', from: '2030-01-01', to: '2030-01-08', dob: '2012-01-02' })).toMatchObject({ ok: true, premium: 25 });
    expect(ratePremium(rates, { plan: 'P', from: '2030-01-01', to: '2030-01-08', dob: '2012-01-01' })).toMatchObject({ ok: true, premium: 50 });
    expect(ratePremium(rates, { plan: 'P', from: '2030-01-01', to: '2030-03-01', dob: '2000-01-01' })).toEqual({ ok: false, reason: 'outOfBand' });
    expect(ratePremium(rates, { plan: 'P', from: '2030-01-01', to: '2030-01-02', dob: 1990 })).toMatchObject({ ok: true, premium: 33.33 });
  });
});

describe('minimumPremium', () => {
  it('is the smallest base times each factor\'s smallest multiplier, or a banded table\'s smallest amount', () => {
    expect(minimumPremium(loadBundle('MTV').rates)).toBe(1150);
    expect(minimumPremium(loadBundle('FHH').rates)).toBe(432);
    expect(minimumPremium(loadBundle('TPS').rates)).toBe(40);
    expect(minimumPremium({ kind: 'factorTable', currency: 'MOP', rowKey: 'p', table: {} })).toBeNull();
  });
});

describe('checkProductBundle: factor tables', () => {
  type Raw = ReturnType<typeof rawProduct>;
  const planted = (plant: (rates: JsonSchema, raw: Raw) => void): Raw => {
    const raw = structuredClone(rawProduct('MTV'));
    plant(raw.rates, raw);
    return raw;
  };

  it('passes MTV and FHH as they are', () => {
    expect(checkProductBundle(rawProduct('MTV'), metaSchemas)).toEqual([]);
    expect(checkProductBundle(rawProduct('FHH'), metaSchemas)).toEqual([]);
  });

  it('finds missing rows, amounts that do not match the bands, unknown fields and unordered bands', () => {
    const problems = checkProductBundle(planted((rates) => {
      const table = rates.table as Record<string, number[]>;
      delete table.COMP;
      table.TPL?.pop();
      rates.rowKey = 'plan.code';
      const factors = rates.factors as JsonSchema[];
      (factors[0]!.multipliers as number[]).pop();
      (factors[1] as JsonSchema).field = 'driver.usage';
      (rates.bands as number[])[1] = 900;
    }), metaSchemas);
    expect(problems).toEqual([
      'rates.json: prices by field plan.code, which form.schema.json does not define',
      'rates.json: prices by field driver.usage, which form.schema.json does not define',
      'rates.json: bands must ascend, but 900 follows 1000',
      'rates.json: TPL has 6 amounts for 7 bands: the amount for band 8000 looks missing (band 7 of 7; bands 1000, 900, 2000, 2500, 3000, 4000, 8000)',
      'rates.json: factor rating.vehicleAge has 4 multipliers for 5 bands',
      'product.json: plan "COMP" has no price: rates.json has no row for it in "table" (its rows: TPL)',
    ]);
  });

  it('refuses a table whose shape the meta schema does not allow', () => {
    const problems = checkProductBundle(planted((rates) => {
      delete rates.bands;
      ((rates.factors as JsonSchema[])[1] as JsonSchema).multipliers = { SDP: 0 };
    }), metaSchemas);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.startsWith('rates.json: '))).toBe(true);
  });
});
