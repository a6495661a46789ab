/**
 * canonicalJson's text is stored (a draft's form, compared on the next save to keep its quotation) and hashed
 * (an idempotency key's request), so it must stay the same text byte for byte whatever the implementation.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/server/canonical-json.js';

describe('canonicalJson', () => {
  it('writes the same text for the same values sent in any key order, keys sorted at every depth', () => {
    const one = { planCode: 'A', insured: [{ name: 'x', birthday: '1990-01-01' }], holder: { mobilePhoneNo: { code: '853', 853: '66123456' } } };
    const other = { holder: { mobilePhoneNo: { 853: '66123456', code: '853' } }, insured: [{ birthday: '1990-01-01', name: 'x' }], planCode: 'A' };
    const text = '{"holder":{"mobilePhoneNo":{"853":"66123456","code":"853"}},"insured":[{"birthday":"1990-01-01","name":"x"}],"planCode":"A"}';
    expect(canonicalJson(one)).toBe(text);
    expect(canonicalJson(other)).toBe(text);
    expect(JSON.parse(text)).toEqual(one);
  });

  it('sorts names as text (code units), digits included, and escapes the names JSON must escape', () => {
    expect(canonicalJson({ 2: 'b', 10: 'a', B: 1, a: 2, 'é': 3, 'q"uote': 4, 'line\nbreak': 5, '中': 6, $x: 7, 'a.b-c': 8 }))
      .toBe('{"$x":7,"10":"a","2":"b","B":1,"a":2,"a.b-c":8,"line\\nbreak":5,"q\\"uote":4,"é":3,"中":6}');
  });

  it('leaves undefined properties out as JSON.stringify does, and keeps null, false, 0 and empty values', () => {
    expect(canonicalJson({ gone: undefined, none: null, no: false, zero: 0, empty: '', list: [], object: {} }))
      .toBe('{"empty":"","list":[],"no":false,"none":null,"object":{},"zero":0}');
  });

  it('writes an undefined array item as nothing between its commas, as the text stored before did', () => {
    expect(canonicalJson([1, undefined, 'x'])).toBe('[1,,"x"]');
    expect(canonicalJson('text')).toBe('"text"');
    expect(canonicalJson(null)).toBe('null');
  });
});
