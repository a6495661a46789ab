/**
 * The price of an order after its coupon: what premium_calc fixes and createPayOrder charges. The
 * order's stored premium stays the rated premium; a coupon that no longer fits (expired, premium now
 * under its minimum) simply gives nothing.
 */
import type { Quotation } from '../../contract/index.js';
import type { OrderPrice } from '../../contract/rows/engagement.js';
import type { Lang } from '../../engine/index.js';
import { macaoToday } from '../calendar/macao-clock.js';
import type { Translator } from '../i18n/translator.js';
import { findOrderCoupon, type UserCouponRow } from './coupons.repo.js';
import type { GatewayDb } from '../storage/database.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { couponDiscount, couponRefusal } from './coupon-rules.js';

export interface PricedOrder {
  price: OrderPrice;
  /** The coupon the discount comes from (null when none applies). */
  coupon: UserCouponRow | null;
}

/** The order's premium, the discount of its coupon (if it applies today) and what is left to pay. */
export async function priceOrder(db: GatewayDb, order: OrderRow, now: Date): Promise<PricedOrder> {
  const premium = order.premium ?? 0;
  const attached = await findOrderCoupon(db, order.b2c_order_id);
  const applies = attached !== undefined && couponRefusal(attached, order, macaoToday(now)) === null;
  const discount = applies ? couponDiscount(attached, premium) : 0;
  return {
    price: {
      b2cOrderId: order.b2c_order_id,
      appliedCouponId: attached?.coupon_id ?? null,
      premium,
      discount,
      payable: Math.round((premium - discount) * 100) / 100,
      currency: order.currency,
    },
    coupon: applies ? attached : null,
  };
}

/** The quotation premium_calc answers: the premium to pay after the coupon, with the discount as a breakdown line. */
export function quotationAfterCoupon(quotation: Quotation, { price, coupon }: PricedOrder, lang: Lang, translator: Translator): Quotation {
  if (coupon === null || price.discount === 0) return quotation;
  const label = translator.t(lang, 'gateway.engagement.coupon.breakdownLine', { name: couponName(coupon, lang) });
  return { ...quotation, premium: price.payable, breakdown: [...quotation.breakdown, { label, amount: -price.discount, kind: 'money' }] };
}

/** The coupon's name in `lang`. */
export function couponName(coupon: UserCouponRow, lang: Lang): string {
  return coupon.template[`name_${lang}`];
}
