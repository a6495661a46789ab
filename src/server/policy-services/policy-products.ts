/** What the renewal and endorsement handlers share: the product of a policy and rating a form. */
import { TIP_CODES, type FormData } from '../../contract/index.js';
import { ratePremium, type ProductBundle, type RatingResult } from '../../engine/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound } from '../gateway-error.js';

export type Rated = Extract<RatingResult, { ok: true }>;

/** The catalog product of a stored order; not found when the product is no longer on sale. */
export function productOf(context: GatewayContext, productCode: string): ProductBundle {
  const bundle = context.catalog.registry.get(productCode);
  if (!bundle) throw notFound();
  return bundle;
}

/** The form priced with the product's current rates; a form they cannot price is refused as orders.ts does. */
export function rateForm(bundle: ProductBundle, formData: FormData): Rated {
  const rated = ratePremium(bundle.rates, formData);
  if (!rated.ok) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.rating', {}, 'E', { reason: rated.reason });
  return rated;
}

/** A 409 refusal of a policy service with its localised reason (gateway.policyServices.<key>). */
export function policyServiceRefusal(key: string): GatewayError {
  return new GatewayError(409, TIP_CODES.conflict, `gateway.policyServices.${key}`);
}
