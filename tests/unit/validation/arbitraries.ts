/** Shared fast-check arbitraries for the validation tests. */
import fc from 'fast-check';

/** Arbitrary strings of three kinds: UTF-16 units, whole graphemes (emoji, CJK, combining) and any code point. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

/** One character from `chars`. */
export function charOf(chars: string): fc.Arbitrary<string> {
  return fc.constantFrom(...chars);
}

/** A string of `min`-`max` characters from `chars`. */
export function stringOf(chars: string, min: number, max: number): fc.Arbitrary<string> {
  return fc.array(charOf(chars), { minLength: min, maxLength: max }).map((a) => a.join(''));
}

/** A CJK Unified Ideograph from the basic block. */
export const hanChar: fc.Arbitrary<string> = fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCodePoint(c));

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const SPECIALS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
