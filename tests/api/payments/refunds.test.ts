/**
 * Refunds are paid back: money settlement could not take is refunded through the
 * sandbox payment provider's refund call as soon as it is recorded, and the order's detail says it was
 * refunded and when; a success reported after the same payment failed is not kept: it is refunded too;
 * a refund a stopped gateway left due is paid back when the gateway starts again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';
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

async function detailOf(b2cOrderId: string, on: ClientSession = session): Promise<OrderDetail> {
  return succeeded(await on.client.call('order.detail', {}, { params: { id: b2cOrderId } }), 'order.detail');
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

  it('left due by a gateway stopped before its refund call is paid back when the gateway starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-refund-restart-'));
    // The SQLite file of the data folder, even where the api tests run on PostgreSQL: the restart must find the same data.
    const start = () => startClientSession({ dataDir, storage: { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) }, clock: () => time });
    let shop = await start();
    try {
      const phone = freshPhone();
      await shop.signIn(phone);
      const { draft } = await pricedTpsOrder(shop);
      const first = await openPayment(shop, draft.b2cOrderId);
      const payFirst = await keepPayPageForm(shop.tg.url, first.payUrl, 'success');
      await openPayment(shop, draft.b2cOrderId);
      expect((await payFirst()).location).toContain('payResult=fail');
      // As a gateway killed between recording the refund and calling the provider leaves it.
      await shop.tg.gateway.db.updateTable('payment_refunds').set({ status: 'due', refunded_at: null }).where('pay_order_id', '=', first.payOrderId).execute();
      await shop.stop();
      time += 60_000;
      shop = await start();
      await shop.signIn(phone);
      expect((await detailOf(draft.b2cOrderId, shop)).refunds).toEqual([
        expect.objectContaining({ payOrderId: first.payOrderId, status: 'refunded', refundedAt: new Date(time).toISOString() }),
      ]);
    } finally {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
