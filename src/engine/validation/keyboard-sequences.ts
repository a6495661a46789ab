/**
 * The keyboard layouts and character sequences the password rule treats as "adjacent", turned into
 * a set of every forbidden run of {@link KEYBOARD_RUN} characters, in both directions.
 *
 * Layouts covered (docs/spec/storefront-spec.md#5-validation-rules: "in either direction, across several keyboard layouts"):
 *
 * 1. US QWERTY rows, number row included:
 *    `` `1234567890-= `` · `qwertyuiop[]\` · `asdfghjkl;'` · `zxcvbnm,./`
 * 2. US QWERTY diagonal columns (each key with the keys below-right of it; the "1qaz2wsx" habit):
 *    `1qaz` `2wsx` `3edc` `4rfv` `5tgb` `6yhn` `7ujm` `8ik,` `9ol.` `0p;/` `-['` `=]`
 *    For the QWERTY layouts, letters are compared case-insensitively and a shifted symbol counts as
 *    its key (`!` is `1`, `{` is `[`, `:` is `;` ...), so `!@#$`, `QWER` and `qWeR` are runs.
 * 3. Numeric keypad, rows `/*-`, `789+`, `456+`, `123` and columns `7410`, `/8520`, `*963.`
 *    (the wide `0` sits under both `1` and `2`, the tall `+` beside both `9` and `6`); compared as
 *    typed, since `*`, `+`, `/`, `-` and `.` are keys of their own there.
 * 4. Phone keypad, rows `123`, `456`, `789`, `*0#` and columns `147*`, `2580`, `369#`.
 * 5. The alphabet `abcdefghijklmnopqrstuvwxyz` (case-insensitively) and the digits `0123456789`.
 *
 * A run is any {@link KEYBOARD_RUN} consecutive characters of one of these lines, read forwards or
 * backwards (`qwer` and `rewq`, `1234` and `4321`). Rows shorter than a run (the keypad's `123`)
 * contribute nothing on their own.
 */
import { KEYBOARD_RUN } from './limits.js';

const QWERTY_LINES = [
  '`1234567890-=',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  '1qaz', '2wsx', '3edc', '4rfv', '5tgb', '6yhn', '7ujm', '8ik,', '9ol.', '0p;/', "-['", '=]',
];

const LITERAL_LINES = [
  '/*-', '789+', '456+', '123', '7410', '/8520', '*963.',
  '456', '789', '*0#', '147*', '2580', '369#',
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
];

/** The unshifted key of each shifted US QWERTY symbol. */
const UNSHIFTED: Readonly<Record<string, string>> = {
  '~': '`', '!': '1', '@': '2', '#': '3', '$': '4', '%': '5', '^': '6', '&': '7', '*': '8', '(': '9',
  ')': '0', '_': '-', '+': '=', '{': '[', '}': ']', '|': '\\', ':': ';', '"': "'", '<': ',', '>': '.', '?': '/',
};

/**
 * Folds ASCII A-Z only: `toLowerCase()` on other scripts can change a character's length
 * (`İ` becomes two code points), which would break the fixed-width windows below.
 */
function asciiLower(ch: string): string {
  return ch >= 'A' && ch <= 'Z' ? String.fromCharCode(ch.charCodeAt(0) + 32) : ch;
}

/** Maps a character to the QWERTY key that types it (lower-case letter or unshifted symbol). */
function qwertyKey(ch: string): string {
  return UNSHIFTED[ch] ?? asciiLower(ch);
}

function runsOf(lines: readonly string[]): ReadonlySet<string> {
  const runs = new Set<string>();
  for (const line of lines) {
    const keys = [...line];
    for (const direction of [keys, [...keys].reverse()]) {
      for (let i = 0; i + KEYBOARD_RUN <= direction.length; i += 1) {
        runs.add(direction.slice(i, i + KEYBOARD_RUN).join(''));
      }
    }
  }
  return runs;
}

const QWERTY_RUNS = runsOf(QWERTY_LINES);
const LITERAL_RUNS = runsOf(LITERAL_LINES);

/**
 * True when `chars` (a string split into code points) contains {@link KEYBOARD_RUN} or more
 * consecutive keyboard-adjacent characters in any layout listed above. Linear in the input length.
 */
export function hasKeyboardRun(chars: readonly string[]): boolean {
  const qwerty = chars.map(qwertyKey);
  const literal = chars.map(asciiLower);
  for (let i = 0; i + KEYBOARD_RUN <= chars.length; i += 1) {
    if (QWERTY_RUNS.has(qwerty.slice(i, i + KEYBOARD_RUN).join(''))) return true;
    if (LITERAL_RUNS.has(literal.slice(i, i + KEYBOARD_RUN).join(''))) return true;
  }
  return false;
}
