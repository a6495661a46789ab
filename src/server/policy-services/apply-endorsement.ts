/**
 * Applying an endorsement: its changes are made to the policy's current form data and it is marked
 * applied, once. A paid endorsement order is applied by applyPaidEndorsement, one of the paid-order
 * effects of the payment settlement (src/server/payments/paid-order-effects.ts), in its transaction.
 */
import type { EndtChange } from '../../contract/rows/policy-services.js';
import type { GatewayDb } from '../storage/database.js';
import {
  findEndorsementByOrder, updateEndorsement, type EndorsementRow,
} from './endorsements.repo.js';
import { findOrderById, updateOrder, type OrderRow } from '../orders/orders.repo.js';
import { orderFormData } from '../orders/order-views.js';
import { applyChanges } from './endorsement-changes.js';

export function endorsementChanges(row: EndorsementRow): EndtChange[] {
  return JSON.parse(row.changes) as EndtChange[];
}

/** Makes the changes to the policy; false when the endorsement was no longer awaiting payment or the policy not paid. */
export async function applyEndorsement(trx: GatewayDb, endorsement: EndorsementRow, at: string): Promise<boolean> {
  const policy = await findOrderById(trx, endorsement.policy_order_id);
  if (!policy || policy.status !== 'paid') return false;
  if (!(await updateEndorsement(trx, endorsement.endt_no, 'awaitingPayment', { status: 'applied', applied_at: at }))) return false;
  const formData = applyChanges(orderFormData(policy), endorsementChanges(endorsement));
  return updateOrder(trx, policy.b2c_order_id, ['paid'], { form_data: JSON.stringify(formData), updated_at: at });
}

/** Applies the endorsement a just-paid order pays, if it is one (call inside the settlement's transaction). */
export async function applyPaidEndorsement(trx: GatewayDb, order: OrderRow, paidAt: string): Promise<void> {
  const endorsement = await findEndorsementByOrder(trx, order.b2c_order_id);
  if (endorsement && endorsement.status === 'awaitingPayment') await applyEndorsement(trx, endorsement, paidAt);
}
