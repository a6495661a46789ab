import { useTranslation } from 'react-i18next';
import type { PaymentRefund } from '../../../contract/index.js';
import { money } from '../../components/money.js';
import { macaoDateTime } from '../../i18n/macao-date-time.js';

/**
 * The order's refunds: one line for each payment whose money the order could not take (it arrived after
 * the order had changed, for another amount, or after the quotation, the start date or the payment itself
 * ran out: the line says what to do next), and, once the payment provider paid it back, how much and when
 * (Macao time), so the buyer sees the money is not lost. Nothing when none.
 */
export function PolicyRefunds({ refunds }: { refunds: readonly PaymentRefund[] }) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <section className="mo-card policy-refunds" data-testid="policy-refunds" role="status">
      {refunds.map((refund) => {
        const amount = money(refund.amount, refund.currency);
        return (
          <div key={refund.payOrderId} className="policy-refunds__item">
            <p className="policy-refunds__line" data-testid={`policy-refund-${refund.payOrderId}`}>
              {t(`policy.refundDue.${refund.reason}`, { amount, payOrderId: refund.payOrderId })}
            </p>
            {refund.status === 'refunded' && refund.refundedAt ? (
              <p className="policy-refunds__paid" data-testid={`policy-refund-paid-${refund.payOrderId}`}>
                {t('policy.refunded', { amount, at: macaoDateTime(refund.refundedAt) })}
              </p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
