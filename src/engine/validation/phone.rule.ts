/** The phone number rules of docs/spec/storefront-spec.md#5-validation-rules, per area code, and the one way a typed number is normalised. */
import { formatPatterns } from './formats.js';
import type { PhoneAreaCode } from './limits.js';

const PATTERN_BY_CODE: Readonly<Record<PhoneAreaCode, RegExp>> = {
  '853': formatPatterns['mo-phone'],
  '852': formatPatterns['hk-phone'],
  '86': formatPatterns['cn-phone'],
};

/** Digits of a local number per area code: a longer number may still carry its area code in front. */
const LOCAL_DIGITS: Readonly<Record<PhoneAreaCode, number>> = { '853': 8, '852': 8, '86': 11 };

/**
 * Checks a local phone number (without the area code, digits only) for its area code.
 *
 * - `853` Macao: 8 digits starting with 6 (mobile numbers).
 * - `852` Hong Kong: 8 digits starting with 2-9 (mobiles usually start 4-9; fixed lines 2-3 are accepted
 *   because the spec only says "8 digits", while 0 and 1 never start a subscriber number).
 * - `86` mainland China: 11 digits starting 13-19 (the mobile prefixes).
 *
 * These are the `mo-phone`, `hk-phone` and `cn-phone` JSON-schema formats. Returns false (never throws)
 * for an unknown area code.
 */
export function checkPhone(code: PhoneAreaCode, n: string): boolean {
  if (!Object.hasOwn(PATTERN_BY_CODE, code) || typeof n !== 'string') return false;
  return PATTERN_BY_CODE[code].test(n);
}

/**
 * The local number a person meant, as typed for an area code: trimmed, spaces, hyphens, brackets and dots dropped, the
 * area code in front dropped (`+853`, `00853`, or a bare `853` when the number is longer than a local
 * one), then one leading trunk zero dropped. So `+853 6677-0003`, `0085366770003`, `85366770003` and
 * `066770003` all become `66770003`: one number is one account. Anything else is returned as it stands
 * (a `+` for another area code stays), for {@link checkPhone} to refuse. Never throws.
 */
export function normalizePhone(code: PhoneAreaCode, typed: string): string {
  if (typeof typed !== 'string') return '';
  let n = typed.trim().replace(/[\s\-().]+/g, '');
  if (!Object.hasOwn(LOCAL_DIGITS, code)) return n;
  if (n.startsWith(`+${code}`)) n = n.slice(code.length + 1);
  else if (n.startsWith(`00${code}`)) n = n.slice(code.length + 2);
  else if (n.startsWith(code) && n.length > LOCAL_DIGITS[code]) n = n.slice(code.length);
  return n.startsWith('0') ? n.slice(1) : n;
}
