import { useTranslation } from 'react-i18next';
import type { PaymentRefund } from '../../../contract/index.js';
import { money } from '../../components/money.js';

/**
 * The order's refunds due: one line for each payment whose money arrived after the order had changed
 * (or for another amount than was due), so the buyer sees the money is not lost. Nothing when none.
 */
export function PolicyRefunds({ refunds }: { refunds: readonly PaymentRefund[] }) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <section className="mo-card policy-refunds" data-testid="policy-refunds" role="status">
      {refunds.map((refund) => (
        <p key={refund.payOrderId} className="policy-refunds__line" data-testid={`policy-refund-${refund.payOrderId}`}>
          {t(`policy.refundDue.${refund.reason}`, { amount: money(refund.amount, refund.currency), payOrderId: refund.payOrderId })}
        </p>
      ))}
    </section>
  );
}
