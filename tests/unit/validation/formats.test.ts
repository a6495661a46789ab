import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { customFormats } from '../../../src/engine/validation/index.js';
import { customFormats as fromFormatsFile } from '../../../src/engine/validation/formats.js';
import { anyString, charOf, DIGITS, hanChar, stringOf, UPPER } from './arbitraries.js';

const FORMAT_NAMES = ['zh-name', 'en-name', 'pt-name', 'mo-phone', 'hk-phone', 'cn-phone', 'mo-plate', 'id-mo', 'id-hk', 'id-cn'];

function format(name: string): RegExp {
  const pattern = customFormats[name];
  if (pattern === undefined) throw new Error(`no format ${name}`);
  return pattern;
}

const TABLE: Record<string, { valid: string[]; invalid: string[] }> = {
  'zh-name': {
    valid: ['陳', '陳大文', '阿卜杜拉·穆罕默德', '阿卜杜拉‧穆罕默德', '𠀋', '陳'.repeat(30)],
    invalid: ['', '陳'.repeat(31), '·陳', '陳·', '陳··文', '陳 文', 'Chan', '陳1', '陳。', '陳\n'],
  },
  'en-name': {
    valid: ['Al', 'Chan Tai Man', 'a'.repeat(60)],
    invalid: ['', 'A', 'a'.repeat(61), ' Chan', 'Chan ', 'Chan  Tai', "O'Neil", 'José', 'Chan\n'],
  },
  'pt-name': {
    valid: ['José', 'João da Silva', 'Conceição Gonçalves', "D'Almeida", 'D’Almeida', 'Maria-José', 'ÂNGELA ÁVILA', 'Jose\u0301', 'Lu', 'a'.repeat(60)],
    invalid: ['', 'J', 'a'.repeat(61), ' José', 'José ', 'José  Silva', "José''Silva", '-José', "José'", 'José1', '陳大文', 'José×', '\u0301Jose'],
  },
  'mo-phone': { valid: ['66123456', '60000000'], invalid: ['', '56123456', '6612345', '661234567', '6612345a', '+85366123456'] },
  'hk-phone': { valid: ['91234567', '21234567'], invalid: ['', '01234567', '11234567', '9123456', '912345678'] },
  'cn-phone': { valid: ['13812345678', '19912345678'], invalid: ['', '12812345678', '1381234567', '138123456789', '23812345678'] },
  'mo-plate': {
    valid: ['MA-12-34', 'M-12-34', 'EX-1234', 'CM-1234', 'E-12-34', 'XE-12-34'],
    invalid: ['', 'ma-12-34', 'MA1234', 'MA-1234', 'EX-12-34', 'CM-12-34', 'MAB-12-34', 'MA-12-345', 'EX-123', '12-34-AB', 'MA-12-34 '],
  },
  'id-mo': { valid: ['1234567(8)', '12345678', '5215299(8)'], invalid: ['', '1234567', '123456789', '1234567(8', '1234567()', '1234567(A)', 'A234567(8)', '1234567 (8)'] },
  'id-hk': {
    valid: ['A123456(7)', 'AB123456(7)', 'A123456(A)', 'A1234567', 'XY987654A'],
    invalid: ['', 'a123456(7)', 'ABC123456(7)', 'A12345(7)', 'A1234567(8)', 'A123456(B)', 'A123456()', '1234567(8)'],
  },
  'id-cn': {
    valid: ['11010519491231002X', '440524188001010014'],
    invalid: ['', '11010519491231002x', '1101051949123100', '1101051949123100211', '11010519491231002Y', '11010519491231X002'],
  },
};

describe('customFormats', () => {
  it('lists exactly the ten custom formats, as the same object from index.ts and formats.ts', () => {
    expect(Object.keys(customFormats).sort()).toEqual([...FORMAT_NAMES].sort());
    expect(customFormats).toBe(fromFormatsFile);
  });

  it.each(FORMAT_NAMES)('%s is an anchored RegExp without the stateful g or y flag', (name) => {
    const pattern = format(name);
    expect(pattern).toBeInstanceOf(RegExp);
    expect(pattern.source.startsWith('^')).toBe(true);
    expect(pattern.source.endsWith('$')).toBe(true);
    expect(pattern.flags).not.toMatch(/[gy]/);
  });

  for (const [name, { valid, invalid }] of Object.entries(TABLE)) {
    it.each(valid)(`${name} accepts %j`, (s) => {
      expect(format(name).test(s)).toBe(true);
    });
    it.each(invalid)(`${name} refuses %j`, (s) => {
      expect(format(name).test(s)).toBe(false);
    });
  }

  it('accept values generated from their rules', () => {
    const generated: Record<string, fc.Arbitrary<string>> = {
      'zh-name': fc.array(hanChar, { minLength: 1, maxLength: 30 }).map((a) => a.join('')),
      'mo-phone': stringOf(DIGITS, 7, 7).map((s) => `6${s}`),
      'hk-phone': fc.tuple(charOf('23456789'), stringOf(DIGITS, 7, 7)).map(([a, b]) => a + b),
      'cn-phone': fc.tuple(charOf('3456789'), stringOf(DIGITS, 9, 9)).map(([a, b]) => `1${a}${b}`),
      'id-mo': fc.tuple(stringOf(DIGITS, 7, 7), charOf(DIGITS), fc.boolean()).map(([a, c, p]) => (p ? `${a}(${c})` : a + c)),
      'id-hk': fc.tuple(stringOf(UPPER, 1, 2), stringOf(DIGITS, 6, 6), charOf(`${DIGITS}A`), fc.boolean()).map(([l, d, c, p]) => (p ? `${l}${d}(${c})` : l + d + c)),
      'id-cn': fc.tuple(stringOf(DIGITS, 17, 17), charOf(`${DIGITS}X`)).map(([a, c]) => a + c),
    };
    for (const [name, arbitrary] of Object.entries(generated)) {
      fc.assert(fc.property(arbitrary, (s) => format(name).test(s)));
      // One character more breaks every one of these fixed-length formats.
      if (name !== 'zh-name') fc.assert(fc.property(arbitrary, (s) => !format(name).test(`${s}0`)));
    }
  });

  it('never throw on arbitrary strings', () => {
    fc.assert(fc.property(anyString, (s) => {
      for (const name of FORMAT_NAMES) expect(typeof format(name).test(s)).toBe('boolean');
    }));
  });
});

describe('customFormats with ajv', () => {
  const schema = {
    $id: 'https://storefront.example/validation-formats-test.json',
    type: 'object',
    properties: Object.fromEntries(FORMAT_NAMES.map((name) => [name, { type: 'string', format: name }])),
  };

  it('validates through ajv', () => {
    const ajv = new Ajv({ formats: customFormats, allErrors: true });
    const validate = ajv.compile(schema);
    expect(validate({ 'mo-phone': '66123456', 'zh-name': '陳大文', 'mo-plate': 'MA-12-34', 'id-cn': '11010519491231002X' })).toBe(true);
    expect(validate({ 'mo-phone': '56123456', 'zh-name': 'Chan', 'mo-plate': 'ma1234' })).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath).sort()).toEqual(['/mo-phone', '/mo-plate', '/zh-name']);
  });

  it('inlines every format as a RegExp literal in standalone (precompiled) code', () => {
    const ajv = new Ajv({ formats: customFormats, code: { source: true, esm: true } });
    const code = standaloneCode(ajv, ajv.compile(schema));
    for (const name of FORMAT_NAMES) expect(code).toContain(format(name).toString());
  });
});
