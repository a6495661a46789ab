/** Queries on `payments`. */
import type { Selectable } from 'kysely';
import type { GatewayDb, PaymentStatus, PaymentsTable } from './database.js';

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

/** Settles a pending payment; false when it was no longer pending. */
export async function settlePayment(db: GatewayDb, payOrderId: string, status: Exclude<PaymentStatus, 'pending'>, at: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ status, updated_at: at })
    .where('pay_order_id', '=', payOrderId).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
