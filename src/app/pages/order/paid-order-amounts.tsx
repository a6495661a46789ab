import { useCall } from '../../components/use-call.js';
import { PaidPremiumRows } from '../my-policy/paid-premium-rows.js';

/**
 * On the payment result, what the order cost and what was paid (premium, the coupon's discount, amount
 * paid). Read from the paid order (order.detail): back from the payment page the quote is no longer in
 * the page. Nothing until it has loaded.
 */
export function PaidOrderAmounts({ b2cOrderId }: { b2cOrderId: string | null }) {
  const { load } = useCall('order.detail', {}, { params: { id: b2cOrderId ?? '' }, skip: b2cOrderId === null });
  if (load.state !== 'done') return null;
  return (
    <dl className="info-rows mo-card paid-amounts" data-testid="paid-amounts">
      <PaidPremiumRows order={load.data} rowClassName="info-rows__row" amountClassName="info-rows__money" />
    </dl>
  );
}
