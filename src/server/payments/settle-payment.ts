/**
 * Settles a payment as the payment provider reports it: success pays the order and issues its policy
 * number; failure marks the order failed so the user can pay again. One transaction, and a payment
 * settles once: a repeated report returns the first outcome.
 */
import type { GatewayDb } from '../storage/database.js';
import { findOrderById, updateOrder } from '../storage/orders.repo.js';
import { findPayment, settlePayment, type PaymentRow } from '../storage/payments.repo.js';
import { nextPolicyNo } from '../orders/order-numbers.js';
import { applyPaidOrderEffects } from './paid-order-effects.js';

export type PaymentOutcome = 'success' | 'fail';

/** The payment and how it ended, or null for an unknown payment. */
export async function settlePaymentReport(
  db: GatewayDb, payOrderId: string, reported: PaymentOutcome, now: Date,
): Promise<{ payment: PaymentRow; outcome: PaymentOutcome } | null> {
  return db.transaction().execute(async (trx) => {
    const payment = await findPayment(trx, payOrderId);
    if (!payment) return null;
    if (payment.status !== 'pending') return { payment, outcome: payment.status === 'paid' ? 'success' : 'fail' };
    const order = await findOrderById(trx, payment.b2c_order_id);
    const at = now.toISOString();
    if (reported === 'success' && order && order.status !== 'paid') {
      // An endorsement's order pays a change to a policy that has its number already.
      const policyNo = order.kind === 'endorsement' ? null : await nextPolicyNo(trx, order.product_code, now);
      // Only an order waiting for payment takes it: one changed (back to draft) or re-quoted since
      // this payment was opened must be paid again for what it is now.
      const paid = await updateOrder(trx, order.b2c_order_id, ['paying', 'failed'], {
        status: 'paid', policy_no: policyNo, paid_at: at, pay_order_id: payOrderId, updated_at: at,
      });
      if (paid) {
        await settlePayment(trx, payOrderId, 'paid', at);
        await applyPaidOrderEffects(trx, { ...order, status: 'paid', policy_no: policyNo, paid_at: at, pay_order_id: payOrderId, updated_at: at }, at);
        return { payment: { ...payment, status: 'paid', updated_at: at }, outcome: 'success' };
      }
    }
    // A failure, or a success for an order that cannot take it (paid by another payment, changed, deleted).
    await settlePayment(trx, payOrderId, 'failed', at);
    if (order && order.status === 'paying' && order.pay_order_id === payOrderId) {
      await updateOrder(trx, order.b2c_order_id, ['paying'], { status: 'failed', updated_at: at });
    }
    return { payment: { ...payment, status: 'failed', updated_at: at }, outcome: 'fail' };
  });
}
