/** The phone number rules of spec section 5, per area code. */
import { formatPatterns } from './formats.js';
import type { PhoneAreaCode } from './limits.js';

const PATTERN_BY_CODE: Readonly<Record<PhoneAreaCode, RegExp>> = {
  '853': formatPatterns['mo-phone'],
  '852': formatPatterns['hk-phone'],
  '86': formatPatterns['cn-phone'],
};

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
