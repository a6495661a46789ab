/**
 * The claim's incident-date rule, one for the claim form (judged on the field) and the gateway (judged again on
 * claim.apply and claim.saveInfo): a real calendar date, not after today on Macao's calendar, and a day of the
 * policy's cover. Each side words the reason in its own keyed, localised message.
 */
import { parseIsoDate } from '../validation/calendar-date.js';
import { coverState, macaoToday, type CoverTerm } from './cover-state.js';

/** Why an incident date cannot be claimed: not a date, after today in Macao, or outside the cover. */
export type IncidentDateReason = 'invalid' | 'future' | 'outsideCover';

/** The reason, with the cover's dates for the message that names them ('' for an open side). */
export interface IncidentDateProblem {
  reason: IncidentDateReason;
  from: string;
  to: string;
}

/**
 * Why `date` (`YYYY-MM-DD`) cannot be the incident date of a claim on a policy covering `cover` (both end days
 * are days of cover; a missing date leaves that side open, as before a policy is chosen) at the instant `now`,
 * or null when it can. "Today" is Macao's: at 23:30 UTC it is already the next day there.
 */
export function incidentDateProblem(date: string, cover: CoverTerm, now: Date): IncidentDateProblem | null {
  const problem = (reason: IncidentDateReason): IncidentDateProblem => ({ reason, from: cover.commDate ?? '', to: cover.expiryDate ?? '' });
  if (parseIsoDate(date) === null) return problem('invalid');
  if (date > macaoToday(now)) return problem('future');
  if (coverState(cover, date) !== 'inForce') return problem('outsideCover');
  return null;
}
