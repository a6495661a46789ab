/** The Macao licence plate rule of docs/spec/storefront-spec.md#5-validation-rules: normalise what the user typed, or refuse it. */

const ALLOWED = /^[A-Za-z0-9 -]*$/;
const SEPARATORS = /[ -]/g;
const LETTERS_THEN_NUMBER = /^([A-Z]{1,2})(\d{4})$/;
const TWO_PART_PREFIXES: ReadonlySet<string> = new Set(['EX', 'CM']);

/**
 * Normalises a Macao licence plate, or returns null when it is not one.
 *
 * Input: letters, digits, hyphens and spaces only (anything else gives null), case-insensitive,
 * surrounding whitespace ignored. Hyphens and spaces are separators and may sit anywhere, so
 * `ma1234`, `MA 12 34` and `m-a-1-2-3-4` all read as `MA1234`.
 *
 * Output:
 * - `EX` or `CM` followed by 4 digits: `EX-1234` / `CM-1234` (checked first, so `EX1234` is never `EX-12-34`);
 * - otherwise 1 or 2 letters followed by 4 digits: `M-12-34` / `MA-12-34`;
 * - anything else (no letters, 3 letters, a number of other than 4 digits, digits first, ...): null.
 *
 * Every non-null result matches the `mo-plate` JSON-schema format, and normalising a result returns it unchanged.
 */
export function normalizePlate(s: string): string | null {
  if (typeof s !== 'string') return null;
  const trimmed = s.trim();
  if (!ALLOWED.test(trimmed)) return null;
  const match = LETTERS_THEN_NUMBER.exec(trimmed.replace(SEPARATORS, '').toUpperCase());
  if (match === null) return null;
  const [, letters = '', number = ''] = match;
  if (TWO_PART_PREFIXES.has(letters)) return `${letters}-${number}`;
  return `${letters}-${number.slice(0, 2)}-${number.slice(2)}`;
}
