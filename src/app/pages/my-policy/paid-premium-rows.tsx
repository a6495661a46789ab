import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../contract/index.js';
import { money } from '../../components/money.js';

export interface PaidPremiumRowsProps {
  order: Pick<OrderSummary, 'premium' | 'discount' | 'paidAmount' | 'currency'>;
  /** The row class of the list they sit in (a policy card's rows, a detail's info rows). */
  rowClassName: string;
  /** The class of the amounts. */
  amountClassName: string;
}

/**
 * The premium lines of an order, as `<dl>` rows: the premium, the coupon's discount when it took one, and
 * the amount the payment took, so what was paid is read wherever the premium is. Nothing before a premium.
 */
export function PaidPremiumRows({ order, rowClassName, amountClassName }: PaidPremiumRowsProps) {
  const { t } = useTranslation();
  if (order.premium === null) return null;
  const discount = order.discount ?? 0;
  const paidAmount = order.paidAmount ?? null;
  return (
    <>
      <div className={rowClassName}>
        <dt>{t('policy.premium')}</dt>
        <dd className={amountClassName} data-testid="premium-line">{money(order.premium, order.currency)}</dd>
      </div>
      {discount > 0 ? (
        <div className={rowClassName}>
          <dt>{t('policy.discount')}</dt>
          <dd className={amountClassName} data-testid="discount-line">{`− ${money(discount, order.currency)}`}</dd>
        </div>
      ) : null}
      {paidAmount !== null ? (
        <div className={rowClassName}>
          <dt>{t('policy.paidAmount')}</dt>
          <dd className={amountClassName} data-testid="paid-amount-line">{money(paidAmount, order.currency)}</dd>
        </div>
      ) : null}
    </>
  );
}
