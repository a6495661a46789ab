/**
 * Where a policy's cover applies, as the places a claim on it names: a travel policy covers the area chosen in its
 * order (product.json areas[].claimPlaces), a Macao car policy Macao (product.json claimPlaces). The claim form
 * offers only these places and the gateway refuses any other.
 */
import { fieldsFrom } from './compose-form-schema.js';
import type { ProductBundle } from './product-bundle.js';

/**
 * The claim place codes a policy of `bundle` answered with `answers` covers: the chosen area's `claimPlaces` when
 * it names them, else the product's; undefined when neither does (the cover applies everywhere).
 */
export function policyClaimPlaces(bundle: Pick<ProductBundle, 'definition' | 'formSchema'>, answers: unknown): readonly string[] | undefined {
  const { definition } = bundle;
  const chosen = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {};
  const areaCodes = fieldsFrom(bundle.formSchema, 'areas').map((field) => chosen[field]);
  const area = definition.areas.find((candidate) => areaCodes.includes(candidate.code));
  return area?.claimPlaces ?? definition.claimPlaces;
}

