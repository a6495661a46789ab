/** The policy start-date rule of docs/spec/storefront-spec.md#5-validation-rules: a purchase late in the evening starts the next day. */
import { type CalendarDate, formatIsoDate, isRealDate, nextDay } from './calendar-date.js';
import { ROLLOVER_HOUR } from './limits.js';

/**
 * `YYYY-MM-DD`, optionally followed by `T` (or a space) and `HH:mm`, `HH:mm:ss` or `HH:mm:ss.fff`,
 * optionally followed by `Z` or an offset `±HH:mm` / `±HHmm`. Fixed-width pieces only: linear time.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

interface LocalDateTime {
  date: CalendarDate;
  hour: number;
}

function localOfInstant(instant: Date): LocalDateTime | null {
  if (Number.isNaN(instant.getTime())) return null;
  return {
    date: { year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() },
    hour: instant.getHours(),
  };
}

function parseLocal(s: string): LocalDateTime | null {
  const match = ISO_DATE_TIME.exec(s);
  if (match === null) return null;
  const [, y, mo, d, h = '00', mi = '00', sec = '00', zone] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, sec].map(Number) as [number, number, number, number, number, number];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  if (zone === undefined) return { date: { year, month, day }, hour };
  // An explicit zone names an instant: convert it to this machine's local time.
  const [offsetHours, offsetMins] = zone === 'Z' ? [0, 0] : [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
  if (offsetHours > 23 || offsetMins > 59) return null;
  const offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMins);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute - offsetMinutes, second, 0);
  return localOfInstant(utc);
}

/**
 * The policy start date for a purchase made at `now`, as `YYYY-MM-DD`: the local calendar date of
 * `now`, or the next day when the local time is at or after {@link ROLLOVER_HOUR} (22:00).
 *
 * - A `Date` is read in the local time zone of the running machine.
 * - A string `YYYY-MM-DD[THH:mm[:ss[.fff]]]` without a zone is taken as local time as written
 *   (`'2026-11-21T22:00:00'` → `'2026-11-22'`; a date alone means midnight). With `Z` or an offset it
 *   names an instant, which is converted to local time first.
 * - Any other string, an impossible date or time (`2026-02-30`, `24:00`) or an invalid `Date` gives ''.
 *
 * The gateway must therefore run with the insurer's time zone (`TZ=Asia/Macau`) or be given
 * zone-less local strings.
 */
export function startDateFor(now: string | Date): string {
  const local = now instanceof Date ? localOfInstant(now) : typeof now === 'string' ? parseLocal(now) : null;
  if (local === null) return '';
  return formatIsoDate(local.hour >= ROLLOVER_HOUR ? nextDay(local.date) : local.date);
}
