/**
 * Paid policies for the policy-services tests, bought through the real client and the real flow:
 * create, save every step, quote, release, fix the premium, pay, settle in the sandbox.
 */
import { expect } from 'vitest';
import type { Draft, OrderDetail } from '../../../src/contract/index.js';
import type { ClientSession } from '../support/client-session.js';
import { payOnPayPage } from '../support/sandbox-pay.js';
import { tpsForm, TPS_STEPS } from '../server/tps-form.js';
import { TEST_PNG as PNG } from '../../support/purchase/upload-bytes.js';
import { validOrderForm } from '../../support/purchase/valid-order-form.js';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';


/** What buying needs of a client session: the signed client, its gateway's address, its last toast. */
export type Buyer = Pick<ClientSession, 'client' | 'lastToast'> & { tg: Pick<ClientSession['tg'], 'url'> };

export const MTV_STEPS = ['plan', 'carInfo', 'declarations', 'holder', 'confirm'] as const;

/** A complete MTV form on a new draft's defaults: comprehensive cover, no declaration answered yes. */
export function mtvForm(defaults: Record<string, unknown>, registrationImage: string): Record<string, unknown> {
  const questions = defaults.questionList as Record<string, unknown>[];
  return {
    ...defaults,
    planCode: 'COMP',
    carInfo: {
      ...(defaults.carInfo as Record<string, unknown>),
      type: 'P', username: 'CHAN TAI MAN', carCode: 'MA-12-34', carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD',
      carType2: 'MPV', carType3: 'HYBRID', carUserType: 'SDP', motorCode: '2AR-1234567', carBodyCode: 'AYH30-0012345',
      motorSize: 1800, carSize: 7, carWeight: 2100, carYear: 2019, carDate: '2019-06-15', isMortgage: false, registrationImage,
    },
    questionList: questions.map((question) => ({ ...question, answer: '0' })),
    holderInfo: {
      englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M', dob: '1985-04-20',
      identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
      mobilePhoneNo: { code: '853', 853: '66123456' }, address: 'Rua do Campo 10, 3 andar A, Macau', mail: 'chan.tai.man@example.com',
    },
    contactInfo: { mobilePhoneNo: { code: '853', 853: '66123456' } },
    declaration: true,
  };
}

/** Fixes the premium of a quoted order's form and pays it in the sandbox; returns the paid order. */
export async function payOrder(session: Buyer, b2cOrderId: string, fixPremium: () => Promise<unknown>): Promise<OrderDetail> {
  const { client } = session;
  expect(await fixPremium()).not.toBe(false);
  const pay = await client.call('pay.createPayOrder', { b2cOrderId, returnUrl: '/pages/myPolicy/index' }, { idempotencyKey: `pay-${b2cOrderId}` });
  if (!pay) throw new Error(`createPayOrder failed: ${session.lastToast() ?? ''}`);
  expect(await payOnPayPage(session.tg.url, pay.payUrl, 'success')).toContain('payResult=success');
  const detail = await client.call('order.detail', {}, { params: { id: b2cOrderId } });
  if (!detail) throw new Error('order.detail failed');
  expect(detail.status).toBe('paid');
  return detail;
}

/** Buys a policy of `product` with the form `build` makes from the new draft's defaults. */
async function buyPolicy(
  session: Buyer, product: string, steps: readonly string[], build: (defaults: Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>,
): Promise<OrderDetail> {
  const { client } = session;
  const params = { product };
  const draft = await client.call('order.create', {}, { params });
  if (!draft) throw new Error(`order.create failed: ${session.lastToast() ?? ''}`);
  const form = await build(draft.formData);
  for (const step of steps) {
    const saved: Draft | false = await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params });
    if (!saved) throw new Error(`tempSave ${step} failed: ${session.lastToast() ?? ''}`);
  }
  for (const id of ['order.getQuotation', 'order.release'] as const) {
    if (!(await client.call(id, { b2cOrderId: draft.b2cOrderId }, { params }))) throw new Error(`${id} failed: ${session.lastToast() ?? ''}`);
  }
  return payOrder(session, draft.b2cOrderId, () => client.call('order.premiumCalc', { b2cOrderId: draft.b2cOrderId }, { params }));
}

/** A paid MTV policy of the signed-in user (its registration photo uploaded first); `holder` changes the holder's answers. */
export async function buyMtvPolicy(session: Buyer, holder: Record<string, unknown> = {}): Promise<OrderDetail> {
  const photo = await session.client.call('plat.fileUpload', { name: 'registration.png', type: 'image/png', content: PNG.toString('base64') });
  if (!photo) throw new Error('upload failed');
  return buyPolicy(session, 'MTV', MTV_STEPS, (defaults) => {
    const form = mtvForm(defaults, photo.fileId);
    return { ...form, holderInfo: { ...(form.holderInfo as Record<string, unknown>), ...holder } };
  });
}

/** A paid TPS policy of the signed-in user (the draft's trip dates unless `overrides` change them). */
export async function buyTpsPolicy(session: Buyer, overrides: Record<string, unknown> = {}): Promise<OrderDetail> {
  return buyTripPolicy(session, 'TPS', overrides);
}

/** A paid policy of a one-trip travel product asked as TPS is (THM, TDS: the same steps and fields); `overrides` name its plan. */
export async function buyTripPolicy(session: Buyer, product: string, overrides: Record<string, unknown> = {}): Promise<OrderDetail> {
  return buyPolicy(session, product, TPS_STEPS, (defaults) => tpsForm(defaults, overrides));
}

const catalog = loadProductCatalog('schemas');

/**
 * A paid policy of any product of the catalogue (a renewed one, where a test is about renewal), its form made by the
 * generic builder on the new draft's defaults: the policy starts today and runs for the product's term.
 */
export async function buyCatalogPolicy(session: Buyer, product: string): Promise<OrderDetail> {
  const bundle = catalog.registry.get(product);
  if (!bundle) throw new Error(`${product} is not in the catalogue`);
  const steps = bundle.definition.steps.map((step) => step.id);
  return buyPolicy(session, product, steps, (defaults) => validOrderForm(session.client, { bundle, schema: catalog.composedSchema(product) }, defaults));
}
