/**
 * GLF, a golf product copied from TGL with the customer choosing a short period,
 * recorded "Days covered 3" for a 7-day policy (29 Nov - 5 Dec) in the database and on the policy, because
 * nothing computed the days from a chosen end date and the gateway kept what the client sent. The days
 * are now a calculated field of the form (`x-calc`), which the gateway works out again on every save.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../../src/engine/index.js';
import { validOrderForm } from '../../support/purchase/valid-order-form.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { storedOrder, succeeded } from '../support/order-builder.js';
import { payOnPayPage } from '../support/sandbox-pay.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the owner edits free-form JSON

const root = mkdtempSync(join(tmpdir(), 'calculated-fields-'));
const schemasDir = join(root, 'schemas');
const product = { params: { product: 'TGL' } };
let session: ClientSession | undefined;

const edit = (file: string, change: (value: Json) => void): void => {
  const path = join(schemasDir, 'products', 'TGL', file);
  const value = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(value);
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
};

beforeAll(async () => {
  cpSync('schemas', schemasDir, { recursive: true });
  // As GLF was made: the customer picks the end of a period of up to a month, which starts 3 days long.
  edit('product.json', (definition) => {
    definition.term = { start: 'basicInfo.startDate', end: 'basicInfo.endDate', defaultDays: 3 };
    definition.rules = [{ kind: 'dateRange', from: 'basicInfo.startDate', to: 'basicInfo.endDate', minDays: 1, maxDays: 31, startNotBeforeToday: true, message: 'validation.tripDates' }];
  });
  edit('form.schema.json', (form) => {
    Object.assign(form.properties.basicInfo.properties.days, { pattern: '^[0-9]{1,2}$', default: '3' });
    form.properties.basicInfo.default = { days: '3' };
  });
  edit('form.ui.json', (ui) => { delete ui.basicInfo.endDate; });
  session = await startClientSession({ schemasDir });
  await session.signIn();
}, 60_000);

afterAll(async () => {
  await session?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('days covered, a calculated field', () => {
  it('is 7 for a 7-day period in the database and on the paid order, whatever days the client sent', async () => {
    if (!session) throw new Error('no session');
    const { client, tg } = session;
    const catalog = loadProductCatalog(schemasDir);
    const bundle = catalog.registry.get('TGL');
    const draft = succeeded(await client.call('order.create', {}, product), 'order.create');
    if (!bundle) throw new Error('TGL: no bundle');
    expect(draft.formData.basicInfo).toMatchObject({ days: '3' });
    const form = await validOrderForm(client, { bundle, schema: catalog.composedSchema('TGL') }, draft.formData);
    const startDate = (form.basicInfo as Json).startDate as string;
    const week = { ...form, basicInfo: { ...(form.basicInfo as Json), endDate: addCalendarDays(startDate, 6), days: '3' } };
    succeeded(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'confirm', formData: week }, product), 'order.tempSave');

    const row = await storedOrder(session, draft.b2cOrderId);
    expect((JSON.parse(row?.form_data ?? '{}') as Json).basicInfo).toMatchObject({ startDate, days: '7' });

    const ids = { b2cOrderId: draft.b2cOrderId };
    succeeded(await client.call('order.getQuotation', ids, product), 'order.getQuotation');
    succeeded(await client.call('order.release', ids, product), 'order.release');
    succeeded(await client.call('order.premiumCalc', ids, product), 'order.premiumCalc');
    const pay = succeeded(await client.call('pay.createPayOrder', { ...ids, returnUrl: '/pages/order/TGL/index' }, { idempotencyKey: `pay-${draft.b2cOrderId}` }), 'pay.createPayOrder');
    expect(await payOnPayPage(tg.url, pay.payUrl, 'success')).toContain('payResult=success');
    const detail = succeeded(await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } }), 'order.detail');
    expect(detail).toMatchObject({ status: 'paid', formData: { basicInfo: { startDate, endDate: addCalendarDays(startDate, 6), days: '7' } } });
  }, 120_000);
});
