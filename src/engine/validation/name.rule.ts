/** The name rules of docs/spec/storefront-spec.md#5-validation-rules: which characters a Chinese or English name may hold, and how long it may be. */
import { displayLength } from './display-length.js';
import { formatPatterns } from './formats.js';
import { NAME_LENGTH } from './limits.js';

/** Which name field a value belongs to. */
export type NameKind = 'zh' | 'en';

/**
 * Checks a person's name.
 *
 * - `zh`: Han characters only; a middle dot (· U+00B7, ‧ U+2027 or ・ U+30FB) may join two runs of
 *   Han characters, as in transliterated names (e.g. 阿卜杜拉·穆罕默德).
 * - `en`: ASCII letters in words separated by single spaces, no leading or trailing space.
 * - both: `displayLength` from {@link NAME_LENGTH}.min to .max (2-60), so a Chinese name has 1-30 characters.
 *
 * The character rules are the `zh-name` / `en-name` JSON-schema formats, so a form and this check
 * never disagree. Returns false (never throws) for any other `kind`.
 */
export function checkName(s: string, kind: NameKind): boolean {
  const pattern = kind === 'zh' ? formatPatterns['zh-name'] : kind === 'en' ? formatPatterns['en-name'] : undefined;
  if (pattern === undefined || typeof s !== 'string') return false;
  const length = displayLength(s);
  return length >= NAME_LENGTH.min && length <= NAME_LENGTH.max && pattern.test(s);
}
