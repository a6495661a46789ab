/**
 * The two URI operations @rjsf/utils asks of fast-uri (`resolve` and `equal`, in its `$ref`/`$id` lookup,
 * findSchemaDefinition.js), on the platform's WHATWG `URL` instead of fast-uri's own RFC 3986 parser (7 KB gz
 * of the order route). vite.config.ts points the storefront's `fast-uri` imports here
 * (docs/decisions/016-order-route-diet.md); only @rjsf/utils imports it in the browser bundle (ajv's compiler,
 * its other user, never ships: docs/decisions/004-precompiled-validators.md).
 *
 * The storefront's forms only use `#/$defs/...` references, which rjsf reads with a JSON pointer without
 * calling either; these keep a schema with `$id`s and relative `$ref`s working as it would with fast-uri.
 */

/** Stands in for a missing base, so that relative references resolve against each other as paths. */
const RELATIVE_ROOT = 'relative-uri://base/';

/** `reference` resolved against `base` (RFC 3986 section 5); relative when both are. */
export function resolve(base: string, reference: string): string {
  const resolved = new URL(reference, new URL(base, RELATIVE_ROOT)).href;
  return resolved.startsWith(RELATIVE_ROOT) ? resolved.slice(RELATIVE_ROOT.length) : resolved;
}

/** Whether two URIs name the same resource once normalised (scheme and host case, dot segments, default port). */
export function equal(first: string, second: string): boolean {
  return resolve(first, '') === resolve(second, '') && fragmentOf(first) === fragmentOf(second);
}

/** `URL` drops the fragment when resolving an empty reference; equality keeps it. */
function fragmentOf(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? '' : uri.slice(hash);
}

/** fast-uri's default export, as @rjsf/utils imports it. */
export default { resolve, equal };
