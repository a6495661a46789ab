/**
 * The policy end-date rule of docs/spec/storefront-spec.md#5-validation-rules and its special start dates
 * (docs/decisions/003-policy-end-date.md).
 */
import { addMonthsClamped, formatIsoDate, parseIsoDate, previousDay } from './calendar-date.js';

/**
 * The last day of cover of a policy starting on `start` (`YYYY-MM-DD`) and running `months` months:
 * `start` plus `months` calendar months, the day clamped to the end of the target month, minus 1 day.
 *
 * Starts on the 1st of a month, among them the spec's special cases 03-01, 05-01, 07-01, 10-01 and
 * 12-01 (the months after February, April, June, September and November, which are shorter than 31
 * days), end on the last day of the month before month (start month + `months`). That day is found
 * from the month boundary (the 1st of the target month minus 1 day), never from the previous month's
 * day count or the start's day number, so February gets 28 or 29 days right:
 * - `2026-03-01` + 12 → `2027-02-28`, `2027-03-01` + 12 → `2028-02-29` (leap year);
 * - `2026-05-01` + 12 → `2027-04-30`; `2026-07-01` + 12 → `2027-06-30`;
 *   `2026-10-01` + 12 → `2027-09-30`; `2026-12-01` + 12 → `2027-11-30`;
 * - `2027-12-01` + 3 → `2028-02-29`, `2026-12-01` + 3 → `2027-02-28`.
 *
 * Other starts: `2026-01-15` + 1 → `2026-02-14`; a start day missing from the target month is clamped
 * first: `2026-01-31` + 1 → `2026-02-28` − 1 day → `2026-02-27`.
 *
 * Returns '' when `start` is not a real `YYYY-MM-DD` date, `months` is not a whole number of at least
 * 1, or the end falls after year 9999.
 */
export function policyEndDate(start: string, months: number): string {
  const date = typeof start === 'string' ? parseIsoDate(start) : null;
  if (date === null || !Number.isSafeInteger(months) || months < 1 || months > 12 * 10_000) return '';
  return formatIsoDate(previousDay(addMonthsClamped(date, months)));
}
