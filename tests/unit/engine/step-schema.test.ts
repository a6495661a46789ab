import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { composeFormSchema, customFormats, stepSchema } from '../../../src/engine/index.js';
import { loadBundle, sharedDefs, validTpsOrder } from './product-fixture.js';

describe('stepSchema', () => {
  const tps = loadBundle('TPS');
  const composed = composeFormSchema(tps, sharedDefs);
  const [plan, insured] = tps.definition.steps;

  it('keeps only the step’s top-level properties and required fields, with every $defs', () => {
    const schema = stepSchema(composed, plan!);
    expect(Object.keys(schema.properties as object)).toEqual(['planCode', 'areaCode', 'commDate', 'expiryDate']);
    expect(schema.required).toEqual(['planCode', 'areaCode', 'commDate', 'expiryDate']);
    expect(schema.$defs).toBe(composed.$defs);
    expect(stepSchema(composed, insured!).required).toEqual(['insurantInfo']);
  });

  it('gives each step its own $id and leaves the composed schema whole', () => {
    expect(stepSchema(composed, plan!).$id).toBe('https://storefront.local/schemas/products/TPS/form.schema.step-plan.json');
    expect(stepSchema(composed, insured!).$id).toBe('https://storefront.local/schemas/products/TPS/form.schema.step-insured.json');
    expect(composed.$id).toBe('https://storefront.local/schemas/products/TPS/form.schema.json');
    expect(Object.keys(composed.properties as object)).toHaveLength(9);
    expect(stepSchema({ type: 'object', properties: { a: {} } }, { id: 'x', fields: ['a'] }).$id).toBeUndefined();
  });

  it('returns the same object for the same step', () => {
    expect(stepSchema(composed, plan!)).toBe(stepSchema(composed, { ...plan! }));
    expect(stepSchema(composed, plan!)).not.toBe(stepSchema(composed, insured!));
  });

  it('compiles every step beside the whole form in one ajv, each validating only its own fields', () => {
    const ajv = new Ajv2020({ allErrors: true, strictTypes: false, strictTuples: false, formats: { ...customFormats, date: true, email: true } });
    ajv.compile(composed);
    const order = validTpsOrder();
    for (const step of tps.definition.steps) {
      const validate = ajv.compile(stepSchema(composed, step));
      const onlyThisStep = Object.fromEntries(step.fields.map((field) => [field, order[field]]));
      expect(validate(onlyThisStep), `${step.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(validate({})).toBe(false);
    }
  });
});
