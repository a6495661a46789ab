import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { customFormats, normalizePlate } from '../../../src/engine/validation/index.js';
import { anyString, charOf, DIGITS, stringOf, UPPER } from './arbitraries.js';

const moPlate = customFormats['mo-plate'] as RegExp;

describe('normalizePlate', () => {
  it.each<[string, string | null]>([
    ['MA-12-34', 'MA-12-34'],
    ['ma1234', 'MA-12-34'],
    ['  mA 12 34 ', 'MA-12-34'],
    ['MA 12-34', 'MA-12-34'],
    ['m-a-1-2-3-4', 'MA-12-34'],
    ['M-12-34', 'M-12-34'],
    ['m1234', 'M-12-34'],
    ['AB-00-00', 'AB-00-00'],
    ['EX1234', 'EX-1234'],
    ['ex-12-34', 'EX-1234'],
    ['EX-1234', 'EX-1234'],
    ['cm 5678', 'CM-5678'],
    ['CM-56-78', 'CM-5678'],
    ['E-12-34', 'E-12-34'],
    ['XE-12-34', 'XE-12-34'],
    ['MC-12-34', 'MC-12-34'],
    ['', null],
    ['   ', null],
    ['---', null],
    ['MA', null],
    ['1234', null],
    ['MAB-12-34', null],
    ['MA-12-345', null],
    ['MA-12-3', null],
    ['12-34-AB', null],
    ['MA-12-34-X', null],
    ['MA_12_34', null],
    ['MA.12.34', null],
    ['MA\t1234', null],
    ['\tMA-12-34\n', 'MA-12-34'],
    ['ＭＡ-12-34', null],
    ['MA-١٢-٣٤', null],
    ['MÁ-12-34', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePlate(input)).toBe(expected);
  });

  const separator = fc.constantFrom('', '', ' ', '-', ' - ', '  ');
  /** Lower-cases the characters whose flag is set. */
  const withCase = (s: string, flags: readonly boolean[]): string =>
    [...s].map((ch, i) => (flags[i] === true ? ch.toLowerCase() : ch)).join('');

  it('normalises 1-2 letters and 4 digits, typed in any case with any separators, to L-12-34 / LL-12-34', () => {
    const letters = stringOf(UPPER, 1, 2).filter((l) => l !== 'EX' && l !== 'CM');
    fc.assert(fc.property(
      letters, stringOf(DIGITS, 4, 4), fc.array(separator, { minLength: 4, maxLength: 4 }), fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
      (l, n, [lead = '', middle = '', inner = '', trail = ''], flags) => {
        const typed = `${lead}${withCase(l, flags)}${middle}${n.slice(0, 2)}${inner}${n.slice(2)}${trail}`;
        expect(normalizePlate(typed)).toBe(`${l}-${n.slice(0, 2)}-${n.slice(2)}`);
      }));
  });

  it('normalises EX and CM plates to EX-1234 / CM-1234', () => {
    fc.assert(fc.property(fc.constantFrom('EX', 'CM', 'ex', 'Cm'), stringOf(DIGITS, 4, 4), separator, (prefix, n, sep) => {
      expect(normalizePlate(`${prefix}${sep}${n}`)).toBe(`${prefix.toUpperCase()}-${n}`);
    }));
  });

  it('refuses 3+ letters, a number of other than 4 digits, or digits first', () => {
    fc.assert(fc.property(stringOf(UPPER, 1, 2), stringOf(DIGITS, 0, 8).filter((n) => n.length !== 4), (l, n) => normalizePlate(`${l}-${n}`) === null));
    fc.assert(fc.property(stringOf(UPPER, 3, 6), stringOf(DIGITS, 4, 4), (l, n) => normalizePlate(`${l}-${n}`) === null));
    fc.assert(fc.property(stringOf(DIGITS, 4, 4), stringOf(UPPER, 1, 2), (n, l) => normalizePlate(`${n}-${l}`) === null));
  });

  it('refuses any character other than letters, digits, hyphen and space inside the plate', () => {
    fc.assert(fc.property(charOf('_./\\+#@!,;:\u00A0\u3000\t\nÁ'), fc.integer({ min: 1, max: 7 }), (bad, at) => {
      const plate = 'MA-12-34';
      expect(normalizePlate(`${plate.slice(0, at)}${bad}${plate.slice(at)}`)).toBeNull();
    }));
  });

  it('never throws; every result matches the mo-plate format and normalises to itself', () => {
    fc.assert(fc.property(fc.oneof(anyString, stringOf(`${UPPER}${DIGITS}ecmx -`, 0, 12)), (s) => {
      const plate = normalizePlate(s);
      if (plate !== null) {
        expect(plate).toMatch(moPlate);
        expect(normalizePlate(plate)).toBe(plate);
      }
    }));
  });

  it('accepts exactly what the mo-plate format accepts, among normalised-looking strings', () => {
    const shaped = fc.oneof(
      fc.tuple(stringOf(UPPER, 1, 2), stringOf(DIGITS, 2, 2), stringOf(DIGITS, 2, 2)).map(([l, a, b]) => `${l}-${a}-${b}`),
      fc.tuple(fc.constantFrom('EX', 'CM', 'EA', 'XC'), stringOf(DIGITS, 4, 4)).map(([l, n]) => `${l}-${n}`),
    );
    fc.assert(fc.property(shaped, (s) => {
      expect(normalizePlate(s) === s).toBe(moPlate.test(s));
    }));
  });
});
