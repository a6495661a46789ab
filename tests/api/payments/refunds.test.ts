/**
 * Refunds are paid back (issue 27, finding 6): money settlement could not take is refunded through the
 * sandbox payment provider's refund call as soon as it is recorded, and the order's detail says it was
 * refunded and when; a success reported after the same payment failed is not kept: it is refunded too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { pricedTpsOrder, storedOrder, succeeded } from '../support/order-builder.js';
import { keepPayPageForm } from '../support/sandbox-pay.js';
import { openPayment, paymentStatus } from './payment-support.js';

/** 10:00 in Macao on 10 March 2026. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');

let time = BOUGHT;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
  await session.signIn(freshPhone());
});
afterAll(async () => {
  await session.stop();
});

async function detailOf(b2cOrderId: string): Promise<OrderDetail> {
  return succeeded(await session.client.call('order.detail', {}, { params: { id: b2cOrderId } }), 'order.detail');
}

describe('a refund', () => {
  it('of a superseded payment is paid back through the provider at once and shown as refunded with its time', async () => {
    const { draft } = await pricedTpsOrder(session);
    const first = await openPayment(session, draft.b2cOrderId);
    const payFirst = await keepPayPageForm(session.tg.url, first.payUrl, 'success');
    await openPayment(session, draft.b2cOrderId);
    time += 60_000;
    expect((await payFirst()).location).toContain('payResult=fail');

    const detail = await detailOf(draft.b2cOrderId);
    expect(detail.refunds).toEqual([{
      payOrderId: first.payOrderId, amount: first.amount, currency: 'MOP', reason: 'superseded', createdAt: new Date(time).toISOString(),
      status: 'refunded', refundedAt: new Date(time).toISOString(),
    }]);
    const row = await session.tg.gateway.db.selectFrom('payment_refunds').selectAll().where('pay_order_id', '=', first.payOrderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'refunded', refunded_at: new Date(time).toISOString() });
  });

  it('of a success reported after the same payment failed: the money is not kept, the order is not paid', async () => {
    const { draft } = await pricedTpsOrder(session);
    const payment = await openPayment(session, draft.b2cOrderId);
    const fail = await keepPayPageForm(session.tg.url, payment.payUrl, 'fail');
    const succeed = await keepPayPageForm(session.tg.url, payment.payUrl, 'success');
    expect((await fail()).location).toContain('payResult=fail');
    expect((await succeed()).location).toContain('payResult=fail');

    const detail = await detailOf(draft.b2cOrderId);
    expect(detail).toMatchObject({ status: 'failed', policyNo: null, paidAt: null });
    expect(detail.refunds).toEqual([expect.objectContaining({ payOrderId: payment.payOrderId, amount: payment.amount, reason: 'reportedFailed', status: 'refunded' })]);
    expect(await paymentStatus(session, payment.payOrderId)).toBe('refundDue');
    expect(await storedOrder(session, draft.b2cOrderId)).toMatchObject({ status: 'failed', policy_no: null });
  });
});
