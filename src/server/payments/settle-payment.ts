/**
 * Settles a payment as the payment provider reports it. A success pays the order (and issues its
 * policy number) only when the payment is still the order's current one and has not expired, the order
 * is waiting for it, its product is still sold, its quotation still holds, its cover's start date may
 * still be chosen (cover never starts before the money: orders/cover-start.ts), and it brought exactly
 * what the order costs now; money that arrives otherwise changes nothing but is recorded as a refund due
 * whose reason tells the buyer what to do, as is a success reported after the payment failed. A
 * failure marks the order failed so the user can pay again. One transaction, and a payment settles
 * once: a repeated report returns the first outcome (`moved` false: only the first moved the payment on).
 *
 * Lock order: the order's row first, then its payments (createPayOrder and the order calls take them in
 * the same order), so two reports of one order, or a report racing a new payment, queue instead of
 * deadlocking; of two reports only the first moves the payment on.
 */
import type { RefundReason } from '../../contract/index.js';
import type { ProductRegistry } from '../../engine/index.js';
import { priceOrder } from '../engagement/order-price.js';
import { coverStartPassed } from '../orders/cover-start.js';
import { quoteExpired } from '../orders/quote-validity.js';
import type { GatewayDb } from '../storage/database.js';
import { findOrderById, lockOrder, updateOrder, type OrderRow } from '../orders/orders.repo.js';
import { findPayment, insertRefundDue, movePayment, type PaymentRow } from './payments.repo.js';
import { nextPolicyNo } from '../orders/order-numbers.js';
import { applyPaidOrderEffects } from './paid-order-effects.js';
import { paymentExpired } from './payment-expiry.js';

export type PaymentOutcome = 'success' | 'fail';

/** What a settled payment tells the buyer: only a payment that paid its order succeeded. */
function outcomeOf(payment: PaymentRow): PaymentOutcome {
  return payment.status === 'paid' ? 'success' : 'fail';
}

/** What settlement reads besides the payment: the database and the products on sale. */
export interface Settlement {
  db: GatewayDb;
  registry: ProductRegistry;
}

/** Why the order cannot take this payment's money now, or null when it can. */
async function refusalOf(
  trx: GatewayDb, registry: ProductRegistry, payment: PaymentRow, order: OrderRow | undefined, now: Date,
): Promise<RefundReason | null> {
  if (payment.status !== 'pending' || !order || order.deleted_at !== null || order.pay_order_id !== payment.pay_order_id) return 'superseded';
  if (order.status !== 'paying' && order.status !== 'failed') return 'superseded';
  if (paymentExpired(payment, now)) return 'paymentExpired';
  if (!registry.get(order.product_code)) return 'productWithdrawn';
  if (quoteExpired(order, now)) return 'quoteExpired';
  if (coverStartPassed(order, now)) return 'coverStarted';
  const { payable } = (await priceOrder(trx, order, now)).price;
  return payable === payment.amount ? null : 'amountChanged';
}

/** The payment and how it ended, or null for an unknown payment. */
export async function settlePaymentReport(
  { db, registry }: Settlement, payOrderId: string, reported: PaymentOutcome, now: Date,
): Promise<{ payment: PaymentRow; outcome: PaymentOutcome; moved: boolean } | null> {
  return db.transaction().execute(async (trx) => {
    const known = await findPayment(trx, payOrderId);
    if (!known) return null;
    await lockOrder(trx, known.b2c_order_id);
    // Read again under the order's lock: what a concurrent report or order change did is seen now.
    const payment = await findPayment(trx, payOrderId) ?? known;
    const order = await findOrderById(trx, payment.b2c_order_id);
    const at = now.toISOString();
    const settled = (status: PaymentRow['status']) => ({ payment: { ...payment, status, updated_at: at }, outcome: status === 'paid' ? 'success' as const : 'fail' as const, moved: true });
    /** A report that came second: the payment as the first one left it. */
    const asSettled = async () => {
      const current = await findPayment(trx, payOrderId) ?? payment;
      return { payment: current, outcome: outcomeOf(current), moved: false };
    };

    if (reported === 'fail') {
      if (!(await movePayment(trx, payOrderId, ['pending'], 'failed', at))) return asSettled();
      if (order && order.status === 'paying' && order.pay_order_id === payOrderId) {
        await updateOrder(trx, order.b2c_order_id, ['paying'], { status: 'failed', updated_at: at });
      }
      return settled('failed');
    }

    if (payment.status !== 'pending' && payment.status !== 'cancelled' && payment.status !== 'failed') return { payment, outcome: outcomeOf(payment), moved: false };
    // A success after the provider reported the same payment failed: the buyer was told it failed and may
    // have paid again, so this money is not kept either.
    const refusal = payment.status === 'failed' ? 'reportedFailed' : await refusalOf(trx, registry, payment, order, now);
    if (refusal !== null || !order) {
      // Money arrived that the order cannot take: nothing about the order changes; it is owed back.
      if (!(await movePayment(trx, payOrderId, ['pending', 'cancelled', 'failed'], 'refundDue', at))) return asSettled();
      await insertRefundDue(trx, payment, refusal ?? 'superseded', at);
      return settled('refundDue');
    }
    if (!(await movePayment(trx, payOrderId, ['pending'], 'paid', at))) return asSettled();
    // An endorsement's order pays a change to a policy that has its number already.
    const policyNo = order.kind === 'endorsement' ? null : await nextPolicyNo(trx, order.product_code, now);
    // The payment was for the amount due (refusalOf): what the premium lacks of it is the coupon's discount.
    const discount = order.premium === null ? 0 : Math.round((order.premium - payment.amount) * 100) / 100;
    const paid = {
      status: 'paid' as const, policy_no: policyNo, paid_at: at, pay_order_id: payOrderId, updated_at: at, paid_amount: payment.amount, discount,
    };
    // Read under the lock, the order was waiting for this payment: failing now rolls the payment back too.
    if (!(await updateOrder(trx, order.b2c_order_id, ['paying', 'failed'], paid))) throw new Error(`order ${order.b2c_order_id} changed under its lock`);
    await applyPaidOrderEffects(trx, { ...order, ...paid }, at);
    return settled('paid');
  });
}
