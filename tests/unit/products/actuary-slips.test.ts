/**
 * Slips that left valid data passed the check, the studio and the gateway.
 * Each test plants one in a copy of schemas/ (by editing the text, as an owner would) and reads back the
 * finding with its file, line and words: warnings for what may be meant, errors where they belong.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProducts, type Finding } from '../../../src/engine/products/check/index.js';
import { lineOf, plant } from './planted-copy.js';

const warningsOf = (schemasDir: string, codes = ['TPS']): Finding[] =>
  checkProducts(schemasDir, codes).findings.filter((finding) => finding.severity === 'warning');

describe('the product check catches an actuary\'s slips', () => {
  it('warns about a price that falls as the band grows (49 typed for 490)', () => {
    const { schemasDir, path, text } = plant('products/TPS/rates.json', '"07": [50, 75, 100, 125, 175, 310, 490]', '"07": [50, 75, 100, 125, 175, 310, 49]');
    expect(warningsOf(schemasDir)).toEqual([expect.objectContaining({
      file: path, line: lineOf(text, '"07": [50, 75, 100, 125, 175, 310, 49]'), path: 'table.INDIVIDUAL_BASIC.07.6',
      message: 'INDIVIDUAL_BASIC/07: the price for band 180 (49) is below the price for band 90 (310), so more cover costs less: check the amount',
    })]);
  });

  it('blames only the slip, not the row whose one neighbour it is (the GLF walk read three warnings for one slip)', () => {
    const { schemasDir, path, text } = plant('products/TPS/rates.json', '"02": [40, 60, 80, 100, 140, 250, 390]', '"02": [40, 60, 80, 100, 140, 250, 39]');
    expect(warningsOf(schemasDir)).toEqual([expect.objectContaining({
      file: path, line: lineOf(text, '"02": [40, 60, 80, 100, 140, 250, 39]'),
      message: 'INDIVIDUAL_BASIC/02: the price for band 180 (39) is below the price for band 90 (250), so more cover costs less: check the amount',
    })]);
  });

  it('warns about an amount far out of line with the row beside it (a zero too many)', () => {
    const { schemasDir, path, text } = plant('products/TPS/rates.json', '"06": [80, 120, 160, 200, 280, 500, 780]', '"06": [80, 120, 160, 200, 280, 500, 7800]');
    expect(warningsOf(schemasDir)).toEqual([expect.objectContaining({
      file: path, line: lineOf(text, '"06": [80, 120, 160, 200, 280, 500, 7800]'),
      message: 'INDIVIDUAL_BASIC/06: the price for band 180 (7800) is far out of line with INDIVIDUAL_BASIC/02 (the other bands suggest about 780): check the amount',
    })]);
  });

  it('warns when the "from" price names a plan that is not the cheapest', () => {
    const { schemasDir, path, text } = plant('products/TPS/product.json', '"answers": {"areaCode": "06"', '"answers": {"planCode": "FAMILY_SUPER", "areaCode": "06"');
    expect(warningsOf(schemasDir)).toEqual([expect.objectContaining({
      file: path, line: lineOf(text, '"planCode": "FAMILY_SUPER"'),
      message: expect.stringMatching(/^the "from" price names plan FAMILY_SUPER, which costs [\d.]+ in this case, but shows [\d.]+, the price of a cheaper plan/),
    })]);
  });

  it('warns about a date default already in the past, which would be replaced by today unasked', () => {
    const { schemasDir, path, text } = plant('products/TPS/form.schema.json', '"commDate": { "title": "field.commDate", "type": "string", "format": "date" }',
      '"commDate": { "title": "field.commDate", "type": "string", "format": "date", "default": "2025-06-01" }');
    expect(warningsOf(schemasDir)).toEqual([expect.objectContaining({
      file: path, line: lineOf(text, '"2025-06-01"'),
      message: expect.stringContaining('field "commDate" defaults to 2025-06-01, which is in the past'),
    })]);
  });

  it('warns about a default date of birth outside the product\'s own age limits, on the default\'s line', () => {
    const { schemasDir, path, text } = plant('products/TSS/form.schema.json', '"default": [{}]', '"default": [{"relation": "SELF", "dob": "1960-01-01"}]');
    expect(warningsOf(schemasDir, ['TSS'])).toEqual([expect.objectContaining({
      file: path, line: lineOf(text, '"1960-01-01"'), path: 'properties.insurantInfo.default.0.dob',
      message: expect.stringMatching(/^the default of "insurantInfo\.0\.dob" is outside the product's own age limits \(product\.json "underwriting"\): Aged \d+ on the start date [\d-]+; this product covers ages 10 to 35 only;/),
    })]);
  });

  it('warns about a default on the policy term\'s dates, which a new order never shows', () => {
    const start = plant('products/TSS/form.schema.json', '"commDate": { "title": "field.commDate", "type": "string", "format": "date" }',
      '"commDate": { "title": "field.commDate", "type": "string", "format": "date", "default": "2099-01-01" }');
    expect(warningsOf(start.schemasDir, ['TSS'])).toEqual([expect.objectContaining({
      file: start.path, line: lineOf(start.text, '"2099-01-01"'), path: 'properties.commDate.default',
      message: 'field "commDate" has a default "2099-01-01" that a new order never shows: every new order starts on the first day cover can start; remove the default',
    })]);
    const end = plant('products/TPS/form.schema.json', '"expiryDate": { "title": "field.expiryDate", "type": "string", "format": "date" }',
      '"expiryDate": { "title": "field.expiryDate", "type": "string", "format": "date", "default": "2099-01-07" }');
    expect(warningsOf(end.schemasDir)).toEqual([expect.objectContaining({
      file: end.path, line: lineOf(end.text, '"2099-01-07"'), path: 'properties.expiryDate.default',
      message: expect.stringContaining('field "expiryDate" has a default "2099-01-07" that a new order never shows: a new order\'s end follows from its start'),
    })]);
  });

  it('names a default plan the product does not offer once, with the plans it does offer', () => {
    const { schemasDir, path, text } = plant('products/TSS/form.schema.json', '"x-source": "plans" }', '"x-source": "plans", "default": "GOLD" }');
    expect(checkProducts(schemasDir, ['TSS']).findings).toEqual([expect.objectContaining({
      severity: 'error', file: path, line: lineOf(text, '"GOLD"'), path: 'properties.planCode.default',
      message: 'field "planCode" has a default "GOLD" that its own schema refuses: it is "GOLD" but must be one of "STANDARD", "PLUS"',
    })]);
  });

  it('names a new order that the date rule refuses on a product whose travel dates have no "term" of their own', () => {
    const { schemasDir, path, text } = plant('products/TPS/product.json', '"minDays": 1, "maxDays": 180', '"minDays": 30, "maxDays": 180');
    expect(checkProducts(schemasDir, ['TPS']).findings).toEqual([expect.objectContaining({
      severity: 'error', file: path, line: lineOf(text, '"rules"'), path: 'rules',
      message: 'a new order starts with values this product\'s own rules refuse: "expiryDate": The cover must last 1 to 180 days and cannot start before today. Give the product a "term" whose "defaultDays" the rule accepts (or the field\'s "default") so a new order is accepted',
    })]);
  });

  it('warns when a copied product\'s wording still names the product it came from', () => {
    const { schemasDir } = plant('products/manifest.json', '"TPS", ', '"TPS", "TWH", ');
    const folder = join(schemasDir, 'products', 'TWH');
    cpSync(join(schemasDir, 'products', 'TPS'), folder, { recursive: true });
    const productFile = join(folder, 'product.json');
    writeFileSync(productFile, readFileSync(productFile, 'utf8').replace('"code": "TPS"', '"code": "TWH"')
      .replace('"titles": { "tw": "個人旅遊保險", "cn": "个人旅游保险", "en": "Personal Travel Insurance" }', '"titles": { "tw": "工作假期保險", "cn": "工作假期保险", "en": "Working Holiday Insurance" }'));
    const formFile = join(folder, 'form.schema.json');
    writeFileSync(formFile, readFileSync(formFile, 'utf8').replaceAll('TPS', 'TWH'));
    const warnings = warningsOf(schemasDir, ['TWH']);
    expect(warnings.map((finding) => finding.file)).toEqual(['tw', 'cn', 'en'].map((lang) => join(folder, 'wording', `${lang}.html`)));
    expect(warnings[2]?.message).toBe('the en text still names "Personal Travel Insurance" (TPS): a copied folder ships the product it came from; rewrite it for TWH');
  });

  it('names a pattern message written as texts in place instead of an i18n key (the GLF walk\'s customers read "is not valid")', () => {
    const { schemasDir, path, text } = plant('products/TPS/form.schema.json', '"mail": { "title": "field.mail", "type": "string", "format": "email", "maxLength": 100 }',
      '"mail": { "title": "field.mail", "type": "string", "format": "email", "maxLength": 100, "pattern": "@", "x-patternMessage": { "en": "An e-mail address" } }');
    expect(checkProducts(schemasDir, ['TPS']).findings).toEqual([expect.objectContaining({
      severity: 'error', file: path, line: lineOf(text, '"x-patternMessage"'), path: 'properties.policyHolderInfo.allOf.1.properties.mail.x-patternMessage',
      message: 'field "policyHolderInfo.mail" has an "x-patternMessage" that is not an i18n key: write a key such as "validation.mailFormat" and give it its texts in schemas/i18n/tw.json, cn.json and en.json',
    })]);
  });

  it('reports a trailing comma on the comma\'s own line, not the next one', () => {
    const { schemasDir, path, text } = plant('products/TPS/rates.json', '"Area3": [500, 750, 1000, 1250, 1750, 3150, 4900]', '"Area3": [500, 750, 1000, 1250, 1750, 3150, 4900],');
    expect(checkProducts(schemasDir, ['TPS']).findings.filter((finding) => finding.severity === 'error')).toEqual([expect.objectContaining({
      file: path, line: lineOf(text, '"Area3": [500, 750, 1000, 1250, 1750, 3150, 4900],'),
      message: expect.stringContaining('a comma after the last field (JSON allows none before the closing }): remove this comma'),
    })]);
  });
});
