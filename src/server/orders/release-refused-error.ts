/**
 * The underwriting refusal as the storefront shows it (a bare "refused" left the user guessing which answer to change): a tipType T answer whose message
 * names the answer that refused the order (whose date of birth, its value, the age it gives on the start date
 * and the product's limit) and whose data carries that answer's path, so the storefront can take the user back
 * to it. Without an answer to name (no start date), the generic refusal. A new order's release and a renewal's
 * premium both refuse through {@link assertReleasable}, so the two cannot word a refusal differently.
 */
import { TIP_CODES, type FormData } from '../../contract/index.js';
import { termDates, type JsonSchema, type ProductBundle } from '../../engine/index.js';
import { GatewayError } from '../gateway-error.js';
import { termOf } from './policy-term.js';
import { releaseRefusal, type ReleaseRefusal } from './release-check.js';

/** The message of each way an answer breaks its limit: born after the start, both ends, a lowest age, a highest age. */
function messageKey(refusal: ReleaseRefusal): string {
  return `gateway.releaseRefusedAge.${refusal.breach}`;
}

/** The 409 tipType T refusal for `refusal` (undefined: nothing to name); `composed` gives the person's label. */
export function releaseRefusedError(refusal: ReleaseRefusal | undefined, composed: JsonSchema): GatewayError {
  if (refusal === undefined) return new GatewayError(409, TIP_CODES.conflict, 'gateway.releaseRefused', {}, 'T', { released: false });
  const properties = (composed.properties ?? {}) as Record<string, { title?: unknown }>;
  const title = properties[refusal.field]?.title;
  const person = { labelKeys: [...(typeof title === 'string' ? [title] : []), `field.${refusal.field}`], fallback: refusal.field };
  const { minAge, maxAge } = refusal.limit;
  return new GatewayError(409, TIP_CODES.conflict, messageKey(refusal), {
    person, value: refusal.value, age: refusal.age, ...(minAge === undefined ? {} : { minAge }), ...(maxAge === undefined ? {} : { maxAge }),
  }, 'T', { released: false, field: refusal.path, value: refusal.value });
}

/**
 * Throws the named refusal when `bundle`'s release check refuses `formData` on its policy start date; a
 * product without a release check always passes. `composed` is the product's composed form schema (the
 * person's label).
 */
export function assertReleasable(bundle: ProductBundle, formData: FormData, composed: JsonSchema): void {
  if (!bundle.definition.flow.releaseCheck) return;
  const term = termOf(bundle);
  const start = term ? termDates(term, formData).start : null;
  const refusal = releaseRefusal(formData, start, bundle.definition.underwriting);
  if (refusal !== null) throw releaseRefusedError(refusal, composed);
}
