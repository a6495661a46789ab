/**
 * The length helper of docs/spec/storefront-spec.md#5-validation-rules: how long a string looks in a name field, where a CJK
 * character takes about twice the width of a Latin letter.
 */

/**
 * Counts `s` by code points, each non-ASCII code point counting 2 and each ASCII one counting 1.
 * Counting code points (not UTF-16 units) keeps a supplementary-plane Han character such as 𠀋 at 2,
 * like any other Han character, instead of 4.
 */
export function displayLength(s: string): number {
  let length = 0;
  for (const ch of s) {
    length += (ch.codePointAt(0) ?? 0) > 0x7f ? 2 : 1;
  }
  return length;
}
