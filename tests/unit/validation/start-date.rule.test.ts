import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DATE_PICKER_YEARS, ROLLOVER_HOUR, startDateFor } from '../../../src/engine/validation/index.js';
import { anyString } from './arbitraries.js';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

describe('startDateFor', () => {
  it('rolls over at 22:00 local time and has a 10-year date picker span', () => {
    expect(ROLLOVER_HOUR).toBe(22);
    expect(DATE_PICKER_YEARS).toBe(10);
  });

  it.each([
    ['2026-11-21T00:00:00', '2026-11-21'],
    ['2026-11-21T21:59:59', '2026-11-21'],
    ['2026-11-21T21:59:59.999', '2026-11-21'],
    ['2026-11-21T22:00:00', '2026-11-22'],
    ['2026-11-21T22:00', '2026-11-22'],
    ['2026-11-21 22:30', '2026-11-22'],
    ['2026-11-21T23:59:59', '2026-11-22'],
    ['2026-11-21', '2026-11-21'],
    ['2026-11-30T22:00:00', '2026-12-01'],
    ['2026-12-31T22:00:00', '2027-01-01'],
    ['2026-02-28T22:00:00', '2026-03-01'],
    ['2028-02-28T22:00:00', '2028-02-29'],
    ['2028-02-29T23:00:00', '2028-03-01'],
    ['2028-02-29T10:00:00', '2028-02-29'],
  ])('%s (local) → %s', (now, expected) => {
    expect(startDateFor(now)).toBe(expected);
  });

  it.each([
    '', 'now', '2026-11-21T', '2026-11-21T24:00', '2026-11-21T22:60', '2026-11-21T22:00:60', '2026-02-29T10:00',
    '2026-13-01', '2026-00-10', '2026-11-31', '26-11-21', '2026/11/21 22:00', '2026-11-21T22:00+25:00', '2026-11-21T22',
    ' 2026-11-21', '2026-11-21T22:00:00Zjunk',
  ])('returns "" for the invalid input %j', (now) => {
    expect(startDateFor(now)).toBe('');
  });

  it('reads a Date in local time', () => {
    expect(startDateFor(new Date(2026, 10, 21, 21, 59, 59, 999))).toBe('2026-11-21');
    expect(startDateFor(new Date(2026, 10, 21, 22, 0, 0, 0))).toBe('2026-11-22');
    expect(startDateFor(new Date(2026, 11, 31, 23, 30))).toBe('2027-01-01');
    expect(startDateFor(new Date(Number.NaN))).toBe('');
  });

  it('converts a string with a zone to local time first, like the same instant as a Date', () => {
    for (const [s, utc] of [
      ['2026-11-21T14:00:00Z', Date.UTC(2026, 10, 21, 14)],
      ['2026-11-21T22:00:00+08:00', Date.UTC(2026, 10, 21, 14)],
      ['2026-11-21T13:59:59+0800', Date.UTC(2026, 10, 21, 5, 59, 59)],
      ['2026-11-21T23:30:00-05:30', Date.UTC(2026, 10, 22, 5)],
    ] as const) {
      expect(startDateFor(s)).toBe(startDateFor(new Date(utc)));
    }
  });

  const localDateTime = fc.record({
    year: fc.integer({ min: 1971, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
  });

  it('keeps the date before 22:00 and moves to the next calendar day from 22:00, for strings and Dates alike', () => {
    fc.assert(fc.property(localDateTime, ({ year, month, day, hour, minute }) => {
      const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00`;
      const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
      const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
      const expected = hour >= ROLLOVER_HOUR ? next : date;
      expect(startDateFor(text)).toBe(expected);
      expect(startDateFor(new Date(year, month - 1, day, hour, minute))).toBe(expected);
    }));
  });

  it('never throws on arbitrary strings and returns "" or a YYYY-MM-DD date', () => {
    fc.assert(fc.property(anyString, (s) => {
      expect(startDateFor(s)).toMatch(/^(?:|\d{4}-\d{2}-\d{2})$/);
    }));
  });
});
