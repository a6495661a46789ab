/**
 * The motor helpers through the real client, on an MTV policy bought through the real flow (create,
 * tempSave, getQuotation, release, premiumCalc, createPayOrder, sandbox payment): the caller's motor
 * orders and policies, a new order pre-filled from the policy, the third-party check of a plate, and
 * the claimable products counting the policy. Another user sees none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../src/contract/index.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { payOnPayPage } from '../support/sandbox-pay.js';
import { TEST_PNG as PNG } from '../../support/purchase/upload-bytes.js';

const STEPS = ['plan', 'carInfo', 'declarations', 'holder', 'confirm'] as const;

type Question = Record<string, unknown> & { id: string };

let session: ClientSession;
/** The paid MTV order and its form. */
let paid: { b2cOrderId: string; policyNo: string; form: Record<string, unknown>; premium: number };

async function upload(name: string): Promise<string> {
  const file = await session.client.call('plat.fileUpload', { name, type: 'image/png', content: PNG.toString('base64') });
  if (!file) throw new Error('upload failed');
  return file.fileId;
}

function mtvForm(defaults: Record<string, unknown>, registration: string): Record<string, unknown> {
  const answers: Record<string, Record<string, unknown>> = {
    VEHICLE12: { answer: '0' }, VEHICLE01: { answer: '0' }, VEHICLE13: { answer: '0' }, VEHICLE03: { answer: '0' },
  };
  return {
    ...defaults,
    planCode: 'TPL',
    carInfo: {
      ...(defaults.carInfo as Record<string, unknown>),
      type: 'P', username: 'CHAN TAI MAN', carCode: 'MA-12-34', carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD',
      carType2: 'MPV', carType3: 'HYBRID', carUserType: 'SDP', motorCode: '2AR-1234567', carBodyCode: 'AYH30-0012345',
      motorSize: 2494, carSize: 7, carWeight: 2100, carYear: 2019, carDate: '2019-06-15', isMortgage: false,
      registrationImage: registration,
    },
    questionList: (defaults.questionList as Question[]).map((question) => ({ ...question, ...answers[question.id] })),
    holderInfo: {
      englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M', dob: '1985-04-20',
      identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }, mobilePhoneNo: { code: '853', 853: '66123456' },
      address: 'Rua do Campo 10, 3 andar A, Macau', mail: 'chan.tai.man@example.com',
    },
    contactInfo: { mobilePhoneNo: { code: '853', 853: '66123456' } },
    declaration: true,
  };
}

/** Buys an MTV policy through the real flow and pays it in the sandbox. */
async function buyMtv(): Promise<typeof paid> {
  const { client, tg } = session;
  const product = { params: { product: 'MTV' } };
  const draft = await client.call('order.create', {}, product);
  if (!draft) throw new Error('create failed');
  const form = mtvForm(draft.formData, await upload('registration.png'));
  for (const step of STEPS) {
    expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, product), step).toMatchObject({ step });
  }
  const quote = await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, product);
  expect(await client.call('order.release', { b2cOrderId: draft.b2cOrderId }, product)).toEqual({ released: true });
  expect(await client.call('order.premiumCalc', { b2cOrderId: draft.b2cOrderId }, product)).toMatchObject({ premium: quote && quote.premium });
  const pay = await client.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/MTV/index' }, { idempotencyKey: `pay-${draft.b2cOrderId}` });
  if (!pay || !quote) throw new Error(`payment failed: ${session.lastToast() ?? ''}`);
  await payOnPayPage(tg.url, pay.payUrl, 'success');
  const detail = await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } });
  if (!detail || detail.policyNo === null) throw new Error('not paid');
  return { b2cOrderId: draft.b2cOrderId, policyNo: detail.policyNo, form: detail.formData, premium: quote.premium };
}

/**
 * 10:00 in Macao, moving with real time: bought at any real hour after 22:00 Macao time, a policy would
 * start tomorrow (docs/spec/storefront-spec.md#5-validation-rules) and not be in force yet, which is not what these tests are about.
 */
const MORNING = Date.parse('2026-03-10T02:00:00Z');
const started = Date.now();

beforeAll(async () => {
  session = await startClientSession({ clock: () => MORNING + (Date.now() - started) });
  await session.signIn();
  paid = await buyMtv();
});
afterAll(async () => {
  await session.stop();
});

describe('the caller\'s motor orders and policies', () => {
  it('lists the motor orders, paid and draft, with their plates, and no other product\'s', async () => {
    const { client } = session;
    const draft = await client.call('order.create', {}, { params: { product: 'MTV' } });
    await client.call('order.create', {}, { params: { product: 'TPS' } });
    const all = await client.call('order.selectUserOrderInfoMTTS', {});
    expect(all && all.items.map((item) => item.b2cOrderId)).toEqual([(draft as Draft).b2cOrderId, paid.b2cOrderId]);
    expect(all && all.items[1]).toMatchObject({ status: 'paid', carCode: 'MA-12-34', planCode: 'TPL', policyNo: paid.policyNo });
    expect(await client.call('order.selectUserOrderInfoMTTS', { status: 'paid' })).toMatchObject({ total: 1, items: [{ b2cOrderId: paid.b2cOrderId }] });
  });

  it('lists the motor policies and answers one by policyNo with its car and holder', async () => {
    const { client } = session;
    const form = paid.form as { basicInfo: Record<string, string>; carInfo: Record<string, unknown>; holderInfo: Record<string, unknown> };
    const policy = {
      policyNo: paid.policyNo, b2cOrderId: paid.b2cOrderId, productCode: 'MTV', planCode: 'TPL', planName: 'Third Party Liability',
      carCode: 'MA-12-34', carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD', commDate: form.basicInfo.startDate, expiryDate: form.basicInfo.endDate,
      premium: paid.premium, currency: 'MOP', inForce: true,
    };
    expect(await client.call('product.getUserMTVList2', {})).toEqual({ total: 1, items: [policy], nextCursor: null });
    expect(await client.call('product.selectUserMTVPol', { policyNo: paid.policyNo }))
      .toEqual({ ...policy, carInfo: form.carInfo, holderInfo: form.holderInfo, paidAt: expect.any(String) });
  });

  it('knows the plate has a third-party policy in force, written any way, and not another plate', async () => {
    const { client } = session;
    expect(await client.call('order.haveMtts', { carCode: 'ma1234' })).toEqual({
      carCode: 'MA-12-34', hasPolicy: true, policyNo: paid.policyNo, b2cOrderId: paid.b2cOrderId,
      expiryDate: (paid.form.basicInfo as Record<string, string>).endDate, offer: expect.objectContaining({ code: 'MTTS' }),
    });
    expect(await client.call('order.haveMtts', { carCode: 'MB-12-34' })).toMatchObject({ hasPolicy: false, policyNo: null });
    expect(await client.call('order.haveMtts', { carCode: 'ABC-1234' })).toBe(false);
    expect(session.lastToast()).toBe('Licence plate is not a valid Macao plate, for example AB-12-34');
  });

  it('counts the policy among the claimable products', async () => {
    const claimable = await session.client.call('product.productListClaim');
    expect(claimable && claimable.items.find((item) => item.code === 'MTV')).toMatchObject({ policiesInForce: 1, policyNo: paid.policyNo });
    expect(claimable && claimable.items.find((item) => item.code === 'TPS')).toMatchObject({ policiesInForce: 0, policyNo: null });
  });
});

describe('createHaveInfo', () => {
  it('stores a new MTV draft with the car, holder, contact and plan of the paid policy and fresh declarations', async () => {
    const { client, tg } = session;
    const copy = await client.call('order.createHaveInfo', { b2cOrderId: paid.b2cOrderId });
    if (!copy) throw new Error('createHaveInfo failed');
    const fresh = await client.call('order.create', {}, { params: { product: 'MTV' } });
    if (!fresh) throw new Error('create failed');
    expect(copy).toMatchObject({ productCode: 'MTV', step: null });
    expect(copy.b2cOrderId).not.toBe(paid.b2cOrderId);
    expect(copy.formData).toEqual({
      ...fresh.formData,
      planCode: paid.form.planCode, carInfo: paid.form.carInfo, holderInfo: paid.form.holderInfo, contactInfo: paid.form.contactInfo,
    });
    const stored = await tg.gateway.db.selectFrom('orders').select(['status', 'form_data', 'user_id']).where('b2c_order_id', '=', copy.b2cOrderId).executeTakeFirstOrThrow();
    expect(stored.status).toBe('draft');
    expect(JSON.parse(stored.form_data)).toEqual(copy.formData);
  });

  it('refuses an unpaid motor order and finds no other user\'s policy, storing nothing', async () => {
    const { client, tg } = session;
    const draft = await client.call('order.create', {}, { params: { product: 'MTV' } });
    const count = async () => Number((await tg.gateway.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await client.call('order.createHaveInfo', { b2cOrderId: (draft as Draft).b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe('The order has changed, please reload');

    const owner = session.token();
    await session.signIn();
    expect(await client.call('order.createHaveInfo', { b2cOrderId: paid.b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
    expect(await client.call('product.selectUserMTVPol', { policyNo: paid.policyNo })).toBe(false);
    expect(await client.call('product.getUserMTVList2', {})).toEqual({ total: 0, items: [], nextCursor: null });
    expect(await client.call('order.haveMtts', { carCode: 'MA-12-34' })).toMatchObject({ hasPolicy: false });
    expect(await count()).toBe(before);
    session.setToken(owner);
  });
});
