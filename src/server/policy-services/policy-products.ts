/** What the renewal and endorsement handlers share: the product of a policy and rating a form. */
import { TIP_CODES, type FormData } from '../../contract/index.js';
import { ratePremium, type ProductBundle, type RatingResult } from '../../engine/index.js';
import { bundleAtVersion, lastRecordedDefinition } from '../catalog/product-versions.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound } from '../gateway-error.js';
import type { OrderRow } from '../orders/orders.repo.js';

export type Rated = Extract<RatingResult, { ok: true }>;

/** The catalog product of a stored order; not found when the product is no longer on sale. */
export function productOf(context: GatewayContext, productCode: string): ProductBundle {
  const bundle = context.catalog.registry.get(productCode);
  if (!bundle) throw notFound();
  return bundle;
}

/**
 * The product a policy's endorsements price on: the version the policy was made under (the current one
 * for policies older than versions). A product no longer on sale takes no endorsements.
 */
export async function policyVersionProduct(context: GatewayContext, policy: OrderRow): Promise<ProductBundle> {
  const current = context.catalog.registry.get(policy.product_code);
  if (!current) throw policyServiceRefusal('withdrawn');
  return (await bundleAtVersion(context.db, context.catalog.registry, policy.product_code, policy.product_hash)) ?? current;
}

/**
 * The product a policy renews on: its current version while on sale, else the successor its last
 * recorded version names in `replacedBy` (when that one is on sale); refused, saying so, when there is none.
 */
export async function renewalProduct(context: GatewayContext, productCode: string): Promise<ProductBundle> {
  const { registry } = context.catalog;
  const current = registry.get(productCode);
  if (current) return current;
  const successorCode = (await lastRecordedDefinition(context.db, productCode))?.replacedBy;
  const successor = successorCode === undefined ? undefined : registry.get(successorCode);
  if (!successor) throw policyServiceRefusal('withdrawn');
  return successor;
}

/** The form priced with the bundle's rates; a form they cannot price is refused as orders.ts does. */
export function rateForm(bundle: ProductBundle, formData: FormData): Rated {
  const rated = ratePremium(bundle.rates, formData);
  if (!rated.ok) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.rating', {}, 'E', { reason: rated.reason });
  return rated;
}

/** A 409 refusal of a policy service with its localised reason (gateway.policyServices.<key>). */
export function policyServiceRefusal(key: string): GatewayError {
  return new GatewayError(409, TIP_CODES.conflict, `gateway.policyServices.${key}`);
}
