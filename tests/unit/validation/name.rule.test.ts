import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkName, NAME_LENGTH } from '../../../src/engine/validation/index.js';
import { anyString, charOf, hanChar, LOWER, stringOf, UPPER } from './arbitraries.js';

describe('checkName zh', () => {
  it.each([
    ['陳', true],
    ['陳大文', true],
    ['歐陽震華', true],
    ['阿卜杜拉·穆罕默德', true],
    ['阿卜杜拉‧穆罕默德', true],
    ['阿卜杜拉・穆罕默德', true],
    ['𠀋陳', true],
    ['陳'.repeat(30), true],
    ['陳'.repeat(31), false],
    ['', false],
    ['·陳', false],
    ['陳·', false],
    ['陳··文', false],
    ['陳 大文', false],
    ['陳大文 ', false],
    ['陳a', false],
    ['陳1', false],
    ['陳。', false],
    ['陳、文', false],
    ['ㄅ', false],
    ['あ', false],
    ['김', false],
    ['陳\n', false],
    ['Chan', false],
  ])('%j → %s', (s, expected) => {
    expect(checkName(s, 'zh')).toBe(expected);
  });
});

describe('checkName en', () => {
  it.each([
    ['Al', true],
    ['Chan Tai Man', true],
    ['CHAN tai man', true],
    ['A'.repeat(60), true],
    [`${'A'.repeat(29)} ${'B'.repeat(30)}`, true],
    ['A'.repeat(61), false],
    ['A', false],
    ['', false],
    [' Chan', false],
    ['Chan ', false],
    ['Chan  Tai', false],
    ['Chan\tTai', false],
    ['Chan-Tai', false],
    ["O'Neil", false],
    ['José', false],
    ['Chan1', false],
    ['陳大文', false],
    ['Chan\n', false],
  ])('%j → %s', (s, expected) => {
    expect(checkName(s, 'en')).toBe(expected);
  });
});

describe('checkName properties', () => {
  const dot = charOf('\u00B7\u2027\u30FB');
  /** Han runs joined by single dots, 1-30 code points in all. */
  const zhName = fc
    .array(fc.array(hanChar, { minLength: 1, maxLength: 6 }).map((a) => a.join('')), { minLength: 1, maxLength: 4 })
    .chain((runs) => fc.array(dot, { minLength: runs.length - 1, maxLength: runs.length - 1 })
      .map((dots) => runs.map((run, i) => (i === 0 ? run : `${dots[i - 1] ?? '·'}${run}`)).join('')))
    .filter((s) => [...s].length <= 30);
  const word = stringOf(UPPER + LOWER, 1, 12);
  const enName = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' ')).filter((s) => s.length >= NAME_LENGTH.min);

  it('accepts Chinese names built from the rule', () => {
    fc.assert(fc.property(zhName, (s) => checkName(s, 'zh')));
  });

  it('refuses a Chinese name with an ASCII character, a space or a doubled dot inserted', () => {
    fc.assert(fc.property(zhName, fc.nat(), charOf('aZ0 -.,\u00B7'), (s, at, ch) => {
      const points = [...s];
      const i = at % (points.length + 1);
      const next = points[i];
      const previous = points[i - 1];
      const isDot = (c: string | undefined): boolean => c !== undefined && '\u00B7\u2027\u30FB'.includes(c);
      // Inserting a dot between two Han characters is a valid name; anywhere else it is not.
      fc.pre(!(ch === '\u00B7' && i > 0 && i < points.length && !isDot(next) && !isDot(previous)));
      points.splice(i, 0, ch);
      expect(checkName(points.join(''), 'zh')).toBe(false);
    }));
  });

  it('refuses Chinese names longer than 30 characters (60 display columns)', () => {
    fc.assert(fc.property(fc.array(hanChar, { minLength: 31, maxLength: 40 }), (chars) => !checkName(chars.join(''), 'zh')));
  });

  it('accepts English names built from the rule', () => {
    fc.assert(fc.property(enName.filter((s) => s.length <= NAME_LENGTH.max), (s) => checkName(s, 'en')));
  });

  it('refuses English names with a leading, trailing or doubled space, a digit or a non-ASCII letter', () => {
    fc.assert(fc.property(enName, fc.constantFrom('lead', 'trail', 'double', 'digit', 'accent'), fc.nat(), (s, how, at) => {
      const i = at % (s.length + 1);
      const mutated = how === 'lead' ? ` ${s}`
        : how === 'trail' ? `${s} `
          : how === 'double' ? `${s.slice(0, i)}  ${s.slice(i)}`
            : how === 'digit' ? `${s.slice(0, i)}7${s.slice(i)}`
              : `${s.slice(0, i)}é${s.slice(i)}`;
      expect(checkName(mutated, 'en')).toBe(false);
    }));
  });

  it('never throws and only accepts names of display length 2-60', () => {
    fc.assert(fc.property(anyString, fc.constantFrom('zh' as const, 'en' as const), (s, kind) => {
      if (checkName(s, kind)) {
        expect([...s].length).toBeGreaterThan(0);
        expect(s.trim()).toBe(s);
      }
    }));
  });

  it('returns false for an unknown kind instead of throwing', () => {
    expect(checkName('陳大文', 'pt' as 'zh')).toBe(false);
  });
});
