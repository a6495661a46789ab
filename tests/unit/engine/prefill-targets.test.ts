import { describe, expect, it } from 'vitest';
import { composeFormSchema, copyHolderOnSelf, fillBlanks, fillFrom, fillFromEarlierOrder, prefillTargets, type PrefillTarget } from '../../../src/engine/index.js';
import { loadBundle, manifestCodes, sharedDefs } from './product-fixture.js';

/** The top-level fields of a product's own form whose schema text refers to a shared part. */
function fieldsReferring(code: string, ref: string): string[] {
  const properties = loadBundle(code).formSchema.properties as Record<string, unknown>;
  return Object.entries(properties).filter(([, schema]) => JSON.stringify(schema).includes(`"${ref}"`)).map(([field]) => field);
}

const targetsOf = (code: string): PrefillTarget[] => prefillTargets(composeFormSchema(loadBundle(code), sharedDefs));

describe('prefillTargets over every product', () => {
  it.each(manifestCodes)('%s: every person block is a holder or an insured person, every car block a car', (code) => {
    const targets = targetsOf(code);
    const people = targets.filter((target) => target.kind !== 'car').map((target) => target.field);
    expect(people.sort()).toEqual(fieldsReferring(code, '#/$defs/person').sort());
    expect(targets.filter((target) => target.kind === 'car').map((target) => target.field)).toEqual(fieldsReferring(code, '#/$defs/carInfo'));
    // Every product has one policy holder, filled with the person's fields and the phone.
    const holders = targets.filter((target) => target.kind === 'holder');
    expect(holders).toHaveLength(1);
    expect(holders[0]!.fields).toEqual(expect.arrayContaining(['englishName', 'identifyNo', 'dob']));
    for (const insured of targets.filter((target) => target.kind === 'insured')) {
      expect(insured.fields).not.toContain(holders[0]!.fields.at(-1));
      if (insured.relation) expect(insured.relation.values).toContain(insured.relation.selfValue);
    }
  });

  it('finds the insured list with its 本人 relation, and the car of a motor product', () => {
    const travel = targetsOf('TPS');
    expect(travel.map((target) => [target.kind, target.field, target.list])).toEqual([['insured', 'insurantInfo', true], ['holder', 'policyHolderInfo', false]]);
    expect(travel[0]!.relation).toMatchObject({ field: 'relation', selfValue: 'SELF' });
    expect(targetsOf('MTC').find((target) => target.kind === 'car')?.fields).toEqual(expect.arrayContaining(['carCode', 'carBrand', 'carModel', 'carYear']));
  });
});

describe('filling a block', () => {
  const [insured, holder] = targetsOf('TPS') as [PrefillTarget, PrefillTarget];
  const profile = {
    englishName: 'CHAN TAI MAN', gender: 'M', dob: '1980-02-03',
    identifyNo: { identificationType: 'IDCARD_HK', IDCARD_HK: 'A123456(3)' }, mobilePhoneNo: { code: '853', 853: '66123456' },
  };

  it('fills only what was never answered (a part holding just its default counts as unanswered)', () => {
    const typed = { policyHolderInfo: { englishName: 'TYPED NAME', identifyNo: { identificationType: 'IDCARD_MO' }, mobilePhoneNo: { code: '853' } } };
    const filled = fillBlanks(typed, holder, 0, profile).policyHolderInfo as Record<string, unknown>;
    expect(filled.englishName).toBe('TYPED NAME');
    expect(filled.identifyNo).toEqual(profile.identifyNo);
    expect(filled.mobilePhoneNo).toEqual(profile.mobilePhoneNo);
    expect(filled.dob).toBe('1980-02-03');
    const complete = { policyHolderInfo: { ...profile, englishName: 'OTHER' } };
    expect(fillBlanks(complete, holder, 0, profile)).toBe(complete);
  });

  it('replaces a chosen insured person (a field blank on file is cleared) and takes the relation the form offers', () => {
    const data = { insurantInfo: [{ englishName: 'FIRST', chineseName: '陳一', portugueseName: 'PRIMEIRO', relation: 'SELF', beneficiary: 'LEGAL' }, {}] };
    const next = fillFrom(data, insured, 0, { englishName: 'WONG MEI', chineseName: null, gender: 'F', relation: 'SPOUSE' });
    expect(next.insurantInfo).toEqual([{ englishName: 'WONG MEI', portugueseName: 'PRIMEIRO', gender: 'F', relation: 'SPOUSE', beneficiary: 'LEGAL' }, {}]);
  });

  it('keeps a car\'s answers no saved car records when a saved car is chosen', () => {
    const car = targetsOf('MTC').find((target) => target.kind === 'car')!;
    const data = { carInfo: { username: 'CHAN TAI MAN', carCode: 'MA-11-22', carType2: 'SUV' } };
    const next = fillFrom(data, car, 0, { carCode: 'MB-12-34', carBrand: 'TOYOTA', carType2: null });
    expect(next.carInfo).toEqual({ username: 'CHAN TAI MAN', carCode: 'MB-12-34', carBrand: 'TOYOTA' });
  });

  it('copies the holder into an insured person whose relation just became 本人', () => {
    const before = { policyHolderInfo: { englishName: 'HOLDER', gender: 'F' }, insurantInfo: [{ englishName: 'X', chineseName: '某', relation: 'CHILD' }] };
    const after = { ...before, insurantInfo: [{ englishName: 'X', chineseName: '某', relation: 'SELF' }] };
    const copied = copyHolderOnSelf([insured, holder], before, after, profile);
    expect(copied.insurantInfo).toEqual([{ englishName: 'HOLDER', chineseName: '某', gender: 'F', dob: '1980-02-03', identifyNo: profile.identifyNo, relation: 'SELF' }]);
    expect(copyHolderOnSelf([insured, holder], after, after, profile)).toBe(after);
  });

  it('leaves what was typed when nothing is known of the holder (no holder yet, no real-name profile)', () => {
    const before = { insurantInfo: [{ englishName: 'TYPED', gender: 'M' }] };
    const after = { insurantInfo: [{ englishName: 'TYPED', gender: 'M', relation: 'SELF' }] };
    expect(copyHolderOnSelf([insured, holder], before, after, { mobilePhoneNo: profile.mobilePhoneNo })).toBe(after);
  });

  it('starts an order that adds to a paid one with its car, registration photo included, and its holder', () => {
    const companion = loadBundle('MTV').definition.companionProducts[0]!;
    const targets = targetsOf(companion);
    const car = targets.find((target) => target.kind === 'car')!;
    expect(car.fields).toEqual(expect.arrayContaining(['carCode', 'registrationImage']));
    const holderField = targets.find((target) => target.kind === 'holder')!.field;
    const paidCar = { type: 'P', username: 'CHAN TAI MAN', carCode: 'MN-12-34', carBrand: 'TOYOTA', carYear: 2020, registrationImage: 'file-registration-1' };
    const paid = {
      [car.field]: paidCar,
      [holderField]: { englishName: 'CHAN TAI MAN', gender: 'M' },
      planCode: 'NOT_A_CAR',
    };
    const started = fillFromEarlierOrder(targets, { [car.field]: { type: 'P', carType: 'PCA' } }, paid);
    expect(started[car.field]).toEqual({ ...paidCar, carType: 'PCA' });
    expect(started[holderField]).toEqual(paid[holderField]);
    expect(started.planCode).toBeUndefined();
    // What the user already answered stays; an earlier order without the blocks fills nothing.
    const typed = { [car.field]: { carCode: 'MA-11-22' } };
    expect((fillFromEarlierOrder(targets, typed, paid)[car.field] as { carCode: string }).carCode).toBe('MA-11-22');
    expect(fillFromEarlierOrder(targets, typed, {})).toBe(typed);
  });
});
