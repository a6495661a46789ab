/**
 * What else happens, in the settlement's transaction, when an order is paid: the domains that react to
 * a paid order (an endorsement applied to its policy, coupons used, points earned, a message to the
 * user) are called from here, in order.
 */
import { POLICY_ISSUED_MESSAGE } from '../engagement/engagement-messages.js';
import { applyPaidEndorsement } from '../policy-services/apply-endorsement.js';
import { findOrderCoupon, markCouponUsed, setOrderCoupon } from '../engagement/coupons.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { insertMessage } from '../engagement/messages.repo.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { findPayment } from './payments.repo.js';
import { addPoints, hasPointsEntry } from '../engagement/points.repo.js';

/** A paid order earns one point per this much premium paid (whole points, rounded down). */
export const PREMIUM_PER_POINT = 10;

export async function applyPaidOrderEffects(trx: GatewayDb, order: OrderRow, paidAt: string): Promise<void> {
  if (order.kind === 'endorsement') await applyPaidEndorsement(trx, order, paidAt);

  const payment = order.pay_order_id ? await findPayment(trx, order.pay_order_id) : undefined;
  const paid = payment?.amount ?? order.premium ?? 0;

  // The coupon is used only when the payment took its discount (it may have lapsed since it was applied).
  const coupon = await findOrderCoupon(trx, order.b2c_order_id);
  if (coupon && order.premium !== null && paid < order.premium) await markCouponUsed(trx, coupon.coupon_id, order.b2c_order_id, paidAt);
  else if (coupon) await setOrderCoupon(trx, order.b2c_order_id, null, paidAt);

  if (!(await hasPointsEntry(trx, order.user_id, 'orderPaid', order.b2c_order_id))) {
    await addPoints(trx, { userId: order.user_id, delta: Math.floor(paid / PREMIUM_PER_POINT), reason: 'orderPaid', ref: order.b2c_order_id, now: new Date(paidAt) });
  }

  if (order.kind === 'endorsement') return;
  await insertMessage(trx, {
    messageId: `MSG-PAID-${order.b2c_order_id}`, userId: order.user_id, kind: 'policyIssued',
    titleKey: POLICY_ISSUED_MESSAGE.titleKey, bodyKey: POLICY_ISSUED_MESSAGE.bodyKey,
    // The amount is stored as a number and the cover dates with it: the message is written when it is read,
    // in the reader's language, its money by the one formatter and its title by where the cover stands then.
    params: {
      productCode: order.product_code, policyNo: order.policy_no ?? '', amount: paid, currency: order.currency,
      ...(order.comm_date ? { commDate: order.comm_date } : {}), ...(order.expiry_date ? { expiryDate: order.expiry_date } : {}),
    },
    link: `/pages/myPolicy/detail/index?b2cOrderId=${encodeURIComponent(order.b2c_order_id)}`, at: paidAt,
  });
}
