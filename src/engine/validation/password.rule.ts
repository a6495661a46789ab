/** The password rules of docs/spec/storefront-spec.md#5-validation-rules, reported rule by rule so the form can say what is wrong. */
import { hasKeyboardRun } from './keyboard-sequences.js';
import { PASSWORD_LENGTH, REPEAT_LIMIT } from './limits.js';

/**
 * A broken password rule, in the order {@link checkPassword} reports them:
 * - `length`: fewer than 9 or more than 20 characters (code points);
 * - `digit`, `lower`, `upper`: no ASCII digit / lower-case letter / upper-case letter;
 * - `special`: no special character, i.e. no printable ASCII character other than a letter, a digit
 *   or the space: one of ``!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~``;
 * - `repeat`: 4 or more copies of one character in a row (`aaaa`, `1111`; case-sensitive);
 * - `keyboard`: 4 or more keyboard-adjacent characters in a row, in either direction, on any layout
 *   listed in keyboard-sequences.ts (`qwer`, `!@#$`, `1qaz`, `7410`, `2580`, `abcd`, `4321`);
 * - `groups`: two or more separate groups of 3 consecutive (`abc`, `123`, `cba`, `321`) or repeated
 *   (`aaa`, `111`) letters or digits, letters compared case-insensitively (`abc` + `777`).
 */
export type PasswordFailure = 'length' | 'digit' | 'lower' | 'upper' | 'special' | 'repeat' | 'keyboard' | 'groups';

/** The result of {@link checkPassword}: `ok` exactly when `failures` is empty. */
export interface PasswordCheck {
  ok: boolean;
  failures: PasswordFailure[];
}

const DIGIT = /[0-9]/;
const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const SPECIAL = /[\x21-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E]/;

/** True when `chars` holds {@link REPEAT_LIMIT} or more copies of one character in a row. */
function hasRepeatRun(chars: readonly string[]): boolean {
  let run = 0;
  for (let i = 0; i < chars.length; i += 1) {
    run = i > 0 && chars[i] === chars[i - 1] ? run + 1 : 1;
    if (run >= REPEAT_LIMIT) return true;
  }
  return false;
}

/** A letter's or digit's position in its own sequence and which sequence it is in; null otherwise. */
function ordinalOf(ch: string): { kind: 'letter' | 'digit'; value: number } | null {
  const code = ch.length === 1 ? ch.charCodeAt(0) : -1;
  if (code >= 0x30 && code <= 0x39) return { kind: 'digit', value: code - 0x30 };
  if (code >= 0x41 && code <= 0x5a) return { kind: 'letter', value: code - 0x41 };
  if (code >= 0x61 && code <= 0x7a) return { kind: 'letter', value: code - 0x61 };
  return null;
}

/** True when three characters are all letters or all digits that repeat or step by +1 or -1 (`aaa`, `abc`, `cba`). */
function isGroup(a: string, b: string, c: string): boolean {
  const [x, y, z] = [ordinalOf(a), ordinalOf(b), ordinalOf(c)];
  if (x === null || y === null || z === null || x.kind !== y.kind || y.kind !== z.kind) return false;
  const step = y.value - x.value;
  return Math.abs(step) <= 1 && z.value - y.value === step;
}

/**
 * Counts non-overlapping groups of 3 (see {@link isGroup}), scanning left to right and taking each
 * group as early as possible, which finds the largest number of separate groups (`abcabc` has 2,
 * `abcd` has 1: its `abc` and `bcd` overlap).
 */
function countGroups(chars: readonly string[]): number {
  let groups = 0;
  let i = 0;
  while (i + 3 <= chars.length) {
    if (isGroup(chars[i] ?? '', chars[i + 1] ?? '', chars[i + 2] ?? '')) {
      groups += 1;
      i += 3;
    } else {
      i += 1;
    }
  }
  return groups;
}

/**
 * Checks a password against every rule of docs/spec/storefront-spec.md#5-validation-rules and lists each broken rule once, in the
 * order of {@link PasswordFailure}. Non-ASCII characters and spaces are allowed; they count towards
 * the length but satisfy no character-class requirement. Runs in linear time on any input.
 */
export function checkPassword(p: string): PasswordCheck {
  const password = typeof p === 'string' ? p : '';
  const chars = [...password];
  const failures: PasswordFailure[] = [];
  if (chars.length < PASSWORD_LENGTH.min || chars.length > PASSWORD_LENGTH.max) failures.push('length');
  if (!DIGIT.test(password)) failures.push('digit');
  if (!LOWER.test(password)) failures.push('lower');
  if (!UPPER.test(password)) failures.push('upper');
  if (!SPECIAL.test(password)) failures.push('special');
  if (hasRepeatRun(chars)) failures.push('repeat');
  if (hasKeyboardRun(chars)) failures.push('keyboard');
  if (countGroups(chars) >= 2) failures.push('groups');
  return { ok: failures.length === 0, failures };
}
