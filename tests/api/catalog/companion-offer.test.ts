/**
 * MTV's haveMtts offers its companion product (MTV product.json companionProducts: MTTS, the third-party
 * top-up) for a car until that car has a policy of it in force; then it offers nothing. Both products are
 * bought through the real flow on forms built from their own schemas (tests/support/purchase/valid-order-form.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validOrderForm } from '../../support/purchase/valid-order-form.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { payOnPayPage } from '../support/sandbox-pay.js';

const catalog = loadProductCatalog('schemas');
let session: ClientSession;

/** 10:00 in Macao, moving with real time, so a policy bought now is in force today. */
const MORNING = Date.parse('2026-03-10T02:00:00Z');
const started = Date.now();

beforeAll(async () => {
  session = await startClientSession({ clock: () => MORNING + (Date.now() - started) });
});
afterAll(async () => {
  await session.stop();
});

/** Buys the product to a paid policy on a form built from its schema; returns the plate the form insures. */
async function buy(code: string): Promise<string> {
  const { client, tg } = session;
  const params = { params: { product: code } };
  const bundle = catalog.registry.get(code);
  const draft = await client.call('order.create', {}, params);
  if (!bundle || !draft) throw new Error(`${code}: no draft`);
  const form = await validOrderForm(client, { bundle, schema: catalog.composedSchema(code) }, draft.formData);
  const lastStep = bundle.definition.steps.at(-1)?.id ?? '';
  expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: lastStep, formData: form }, params)).not.toBe(false);
  expect(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, params)).not.toBe(false);
  expect(await client.call('order.release', { b2cOrderId: draft.b2cOrderId }, params)).toEqual({ released: true });
  expect(await client.call('order.premiumCalc', { b2cOrderId: draft.b2cOrderId }, params)).not.toBe(false);
  const pay = await client.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: `/pages/order/${code}/index` }, { idempotencyKey: `pay-${draft.b2cOrderId}` });
  if (!pay) throw new Error(`${code}: payment failed: ${session.lastToast() ?? ''}`);
  await payOnPayPage(tg.url, pay.payUrl, 'success');
  return (form.carInfo as { carCode: string }).carCode;
}

describe('the companion offer of haveMtts', () => {
  it('offers MTTS for a car with MTV only, and nothing once the car has MTTS too', async () => {
    const { client } = session;
    await session.signIn();
    session.setLang('en');
    expect(await client.call('order.haveMtts', { carCode: 'MA-12-34', productCode: 'MTV' })).toMatchObject({
      hasPolicy: false, offer: { code: 'MTTS', name: 'Motor Third Party Top-up Insurance', category: 'motor', currency: 'MOP' },
    });
    const plate = await buy('MTV');
    const withMtv = await client.call('order.haveMtts', { carCode: plate, productCode: 'MTV' });
    expect(withMtv).toMatchObject({ hasPolicy: true, offer: { code: 'MTTS' } });
    expect(withMtv && withMtv.offer?.minimumPremium).toBeGreaterThan(0);

    expect(await buy('MTTS')).toBe(plate);
    expect(await client.call('order.haveMtts', { carCode: plate, productCode: 'MTV' })).toMatchObject({ hasPolicy: true, offer: null });
    expect(await client.call('order.haveMtts', { carCode: plate })).toMatchObject({ offer: null });
    // A product with no companion offers nothing; an unknown one is not found.
    expect(await client.call('order.haveMtts', { carCode: 'MB-12-34', productCode: 'MTC' })).toMatchObject({ hasPolicy: false, offer: null });
    expect(await client.call('order.haveMtts', { carCode: plate, productCode: 'ZZZ' })).toBe(false);
  });
});
