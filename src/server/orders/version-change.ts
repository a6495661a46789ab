/**
 * What the customer is told when an order made under one product version meets another (the files
 * changed since it was drafted or quoted) or its quotation ran out: the versions, the price before and
 * after for the same answers, and the answers the current form no longer accepts (kept in the draft,
 * pointed out, never dropped).
 */
import type { FormData, ProductChange } from '../../contract/index.js';
import { ratePremium, type ProductBundle } from '../../engine/index.js';
import { bundleFingerprint, sameContentBeforeBenefits } from '../catalog/product-versions.js';
import { GatewayError } from '../gateway-error.js';
import type { FormValidator } from '../validation/form-validator.js';
import type { OrderRow } from './orders.repo.js';

/** The premium of the form on a version, or null when that version cannot price it (an unfinished draft). */
function premiumOn(bundle: ProductBundle | undefined, formData: FormData): number | null {
  if (!bundle) return null;
  const rated = ratePremium(bundle.rates, formData);
  return rated.ok ? rated.premium : null;
}

/**
 * The fields of the form, step by step, whose saved answers the bundle's form refuses for what they
 * are (not for being unanswered yet): the first such field of each step.
 */
export function unacceptedFields(forms: FormValidator, bundle: ProductBundle, formData: FormData, today: string): string[] {
  const fields: string[] = [];
  for (const step of bundle.definition.steps) {
    try {
      forms.assertStep(bundle, step, formData, today);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      const problem = error.data as { field?: string; keyword?: string } | null;
      if (problem?.field && problem.keyword !== 'required') fields.push(problem.field);
    }
  }
  return fields;
}

/** Why an order is re-quoted with a notice. */
export type ChangeReason = ProductChange['reason'];

/**
 * The notice for an order whose version differs from the current one, or whose quotation expired
 * (`reason` says which); null when neither is so. `before` is the version the order was made under
 * (undefined when that version is unknown); `premium` the current price when already known.
 */
export function productChange(
  row: OrderRow, current: ProductBundle, before: ProductBundle | undefined, options: { expired: boolean; forms: FormValidator; today: string; premium?: number | null },
): ProductChange | null {
  const { hash, version } = bundleFingerprint(current);
  // A draft stamped before benefits.json was versioned has another hash for the same product: no change.
  const changed = row.product_hash !== null && row.product_hash !== hash && !sameContentBeforeBenefits(before, current);
  if (!changed && !options.expired) return null;
  const formData = JSON.parse(row.form_data) as FormData;
  return {
    reason: changed ? 'productChanged' : 'quoteExpired',
    previousVersion: row.product_version,
    version,
    previousPremium: row.premium ?? premiumOn(before, formData),
    premium: options.premium !== undefined ? options.premium : premiumOn(current, formData),
    currency: current.definition.currency,
    unacceptedFields: changed ? unacceptedFields(options.forms, current, formData, options.today) : [],
  };
}
