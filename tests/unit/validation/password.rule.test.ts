import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  checkPassword,
  PASSWORD_LENGTH,
  PASSWORD_MESSAGE_KEYS,
  type PasswordFailure,
} from '../../../src/engine/validation/index.js';
import { anyString, charOf, DIGITS, LOWER, SPECIALS, UPPER } from './arbitraries.js';

const ALL_KEYS: PasswordFailure[] = ['length', 'digit', 'lower', 'upper', 'special', 'repeat', 'keyboard', 'groups'];

describe('checkPassword rule by rule', () => {
  it.each<[string, PasswordFailure[]]>([
    // valid
    ['Ab1!Xy9#Qm', []],
    ['Mo9!Ca5$Lu', []],
    ['aB3$eF7&hJ', []],
    ['Zx8#Lp2@Wm4%Ry6^Kt0*', []],
    ['Pass word 9!x', []],
    ['Ab1!Xy9#Qm澳門', []],
    // length: 8, 9, 20, 21 characters
    ['Ab1!Xy9#', ['length']],
    ['Ab1!Xy9#Q', []],
    ['Ab1!Xy9#Qm5@Lo8*Pv3!', []],
    ['Ab1!Xy9#Qm5@Lo8*Pv3!K', ['length']],
    ['', ['length', 'digit', 'lower', 'upper', 'special']],
    // character classes
    ['Abx!Xyk#Qm', ['digit']],
    ['AB1!XY9#QM', ['lower']],
    ['ab1!xy9#qm', ['upper']],
    ['Ab1mXy9kQm', ['special']],
    ['Ab1 Xy9 Qm', ['special']],
    ['Ab1!Xy9#Qm\u00e9', []],
    // repeat: 4 of one character in a row, case-sensitive
    ['Ab1!Xy9#Qmmmm', ['repeat']],
    ['Ab1!Xy9#Qmmmmmm', ['repeat', 'groups']],
    ['Ab1!Xy9#Qmmm', []],
    ['Ab1!!!!Xy9#Q', ['repeat']],
    ['Ab1!Xy9#QmmMm', []],
    // keyboard: QWERTY rows (shifted symbols count as their key, letters fold case)
    ['Qwer7!Lm5#', ['keyboard']],
    ['Lm5#rewQ7!', ['keyboard']],
    ['Lm5#!@#$Xo', ['keyboard']],
    ['Lm5#asdF7!', ['keyboard']],
    ['Lm5#Zxcv7!', ['keyboard']],
    ['Lm5#Op[]7!', ['keyboard']],
    ['Lm5#M,./7!', ['keyboard']],
    ['Lm5#Xo90-=!', ['keyboard']],
    ['Lm5#Xo8-=!', []],
    ['Lm5#Xo890-!', ['keyboard']],
    ['Lm5#Xo~123!', ['keyboard']],
    // keyboard: QWERTY diagonal columns
    ['Lm5#1qaZ!x', ['keyboard']],
    ['Lm5#zaq1!X', ['keyboard']],
    ['Lm5#Xo8ik,', ['keyboard']],
    // keyboard: numeric keypad rows and columns
    ['Lm5#Xo!789+', ['keyboard']],
    ['Lm5#Xo!7410', ['keyboard']],
    ['Lm5#Xo!0147', ['keyboard']],
    ['Lm5#Xo!8520', ['keyboard']],
    ['Lm5#Xo!/852', ['keyboard']],
    ['Lm5#Xo!*963', ['keyboard']],
    ['Lm5#Xo!963.', ['keyboard']],
    // keyboard: phone keypad columns
    ['Lm5#Xo!2580', ['keyboard']],
    ['Lm5#Xo!369#', ['keyboard']],
    // keyboard: alphabet and digit sequences, both directions
    ['Lm5#Xo!AbCd', ['keyboard']],
    ['Lm5#Xo!dcba', ['keyboard']],
    ['Lm5#Xo!wxyz', ['keyboard']],
    ['Lm5#Xo!4321', ['keyboard']],
    ['Lm5#Xo!0123', ['keyboard']],
    // three adjacent keys are not a run; neither are keys far apart
    ['Lm5#Xo!qwe', []],
    ['Lm5#Xo!qwXe', []],
    ['Lm5#Xo!1357', []],
    // groups: two separate groups of 3 consecutive or repeated letters or digits
    ['Abc!Xy777#Q', ['groups']],
    ['aaa!Xy9#bbbQ', ['groups']],
    ['Cba!Xy9#321Q', ['groups']],
    ['XyZ!8642#Mno', ['groups']],
    ['Abc!Xy9#Qm', []],
    ['Lm5#Xo!777', []],
    ['Ab!x456789', ['keyboard', 'groups']],
    ['Lm5#Xo!13a', []],
    ['Lm5#Xo!9ab', []],
    ['Lm5#Xo!a1b2c3', []],
    ['Lm5#Xo!ab1bc2', []],
    ['Lm5#Xo!abcabc', ['groups']],
  ])('%j → %j', (password, failures) => {
    expect(checkPassword(password)).toEqual({ ok: failures.length === 0, failures });
  });

  it('reports every rule at once, in a stable order', () => {
    expect(checkPassword('aaaa').failures).toEqual(['length', 'digit', 'upper', 'special', 'repeat']);
    expect(checkPassword('qwertyuiopasdfghjklzxcvbnm').failures).toEqual(['length', 'digit', 'upper', 'special', 'keyboard', 'groups']);
  });

  it('counts length in code points', () => {
    expect(checkPassword('Ab1!Xy9#😀').failures).toEqual([]);
    expect(checkPassword('Ab1!Xy9😀').failures).toEqual(['length']);
  });
});

describe('PASSWORD_MESSAGE_KEYS', () => {
  it('maps every failure key to a validation.password.* i18n key', () => {
    expect(Object.keys(PASSWORD_MESSAGE_KEYS).sort()).toEqual([...ALL_KEYS].sort());
    for (const key of ALL_KEYS) expect(PASSWORD_MESSAGE_KEYS[key]).toBe(`validation.password.${key}`);
  });
});

/**
 * Valid passwords by construction: letters on even positions, digits or specials on odd ones.
 * No two letters and no two digits are ever adjacent, so no repeat, no group and no run of four
 * keys on any layout can form (every layout line of four or more keys has two adjacent letters,
 * two adjacent digits or two adjacent non-letters).
 */
const validPassword: fc.Arbitrary<string> = fc
  .integer({ min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max })
  .chain((length) => {
    const letterCount = Math.ceil(length / 2);
    const otherCount = Math.floor(length / 2);
    return fc.record({
      upperAt: fc.nat({ max: letterCount - 1 }),
      lowerShift: fc.integer({ min: 1, max: letterCount - 1 }),
      digitAt: fc.nat({ max: otherCount - 1 }),
      specialShift: fc.integer({ min: 1, max: otherCount - 1 }),
      letters: fc.array(charOf(UPPER + LOWER), { minLength: letterCount, maxLength: letterCount }),
      others: fc.array(charOf(DIGITS + SPECIALS), { minLength: otherCount, maxLength: otherCount }),
      upper: charOf(UPPER),
      lower: charOf(LOWER),
      digit: charOf(DIGITS),
      special: charOf(SPECIALS),
    }).map((r) => {
      const letters = [...r.letters];
      const others = [...r.others];
      letters[r.upperAt] = r.upper;
      letters[(r.upperAt + r.lowerShift) % letterCount] = r.lower;
      others[r.digitAt] = r.digit;
      others[(r.digitAt + r.specialShift) % otherCount] = r.special;
      return Array.from({ length }, (_, i) => (i % 2 === 0 ? letters[i / 2] : others[(i - 1) / 2])).join('');
    });
  });

describe('checkPassword properties', () => {
  it('accepts passwords generated from the rules', () => {
    fc.assert(fc.property(validPassword, (p) => {
      expect(checkPassword(p)).toEqual({ ok: true, failures: [] });
    }), { numRuns: 500 });
  });

  it('refuses each kind of mutation with the matching key', () => {
    const mutations: Array<[PasswordFailure, (p: string, at: number) => string]> = [
      ['length', (p) => p.slice(0, PASSWORD_LENGTH.min - 1)],
      ['length', (p) => (p + p).slice(0, PASSWORD_LENGTH.max + 1).padEnd(PASSWORD_LENGTH.max + 1, 'k!')],
      ['digit', (p) => p.replace(/[0-9]/g, '~')],
      ['lower', (p) => p.toUpperCase()],
      ['upper', (p) => p.toLowerCase()],
      ['special', (p) => p.replace(/[^A-Za-z0-9]/g, '5')],
      ['repeat', (p, at) => `${p.slice(0, at)}QQQQ${p.slice(at)}`],
      ['keyboard', (p, at) => `${p.slice(0, at)}uiop${p.slice(at)}`],
      ['keyboard', (p, at) => `${p.slice(0, at)}2580${p.slice(at)}`],
      ['groups', (p, at) => `${p.slice(0, at)}xyz!${p.slice(at)}+777`],
    ];
    fc.assert(fc.property(validPassword, fc.nat(), fc.constantFrom(...mutations), (p, at, [key, mutate]) => {
      const mutated = mutate(p, at % (p.length + 1));
      const result = checkPassword(mutated);
      expect(result.ok).toBe(false);
      expect(result.failures).toContain(key);
    }), { numRuns: 500 });
  });

  it('never throws, and ok is exactly "no failures" with each key at most once', () => {
    fc.assert(fc.property(anyString, (p) => {
      const { ok, failures } = checkPassword(p);
      expect(ok).toBe(failures.length === 0);
      expect(new Set(failures).size).toBe(failures.length);
      for (const failure of failures) expect(ALL_KEYS).toContain(failure);
    }));
  });
});
