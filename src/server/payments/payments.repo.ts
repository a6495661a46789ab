/** Queries on `payments` and on the refunds due of payments (`payment_refunds`). */
import type { Selectable } from 'kysely';
import type { RefundReason } from '../../contract/index.js';
import { compiledOnce } from '../storage/compiled-once.js';
import type { GatewayDb, PaymentRefundsTable, PaymentStatus, PaymentsTable } from '../storage/database.js';

export type PaymentRow = Selectable<PaymentsTable>;

/**
 * Stores a payment unless the user already has one under the same idempotency key, and returns the
 * one that is stored: a retry (or a race of two) ends with exactly one row and one answer.
 */
export async function insertPaymentOnce(db: GatewayDb, payment: PaymentRow): Promise<{ payment: PaymentRow; created: boolean }> {
  const result = await db.insertInto('payments').values(payment)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  const created = Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  const stored = await findPaymentByKey(db, payment.user_id, payment.idempotency_key);
  if (!stored) throw new Error(`payment for key ${payment.idempotency_key} vanished after insert`);
  return { payment: stored, created };
}

/** The user's payment made under this idempotency key, if any. */
export async function findPaymentByKey(db: GatewayDb, userId: string, idempotencyKey: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** The payment with this id, if any. */
export async function findPayment(db: GatewayDb, payOrderId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('pay_order_id', '=', payOrderId).executeTakeFirst();
}

/**
 * Cancels the order's pending payments (all but `keep`): called whenever the order changes or a newer
 * payment is opened, so an older payment page can no longer pay it. The number cancelled.
 */
export async function cancelPendingPayments(db: GatewayDb, b2cOrderId: string, at: string, keep?: string): Promise<number> {
  const result = keep === undefined
    ? await cancelAllPendingQuery(db, { b2cOrderId, at })
    : await cancelOtherPendingQuery(db, { b2cOrderId, at, keep });
  return Number(result.numAffectedRows ?? 0n);
}

const cancelAllPendingQuery = compiledOnce(['b2cOrderId', 'at'], (db, { b2cOrderId, at }) => db.updateTable('payments')
  .set({ status: 'cancelled', updated_at: at }).where('b2c_order_id', '=', b2cOrderId).where('status', '=', 'pending'));
const cancelOtherPendingQuery = compiledOnce(['b2cOrderId', 'at', 'keep'], (db, { b2cOrderId, at, keep }) => db.updateTable('payments')
  .set({ status: 'cancelled', updated_at: at }).where('b2c_order_id', '=', b2cOrderId).where('status', '=', 'pending').where('pay_order_id', '!=', keep));

/**
 * Moves a payment on from one of `from` to `to`; false when it was in none of them (another report of
 * it got there first). The row lock this takes is what makes two reports of one payment settle once.
 */
export async function movePayment(db: GatewayDb, payOrderId: string, from: readonly PaymentStatus[], to: PaymentStatus, at: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ status: to, updated_at: at })
    .where('pay_order_id', '=', payOrderId).where('status', 'in', [...from]).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type PaymentRefundRow = Selectable<PaymentRefundsTable>;

/** Records that the payment's money is to be refunded (once per payment). */
export async function insertRefundDue(db: GatewayDb, payment: PaymentRow, reason: RefundReason, at: string): Promise<void> {
  await db.insertInto('payment_refunds').values({
    pay_order_id: payment.pay_order_id, b2c_order_id: payment.b2c_order_id, user_id: payment.user_id,
    amount: payment.amount, currency: payment.currency, reason, status: 'due', created_at: at, refunded_at: null,
  }).onConflict((oc) => oc.column('pay_order_id').doNothing()).execute();
}

/** Records that the payment's refund was paid back at `at`; false when it was not due (none, or paid back already). */
export async function markRefundPaid(db: GatewayDb, payOrderId: string, at: string): Promise<boolean> {
  const result = await db.updateTable('payment_refunds').set({ status: 'refunded', refunded_at: at })
    .where('pay_order_id', '=', payOrderId).where('status', '=', 'due').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payments whose refund is still due, oldest first. */
export async function listDueRefunds(db: GatewayDb): Promise<string[]> {
  const rows = await db.selectFrom('payment_refunds').select('pay_order_id').where('status', '=', 'due').orderBy('created_at').orderBy('pay_order_id').execute();
  return rows.map((row) => row.pay_order_id);
}

/** The refunds (due or paid back) on these orders of the user, oldest first. */
export async function listOrderRefunds(db: GatewayDb, userId: string, b2cOrderIds: readonly string[]): Promise<PaymentRefundRow[]> {
  if (b2cOrderIds.length === 0) return [];
  return db.selectFrom('payment_refunds').selectAll()
    .where('user_id', '=', userId).where('b2c_order_id', 'in', [...b2cOrderIds])
    .orderBy('created_at').orderBy('pay_order_id').execute();
}
