import { describe, expect, it } from 'vitest';
import { checkProductBundle, type JsonSchema } from '../../../src/engine/index.js';
import { manifestCodes, metaSchemas, rawProduct, sharedDefs } from './product-fixture.js';

type Raw = ReturnType<typeof rawProduct>;

/** A TPS copy with one change planted by `plant`. */
function planted(plant: (raw: Raw) => void): Raw {
  const raw = structuredClone(rawProduct('TPS'));
  plant(raw);
  return raw;
}

const rows = (raw: Raw) => (raw.rates.table as Record<string, Record<string, number[]>>);
const definition = (raw: Raw) => raw.definition as { steps: { id: string; fields: string[] }[]; plans: JsonSchema[]; areas: JsonSchema[] } & JsonSchema;

describe('checkProductBundle', () => {
  it('passes every product of the manifest, with and without the shared definitions', () => {
    expect(manifestCodes).toContain('TPS');
    for (const code of manifestCodes) {
      expect(checkProductBundle(rawProduct(code), metaSchemas), code).toEqual([]);
      expect(checkProductBundle(rawProduct(code), metaSchemas, sharedDefs), code).toEqual([]);
    }
  });

  it('checks product.json against the meta schema', () => {
    const problems = checkProductBundle(planted((raw) => {
      delete raw.definition.code;
      raw.definition.colour = 'red';
      (definition(raw).flow as JsonSchema).machine = 'teleport';
    }), metaSchemas);
    expect(problems).toContain("product.json: (root) must have required property 'code'");
    expect(problems).toContain('product.json: (root) must NOT have additional properties (colour)');
    expect(problems.some((p) => p.startsWith('product.json: /flow/machine must be equal to one of the allowed values'))).toBe(true);
  });

  it('checks rates.json against the rates meta schema', () => {
    const problems = checkProductBundle(planted((raw) => {
      raw.rates.kind = 'guesswork';
      (raw.rates.bandBy as JsonSchema).inclusive = 'yes';
    }), metaSchemas);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('rates.json: '))).toBe(true);
    expect(problems.join('\n')).toContain('/bandBy/inclusive must be boolean');
  });

  it('finds a step field the form does not define', () => {
    expect(checkProductBundle(planted((raw) => { definition(raw).steps[1]!.fields.push('luggage'); }), metaSchemas))
      .toEqual(['product.json: step insured shows field luggage, which form.schema.json does not define']);
  });

  it('finds a plan without a rates row and an area without a column', () => {
    const problems = checkProductBundle(planted((raw) => {
      delete rows(raw).FAMILY_SUPER;
      delete rows(raw).INDIVIDUAL_BASIC!.Area2;
    }), metaSchemas);
    expect(problems).toEqual([
      'rates.json: plan INDIVIDUAL_BASIC has no column for area Area2',
      'product.json: plan "FAMILY_SUPER" has no price: rates.json has no row for it in "table" (its rows: INDIVIDUAL_BASIC, INDIVIDUAL_SUPER, FAMILY_BASIC)',
    ]);
  });

  it('finds band lists that do not match the bands, naming the band left out, and bands out of order', () => {
    expect(checkProductBundle(planted((raw) => { rows(raw).FAMILY_BASIC!['02']!.splice(3, 1); }), metaSchemas))
      .toEqual(['rates.json: FAMILY_BASIC/02 has 6 amounts for 7 bands: the amount for band 15 looks missing (band 4 of 7; bands 3, 6, 10, 15, 31, 90, 180)']);
    expect(checkProductBundle(planted((raw) => { (raw.rates.bands as number[])[2] = 5; }), metaSchemas))
      .toEqual(['rates.json: bands must ascend, but 5 follows 6']);
  });

  it('finds rating fields, rule fields and x-source values the form does not support', () => {
    const problems = checkProductBundle(planted((raw) => {
      raw.rates.columnKey = 'region';
      (definition(raw).rules as JsonSchema[])[0]!.to = 'returnDate';
      ((raw.formSchema.properties as Record<string, JsonSchema>).areaCode as JsonSchema)['x-source'] = 'regions';
    }), metaSchemas);
    expect(problems).toEqual([
      'product.json: dateRange rule uses field returnDate, which form.schema.json does not define',
      'form.schema.json: unknown x-source "regions" (expected one of plans, areas, declarations)',
      'rates.json: prices by field region, which form.schema.json does not define',
    ]);
  });

  it('finds duplicate plans and steps and a currency mismatch', () => {
    const problems = checkProductBundle(planted((raw) => {
      definition(raw).plans.push(structuredClone(definition(raw).plans[0]!));
      definition(raw).currency = 'HKD';
    }), metaSchemas);
    expect(problems).toEqual([
      'product.json: plan INDIVIDUAL_BASIC is listed twice',
      'rates.json: currency MOP differs from the product currency HKD',
    ]);
  });

  it('finds a form schema that does not compile with the shared definitions', () => {
    const problems = checkProductBundle(planted((raw) => {
      ((raw.formSchema.properties as Record<string, JsonSchema>).policyHolderInfo as JsonSchema).allOf = [{ $ref: '#/$defs/vehicle' }];
    }), metaSchemas, sharedDefs);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^form.schema.json: does not compile with the shared definitions: .*vehicle/);
  });
});
