import { useEffect, useState } from 'react';
import type { PaymentRefund } from '../../../contract/index.js';
import { useServices } from '../../services/app-services.js';
import { PolicyRefunds } from './policy-refunds.js';

/**
 * On the screen a buyer comes back to when a payment did not pay the order: when the gateway refused the
 * order's own payment (the quotation, the start date or the payment ran out, the product left the shop),
 * why its money is refunded and how to get a new start date and price. Nothing for a plain failure, while
 * loading, or from a gateway that sends no refunds.
 */
export function PaymentRefundNotice({ b2cOrderId }: { b2cOrderId: string | null }) {
  const { api } = useServices();
  const [refunds, setRefunds] = useState<PaymentRefund[]>([]);
  useEffect(() => {
    if (!b2cOrderId) return undefined;
    let shown = true;
    void api.call('order.detail', {}, { params: { id: b2cOrderId } }).then((detail) => {
      // Only the refund of the payment the buyer just made: older ones are on the policy's page.
      if (shown && detail) setRefunds((detail.refunds ?? []).filter((refund) => refund.payOrderId === detail.payOrderId));
    });
    return () => {
      shown = false;
    };
  }, [api, b2cOrderId]);
  return <PolicyRefunds refunds={refunds} />;
}
