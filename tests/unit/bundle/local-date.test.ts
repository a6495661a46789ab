/**
 * The order route's dates without dayjs (src/ui/local-date.ts): the same days, midnights and reach of the date
 * picker as dayjs gave, on the device's calendar.
 */
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { isIsoDate, localIsoDate, localMidnight } from '../../../src/ui/local-date.js';

const DAYS = ['2026-01-31', '2026-02-28', '2028-02-29', '2026-03-29', '2026-10-25', '2026-12-31', '1990-06-15', '2000-02-29'];

describe('local dates', () => {
  it("name the day of a moment as dayjs's format does, around midnight and through the year", () => {
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const moment = new Date(2026, 0, 1, hour, 59, 59, 999);
      expect(localIsoDate(moment)).toBe(dayjs(moment).format('YYYY-MM-DD'));
    }
  });

  it('tell a real date from one that does not exist', () => {
    for (const day of DAYS) expect(isIsoDate(day)).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '20260131', '2026-1-31', '']) expect(isIsoDate(bad)).toBe(false);
  });

  it("give a date's local midnight and the picker's reach in years as dayjs does (Feb 29 to Feb 28)", () => {
    for (const day of DAYS) {
      expect(localMidnight(day)?.getTime()).toBe(dayjs(day).toDate().getTime());
      for (const years of [-100, -5, 1, 5]) expect(localMidnight(day, years)?.getTime()).toBe(dayjs(day).add(years, 'year').toDate().getTime());
    }
    expect(localMidnight('2026-02-30')).toBeUndefined();
  });
});
