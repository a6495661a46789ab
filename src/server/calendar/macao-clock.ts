/**
 * The insurer's calendar: Macao time (UTC+8, no daylight saving) whatever the time zone of the
 * machine the gateway runs on. Policy dates are calendar dates, compared as `YYYY-MM-DD` strings.
 */
import { macaoToday, startDateFor } from '../../engine/index.js';

export { macaoToday };

const MACAO_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Macao wall-clock time of `now` as a zone-less `YYYY-MM-DDTHH:mm:ss`. */
export function macaoDateTime(now: Date): string {
  return new Date(now.getTime() + MACAO_OFFSET_MS).toISOString().slice(0, 19);
}

/** The policy start date for a purchase at `now` (next day from 22:00 Macao time, docs/spec/storefront-spec.md#dates). */
export function macaoStartDate(now: Date): string {
  return startDateFor(macaoDateTime(now));
}

/** `date` (YYYY-MM-DD) plus `days` calendar days; '' when `date` is not a date. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(time)) return '';
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

