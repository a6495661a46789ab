/**
 * Settlement that cannot be gamed, through the real client and the sandbox payment page as a
 * buyer's phone uses it: a payment pays an order only while it is the order's current payment for the
 * amount due; any other success is recorded as money to refund and shown in the order's detail, and
 * changes nothing else. The payment page answers only the buyer's own link, and an idempotency key
 * stands for one request body.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIP_CODES, type OrderDetail } from '../../../src/contract/index.js';
import { TPS_STEPS } from '../server/tps-form.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { pricedTpsOrder, savedTpsOrder, storedOrder, succeeded, TPS } from '../support/order-builder.js';
import { keepPayPageForm, openPayPage, payOnPayPage } from '../support/sandbox-pay.js';
import { openPayment as openPaymentOf, paymentStatus as statusOf } from './payment-support.js';

const texts = (lang: 'tw' | 'en') => JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as {
  gateway: { idempotencyKeyReused: string };
};

/** The dearer cover the order is changed to after its cheap payment was opened. */
const DEARER = { planCode: 'INDIVIDUAL_SUPER', areaCode: '01' } as const;
const RETURN_URL = '/pages/order/TPS/index';

/** How far the gateway clock is moved on (the coupon test lets a coupon lapse). */
let shift = 0;
let session: ClientSession;
const openPayment = (b2cOrderId: string) => openPaymentOf(session, b2cOrderId, RETURN_URL);
const paymentStatus = (payOrderId: string) => statusOf(session, payOrderId);
beforeAll(async () => {
  session = await startClientSession({ clock: () => Date.now() + shift });
  await session.signIn();
});
afterAll(async () => {
  await session.stop();
});

/** Saves the order again with `changes` through every step, quotes, releases and prices it: the new premium. */
async function changeAndReprice(b2cOrderId: string, form: Record<string, unknown>, changes: Record<string, unknown>): Promise<number> {
  const { client } = session;
  for (const step of TPS_STEPS) {
    succeeded(await client.call('order.tempSave', { b2cOrderId, step, formData: { ...form, ...changes } }, TPS), `order.tempSave ${step}`);
  }
  succeeded(await client.call('order.getQuotation', { b2cOrderId }, TPS), 'order.getQuotation');
  succeeded(await client.call('order.release', { b2cOrderId }, TPS), 'order.release');
  return succeeded(await client.call('order.premiumCalc', { b2cOrderId }, TPS), 'order.premiumCalc').premium;
}

async function detailOf(b2cOrderId: string): Promise<OrderDetail> {
  return succeeded(await session.client.call('order.detail', {}, { params: { id: b2cOrderId } }), 'order.detail');
}

/** A priced order paid cheaply, then changed to dearer cover and priced again: the two payments and premiums. */
async function cheapPaymentThenDearerOrder() {
  const { draft, form, quotation } = await pricedTpsOrder(session);
  const cheap = await openPayment(draft.b2cOrderId);
  expect(cheap.amount).toBe(quotation.premium);
  // The buyer keeps the cheap payment's page open in another tab.
  const payCheap = await keepPayPageForm(session.tg.url, cheap.payUrl, 'success');
  const dearPremium = await changeAndReprice(draft.b2cOrderId, form, DEARER);
  expect(dearPremium).toBeGreaterThan(cheap.amount);
  const dear = await openPayment(draft.b2cOrderId);
  expect(dear.amount).toBe(dearPremium);
  return { b2cOrderId: draft.b2cOrderId, cheap, payCheap, dear };
}

describe('a payment pays only the order it was opened for', () => {
  it('a superseded cheaper payment never buys the dearer order: it is recorded as a refund and shown in the detail', async () => {
    const { b2cOrderId, cheap, payCheap, dear } = await cheapPaymentThenDearerOrder();
    // Changing the order cancelled the cheap payment.
    expect(await paymentStatus(cheap.payOrderId)).toBe('cancelled');

    const answer = await payCheap();
    expect(answer.status).toBe(303);
    expect(answer.location).toContain('payResult=fail');
    const after = await detailOf(b2cOrderId);
    expect(after).toMatchObject({ status: 'paying', policyNo: null, paidAt: null, payOrderId: dear.payOrderId, premium: dear.amount });
    expect(after.refunds).toEqual([{
      payOrderId: cheap.payOrderId, amount: cheap.amount, currency: 'MOP', reason: 'superseded', createdAt: expect.any(String),
      // The sandbox provider pays it back as soon as it is recorded.
      status: 'refunded', refundedAt: expect.any(String),
    }]);
    expect(await paymentStatus(cheap.payOrderId)).toBe('refundDue');

    // The current payment still pays the order at its own price; the refund stays on record.
    expect(await payOnPayPage(session.tg.url, dear.payUrl, 'success')).toContain('payResult=success');
    const paid = await detailOf(b2cOrderId);
    expect(paid).toMatchObject({ status: 'paid', premium: dear.amount, payOrderId: dear.payOrderId, policyNo: expect.stringMatching(/^P-TPS-/) });
    expect(paid.refunds?.map((refund) => refund.payOrderId)).toEqual([cheap.payOrderId]);
  });

  it('a superseded cheaper payment does not pay the order after the dearer payment failed either', async () => {
    const { b2cOrderId, cheap, payCheap, dear } = await cheapPaymentThenDearerOrder();
    expect(await payOnPayPage(session.tg.url, dear.payUrl, 'fail')).toContain('payResult=fail');
    expect((await detailOf(b2cOrderId)).status).toBe('failed');

    expect((await payCheap()).location).toContain('payResult=fail');
    const after = await detailOf(b2cOrderId);
    expect(after).toMatchObject({ status: 'failed', policyNo: null, paidAt: null, premium: dear.amount });
    expect(after.refunds).toEqual([expect.objectContaining({ payOrderId: cheap.payOrderId, amount: cheap.amount, reason: 'superseded' })]);
    expect(await storedOrder(session, b2cOrderId)).toMatchObject({ status: 'failed', policy_no: null });
  });

  it('two payments of one order completed at once end in one paid order and one refund', async () => {
    const { draft } = await pricedTpsOrder(session);
    const first = await openPayment(draft.b2cOrderId);
    const payFirst = await keepPayPageForm(session.tg.url, first.payUrl, 'success');
    const second = await openPayment(draft.b2cOrderId);
    const paySecond = await keepPayPageForm(session.tg.url, second.payUrl, 'success');
    // Both pages pressed at once, the second one twice.
    const answers = await Promise.all([payFirst(), paySecond(), paySecond()]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303]);
    expect(answers.map((answer) => /payResult=(\w+)/.exec(answer.location ?? '')?.[1])).toEqual(['fail', 'success', 'success']);

    const detail = await detailOf(draft.b2cOrderId);
    expect(detail).toMatchObject({ status: 'paid', payOrderId: second.payOrderId, policyNo: expect.stringMatching(/^P-TPS-/) });
    expect(detail.refunds).toEqual([expect.objectContaining({ payOrderId: first.payOrderId, amount: first.amount, reason: 'superseded' })]);
    expect([await paymentStatus(first.payOrderId), await paymentStatus(second.payOrderId)]).toEqual(['refundDue', 'paid']);
  });
});

describe('a payment for another amount than is due', () => {
  it('does not pay the order when its coupon lapsed before the money arrived: it is refunded, the coupon stays unused', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    const coupon = succeeded(await client.call('coupon.receive', { code: 'travel50' }), 'coupon.receive');
    try {
      // 23:45 in Macao on the coupon's last day: the order is made and its payment opened (payments expire in 30 minutes).
      shift = Date.parse(`${coupon.validUntil}T15:45:00Z`) - Date.now();
      await session.signIn(phone);
      // Worldwide cover, so the premium reaches the coupon's minimum.
      const { draft } = await savedTpsOrder(session, { areaCode: '01' });
      const b2cOrderId = draft.b2cOrderId;
      for (const id of ['order.getQuotation', 'order.release', 'order.premiumCalc'] as const) succeeded(await client.call(id, { b2cOrderId }, TPS), id);
      const price = succeeded(await client.call('coupon.apply', { b2cOrderId, couponId: coupon.couponId }), 'coupon.apply');
      expect(price.discount).toBeGreaterThan(0);
      const payment = await openPayment(b2cOrderId);
      expect(payment.amount).toBe(price.payable);
      const press = await keepPayPageForm(session.tg.url, payment.payUrl, 'success');

      // The coupon's last day passes (00:05) before the payment provider reports.
      shift += 20 * 60_000;
      expect((await press()).location).toContain('payResult=fail');
      const after = await detailOf(b2cOrderId);
      expect(after).toMatchObject({ status: 'paying', policyNo: null, paidAt: null });
      expect(after.refunds).toEqual([expect.objectContaining({ payOrderId: payment.payOrderId, amount: payment.amount, reason: 'amountChanged' })]);
      const used = succeeded(await client.call('coupon.list', { status: 'used' }), 'coupon.list');
      expect(used.items.map((item) => item.couponId)).not.toContain(coupon.couponId);
    } finally {
      shift = 0;
      await session.signIn();
    }
  });
});

describe('payments and order changes racing', () => {
  it('two payments opened at once leave one pending payment, the order\'s current one', async () => {
    const { draft } = await pricedTpsOrder(session);
    const opened = await Promise.all([openPayment(draft.b2cOrderId), openPayment(draft.b2cOrderId)]);
    const statuses = await Promise.all(opened.map((payment) => paymentStatus(payment.payOrderId)));
    expect([...statuses].sort()).toEqual(['cancelled', 'pending']);
    const current = opened[statuses.indexOf('pending')];
    expect(await storedOrder(session, draft.b2cOrderId)).toMatchObject({ status: 'paying', pay_order_id: current?.payOrderId });
  });

  it('a payment completed while the order is changed either pays it (and the change is refused) or is refunded (and the change stands)', async () => {
    const { draft, form } = await pricedTpsOrder(session);
    const payment = await openPayment(draft.b2cOrderId);
    const press = await keepPayPageForm(session.tg.url, payment.payUrl, 'success');
    const [answer, saved] = await Promise.all([
      press(),
      session.client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: { ...form, ...DEARER } }, TPS),
    ]);
    const detail = await detailOf(draft.b2cOrderId);
    if (saved === false) {
      expect(answer.location).toContain('payResult=success');
      expect(detail).toMatchObject({ status: 'paid', payOrderId: payment.payOrderId, premium: payment.amount, refunds: [] });
      expect(detail.formData.planCode).toBe(form.planCode);
    } else {
      expect(answer.location).toContain('payResult=fail');
      expect(detail).toMatchObject({ status: 'draft', policyNo: null, paidAt: null });
      expect(detail.refunds).toEqual([expect.objectContaining({ payOrderId: payment.payOrderId, amount: payment.amount, reason: 'superseded' })]);
    }
  });
});

describe('the sandbox payment page answers only the buyer\'s link', () => {
  it('refuses the page and the completion without the link\'s secret or with a wrong one, and changes nothing', async () => {
    const { draft } = await pricedTpsOrder(session);
    const payment = await openPayment(draft.b2cOrderId);
    const link = new URL(payment.payUrl, session.tg.url);
    const secret = link.searchParams.get('k');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    // The secret is not stored as such.
    const stored = await session.tg.gateway.db.selectFrom('payments').selectAll().where('pay_order_id', '=', payment.payOrderId).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(secret);

    const bare = `${link.origin}${link.pathname}`;
    const wrong = `${bare}?k=${'A'.repeat(secret?.length ?? 43)}`;
    expect((await openPayPage(session.tg.url, bare)).status).toBe(404);
    expect((await openPayPage(session.tg.url, wrong)).status).toBe(404);
    for (const body of ['result=success', `result=success&k=${'A'.repeat(secret?.length ?? 43)}`, `result=success&k=`]) {
      const completed = await fetch(`${bare}/complete`, {
        method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body,
      });
      expect(completed.status).toBe(404);
    }
    expect(await paymentStatus(payment.payOrderId)).toBe('pending');
    expect(await storedOrder(session, draft.b2cOrderId)).toMatchObject({ status: 'paying', policy_no: null });

    // The buyer's own link still works.
    expect(await payOnPayPage(session.tg.url, payment.payUrl, 'success')).toContain('payResult=success');
    expect((await detailOf(draft.b2cOrderId)).status).toBe('paid');
  });
});

describe('an idempotency key stands for one request', () => {
  it('refuses the key with another body (422, localised) and answers the same body with the first payment', async () => {
    const { draft } = await pricedTpsOrder(session);
    const other = await pricedTpsOrder(session);
    const key = `settle-idem-${draft.b2cOrderId}`;
    const payload = { b2cOrderId: draft.b2cOrderId, returnUrl: RETURN_URL };
    const first = succeeded(await session.client.call('pay.createPayOrder', payload, { idempotencyKey: key }), 'pay.createPayOrder');

    const reused = [
      { ...payload, returnUrl: '/pages/myPolicy/index' },
      { ...payload, b2cOrderId: other.draft.b2cOrderId },
    ];
    for (const [lang, body] of [['en', reused[0]], ['tw', reused[1]]] as const) {
      const answer = await session.tg.call('pay.createPayOrder', body, { token: session.token() ?? '', idempotencyKey: key, lang });
      expect(answer.status).toBe(422);
      expect(answer.envelope).toMatchObject({ succ: false, tipCode: TIP_CODES.idempotencyKeyReused, tipMsg: texts(lang).gateway.idempotencyKeyReused });
    }
    expect(texts('tw').gateway.idempotencyKeyReused).not.toBe(texts('en').gateway.idempotencyKeyReused);
    // Nothing was opened for the other order, and the first payment is still the order's.
    expect(await storedOrder(session, other.draft.b2cOrderId)).toMatchObject({ status: 'priced', pay_order_id: null });
    expect(await session.client.call('pay.createPayOrder', payload, { idempotencyKey: key })).toEqual(first);
    expect(await storedOrder(session, draft.b2cOrderId)).toMatchObject({ status: 'paying', pay_order_id: first.payOrderId });
  });
});
