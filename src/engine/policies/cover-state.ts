/**
 * Where a paid policy stands on a given Macao calendar day: its cover has not started yet, is running, or
 * has ended. A policy bought today usually starts tomorrow (docs/spec/storefront-spec.md#5-validation-rules: from 22:00, or any chosen later
 * date), so "paid" alone does not mean "in force".
 */

/** Macao's calendar date of `now` (UTC+8 all year: Macao keeps no daylight saving), `YYYY-MM-DD`. */
export function macaoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The three states of a policy's cover on one day. */
export type CoverState = 'notYetInForce' | 'inForce' | 'expired';

/** The cover dates of a policy, `YYYY-MM-DD`; a missing date leaves that side open. */
export interface CoverTerm {
  commDate?: string | null;
  expiryDate?: string | null;
}

/** The state of the cover `term` on `today` (`YYYY-MM-DD`, Macao): both end dates are days of cover. */
export function coverState(term: CoverTerm, today: string): CoverState {
  if (term.commDate && today < term.commDate) return 'notYetInForce';
  if (term.expiryDate && today > term.expiryDate) return 'expired';
  return 'inForce';
}
