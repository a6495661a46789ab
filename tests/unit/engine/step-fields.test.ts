import { describe, expect, it } from 'vitest';
import { fieldsThrough, findStep, pickFields } from '../../../src/engine/index.js';
import { loadBundle } from './product-fixture.js';

describe('fieldsThrough and pickFields', () => {
  const { definition } = loadBundle('TPS');

  it('lists the fields of every step up to and including the given one', () => {
    expect(fieldsThrough(definition, 'plan')).toEqual(['planCode', 'areaCode', 'commDate', 'expiryDate']);
    expect(fieldsThrough(definition, 'holder')).toEqual(['planCode', 'areaCode', 'commDate', 'expiryDate', 'insurantInfo', 'policyHolderInfo']);
    expect(fieldsThrough(definition, 'confirm')).toHaveLength(7);
  });

  it('refuses a step the product does not have', () => {
    expect(findStep(definition, 'payment')).toBeUndefined();
    expect(findStep(definition, 'insured')?.fields).toEqual(['insurantInfo']);
    expect(() => fieldsThrough(definition, 'payment')).toThrow(RangeError);
  });

  it('picks only the listed fields the data has, without touching the data', () => {
    const data = { planCode: 'FAMILY_BASIC', areaCode: '02', insurantInfo: [{}], extra: 1 };
    expect(pickFields(data, ['planCode', 'commDate', 'insurantInfo'])).toEqual({ planCode: 'FAMILY_BASIC', insurantInfo: [{}] });
    expect(data).toEqual({ planCode: 'FAMILY_BASIC', areaCode: '02', insurantInfo: [{}], extra: 1 });
    expect(pickFields(Object.create({ planCode: 'inherited' }) as Record<string, unknown>, ['planCode'])).toEqual({});
  });
});
