import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkPhone, DEFAULT_PHONE_AREA_CODE, normalizePhone, PHONE_AREA_CODES, type PhoneAreaCode } from '../../../src/engine/validation/index.js';
import { anyString, charOf, DIGITS, stringOf } from './arbitraries.js';

describe('checkPhone', () => {
  it.each<[PhoneAreaCode, string, boolean]>([
    ['853', '66123456', true],
    ['853', '62800000', true],
    ['853', '28123456', false],
    ['853', '6612345', false],
    ['853', '661234567', false],
    ['853', '6612345a', false],
    ['853', '6612 3456', false],
    ['853', '+85366123456', false],
    ['853', '', false],
    ['852', '91234567', true],
    ['852', '51234567', true],
    ['852', '41234567', true],
    ['852', '21234567', true],
    ['852', '31234567', true],
    ['852', '11234567', false],
    ['852', '01234567', false],
    ['852', '9123456', false],
    ['852', '912345678', false],
    ['86', '13812345678', true],
    ['86', '19912345678', true],
    ['86', '15012345678', true],
    ['86', '12812345678', false],
    ['86', '10012345678', false],
    ['86', '23812345678', false],
    ['86', '1381234567', false],
    ['86', '138123456789', false],
    ['86', '١٣٨١٢٣٤٥٦٧٨', false],
  ])('%s %j → %s', (code, n, expected) => {
    expect(checkPhone(code, n)).toBe(expected);
  });

  it('offers 853, 852 and 86 with 853 selected by default', () => {
    expect(PHONE_AREA_CODES).toEqual(['853', '852', '86']);
    expect(DEFAULT_PHONE_AREA_CODE).toBe('853');
  });

  it('returns false for an unknown area code', () => {
    expect(checkPhone('1' as PhoneAreaCode, '66123456')).toBe(false);
    expect(checkPhone('toString' as PhoneAreaCode, '66123456')).toBe(false);
  });

  const valid: Record<PhoneAreaCode, fc.Arbitrary<string>> = {
    '853': stringOf(DIGITS, 7, 7).map((rest) => `6${rest}`),
    '852': fc.tuple(charOf('23456789'), stringOf(DIGITS, 7, 7)).map(([first, rest]) => first + rest),
    '86': fc.tuple(charOf('3456789'), stringOf(DIGITS, 9, 9)).map(([second, rest]) => `1${second}${rest}`),
  };

  it.each(PHONE_AREA_CODES)('accepts generated %s numbers and refuses them one digit longer, shorter or with a letter', (code) => {
    fc.assert(fc.property(valid[code], fc.nat(), (n, at) => {
      const i = at % n.length;
      expect(checkPhone(code, n)).toBe(true);
      expect(checkPhone(code, `${n}0`)).toBe(false);
      expect(checkPhone(code, n.slice(1))).toBe(false);
      expect(checkPhone(code, `${n.slice(0, i)}x${n.slice(i + 1)}`)).toBe(false);
    }));
  });

  it('refuses a Macao number not starting with 6', () => {
    fc.assert(fc.property(charOf('012345789'), stringOf(DIGITS, 7, 7), (first, rest) => !checkPhone('853', first + rest)));
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.constantFrom(...PHONE_AREA_CODES), anyString, (code, n) => {
      expect(typeof checkPhone(code, n)).toBe('boolean');
    }));
  });
});

describe('normalizePhone', () => {
  it.each<[PhoneAreaCode, string, string]>([
    ['853', '66770003', '66770003'],
    ['853', ' 6677 0003 ', '66770003'],
    ['853', '6677-0003', '66770003'],
    ['853', '066770003', '66770003'],
    ['853', '85366770003', '66770003'],
    ['853', '+853 6677 0003', '66770003'],
    ['853', '00853-6677-0003', '66770003'],
    ['853', '+852 6677 0003', '+85266770003'],
    ['853', '56770003', '56770003'],
    ['853', '', ''],
    ['852', '85291234567', '91234567'],
    ['852', '85212345', '85212345'],
    ['852', '+852 9123 4567', '91234567'],
    ['86', '+86 138-1234-5678', '13812345678'],
    ['86', '008613812345678', '13812345678'],
    ['86', '8613812345678', '13812345678'],
    ['86', '02012345678', '2012345678'],
  ])('%s %j → %j', (code, typed, expected) => {
    expect(normalizePhone(code, typed)).toBe(expected);
  });

  it('leaves a valid local number as it is, and every written form of it normalises to it', () => {
    const valid: Record<PhoneAreaCode, fc.Arbitrary<string>> = {
      '853': stringOf(DIGITS, 7, 7).map((rest) => `6${rest}`),
      '852': fc.tuple(charOf('23456789'), stringOf(DIGITS, 7, 7)).map(([first, rest]) => first + rest),
      '86': fc.tuple(charOf('3456789'), stringOf(DIGITS, 9, 9)).map(([second, rest]) => `1${second}${rest}`),
    };
    for (const code of PHONE_AREA_CODES) {
      fc.assert(fc.property(valid[code], fc.constantFrom('', '+', '00'), fc.constantFrom(' ', '-', ''), (n, prefix, gap) => {
        expect(normalizePhone(code, n)).toBe(n);
        expect(normalizePhone(code, `0${n}`)).toBe(n);
        const written = `${prefix}${code}${gap}${n.slice(0, 4)}${gap}${n.slice(4)}`;
        expect(checkPhone(code, normalizePhone(code, written))).toBe(true);
        expect(normalizePhone(code, written)).toBe(n);
      }));
    }
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.constantFrom(...PHONE_AREA_CODES), anyString, (code, n) => {
      expect(typeof normalizePhone(code, n)).toBe('string');
    }));
  });
});
