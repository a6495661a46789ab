import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCoupon } from '../../../contract/rows/engagement.js';
import { macaoDate } from '../../i18n/macao-date-time.js';
import { couponConditions, couponValue } from './service-format.js';

export interface CouponCardProps {
  coupon: UserCoupon;
  /** Greyed out (used, expired, or not usable on an order). */
  muted?: boolean;
  /** Under the conditions: the discount on an order, or why it cannot be used. */
  note?: ReactNode;
  /** At the right edge: a status tag or a radio mark. */
  aside?: ReactNode;
  selected?: boolean;
  onClick?: () => void;
  testId?: string;
}

/** A coupon as a ticket: value stub on the left, name, conditions and validity on the right. */
export function CouponCard({ coupon, muted = false, note, aside, selected = false, onClick, testId }: CouponCardProps) {
  const { t } = useTranslation();
  const className = `svc-coupon${muted ? ' svc-coupon--muted' : ''}${selected ? ' svc-coupon--selected' : ''}`;
  const body = (
    <>
      <span className="svc-coupon__stub">
        <span className="svc-coupon__value">{couponValue(coupon)}</span>
        <span className="svc-coupon__kind">{t(coupon.kind === 'amount' ? 'service.coupon.kindAmount' : 'service.coupon.kindPercent')}</span>
      </span>
      <span className="svc-coupon__body">
        <span className="svc-coupon__name">{coupon.name}</span>
        {couponConditions(t, coupon).map((line) => <span key={line} className="svc-coupon__line">{line}</span>)}
        <span className="svc-coupon__line svc-coupon__validity">{t('service.coupon.validity', { from: macaoDate(coupon.validFrom), until: macaoDate(coupon.validUntil) })}</span>
        {note ? <span className="svc-coupon__note">{note}</span> : null}
      </span>
      {aside ? <span className="svc-coupon__aside">{aside}</span> : null}
    </>
  );
  return onClick ? (
    <button type="button" className={className} onClick={onClick} data-testid={testId} aria-pressed={selected}>{body}</button>
  ) : (
    <div className={className} data-testid={testId}>{body}</div>
  );
}
