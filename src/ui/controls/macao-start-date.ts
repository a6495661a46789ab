import { startDateFor } from '../../engine/index.js';

/** Macao is UTC+8 all year (no daylight saving), like the gateway's calendar. */
const MACAO_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The earliest policy start date for a purchase at `now`, on Macao's calendar: the 22:00 rule is applied to
 * Macao wall-clock time, not to the device's time zone, so a phone set to another zone (a traveller) gets the
 * same date the gateway computes.
 */
export function macaoStartDate(now: Date = new Date()): string {
  // Not shown to anyone: the shifted instant's ISO text is Macao's wall clock, which the 22:00 rule reads.
  // eslint-disable-next-line no-restricted-syntax
  const macaoWallClock = new Date(now.getTime() + MACAO_OFFSET_MS).toISOString().slice(0, 19);
  return startDateFor(macaoWallClock);
}
