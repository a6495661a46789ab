/**
 * The generic order calls through the storefront's real client, on a TPS order: product defaults and the
 * trial premium, a draft created, saved, resumed, deleted and bought again, quoted, released, priced,
 * paid once whatever the double submits, and listed. Each call is shown by what it stored or what the
 * next call answers; each refusal by its toast in the caller's language and nothing changed.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/contract/index.js';
import { tpsPerson } from '../server/tps-form.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { paymentCount, pricedTpsOrder, savedTpsOrder, settleInSandbox, storedOrder, succeeded, TPS } from '../support/order-builder.js';

const rates = JSON.parse(readFileSync('schemas/products/TPS/rates.json', 'utf8')) as {
  bands: number[]; table: Record<string, Record<string, number[]>>;
};
/** The rate of a plan and area for a trip of `days` days (per person or per family, as the plan is). */
const rate = (plan: string, area: string, days: number): number => rates.table[plan]?.[area]?.[rates.bands.findIndex((limit) => days <= limit)] ?? NaN;

let session: ClientSession;
let user: UserInfo;
beforeAll(async () => {
  session = await startClientSession();
  user = await session.signIn();
});
afterAll(async () => {
  await session.stop();
});

/** Runs `use` signed in as a new user, in traditional Chinese, then returns to the test's user in English. */
async function asAnotherUser(use: () => Promise<void>): Promise<void> {
  const token = session.token();
  await session.signIn();
  session.setLang('tw');
  try {
    await use();
  } finally {
    session.setToken(token);
    session.setLang('en');
  }
}

describe('product defaults and the trial premium', () => {
  it('product.init answers the defaults a new draft starts from, and refuses an unknown product', async () => {
    const { client } = session;
    const init = succeeded(await client.call('product.init', {}, TPS), 'product.init');
    expect(init).toMatchObject({ productCode: 'TPS', formDefaults: { productCode: 'TPS', commDate: init.startDate } });
    const draft = succeeded(await client.call('order.create', {}, TPS), 'order.create');
    expect(draft.formData).toEqual(init.formDefaults);

    session.setLang('tw');
    expect(await client.call('product.init', {}, { params: { product: 'NOPE' } })).toBe(false);
    expect(session.lastToast()).toBe('找不到相關資料');
    session.setLang('en');
  });

  it('product.calculator prices the plan step from rates.json without an order, and refuses a plan the product has not', async () => {
    const { client } = session;
    const { formDefaults } = succeeded(await client.call('product.init', {}, TPS), 'product.init');
    const { commDate, expiryDate } = formDefaults as { commDate: string; expiryDate: string };
    const plan = { areaCode: '01', commDate, expiryDate };
    expect(await client.call('product.calculator', { formData: { ...plan, planCode: 'FAMILY_SUPER' } }, TPS))
      .toEqual({ premium: rate('FAMILY_SUPER', '01', 7), currency: 'MOP' });
    expect(await client.call('product.calculator', { formData: { ...plan, planCode: 'INDIVIDUAL_SUPER', insurantInfo: [{}, {}, {}] } }, TPS))
      .toEqual({ premium: rate('INDIVIDUAL_SUPER', '01', 7) * 3, currency: 'MOP' });

    const toasts = session.events.length;
    session.setLang('tw');
    expect(await client.call('product.calculator', { formData: { ...plan, planCode: 'GOLD' } }, TPS)).toBe(false);
    session.setLang('en');
    expect(session.events.slice(toasts)).toEqual([{ type: 'error-toast', message: expect.stringMatching(/資料不正確$/) }]);
  });

  it('product.calculator prices with what later steps have answered so far (an age, a car), for a live estimate', async () => {
    const { client } = session;
    const { formDefaults: edhDefaults } = succeeded(await client.call('product.init', {}, { params: { product: 'EDH' } }), 'product.init');
    const { basicInfo } = edhDefaults as { basicInfo: { startDate: string } };
    const startYear = Number(basicInfo.startDate.slice(0, 4));
    const edh = (dob: string) => client.call('product.calculator', { formData: { planCode: 'ONE_YEAR', basicInfo, holderInfo: { dob } } }, { params: { product: 'EDH' } });
    // The age bands of EDH's tariff: up to 30 MOP 380, 31 to 45 MOP 460, 56 to 65 MOP 920.
    expect(await edh(`${startYear - 25}-01-01`)).toEqual({ premium: 380, currency: 'MOP' });
    expect(await edh(`${startYear - 40}-01-01`)).toEqual({ premium: 460, currency: 'MOP' });
    expect(await edh(`${startYear - 60}-01-01`)).toEqual({ premium: 920, currency: 'MOP' });

    const { formDefaults: mtcDefaults } = succeeded(await client.call('product.init', {}, { params: { product: 'MTC' } }), 'product.init');
    const car = { motorSize: 2000, carYear: startYear - 8, carUserType: 'BUS' };
    expect(await client.call('product.calculator', { formData: { ...mtcDefaults, planCode: 'COMP', carInfo: car } }, { params: { product: 'MTC' } }))
      .toEqual({ premium: 10337.6, currency: 'MOP' });
  });
});

describe('drafts', () => {
  it('order.create stores a draft for the signed-in user only', async () => {
    const { client } = session;
    const draft = succeeded(await client.call('order.create', {}, TPS), 'order.create');
    const row = await storedOrder(session, draft.b2cOrderId);
    expect(row).toMatchObject({ user_id: user.userId, product_code: 'TPS', status: 'draft', step: null, deleted_at: null });
    expect(JSON.parse(row?.form_data ?? 'null')).toEqual(draft.formData);

    const token = session.token();
    session.setToken(null);
    expect(await client.call('order.create', {}, TPS)).toBe(false);
    expect(session.events.at(-1)).toEqual({ type: 'session-ended', code: 'S00001' });
    session.setToken(token);
  });

  it('order.tempSave stores the form and step, and refuses a bad name in the caller\'s language keeping the row', async () => {
    const { client } = session;
    const { draft, form } = await savedTpsOrder(session);
    const row = await storedOrder(session, draft.b2cOrderId);
    expect(row).toMatchObject({ step: 'confirm', status: 'draft' });
    expect(JSON.parse(row?.form_data ?? 'null')).toEqual(form);

    session.setLang('tw');
    const bad = { ...form, insurantInfo: [{ ...tpsPerson({ englishName: '李' }), relation: 'SELF', beneficiary: 'LEGAL' }] };
    expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'insured', formData: bad }, TPS)).toBe(false);
    expect(session.lastToast()).toMatch(/英文.*資料不正確/);
    session.setLang('en');
    expect(await storedOrder(session, draft.b2cOrderId)).toEqual(row);
  });

  it('order.temporary finds the newest unfinished draft and loads one by id', async () => {
    const { client } = session;
    const { draft, form } = await savedTpsOrder(session);
    expect(await client.call('order.temporary', {}, TPS)).toMatchObject({ b2cOrderId: draft.b2cOrderId, step: 'confirm' });
    expect(await client.call('order.temporary', { b2cOrderId: draft.b2cOrderId }, TPS)).toMatchObject({ formData: form, step: 'confirm' });
  });

  it('order.tempDelete marks the draft deleted: it is no longer found', async () => {
    const { client } = session;
    const { draft } = await savedTpsOrder(session);
    expect(await client.call('order.tempDelete', { b2cOrderId: draft.b2cOrderId }, TPS)).toEqual({ deleted: true });
    expect((await storedOrder(session, draft.b2cOrderId))?.deleted_at).toEqual(expect.any(String));
    expect(succeeded(await client.call('order.temporary', {}, TPS), 'order.temporary')?.b2cOrderId).not.toBe(draft.b2cOrderId);
    expect(await client.call('order.tempDelete', { b2cOrderId: draft.b2cOrderId }, TPS)).toEqual({ deleted: false });

    session.setLang('cn');
    expect(await client.call('order.temporary', { b2cOrderId: draft.b2cOrderId }, TPS)).toBe(false);
    expect(session.lastToast()).toBe('找不到相关资料');
    session.setLang('en');
  });

  it('order.againInfo copies an order into a new draft without its answers, and refuses another user\'s order', async () => {
    const { client } = session;
    const { draft, form } = await savedTpsOrder(session);
    const again = succeeded(await client.call('order.againInfo', { b2cOrderId: draft.b2cOrderId, clearAnswers: true }), 'order.againInfo');
    expect(again.b2cOrderId).not.toBe(draft.b2cOrderId);
    const { declaration: _answer, ...withoutAnswers } = form;
    const copy = await storedOrder(session, again.b2cOrderId);
    expect(copy).toMatchObject({ user_id: user.userId, status: 'draft' });
    expect(JSON.parse(copy?.form_data ?? 'null')).toEqual(withoutAnswers);

    await asAnotherUser(async () => {
      expect(await client.call('order.againInfo', { b2cOrderId: draft.b2cOrderId })).toBe(false);
      expect(session.lastToast()).toBe('找不到相關資料');
    });
  });
});

describe('quote, release, premium', () => {
  it('order.getQuotation prices the whole form from rates.json and stores it; an unfinished form is refused and stays a draft', async () => {
    const { client } = session;
    const { draft } = await savedTpsOrder(session);
    const quote = succeeded(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS), 'order.getQuotation');
    // tpsForm: individual basic, Macao, two persons, the default week.
    expect(quote).toMatchObject({ premium: rate('INDIVIDUAL_BASIC', '02', 7) * 2, currency: 'MOP', quotationNo: expect.stringMatching(/^Q-TPS-/) });
    expect(await storedOrder(session, draft.b2cOrderId)).toMatchObject({ status: 'quoted', quotation_no: quote.quotationNo, premium: quote.premium });

    const unfinished = succeeded(await client.call('order.create', {}, TPS), 'order.create');
    expect(await client.call('order.getQuotation', { b2cOrderId: unfinished.b2cOrderId }, TPS)).toBe(false);
    expect(session.lastToast()).toMatch(/^Please fill in /);
    expect(await storedOrder(session, unfinished.b2cOrderId)).toMatchObject({ status: 'draft', quotation_no: null });
  });

  it('order.release records the release, and refuses a traveller over the age limit with the notice', async () => {
    const { client } = session;
    const { draft } = await savedTpsOrder(session);
    succeeded(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS), 'order.getQuotation');
    expect(await client.call('order.release', { b2cOrderId: draft.b2cOrderId }, TPS)).toEqual({ released: true });
    expect((await storedOrder(session, draft.b2cOrderId))?.released_at).toEqual(expect.any(String));

    const old = await savedTpsOrder(session, { insurantInfo: [{ ...tpsPerson({ dob: '1930-01-01' }), relation: 'PARENT', beneficiary: 'LEGAL' }] });
    succeeded(await client.call('order.getQuotation', { b2cOrderId: old.draft.b2cOrderId }, TPS), 'order.getQuotation');
    session.setLang('tw');
    expect(await client.call('order.release', { b2cOrderId: old.draft.b2cOrderId }, TPS)).toBe(false);
    // The refusal says which answer led to it.
    expect(session.lastToast()).toMatch(/^受保人的出生日期為 1930-01-01，於保障開始日為 \d+ 歲；本產品只承保 85 歲或以下$/);
    session.setLang('en');
    expect((await storedOrder(session, old.draft.b2cOrderId))?.released_at).toBeNull();
  });

  it('order.premiumCalc fixes the premium once released, and refuses an order not yet released', async () => {
    const { client } = session;
    const { draft } = await savedTpsOrder(session);
    const quote = succeeded(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS), 'order.getQuotation');
    session.setLang('tw');
    expect(await client.call('order.premiumCalc', { b2cOrderId: draft.b2cOrderId }, TPS)).toBe(false);
    expect(session.lastToast()).toBe('訂單狀態已變更，請重新整理');
    session.setLang('en');
    expect((await storedOrder(session, draft.b2cOrderId))?.status).toBe('quoted');

    succeeded(await client.call('order.release', { b2cOrderId: draft.b2cOrderId }, TPS), 'order.release');
    expect(await client.call('order.premiumCalc', { b2cOrderId: draft.b2cOrderId }, TPS)).toEqual(quote);
    expect((await storedOrder(session, draft.b2cOrderId))?.status).toBe('priced');
  });
});

describe('payment and the orders afterwards', () => {
  it('pay.createPayOrder opens one payment for a double submit with one key; paid, the order is a policy', async () => {
    const { client } = session;
    const { draft, quotation } = await pricedTpsOrder(session);
    const payload = { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TPS/index' };
    // Two taps on Pay at once, one idempotency key (the storefront makes one per attempt).
    const [first, second] = await Promise.all([
      client.call('pay.createPayOrder', payload, { idempotencyKey: 'core-double-submit-0001' }),
      client.call('pay.createPayOrder', payload, { idempotencyKey: 'core-double-submit-0001' }),
    ]);
    const payment = succeeded(first, 'pay.createPayOrder');
    expect(payment).toMatchObject({ amount: quotation.premium, currency: 'MOP' });
    expect(second).toEqual(payment);
    expect(await paymentCount(session, draft.b2cOrderId)).toBe(1);
    expect(await storedOrder(session, draft.b2cOrderId)).toMatchObject({ status: 'paying', pay_order_id: payment.payOrderId });

    expect(await settleInSandbox(session, payment.payUrl, 'success')).toContain('payResult=success');
    const detail = succeeded(await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } }), 'order.detail');
    expect(detail).toMatchObject({ status: 'paid', payOrderId: payment.payOrderId, premium: quotation.premium, policyNo: expect.stringMatching(/^P-TPS-/) });

    // Paid: paying again and deleting it are refused, and nothing more is stored.
    session.setLang('tw');
    expect(await client.call('pay.createPayOrder', payload, { idempotencyKey: 'core-double-submit-0002' })).toBe(false);
    expect(session.lastToast()).toBe('訂單狀態已變更，請重新整理');
    expect(await client.call('order.tempDelete', { b2cOrderId: draft.b2cOrderId }, TPS)).toBe(false);
    expect(session.lastToast()).toBe('訂單狀態已變更，請重新整理');
    session.setLang('en');
    expect(await paymentCount(session, draft.b2cOrderId)).toBe(1);
    expect(await storedOrder(session, draft.b2cOrderId)).toMatchObject({ status: 'paid', deleted_at: null });
  });

  it('pay.createPayOrder refuses a return address outside the storefront and opens no payment', async () => {
    const { client } = session;
    const { draft } = await pricedTpsOrder(session);
    expect(await client.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: 'https://evil.example/pages/x' }, { idempotencyKey: 'core-bad-return-0001' })).toBe(false);
    expect(session.lastToast()).toMatch(/not valid$/);
    expect(await paymentCount(session, draft.b2cOrderId)).toBe(0);
    expect((await storedOrder(session, draft.b2cOrderId))?.status).toBe('priced');
  });

  it('order.selectUserOrderInfo lists the user\'s own orders by status, and order.detail shows one to its owner only', async () => {
    const { client } = session;
    const { draft } = await pricedTpsOrder(session);
    const drafts = succeeded(await client.call('order.selectUserOrderInfo', { status: 'all', page: 1, pageSize: 50 }), 'order.selectUserOrderInfo');
    const owned = await session.tg.gateway.db.selectFrom('orders').select('b2c_order_id')
      .where('user_id', '=', user.userId).where('deleted_at', 'is', null).execute();
    expect(drafts.total).toBe(owned.length);
    expect(drafts.items.find((item) => item.b2cOrderId === draft.b2cOrderId)).toMatchObject({ status: 'priced', productCode: 'TPS' });
    const paid = succeeded(await client.call('order.selectUserOrderInfo', { status: 'paid' }), 'order.selectUserOrderInfo');
    expect(paid.items.every((item) => item.status === 'paid')).toBe(true);
    expect(paid.items.map((item) => item.b2cOrderId)).not.toContain(draft.b2cOrderId);

    expect(await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } })).toMatchObject({ b2cOrderId: draft.b2cOrderId, status: 'priced', policyNo: null });
    await asAnotherUser(async () => {
      expect(await client.call('order.selectUserOrderInfo', { status: 'all' })).toEqual({ total: 0, items: [], nextCursor: null });
      expect(await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } })).toBe(false);
      expect(session.lastToast()).toBe('找不到相關資料');
    });
  });
});
