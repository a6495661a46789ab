/**
 * An endorsement made after the policy was renewed also reaches the renewal: the order renewing the
 * policy (paid, or still being bought) was copied from the policy's form before the change, and would
 * otherwise start the next term with the old details.
 */
import type { OrderStatus } from '../../contract/index.js';
import type { EndtChange, EndtType } from '../../contract/rows/policy-services.js';
import { orderFormData } from '../orders/order-views.js';
import type { GatewayDb } from '../storage/database.js';
import { findOrderById, updateOrder } from '../orders/orders.repo.js';
import { findRenewalOfPolicy } from './renewals.repo.js';
import { applyChanges, endorsableFields } from './endorsement-changes.js';

/** Renewals a change may still reach: one being paid is left alone (its payment settles what was priced). */
const CARRIED_TO: readonly OrderStatus[] = ['draft', 'quoted', 'priced', 'failed', 'paid'];

/**
 * Makes the changes of a premium-neutral endorsement on the policy's renewal too, if it has one (call in
 * the endorsement's transaction). Changes whose field the renewal's form does not have are not carried.
 */
export async function carryToRenewal(trx: GatewayDb, policyOrderId: string, type: EndtType, changes: readonly EndtChange[], at: string): Promise<void> {
  const link = await findRenewalOfPolicy(trx, policyOrderId);
  const renewal = link && await findOrderById(trx, link.renewal_order_id);
  if (!renewal || renewal.deleted_at !== null || !CARRIED_TO.includes(renewal.status)) return;
  const formData = orderFormData(renewal);
  const allowed = endorsableFields(type, formData);
  const carried = changes.filter((change) => allowed.includes(change.field));
  if (carried.length === 0) return;
  await updateOrder(trx, renewal.b2c_order_id, [renewal.status], { form_data: JSON.stringify(applyChanges(formData, carried)), updated_at: at });
}
