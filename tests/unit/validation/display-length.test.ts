import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { displayLength } from '../../../src/engine/validation/index.js';
import { anyString } from './arbitraries.js';

describe('displayLength', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['Chan Tai Man', 12],
    ['陳', 2],
    ['陳大文', 6],
    ['陳 Tai', 6],
    ['é', 2],
    ['e\u0301', 3],
    ['𠀋', 2],
    ['😀', 2],
    ['\u007f', 1],
    ['\u0080', 2],
    ['·', 2],
  ])('%j counts %i', (s, expected) => {
    expect(displayLength(s)).toBe(expected);
  });

  it('counts ASCII strings by their length', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii' }), (s) => displayLength(s) === s.length));
  });

  it('is between the code-point count and twice it, and adds up over concatenation', () => {
    fc.assert(fc.property(anyString, anyString, (a, b) => {
      const points = [...a].length;
      expect(displayLength(a)).toBeGreaterThanOrEqual(points);
      expect(displayLength(a)).toBeLessThanOrEqual(points * 2);
      expect(displayLength(a + b)).toBe(displayLength(a) + displayLength(b));
    }));
  });
});
