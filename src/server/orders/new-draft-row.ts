/** The row of a new purchase draft: what order.create, buy again and the motor "create from my policy" store. */
import type { FormData } from '../../contract/index.js';
import type { ProductBundle } from '../../engine/index.js';
import type { OrderRow } from './orders.repo.js';
import { versionStamp } from '../catalog/product-versions.js';
import { newOrderId } from './order-numbers.js';
import { orderDates } from './policy-term.js';

/** `channel`: the storefront channel the order is made in; the draft names the version it is made under. */
export function newDraftRow(bundle: ProductBundle, userId: string, formData: FormData, at: Date, channel: string): OrderRow {
  const stamp = at.toISOString();
  return {
    b2c_order_id: newOrderId(bundle.definition.code, at), user_id: userId, product_code: bundle.definition.code, kind: 'purchase', channel,
    status: 'draft', form_data: JSON.stringify(formData), step: null, quotation_no: null, premium: null,
    currency: bundle.definition.currency, breakdown: null, released_at: null, pay_order_id: null, policy_no: null,
    ...orderDates(bundle, formData), created_at: stamp, updated_at: stamp, paid_at: null, deleted_at: null,
    ...versionStamp(bundle), quote_valid_until: null, paid_amount: null, discount: null,
  };
}
