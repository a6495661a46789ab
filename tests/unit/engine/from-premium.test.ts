import { describe, expect, it } from 'vitest';
import { fromPremium, minimumPremium, ratePremium, typicalAnswers } from '../../../src/engine/index.js';
import { loadBundle, manifestCodes } from './product-fixture.js';

const START = '2026-12-01';

describe('fromPremium', () => {
  it('quotes the typical adult, not the tariff\'s cheapest band, for the prices the issue found too low', () => {
    expect(fromPremium(loadBundle('EDH'), START)).toBe(460);
    expect(fromPremium(loadBundle('TPA'), START)).toBe(480);
    expect(fromPremium(loadBundle('MTC'), START)).toBe(7952);
  });

  it('gives each plan its own quote for the case, the product the cheapest of them', () => {
    const edh = loadBundle('EDH');
    expect(fromPremium(edh, START, 'ONE_YEAR')).toBe(460);
    expect(fromPremium(edh, START, 'TWO_YEAR')).toBe(870);
  });

  it('states a typical case for every product, whose "from" price is a real quote no lower than the tariff\'s floor', () => {
    for (const code of manifestCodes) {
      const bundle = loadBundle(code);
      const typical = bundle.definition.fromPrice;
      expect(typical?.assumes.en, code).toBeTruthy();
      const from = fromPremium(bundle, START);
      expect(from, code).not.toBeNull();
      expect(from ?? 0, code).toBeGreaterThanOrEqual(minimumPremium(bundle.rates) ?? 0);
    }
  });

  it('writes ages and model years relative to the start, so the price does not age', () => {
    const answers = typicalAnswers({ ageOnStart: { 'holder.dob': 35 }, yearsBeforeStart: { 'car.year': 8 }, daysAfterStart: { to: 6 }, assumes: { tw: '', cn: '', en: '' } }, '2028-02-29');
    expect(answers).toEqual({ holder: { dob: '1993-02-28' }, car: { year: 2020 }, to: '2028-03-06' });
    const mtc = loadBundle('MTC');
    const later = fromPremium(mtc, '2031-06-01');
    expect(later).toBe(fromPremium(mtc, START));
    expect(ratePremium(mtc.rates, { planCode: 'COMP', carInfo: { motorSize: 2000, carYear: 2018, carUserType: 'SDP' }, basicInfo: { startDate: START } })).toMatchObject({ premium: 7952 });
  });
});
