/**
 * What a coupon is worth on an order and why it may not be used: pure rules over the stored coupon,
 * the order and the Macao date, shared by the coupon calls, premium_calc and createPayOrder.
 */
import type { CouponStatus } from '../../contract/rows/engagement.js';
import type { MessageParam } from '../i18n/translator.js';
import type { UserCouponRow } from './coupons.repo.js';
import type { OrderRow } from '../orders/orders.repo.js';

/** A reason as an i18n key and its parameters. */
export interface CouponRefusal {
  key: string;
  params: Record<string, MessageParam>;
}

const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** The status a user sees: 'expired' once the last valid day (Macao) has passed. */
export function couponStatusOn(coupon: UserCouponRow, today: string): CouponStatus {
  if (coupon.status === 'used') return 'used';
  return today > coupon.valid_until ? 'expired' : 'available';
}

export function couponProductCodes(coupon: UserCouponRow): string[] {
  return JSON.parse(coupon.template.product_codes) as string[];
}

/** What the coupon takes off `premium`: never more than the premium itself, rounded to cents. */
export function couponDiscount(coupon: UserCouponRow, premium: number): number {
  const { kind, value, max_discount: cap } = coupon.template;
  const raw = kind === 'amount' ? value : roundCents((premium * value) / 100);
  return roundCents(Math.max(0, Math.min(raw, cap ?? raw, premium)));
}

/**
 * Why the coupon cannot go on this order today, or null when it can. `productName` names a product in the
 * caller's language for the refusal's text (a customer reads "Home Contents Insurance", not "FHH").
 */
export function couponRefusal(
  coupon: UserCouponRow,
  order: Pick<OrderRow, 'product_code' | 'premium' | 'currency'>,
  today: string,
  productName: (code: string) => string = (code) => code,
): CouponRefusal | null {
  const status = couponStatusOn(coupon, today);
  if (status !== 'available') return { key: `gateway.engagement.coupon.${status}`, params: {} };
  if (today < coupon.valid_from) return { key: 'gateway.engagement.coupon.notYetValid', params: { date: coupon.valid_from } };
  const products = couponProductCodes(coupon);
  if (products.length > 0 && !products.includes(order.product_code)) {
    return { key: 'gateway.engagement.coupon.wrongProduct', params: { products: products.map(productName).join(', ') } };
  }
  if (order.premium === null) return { key: 'gateway.engagement.coupon.noQuotation', params: {} };
  if (order.premium < coupon.template.min_premium) {
    return { key: 'gateway.engagement.coupon.minPremium', params: { amount: coupon.template.min_premium, currency: order.currency } };
  }
  return null;
}
