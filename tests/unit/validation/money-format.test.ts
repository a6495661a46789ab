import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatMoney } from '../../../src/engine/validation/index.js';

describe('formatMoney wan', () => {
  it.each<[number, string]>([
    [1_500_000, '150萬'],
    [15_000, '1.5萬'],
    [10_000, '1萬'],
    [12_345, '1.2345萬'],
    [12_345.67, '1.234567萬'],
    [100_000_000, '10000萬'],
    [5_000, '0.5萬'],
    [1, '0.0001萬'],
    [0.01, '0.000001萬'],
    [0, '0萬'],
    [-0, '0萬'],
    [-15_000, '-1.5萬'],
    [-1_500_000, '-150萬'],
    [0.1 + 0.2, '0.00003萬'],
    [-0.000001, '0萬'],
  ])('%d → %s', (amount, expected) => {
    expect(formatMoney(amount, 'wan')).toBe(expected);
  });
});

describe('formatMoney thousands', () => {
  it.each<[number, string]>([
    [1_500_000, '1,500,000.00'],
    [0, '0.00'],
    [-0, '0.00'],
    [1, '1.00'],
    [999.999, '1,000.00'],
    [1_000, '1,000.00'],
    [1_234.5, '1,234.50'],
    [1_234_567.891, '1,234,567.89'],
    [-1_234.5, '-1,234.50'],
    [-0.001, '0.00'],
    [0.125, '0.13'],
    [1e15, '1,000,000,000,000,000.00'],
  ])('%d → %s', (amount, expected) => {
    expect(formatMoney(amount, 'thousands')).toBe(expected);
  });
});

describe('formatMoney properties', () => {
  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('returns "" for %d', (amount) => {
    expect(formatMoney(amount, 'wan')).toBe('');
    expect(formatMoney(amount, 'thousands')).toBe('');
  });

  it('returns "" for an unknown style', () => {
    expect(formatMoney(1, 'yen' as 'wan')).toBe('');
  });

  const cents = fc.integer({ min: -1e13, max: 1e13 });

  it('wan shows an amount in whole cents exactly, without trailing zeros', () => {
    fc.assert(fc.property(cents, (c) => {
      const text = formatMoney(c / 100, 'wan');
      expect(text).toMatch(/^-?(?:0|[1-9]\d*)(?:\.\d{0,5}[1-9])?萬$/);
      expect(Math.round(Number(text.slice(0, -1)) * 1_000_000)).toBe(c);
    }));
  });

  it('thousands groups by three with exactly 2 decimals and keeps the sign', () => {
    fc.assert(fc.property(cents, (c) => {
      const text = formatMoney(c / 100, 'thousands');
      expect(text).toMatch(/^-?\d{1,3}(?:,\d{3})*\.\d{2}$/);
      expect(Math.round(Number(text.replaceAll(',', '')) * 100)).toBe(c);
      expect(text.startsWith('-')).toBe(c < 0);
    }));
  });

  it('never throws on any double', () => {
    fc.assert(fc.property(fc.double(), fc.constantFrom('wan' as const, 'thousands' as const), (amount, style) => {
      expect(typeof formatMoney(amount, style)).toBe('string');
    }));
  });
});

describe('formatMoney rounds as Intl.NumberFormat en-US does', () => {
  const intlWan = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6, useGrouping: false });
  const intlThousands = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
  const expected = (amount: number, style: 'wan' | 'thousands'): string => {
    const magnitude = style === 'wan' ? `${intlWan.format(Math.abs(amount) / 10_000)}萬` : intlThousands.format(Math.abs(amount));
    return amount < 0 && /[1-9]/.test(magnitude) ? `-${magnitude}` : magnitude;
  };

  it.each([1.005, 2.675, 0.005, 0.015, 1.115, 1_234.565, 8.345, 0.045, 99.995, 999.995, 1e-7, 5e-3, 1.23e-5, 1e20, 1e21, 1.5e25])('ties and exponents: %d', (amount) => {
    for (const style of ['wan', 'thousands'] as const) {
      expect(formatMoney(amount, style)).toBe(expected(amount, style));
      expect(formatMoney(-amount, style)).toBe(expected(-amount, style));
    }
  });

  it('on any finite double', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (amount) => {
      expect(formatMoney(amount, 'wan')).toBe(expected(amount, 'wan'));
      expect(formatMoney(amount, 'thousands')).toBe(expected(amount, 'thousands'));
    }), { numRuns: 5000 });
  });

  it('on amounts in cents and half cents, where ties sit', () => {
    fc.assert(fc.property(fc.integer({ min: -2e12, max: 2e12 }), (halfCents) => {
      const amount = halfCents / 200;
      expect(formatMoney(amount, 'thousands')).toBe(expected(amount, 'thousands'));
      expect(formatMoney(amount * 100, 'wan')).toBe(expected(amount * 100, 'wan'));
    }), { numRuns: 5000 });
  });
});

describe('formatCount, for points and other counts a customer reads', () => {
  it.each<[number, string]>([
    [0, '0'], [999, '999'], [1_000, '1,000'], [12_345, '12,345'], [1_234_567, '1,234,567'], [-2_500, '-2,500'], [12.6, '13'], [Number.NaN, ''],
  ])('%d → %s, whatever the device locale', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});
