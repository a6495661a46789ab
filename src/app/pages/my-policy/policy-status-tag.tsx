import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../contract/index.js';
import { coverState, macaoToday } from '../../../engine/index.js';

/**
 * An order's status as a tag. A paid order is a policy: it says where its cover stands today in Macao
 * (not yet in force until its start date, in force, expired) rather than "paid".
 */
export function PolicyStatusTag({ order, today = macaoToday() }: { order: Pick<OrderSummary, 'status' | 'commDate' | 'expiryDate'>; today?: string }) {
  const { t } = useTranslation();
  const state = order.status === 'paid' ? coverState(order, today) : order.status;
  return <span className={`status-tag status-tag--${order.status} status-tag--${state}`} data-testid="policy-status">{t(`policy.statusName.${state}`)}</span>;
}
