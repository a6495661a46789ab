/** Small display helpers of the service pages: coupon values (dates are macaoDate's, src/app/i18n/macao-date-time.ts). */
import type { TFunction } from 'i18next';
import type { UserCoupon } from '../../../contract/rows/engagement.js';
import { money } from '../../components/money.js';

/** The big figure of a coupon: "MOP 50" or "10%". */
export function couponValue(coupon: Pick<UserCoupon, 'kind' | 'value'>): string {
  return coupon.kind === 'amount' ? money(coupon.value, 'MOP') : `${coupon.value}%`;
}

/** The coupon's conditions, localised: minimum premium, cap, products. */
export function couponConditions(t: TFunction, coupon: UserCoupon): string[] {
  const lines: string[] = [];
  lines.push(coupon.minPremium > 0 ? t('service.coupon.minPremium', { amount: money(coupon.minPremium, 'MOP') }) : t('service.coupon.noMinimum'));
  if (coupon.kind === 'percent' && coupon.maxDiscount !== null) lines.push(t('service.coupon.cap', { amount: money(coupon.maxDiscount, 'MOP') }));
  // Products by their names in the page's language (a code the catalogue does not know stays as it is).
  const names = coupon.productCodes.map((code) => t(`product.${code}.title`, { defaultValue: code }));
  lines.push(names.length ? t('service.coupon.products', { codes: names.join(', ') }) : t('service.coupon.allProducts'));
  return lines;
}
