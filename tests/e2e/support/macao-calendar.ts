/**
 * Calendar dates as the insurer counts them: Macao time (UTC+8, no daylight saving), `YYYY-MM-DD`.
 * The browser tests pick trip dates from here so they are valid whatever the time zone of the machine.
 */
const MACAO_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's Macao date plus `days` calendar days. */
export function macaoDate(days = 0, now: Date = new Date()): string {
  return new Date(now.getTime() + MACAO_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
