/**
 * Calendar-date arithmetic on `YYYY-MM-DD` strings, in whole days. Dates carry no time zone in the
 * forms, so they are counted as UTC days: no daylight-saving hour can shift a count.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a real calendar date, or null for anything else (2025-02-30, '', 5). */
export function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / MS_PER_DAY;
}

/**
 * Days from `from` to `to`; with `inclusive` both ends count (the 1st to the 3rd is 3 days).
 * Null when either is not a calendar date.
 */
export function daysBetween(from: unknown, to: unknown, inclusive: boolean): number | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null) return null;
  return end - start + (inclusive ? 1 : 0);
}

/** `date` plus `days` calendar days as `YYYY-MM-DD`, or null when `date` is not a calendar date. */
export function addCalendarDays(date: unknown, days: number): string | null {
  const start = dayNumber(date);
  if (start === null || !Number.isSafeInteger(days)) return null;
  return new Date((start + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole years from `from` to `to` (both calendar dates); a 29 February counts from 1 March in other years. */
export function fullYears(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm > fm || (tm === fm && td >= fd) ? 0 : 1);
}
