/**
 * The one product check names every mistake a product owner is likely to make with its file, its line
 * and a sentence saying what was expected. Each test plants one mistake in a copy of schemas/ (by
 * editing the text, as an owner would) and reads the finding back.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProducts, type Finding } from '../../../src/engine/products/check/index.js';
import { copiedSchemas, lineOf, plant } from './planted-copy.js';

function errorsOf(schemasDir: string, codes = ['TPS']): Finding[] {
  return checkProducts(schemasDir, codes).findings.filter((finding) => finding.severity === 'error');
}

describe('npm run products:check (checkProducts)', () => {
  it('passes every product of the repository', () => {
    expect(checkProducts('schemas').findings).toEqual([]);
  });

  it('names a field labelled with a shared definition\'s label the form does not use: a fire policy asking "Is the car financed?"', () => {
    const { schemasDir, path, text } = plant('products/FIR/form.schema.json', '"title": "field.propertyMortgaged"', '"title": "field.isMortgage"');
    expect(errorsOf(schemasDir, ['FIR'])).toEqual([
      expect.objectContaining({
        file: path, line: lineOf(text, '"field.isMortgage"'), path: 'properties.propertyInfo.properties.isMortgage.title',
        message: 'field "propertyInfo.isMortgage" is labelled "field.isMortgage", the label of the shared carInfo this form does not use: it reads as another product\'s question. Give the field a label of its own in schemas/i18n (tw, cn, en)',
      }),
    ]);
  });

  it('names a rates row for a plan product.json does not have, and the plan left without a price', () => {
    const { schemasDir, path, text } = plant('products/TPS/rates.json', '"FAMILY_SUPER": {', '"FAMILY_GOLD": {');
    const productJson = readFileSync(join(schemasDir, 'products/TPS/product.json'), 'utf8');
    expect(errorsOf(schemasDir)).toEqual([
      expect.objectContaining({
        file: path, line: lineOf(text, '"FAMILY_GOLD"'), path: 'table.FAMILY_GOLD',
        message: 'plan "FAMILY_GOLD" has a price but product.json has no such plan (its plans: INDIVIDUAL_BASIC, INDIVIDUAL_SUPER, FAMILY_BASIC, FAMILY_SUPER)',
      }),
      expect.objectContaining({
        file: join(schemasDir, 'products/TPS/product.json'), line: lineOf(productJson, '"FAMILY_SUPER"'), path: 'plans.3',
        message: 'plan "FAMILY_SUPER" has no price: rates.json has no row for it in "table" (its rows: INDIVIDUAL_BASIC, INDIVIDUAL_SUPER, FAMILY_BASIC, FAMILY_GOLD)',
      }),
    ]);
  });

  it('names a misspelt format with its product, file and field', () => {
    const { schemasDir, path, text } = plant('products/TPS/form.schema.json', '"format": "email"', '"format": "emial"');
    const [finding, ...rest] = errorsOf(schemasDir);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ file: path, line: lineOf(text, 'emial'), path: 'properties.policyHolderInfo.allOf.1.properties.mail.format' });
    expect(finding!.message).toMatch(/^field "policyHolderInfo\.mail" has format "emial", which is not a known format \(known: date, email, /);
  });

  it('reports invalid JSON by line and column with a caret under the mistake', () => {
    const { schemasDir, path, text } = plant('products/TPS/product.json', '"line": "travel",', '"line": "travel"');
    const [finding, ...rest] = errorsOf(schemasDir);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ file: path, line: lineOf(text, '"version"'), column: 3 });
    const version = /"version": "([^"]+)"/.exec(text)?.[1];
    expect(finding!.message).toBe(`not valid JSON at column 3: expected a comma or a closing } but found """\n  "version": "${version}",\n  ^`);
  });

  it('says in words which language a title lacks', () => {
    const { schemasDir, path, text } = plant('products/TPS/product.json', '"titles": { "tw": "個人旅遊保險", ', '"titles": { ');
    expect(errorsOf(schemasDir)).toEqual([
      expect.objectContaining({ file: path, line: lineOf(text, '"titles"'), path: 'titles', message: 'titles must have a tw text' }),
    ]);
  });

  it('names a text the tw dictionary lacks where the product uses it', () => {
    const { schemasDir } = plant('i18n/tw.json', '"mail": "電郵地址",', '');
    const formSchema = readFileSync(join(schemasDir, 'products/TPS/form.schema.json'), 'utf8');
    expect(errorsOf(schemasDir)).toContainEqual(expect.objectContaining({
      file: join(schemasDir, 'products/TPS/form.schema.json'), line: lineOf(formSchema, '"title": "field.mail"'),
      message: `the text "field.mail" has no tw translation: add it to ${join(schemasDir, 'i18n/tw.json')}`,
    }));
  });

  it('names a widget the storefront does not have', () => {
    const { schemasDir, path, text } = plant('products/TPS/form.ui.json', '"planCode": { "ui:widget": "plan"', '"planCode": { "ui:widget": "plna"');
    const [finding, ...rest] = errorsOf(schemasDir);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ file: path, line: lineOf(text, 'plna'), path: 'planCode.ui:widget' });
    expect(finding!.message).toMatch(/^field "planCode" asks for widget "plna", which the storefront does not have \(known: text, textarea, /);
  });

  it('names a step field the form does not define, at the step', () => {
    const { schemasDir, path, text } = plant('products/TPS/product.json', '"fields": ["insurantInfo"]', '"fields": ["insurants"]');
    expect(errorsOf(schemasDir)).toEqual([
      expect.objectContaining({ file: path, line: lineOf(text, '"insurants"'), message: 'step insured shows field insurants, which form.schema.json does not define' }),
    ]);
  });

  it('names a default its own field refuses', () => {
    const { schemasDir, path, text } = plant('products/TPS/form.schema.json', '"const": "MOP", "default": "MOP"', '"const": "MOP", "default": "HKD"');
    expect(errorsOf(schemasDir)).toEqual([
      expect.objectContaining({
        file: path, line: lineOf(text, '"HKD"'), path: 'properties.billingCurrency.default',
        message: 'field "billingCurrency" has a default "HKD" that its own schema refuses: it is "HKD" but must be "MOP"',
      }),
    ]);
  });

  it('names a default the product\'s own rules refuse (TSS once started a new order 7 days long under its 30 to 366 day rule)', () => {
    const { schemasDir, path, text } = plant('products/TSS/product.json', '"defaultDays": 180', '"defaultDays": 7');
    expect(errorsOf(schemasDir, ['TSS'])).toEqual([
      expect.objectContaining({
        file: path, line: lineOf(text, '"term"'), path: 'term',
        message: 'a new order starts with values this product\'s own rules refuse: "expiryDate": The cover must last 30 to 366 days (now 7). Change the policy term\'s default (or the field\'s "default") so a new order is accepted',
      }),
    ]);
  });

  it('names a product without a benefit schedule, at benefits.json', () => {
    const schemasDir = copiedSchemas();
    rmSync(join(schemasDir, 'products/TPS/benefits.json'));
    expect(errorsOf(schemasDir)).toEqual([
      expect.objectContaining({ file: join(schemasDir, 'products/TPS/benefits.json'), message: 'the file is missing' }),
    ]);
  });

  it('names a plan of product.json that the benefit schedule leaves out, and the schedule of a plan it does not have', () => {
    const { schemasDir, path, text } = plant('products/TPS/benefits.json', '"FAMILY_BASIC": {', '"FAMILY_STANDARD": {');
    expect(errorsOf(schemasDir)).toEqual([
      expect.objectContaining({
        file: path, line: lineOf(text, '"plans"'), path: 'plans',
        message: 'plan "FAMILY_BASIC" of product.json has no schedule: add "FAMILY_BASIC" to "plans" with its covers',
      }),
      expect.objectContaining({
        file: path, line: lineOf(text, '"FAMILY_STANDARD"'), path: 'plans.FAMILY_STANDARD',
        message: 'plan "FAMILY_STANDARD" has a schedule but product.json has no such plan (its plans: INDIVIDUAL_BASIC, INDIVIDUAL_SUPER, FAMILY_BASIC, FAMILY_SUPER)',
      }),
    ]);
  });

  it('names a cover text without its cn words, and a plan giving a cover the schedule does not declare', () => {
    const missingCn = plant('products/TPS/benefits.json', '"cn": "行程延误", ', '');
    expect(errorsOf(missingCn.schemasDir)).toEqual([
      expect.objectContaining({ file: missingCn.path, line: lineOf(missingCn.text, '"tripDelay"'), path: 'covers.5.titles', message: 'covers.5.titles must have a cn text' }),
    ]);
    const undeclared = plant('products/TPS/benefits.json', '"tripDelay": {"limit": 1500}\n    },\n    "INDIVIDUAL_SUPER"', '"tripDelays": {"limit": 1500}\n    },\n    "INDIVIDUAL_SUPER"');
    expect(errorsOf(undeclared.schemasDir)).toEqual([
      expect.objectContaining({
        file: undeclared.path, line: lineOf(undeclared.text, '"tripDelays"'), path: 'plans.INDIVIDUAL_BASIC.tripDelays',
        message: expect.stringMatching(/^cover "tripDelays" is not declared under "covers" \(declared: medical, /),
      }),
    ]);
  });

  it('refuses a benefit schedule that does not say whether its amounts are a sample', () => {
    const { schemasDir, path } = plant('products/TPS/benefits.json', '"sample": true,\n', '');
    expect(errorsOf(schemasDir)).toEqual([expect.objectContaining({ file: path, path: '', message: expect.stringContaining('sample') })]);
  });
});
