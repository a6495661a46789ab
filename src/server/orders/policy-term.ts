/**
 * The policy term of a product as the gateway uses it: product.json `term`, or, for a product that
 * predates `term` and has top-level `commDate` / `expiryDate` fields, a user-chosen term over them
 * that starts a week long (how TPS was defined before terms were data).
 */
import type { FormData } from '../../contract/index.js';
import { termDates, type PolicyTerm, type ProductBundle } from '../../engine/index.js';

/** The term of products that state none but have the travel date fields. */
export const LEGACY_TERM: PolicyTerm = { start: 'commDate', end: 'expiryDate', defaultDays: 7 };

/** The product's term, or null when it has none (no dates to default, list or check). */
export function termOf(bundle: ProductBundle): PolicyTerm | null {
  if (bundle.definition.term) return bundle.definition.term;
  const properties = (bundle.formSchema.properties ?? {}) as Record<string, unknown>;
  return LEGACY_TERM.start in properties && LEGACY_TERM.end in properties ? LEGACY_TERM : null;
}

/** The form's policy dates as stored beside it, for listings. */
export function orderDates(bundle: ProductBundle, formData: FormData): { comm_date: string | null; expiry_date: string | null } {
  const term = termOf(bundle);
  if (!term) return { comm_date: null, expiry_date: null };
  const { start, end } = termDates(term, formData);
  return { comm_date: start, expiry_date: end };
}
