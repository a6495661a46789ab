import { macaoToday } from '../../engine/index.js';

/** Macao's clock, read as parts (the insurer's time zone, a 24-hour clock). */
const MACAO_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Macau', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/**
 * An ISO instant as a date and time in Macao (the insurer's clock): `YYYY-MM-DD HH:mm` in every language, the way
 * the storefront writes every date (periods of cover, date fields), so a payment time does not read day-first
 * beside a cover written year-first.
 */
export function macaoDateTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const part = Object.fromEntries(MACAO_CLOCK.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * The Macao calendar date (`YYYY-MM-DD`) of an ISO date or instant: a binding made at 01:30 in Macao is that
 * day, not the day before that its UTC text starts with. A calendar date stays as it is; '' for nothing.
 */
export function macaoDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : macaoToday(date);
}
