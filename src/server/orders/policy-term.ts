/**
 * The policy term of a product as the gateway uses it: the engine's termOf (product.json `term`, or the
 * legacy travel dates), and the dates it gives an order for listings.
 */
import type { FormData } from '../../contract/index.js';
import { termDates, termOf, type ProductBundle } from '../../engine/index.js';

export { LEGACY_TERM, termOf } from '../../engine/index.js';

/** The form's policy dates as stored beside it, for listings. */
export function orderDates(bundle: ProductBundle, formData: FormData): { comm_date: string | null; expiry_date: string | null } {
  const term = termOf(bundle);
  if (!term) return { comm_date: null, expiry_date: null };
  const { start, end } = termDates(term, formData);
  return { comm_date: start, expiry_date: end };
}
