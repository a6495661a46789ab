import type { ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading.js';
import { useCall } from '../../components/use-call.js';
import { PaidPremiumRows } from '../my-policy/paid-premium-rows.js';

/**
 * On the payment result, what the order cost and what was paid (premium, the coupon's discount, amount
 * paid), then `children` (the screen's buttons). Read from the paid order (order.detail): back from the
 * payment page the quote is no longer in the page. The buttons appear with the amounts, once the order has
 * loaded or failed to: shown before, they moved down when the amounts arrived above them, and a tap meant
 * for "view my policies" landed on the amounts instead.
 */
export function PaidOrderAmounts({ b2cOrderId, children }: { b2cOrderId: string | null; children: ReactNode }) {
  const { load } = useCall('order.detail', {}, { params: { id: b2cOrderId ?? '' }, skip: b2cOrderId === null });
  if (b2cOrderId === null || load.state === 'error') return <>{children}</>;
  if (load.state === 'loading') return <PageLoading />;
  return (
    <>
      <dl className="info-rows mo-card paid-amounts" data-testid="paid-amounts">
        <PaidPremiumRows order={load.data} rowClassName="info-rows__row" amountClassName="info-rows__money" />
      </dl>
      {children}
    </>
  );
}
