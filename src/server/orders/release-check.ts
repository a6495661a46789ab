/**
 * The reference underwriting release check: ages in full years on the policy start date, within the
 * limits of product.json `underwriting` (e.g. an MTV policy holder 18 to 80), or the engine's default for a
 * product that states none (every insured person at most 85). The wizard checks the same limits on each step
 * through the same engine function, so what the release refuses a step has already marked.
 */
import type { FormData } from '../../contract/index.js';
import { ageRefusals, type AgeRefusal, type Underwriting } from '../../engine/index.js';

/** The refused answer: the date of birth at `path`, the age it gives on the start date, and the limit it breaks. */
export type ReleaseRefusal = AgeRefusal;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first answer that refuses the order, or null when it may be released. A missing or malformed start
 * date refuses with no answer to name (`undefined`): the order has no start to measure ages on.
 */
export function releaseRefusal(formData: FormData, start: string | null, underwriting?: Underwriting): ReleaseRefusal | null | undefined {
  if (start === null || !DATE.test(start)) return undefined;
  return ageRefusals(formData, start, underwriting)[0] ?? null;
}
