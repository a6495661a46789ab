/**
 * The claim's incident-date rule at its edges, the one the claim form and the gateway both run: Macao's "today"
 * (UTC+8), and the first and last day of the policy's cover.
 */
import { describe, expect, it } from 'vitest';
import { incidentDateProblem } from '../../../src/engine/index.js';

const reason = (date: string, cover: { commDate?: string | null; expiryDate?: string | null }, now: string) =>
  incidentDateProblem(date, cover, new Date(now))?.reason ?? null;

describe('the incident date of a claim', () => {
  const cover = { commDate: '2026-11-01', expiryDate: '2026-11-30' };

  it('may be today in Macao, which at 23:30 UTC is already tomorrow there, and not the day after', () => {
    const open = {};
    expect(reason('2026-11-30', open, '2026-11-29T23:30:00Z')).toBeNull();
    expect(reason('2026-12-01', open, '2026-11-29T23:30:00Z')).toBe('future');
    // The last second before Macao's midnight (16:00 UTC): the next day is still the future.
    expect(reason('2026-11-30', open, '2026-11-29T15:59:59Z')).toBe('future');
    expect(reason('2026-11-30', open, '2026-11-29T16:00:00Z')).toBeNull();
  });

  it('may be the first and the last day of cover, not the day before or after, naming the cover', () => {
    const after = '2026-12-15T04:00:00Z';
    expect(reason('2026-11-01', cover, after)).toBeNull();
    expect(reason('2026-11-30', cover, after)).toBeNull();
    expect(incidentDateProblem('2026-10-31', cover, new Date(after))).toEqual({ reason: 'outsideCover', from: '2026-11-01', to: '2026-11-30' });
    expect(reason('2026-12-01', cover, after)).toBe('outsideCover');
  });

  it('is judged against today before the cover: a future day inside the cover is still the future', () => {
    expect(reason('2026-11-20', cover, '2026-11-10T04:00:00Z')).toBe('future');
  });

  it('leaves an open side of the cover open (no policy chosen yet)', () => {
    expect(reason('2020-01-01', { commDate: null, expiryDate: '2026-11-30' }, '2026-11-10T04:00:00Z')).toBeNull();
  });

  it('is a real calendar date', () => {
    for (const date of ['', '2026-02-29', '2026-13-01', '2026-11-1', '20261101']) {
      expect(reason(date, cover, '2026-12-15T04:00:00Z')).toBe('invalid');
    }
  });
});
