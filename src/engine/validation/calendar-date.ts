/**
 * Calendar-date arithmetic on plain year/month/day numbers. Policy dates are calendar dates, not
 * instants: doing the arithmetic without `Date` keeps the result independent of the time zone and
 * daylight-saving rules of whichever machine (browser or gateway) runs it.
 */

/** A proleptic-Gregorian calendar date; `month` is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for Gregorian leap years (2028, 2000; not 2100). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when the numbers name a real day of a year 0000-9999. */
export function isRealDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && year >= 0 && year <= 9999
    && Number.isInteger(month) && month >= 1 && month <= 12
    && Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

/** Parses `YYYY-MM-DD`, refusing days that do not exist (`2026-02-29`, `2026-13-01`); null if invalid. */
export function parseIsoDate(s: string): CalendarDate | null {
  const match = ISO_DATE.exec(s);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** Formats as `YYYY-MM-DD`; '' when the date is outside years 0000-9999. */
export function formatIsoDate(date: CalendarDate): string {
  if (!isRealDate(date.year, date.month, date.day)) return '';
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The day after `date`. */
export function nextDay(date: CalendarDate): CalendarDate {
  if (date.day < daysInMonth(date.year, date.month)) return { ...date, day: date.day + 1 };
  return date.month === 12 ? { year: date.year + 1, month: 1, day: 1 } : { year: date.year, month: date.month + 1, day: 1 };
}

/** The day before `date`. */
export function previousDay(date: CalendarDate): CalendarDate {
  if (date.day > 1) return { ...date, day: date.day - 1 };
  const year = date.month === 1 ? date.year - 1 : date.year;
  const month = date.month === 1 ? 12 : date.month - 1;
  return { year, month, day: daysInMonth(year, month) };
}

/**
 * `date` plus `months` calendar months, the day clamped to the target month's last day
 * (`2026-01-31` + 1 → `2026-02-28`).
 */
export function addMonthsClamped(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
