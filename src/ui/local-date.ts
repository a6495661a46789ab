/**
 * Dates on the device's own calendar, for the order route's fields and checks: what dayjs gave them
 * (`dayjs().format('YYYY-MM-DD')`, `dayjs(text).toDate()`), on the engine's calendar arithmetic, so the order
 * route does not load dayjs (docs/decisions/016-order-route-diet.md). antd-mobile's date picker, loaded
 * when first opened, brings its own.
 */
import { addMonthsClamped, formatIsoDate, parseIsoDate, type CalendarDate } from '../engine/validation/calendar-date.js';

function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function midnightOf({ year, month, day }: CalendarDate): Date {
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor, which reads years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  return date;
}

/** The day `date` (now by default) falls on here, as YYYY-MM-DD. */
export function localIsoDate(date: Date = new Date()): string {
  return formatIsoDate(calendarDateOf(date));
}

/** True for a real YYYY-MM-DD date (not `2026-02-30`). */
export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

/** The local midnight starting the YYYY-MM-DD date `text`, `years` years later (Feb 29 to Feb 28); undefined if not a real date. */
export function localMidnight(text: string, years = 0): Date | undefined {
  const date = parseIsoDate(text);
  return date ? midnightOf(addMonthsClamped(date, years * 12)) : undefined;
}
