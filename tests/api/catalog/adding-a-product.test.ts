/**
 * docs/adding-a-product.md, followed literally on a copy of the repository's schemas/: a product owner
 * copies TPS into a new folder TWH (a working-holiday product), renames it, adds a required free-text
 * field, adds a cover to a plan's benefit schedule (benefits.json), gives the label and the cover their texts in
 * tw, cn and en, lists it in the manifest, runs `npm run products:check TWH` (which also draws its lifecycle
 * diagram), and a buyer sees the new cover and buys it to a paid policy through the real client against a gateway
 * reading that copy. No TypeScript is touched on the way. On the way it prices by plan x days (a factorTable)
 * whose amounts come from a spreadsheet (`npm run rates -- import`), and shows the days covered as a
 * calculated field.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween } from '../../../src/engine/index.js';
import { validOrderForm } from '../../support/purchase/valid-order-form.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { payOnPayPage } from '../support/sandbox-pay.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the owner edits free-form JSON

const root = mkdtempSync(join(tmpdir(), 'adding-a-product-'));
const schemasDir = join(root, 'schemas');
const folder = join(schemasDir, 'products', 'TWH');
let session: ClientSession | undefined;

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, value: unknown): void => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
const productsCheck = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/products-check.ts', '--schemas', schemasDir, ...args], { encoding: 'utf8' });
const ratesCli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/rates.ts', ...args, '--schemas', schemasDir], { encoding: 'utf8' });

/** The spreadsheet the actuary keeps: plans down, days across (the upper limit of each band). */
const RATES_CSV = [
  'planCode,7,14,31,90,180',
  'INDIVIDUAL_BASIC,60,95,160,380,620',
  'INDIVIDUAL_SUPER,90,140,240,560,900',
  'FAMILY_BASIC,150,240,400,950,1550',
  'FAMILY_SUPER,220,350,600,1400,2250',
].join('\n');

beforeAll(() => {
  cpSync('schemas', schemasDir, { recursive: true });
  // 1. Copy a folder of a product like yours.
  cpSync(join(schemasDir, 'products', 'TPS'), folder, { recursive: true });
  // 2. Edit: the code and titles, the form's $id and product code, a new required field on a step.
  const product = readJson(join(folder, 'product.json'));
  product.code = 'TWH';
  product.titles = { tw: '工作假期保險', cn: '工作假期保险', en: 'Working Holiday Insurance' };
  product.steps.find((step: Json) => step.id === 'holder').fields.push('employerName');
  product.steps.find((step: Json) => step.id === 'plan').fields.push('days');
  writeJson(join(folder, 'product.json'), product);
  const form = readJson(join(folder, 'form.schema.json'));
  form.$id = form.$id.replace('/TPS/', '/TWH/');
  form.properties.productCode = { type: 'string', const: 'TWH', default: 'TWH' };
  form.properties.employerName = { title: 'field.employerName', type: 'string', minLength: 2, maxLength: 60 };
  form.required.push('employerName');
  // A calculated field: the days covered, counted from the chosen dates (both ends).
  form.properties.days = { title: 'field.days', type: 'string', 'x-calc': { daysBetween: [{ var: 'commDate' }, { var: 'expiryDate' }] } };
  writeJson(join(folder, 'form.schema.json'), form);
  // The benefit schedule: a new cover, given by one plan (its cn title forgotten, for the check to name).
  const benefits = readJson(join(folder, 'benefits.json'));
  benefits.covers.push({ code: 'workEquipment', titles: { tw: '工作器材', en: 'Work equipment' } });
  benefits.plans.INDIVIDUAL_SUPER.workEquipment = { limit: 8000, excess: 300 };
  writeJson(join(folder, 'benefits.json'), benefits);
  const ui = readJson(join(folder, 'form.ui.json'));
  ui.days = { 'ui:readonly': true };
  writeJson(join(folder, 'form.ui.json'), ui);
  // Rates by plan x days: the shape by hand, the amounts from the spreadsheet below.
  writeJson(join(folder, 'rates.json'), {
    currency: 'MOP', kind: 'factorTable', rowKey: 'planCode',
    bandBy: { kind: 'daysBetween', from: 'commDate', to: 'expiryDate', inclusive: true }, bands: [7], table: {},
  });
  writeFileSync(join(root, 'twh-rates.csv'), RATES_CSV);
  // 3. List the code in the manifest.
  const manifest = readJson(join(schemasDir, 'products', 'manifest.json'));
  manifest.products.push('TWH');
  writeJson(join(schemasDir, 'products', 'manifest.json'), manifest);
});

afterAll(async () => {
  await session?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('adding a product as docs/adding-a-product.md says', () => {
  it('is checked, named in words until its texts exist, and bought to a paid policy', async () => {
    // The amounts come from the spreadsheet: npm run rates -- import TWH twh-rates.csv.
    const imported = ratesCli('import', 'TWH', join(root, 'twh-rates.csv'));
    expect(imported.stdout).toContain('wrote');
    expect(readJson(join(folder, 'rates.json'))).toMatchObject({ bands: [7, 14, 31, 90, 180], table: { INDIVIDUAL_SUPER: [90, 140, 240, 560, 900] } });

    // 4. npm run products:check TWH: it names the label without texts, with its file and line.
    const first = productsCheck('TWH');
    expect(first.status).toBe(1);
    expect(first.stderr).toMatch(/products\/TWH\/form\.schema\.json line \d+: the text "field\.employerName" has no tw, cn, en translation/);
    expect(first.stderr).toMatch(/products\/TWH\/benefits\.json line \d+: covers\.\d+\.titles must have a cn text/);
    const benefits = readJson(join(folder, 'benefits.json'));
    benefits.covers.at(-1).titles.cn = '工作器材';
    writeJson(join(folder, 'benefits.json'), benefits);
    for (const [lang, text] of [['tw', '僱主名稱'], ['cn', '雇主名称'], ['en', 'Employer name']] as const) {
      const file = join(schemasDir, 'i18n', `${lang}.json`);
      const texts = readJson(file);
      texts.field.employerName = text;
      writeJson(file, texts);
    }
    const second = productsCheck('TWH');
    expect(second.stderr).toBe('');
    expect(second.status).toBe(0);
    expect(existsSync(join(root, 'docs', 'flows', 'purchase.TWH.md'))).toBe(true);

    // 5. Test: a buyer buys it through the real client against a gateway reading the new data.
    const catalog = loadProductCatalog(schemasDir);
    session = await startClientSession({ schemasDir });
    const { client, tg } = session;
    await session.signIn();
    const params = { params: { product: 'TWH' } };
    const plans = await client.call('product.planInfo', { productCode: 'TWH' });
    expect(plans && plans.plans.find((plan) => plan.code === 'INDIVIDUAL_SUPER')?.covers.at(-1)).toEqual({
      code: 'workEquipment', name: 'Work equipment', basis: null, limit: 8000, excess: 300, waitingDays: null,
    });
    const bundle = catalog.registry.get('TWH');
    const draft = await client.call('order.create', {}, params);
    if (!bundle || !draft) throw new Error('TWH: no draft');
    const formData = await validOrderForm(client, { bundle, schema: catalog.composedSchema('TWH') }, draft.formData);
    expect(formData.employerName).toEqual(expect.any(String));
    expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'confirm', formData }, params)).not.toBe(false);
    expect(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, params)).not.toBe(false);
    expect(await client.call('order.release', { b2cOrderId: draft.b2cOrderId }, params)).toEqual({ released: true });
    const priced = await client.call('order.premiumCalc', { b2cOrderId: draft.b2cOrderId }, params);
    const days = daysBetween(formData.commDate, formData.expiryDate, true) ?? 0;
    const row = RATES_CSV.split('\n').find((line) => line.startsWith(`${String(formData.planCode)},`))?.split(',').slice(1).map(Number) ?? [];
    const band = [7, 14, 31, 90, 180].findIndex((limit) => days <= limit);
    expect(priced).toMatchObject({ premium: row[band] });
    const pay = await client.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TWH/index' }, { idempotencyKey: `pay-${draft.b2cOrderId}` });
    if (!pay) throw new Error(`TWH: payment failed: ${session.lastToast() ?? ''}`);
    expect(await payOnPayPage(tg.url, pay.payUrl, 'success')).toContain('payResult=success');
    const detail = await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } });
    expect(detail).toMatchObject({ status: 'paid', formData: { productCode: 'TWH', employerName: formData.employerName, days: String(days) } });
  }, 120_000);
});
