import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { policyEndDate } from '../../../src/engine/validation/index.js';
import { anyString } from './arbitraries.js';

/** The calendar date `days` after `iso`, computed independently through UTC Date arithmetic. */
function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(y, m - 1, d + days);
  return date.toISOString().slice(0, 10);
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

describe('policyEndDate: the special 1st-of-month starts (docs/decisions/003-policy-end-date.md)', () => {
  it.each<[string, number, string]>([
    // 03-01: follows February, 28 or 29 days
    ['2026-03-01', 12, '2027-02-28'],
    ['2027-03-01', 12, '2028-02-29'],
    ['2028-03-01', 12, '2029-02-28'],
    ['2099-03-01', 12, '2100-02-28'],
    ['1999-03-01', 12, '2000-02-29'],
    ['2026-03-01', 1, '2026-03-31'],
    ['2026-03-01', 6, '2026-08-31'],
    ['2026-03-01', 24, '2028-02-29'],
    ['2026-03-01', 36, '2029-02-28'],
    // 05-01: follows April, 30 days
    ['2026-05-01', 12, '2027-04-30'],
    ['2028-05-01', 12, '2029-04-30'],
    ['2026-05-01', 1, '2026-05-31'],
    ['2027-05-01', 10, '2028-02-29'],
    ['2026-05-01', 10, '2027-02-28'],
    // 07-01: follows June, 30 days
    ['2026-07-01', 12, '2027-06-30'],
    ['2028-07-01', 12, '2029-06-30'],
    ['2026-07-01', 1, '2026-07-31'],
    ['2027-07-01', 8, '2028-02-29'],
    ['2026-07-01', 8, '2027-02-28'],
    // 10-01: follows September, 30 days
    ['2026-10-01', 12, '2027-09-30'],
    ['2027-10-01', 12, '2028-09-30'],
    ['2026-10-01', 1, '2026-10-31'],
    ['2027-10-01', 5, '2028-02-29'],
    ['2026-10-01', 5, '2027-02-28'],
    // 12-01: follows November, 30 days
    ['2026-12-01', 12, '2027-11-30'],
    ['2027-12-01', 12, '2028-11-30'],
    ['2026-12-01', 1, '2026-12-31'],
    ['2027-12-01', 3, '2028-02-29'],
    ['2026-12-01', 3, '2027-02-28'],
    ['2026-12-01', 6, '2027-05-31'],
  ])('%s + %i months → %s', (start, months, expected) => {
    expect(policyEndDate(start, months)).toBe(expected);
  });
});

describe('policyEndDate: the general rule (add months with end-of-month clamping, minus 1 day)', () => {
  it.each<[string, number, string]>([
    ['2026-01-01', 12, '2026-12-31'],
    ['2026-01-15', 1, '2026-02-14'],
    ['2026-11-21', 12, '2027-11-20'],
    ['2026-11-21', 3, '2027-02-20'],
    ['2026-02-28', 12, '2027-02-27'],
    ['2028-02-29', 12, '2029-02-27'],
    ['2028-02-29', 48, '2032-02-28'],
    ['2026-01-31', 1, '2026-02-27'],
    ['2028-01-31', 1, '2028-02-28'],
    ['2026-01-30', 1, '2026-02-27'],
    ['2026-03-31', 1, '2026-04-29'],
    ['2026-08-31', 1, '2026-09-29'],
    ['2026-08-31', 12, '2027-08-30'],
    ['2026-12-31', 1, '2027-01-30'],
    ['2026-04-30', 1, '2026-05-29'],
  ])('%s + %i months → %s', (start, months, expected) => {
    expect(policyEndDate(start, months)).toBe(expected);
  });

  it.each<[unknown, number]>([
    ['', 12], ['2026-02-29', 12], ['2026-13-01', 1], ['2026-11-31', 1], ['2026-1-1', 1], ['2026-11-21T00:00', 1],
    ['2026-11-21', 0], ['2026-11-21', -1], ['2026-11-21', 1.5], ['2026-11-21', Number.NaN], ['2026-11-21', Number.POSITIVE_INFINITY],
    ['9999-12-01', 2], ['9999-06-01', 12],
  ])('returns "" for %j + %s', (start, months) => {
    expect(policyEndDate(start as string, months)).toBe('');
  });

  it('ends on 9999-12-31 at the latest', () => {
    expect(policyEndDate('9999-01-01', 12)).toBe('9999-12-31');
    expect(policyEndDate('9999-12-01', 1)).toBe('9999-12-31');
  });
});

describe('policyEndDate properties', () => {
  const start = fc.record({
    year: fc.integer({ min: 1900, max: 2199 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  }).filter(({ year, month, day }) => day <= lastDayOfMonth(year, month));
  const months = fc.integer({ min: 1, max: 240 });
  const iso = ({ year, month, day }: { year: number; month: number; day: number }): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

  it('a start on the 1st ends on the last day of the month before (start month + months)', () => {
    fc.assert(fc.property(start, months, ({ year, month }, n) => {
      const index = year * 12 + (month - 1) + n - 1;
      const endYear = Math.floor(index / 12);
      const endMonth = (index % 12) + 1;
      expect(policyEndDate(iso({ year, month, day: 1 }), n)).toBe(iso({ year: endYear, month: endMonth, day: lastDayOfMonth(endYear, endMonth) }));
    }));
  });

  it('the day after the end is the start day in the target month, or that month\'s last day if it is shorter', () => {
    fc.assert(fc.property(start, months, ({ year, month, day }, n) => {
      const index = year * 12 + (month - 1) + n;
      const targetYear = Math.floor(index / 12);
      const targetMonth = (index % 12) + 1;
      const target = iso({ year: targetYear, month: targetMonth, day: Math.min(day, lastDayOfMonth(targetYear, targetMonth)) });
      expect(addDays(policyEndDate(iso({ year, month, day }), n), 1)).toBe(target);
    }));
  });

  it('never ends before the start, and a longer policy never ends earlier', () => {
    fc.assert(fc.property(start, months, months, (s, a, b) => {
      const [shorter, longer] = a <= b ? [a, b] : [b, a];
      expect(policyEndDate(iso(s), shorter) >= iso(s)).toBe(true);
      expect(policyEndDate(iso(s), longer) >= policyEndDate(iso(s), shorter)).toBe(true);
    }));
  });

  it('never throws on arbitrary strings or month counts', () => {
    fc.assert(fc.property(anyString, fc.oneof(fc.integer(), fc.double()), (s, n) => {
      expect(policyEndDate(s, n)).toMatch(/^(?:|\d{4}-\d{2}-\d{2})$/);
    }));
  });
});
