/**
 * The order forms' validators precompiled at build time (src/build/validators, delivered by the Vite plugin as
 * `virtual:order-form-validators`): one for every schema the app builds, the very schemas the app builds,
 * judging data exactly as ajv compiling the same schema at run time would, from code that compiles nothing.
 */
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import loaders from 'virtual:order-form-validators';
import { composeFormSchema, localizeSchema, stepSchema } from '../../../src/engine/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadProductChunk } from '../../../src/app/products/product-chunks.js';
import { precompiledFormValidator } from '../../../src/ui/validation/precompiled-form-validator.js';
import { orderFormRoots } from '../../../src/build/validators/order-form-roots.js';
import { precompiledValidatorsModule } from '../../../src/build/validators/precompiled-validators-code.js';
import { validatorOptions } from '../../../src/build/validators/precompile-options.js';
import { precompiledValidators, VALIDATORS_MODULE_ID } from '../../../src/build/vite-plugins/precompiled-validators.js';

const { registry, sharedDefs } = productCatalog();

/** Loading every product's modules compiles each product's steps through the plugin: a minute on a loaded 2-core machine. */
const EVERY_PRODUCT_TIMEOUT_MS = 120_000;

/** Every root schema the app validates with: each product's step schemas. */
function appRoots() {
  return registry.list().map((bundle) => {
    const composed = composeFormSchema(bundle, sharedDefs) as RJSFSchema;
    return { code: bundle.definition.code, steps: bundle.definition.steps.map((step) => stepSchema(composed, step) as RJSFSchema) };
  });
}

/** What a list of errors says, independent of order and wording: which keyword failed where. */
function verdict(errors: RJSFValidationError[]): string[] {
  return errors.map((error) => `${error.name ?? ''} ${error.property ?? ''}`).sort();
}

/** Sample answers per field family, good and bad, spread over the TPS form. */
const TPS_SAMPLES: Record<string, unknown>[] = [
  {},
  { planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: '2026-02-30', expiryDate: '2026-03-05' },
  { planCode: 'NO_SUCH_PLAN', areaCode: 'XX', commDate: '2026-03-01', expiryDate: 'soon' },
  { insurantInfo: [] },
  { insurantInfo: [{ englishName: 'Chan 2', chineseName: 'abc', gender: 'X', dob: '1990-13-01', identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '123' }, relation: 'SELF' }] },
  { insurantInfo: [{ englishName: 'CHAN TAI MAN', gender: 'M', dob: '1990-06-15', identifyNo: { identificationType: 'IDCARD_HK', IDCARD_HK: 'A123456(7)' }, relation: 'SELF' }] },
  { insurantInfo: [{ englishName: 'CHAN TAI MAN', gender: 'M', dob: '1990-06-15', identifyNo: { identificationType: 'IDCARD_CN' }, relation: 'CHILD' }] },
  { policyHolderInfo: { englishName: 'WONG MEI LING', gender: 'F', dob: '1992-03-08', identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }, mobilePhoneNo: { code: '853', 853: '12345678' }, mail: 'wong@', address: 'Rua' } },
  { policyHolderInfo: { englishName: 'WONG MEI LING', gender: 'F', dob: '1992-03-08', identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }, mobilePhoneNo: { code: '86', 86: '13812345678' }, mail: 'wong@example.com', address: 'Rua do Campo 1' } },
  { declaration: false },
  { declaration: true },
];

describe('precompiled order-form validators', () => {
  it('are built from exactly the schemas the app derives, for every product of the manifest', () => {
    const built = orderFormRoots('schemas');
    const app = appRoots();
    expect(built.map((product) => product.code)).toEqual(app.map((product) => product.code));
    expect(Object.keys(loaders)).toEqual(app.map((product) => product.code));
    for (const [index, product] of app.entries()) {
      expect(built[index]?.roots).toEqual(product.steps);
    }
  });

  it('hold a validator for every step schema the app validates', async () => {
    for (const product of appRoots()) {
      const table = (await loaders[product.code]!()).default;
      expect(Object.keys(table).sort()).toEqual(product.steps.map((schema) => schema.$id).sort());
      for (const schema of product.steps) {
        const validator = precompiledFormValidator(table, schema);
        expect(validator.validateFormData({}, schema).errors.length, String(schema.$id)).toBeGreaterThanOrEqual(0);
        expect(precompiledFormValidator(table, schema)).toBe(validator);
      }
    }
  }, EVERY_PRODUCT_TIMEOUT_MS);

  it('load one wizard step at a time: each step\'s module (its loader in the product\'s chunk) holds that step\'s validators, the product\'s table all of them', async () => {
    for (const product of appRoots()) {
      const { steps } = await loadProductChunk(product.code);
      expect(steps).toHaveLength(product.steps.length);
      const table = (await loaders[product.code]!()).default;
      for (const [index, schema] of product.steps.entries()) {
        const step = (await steps[index]!()).default;
        expect(Object.keys(step)).toContain(schema.$id);
        expect(Object.keys(step).filter((key) => key.startsWith('http'))).toEqual([schema.$id]);
        expect(step[schema.$id as string]).toBe(table[schema.$id as string]);
      }
    }
  }, EVERY_PRODUCT_TIMEOUT_MS);

  it('judge the samples exactly as ajv compiling the same schema at run time', async () => {
    const table = (await loaders.TPS!()).default;
    const tps = appRoots().find((product) => product.code === 'TPS');
    if (!tps) throw new Error('TPS is not in the catalogue');
    const runtime = customizeValidator(validatorOptions);
    let refusals = 0;
    for (const schema of tps.steps) {
      const precompiled = precompiledFormValidator(table, schema);
      for (const sample of TPS_SAMPLES) {
        const expected = verdict(runtime.validateFormData(sample, schema).errors);
        expect(verdict(precompiled.validateFormData(sample, schema).errors), `${String(schema.$id)} ${JSON.stringify(sample)}`).toEqual(expected);
        if (expected.length > 0) refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThan(TPS_SAMPLES.length);
  });

  it('refuse a schema other than the one they were built from, such as a localised copy', async () => {
    const table = (await loaders.TPS!()).default;
    const step = appRoots().find((product) => product.code === 'TPS')?.steps[0];
    if (!step) throw new Error('TPS has no step');
    const localised = localizeSchema(step, (key) => `T:${key}`) as RJSFSchema;
    // Handed a translated schema, the step's validator refuses it…
    expect(() => precompiledFormValidator(table, step).validateFormData({}, localised)).toThrow(/differs/);
    // …and one made for it has nothing for its translated parts (a plan choice rjsf tests on its own).
    const plans = (localised.properties as Record<string, { oneOf: RJSFSchema[] }>).planCode?.oneOf ?? [];
    expect(plans.length).toBeGreaterThan(0);
    expect(() => precompiledFormValidator(table, localised).isValid(plans[0] as RJSFSchema, 'X', localised)).toThrow(/No precompiled validator function/);
    expect(() => precompiledFormValidator(table, { ...step, $id: 'https://example.invalid/other.json' })).toThrow(/No precompiled validator/);
  });

  it('come as an ES module that compiles nothing and inlines the formats', () => {
    const code = precompiledValidatorsModule(orderFormRoots('schemas')[0]?.roots ?? []);
    expect(code).not.toMatch(/new Function|\bFunction\(|\beval\(|\brequire\(/);
    expect(code).toMatch(/^import \* as __runtime0__ns from "ajv\/dist\/runtime\/ucs2length\.js";$/m);
    expect(code).toContain('^6\\d{7}$');
    expect(code).toMatch(/^export default \{$/m);
  });

  it('carry no English messages nor the failing schemas: the form localises every error from its keyword and params', async () => {
    const code = precompiledValidatorsModule(orderFormRoots('schemas')[0]?.roots ?? []);
    expect(code).not.toMatch(/message:|must have required|must be/);
    expect(code).not.toMatch(/parentSchema:/);
    const table = (await loaders.TPS!()).default;
    const step = appRoots().find((product) => product.code === 'TPS')?.steps[0];
    if (!step) throw new Error('TPS has no step');
    const errors = precompiledFormValidator(table, step).validateFormData({}, step).errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.name === 'required' && !error.message && error.property)).toBe(true);
  });

  it('fail the build on a format nobody defined instead of letting anything through', () => {
    const root = { $id: 'https://example.invalid/typo.json', type: 'object', properties: { phone: { type: 'string', format: 'mo-phnoe' } } };
    expect(() => precompiledValidatorsModule([root])).toThrow(/unknown format "mo-phnoe"/);
  });

  it('are served by the plugin under the virtual ids, one module per product', () => {
    const plugin = precompiledValidators({ schemasDir: 'schemas' });
    const resolveId = plugin.resolveId as (id: string) => string | null;
    expect(resolveId(VALIDATORS_MODULE_ID)).toBe(`\0${VALIDATORS_MODULE_ID}`);
    expect(resolveId(`${VALIDATORS_MODULE_ID}/TPS`)).toBe(`\0${VALIDATORS_MODULE_ID}/TPS`);
    expect(resolveId('react')).toBeNull();
    const load = (plugin.load as (this: unknown, id: string) => string | null).bind({ addWatchFile: () => undefined });
    expect(load(`\0${VALIDATORS_MODULE_ID}`)).toContain(`"TPS": () => import("${VALIDATORS_MODULE_ID}/TPS")`);
    expect(() => load(`\0${VALIDATORS_MODULE_ID}/NOPE`)).toThrow(/no product NOPE/);
    expect(load('/src/other.ts')).toBeNull();
  });
});
