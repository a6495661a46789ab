import { describe, expect, it } from 'vitest';
import { coverState, macaoToday } from '../../../src/engine/index.js';

describe('where a policy\'s cover stands on a Macao day', () => {
  const term = { commDate: '2026-12-01', expiryDate: '2026-12-07' };

  it('is not yet in force before its start date, in force from the start to the end date, expired after', () => {
    expect(coverState(term, '2026-11-30')).toBe('notYetInForce');
    expect(coverState(term, '2026-12-01')).toBe('inForce');
    expect(coverState(term, '2026-12-07')).toBe('inForce');
    expect(coverState(term, '2026-12-08')).toBe('expired');
  });

  it('leaves a side without a date open', () => {
    expect(coverState({ commDate: null, expiryDate: '2026-12-07' }, '2020-01-01')).toBe('inForce');
    expect(coverState({ commDate: '2026-12-01' }, '2030-01-01')).toBe('inForce');
  });

  it('counts days on Macao\'s calendar (UTC+8): 16:00 UTC is already the next day there', () => {
    expect(macaoToday(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(macaoToday(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
  });
});
