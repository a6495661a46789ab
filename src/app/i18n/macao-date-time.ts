import { macaoToday } from '../../engine/index.js';

/** The locale of each storefront language for dates and times. */
const LOCALES: Record<string, string> = { tw: 'zh-TW', cn: 'zh-CN', en: 'en-GB' };

/** An ISO instant as a short date and time in Macao (the insurer's clock), in `lang`'s way of writing it. */
export function macaoDateTime(at: string, lang: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(LOCALES[lang] ?? 'zh-TW', {
    timeZone: 'Asia/Macau', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(date);
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
