import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { composeFormSchema, customFormats, type JsonSchema, type ProductBundle } from '../../../src/engine/index.js';
import { loadBundle, sharedDefs, validTpsOrder } from './product-fixture.js';

/** ajv as the storefront and the gateway configure it; date and email stand in for ajv-formats. */
function strictAjv(): Ajv2020 {
  return new Ajv2020({ allErrors: true, strictTypes: false, strictTuples: false, formats: { ...customFormats, date: /^\d{4}-\d{2}-\d{2}$/, email: /^[^@\s]+@[^@\s]+\.[^@\s]+$/ } });
}

function property(schema: JsonSchema, name: string): JsonSchema {
  return (schema.properties as Record<string, JsonSchema>)[name] as JsonSchema;
}

describe('composeFormSchema', () => {
  const tps = loadBundle('TPS');

  it('gives x-source "plans" properties one choice per plan, titled with the product plan key', () => {
    const plan = property(composeFormSchema(tps, sharedDefs), 'planCode');
    expect(plan.oneOf).toEqual([
      { const: 'INDIVIDUAL_BASIC', title: 'product.TPS.plan.INDIVIDUAL_BASIC' },
      { const: 'INDIVIDUAL_SUPER', title: 'product.TPS.plan.INDIVIDUAL_SUPER' },
      { const: 'FAMILY_BASIC', title: 'product.TPS.plan.FAMILY_BASIC' },
      { const: 'FAMILY_SUPER', title: 'product.TPS.plan.FAMILY_SUPER' },
    ]);
    expect(plan.title).toBe('field.planCode');
  });

  it('gives x-source "areas" properties one choice per area, titled with the area dictionary key and described by what the product says it covers', () => {
    const area = property(composeFormSchema(tps, sharedDefs), 'areaCode');
    expect(area.oneOf).toEqual(tps.definition.areas.map((a) => ({ const: a.code, title: `dict.area.${a.code}`, description: `product.TPS.areaCovers.${a.code}` })));
    expect(area.oneOf).toHaveLength(9);
  });

  it('removes every x-source keyword', () => {
    expect(JSON.stringify(composeFormSchema(tps, sharedDefs))).not.toContain('x-source');
  });

  it('puts the shared parts under $defs and lets the form’s own $defs win on a clash', () => {
    expect(Object.keys(composeFormSchema(tps, sharedDefs).$defs as object).sort()).toEqual(Object.keys(sharedDefs).sort());
    expect(Object.keys(sharedDefs)).toEqual(expect.arrayContaining(['address', 'identityDocument', 'person', 'phone']));
    const own: ProductBundle = { ...tps, formSchema: { ...tps.formSchema, $defs: { address: { type: 'string', maxLength: 10 }, extra: { type: 'number' } } } };
    const defs = composeFormSchema(own, sharedDefs).$defs as Record<string, JsonSchema>;
    expect(defs.address).toEqual({ type: 'string', maxLength: 10 });
    expect(defs.extra).toEqual({ type: 'number' });
    expect(defs.person).toEqual(sharedDefs.person);
  });

  it('leaves its inputs untouched', () => {
    const before = JSON.stringify(tps.formSchema);
    const sharedBefore = JSON.stringify(sharedDefs);
    composeFormSchema({ ...tps }, sharedDefs);
    expect(JSON.stringify(tps.formSchema)).toBe(before);
    expect(JSON.stringify(sharedDefs)).toBe(sharedBefore);
    expect(property(tps.formSchema, 'planCode')['x-source']).toBe('plans');
  });

  it('returns the same object for the same bundle and shared defs, and a new one otherwise', () => {
    const first = composeFormSchema(tps, sharedDefs);
    expect(composeFormSchema(tps, sharedDefs)).toBe(first);
    expect(composeFormSchema({ ...tps }, sharedDefs)).not.toBe(first);
    expect(composeFormSchema(tps, { ...sharedDefs })).not.toBe(first);
    expect(composeFormSchema(tps, { ...sharedDefs })).toEqual(first);
  });

  it('compiles under ajv strict mode and accepts a complete order, refusing unknown plans and areas', () => {
    const validate = strictAjv().compile(composeFormSchema(tps, sharedDefs));
    expect(validate(validTpsOrder()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...validTpsOrder(), planCode: 'GOLD' })).toBe(false);
    expect(validate({ ...validTpsOrder(), areaCode: '99' })).toBe(false);
  });

  it('refuses an unknown x-source value', () => {
    const broken: ProductBundle = { ...tps, formSchema: { ...tps.formSchema, properties: { planCode: { type: 'string', 'x-source': 'colours' } } } };
    expect(() => composeFormSchema(broken, sharedDefs)).toThrow(/unknown x-source "colours"/);
  });
});
