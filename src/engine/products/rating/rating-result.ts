/** Why a form could not be priced; the gateway maps each to a validation message. */
export type RatingFailure = 'unknownRow' | 'unknownColumn' | 'outOfBand' | 'missingField' | 'unknownValue';

/**
 * What a breakdown line's `amount` is: money (in the premium's currency, a discount negative), a count
 * the amount before it was multiplied by (persons), or a factor it was multiplied by (1.12 = +12%).
 */
export type BreakdownKind = 'money' | 'count' | 'factor';

/** One line of how a premium was made; `label` is an i18n key. */
export interface BreakdownLine {
  label: string;
  amount: number;
  kind: BreakdownKind;
}

/** A premium, or the reason there is none. */
export type RatingResult =
  | { ok: true; premium: number; currency: string; breakdown: BreakdownLine[] }
  | { ok: false; reason: RatingFailure };

/** Breakdown label keys shared by the rating kinds. */
export const RATING_LABELS = {
  /** The table amount for the chosen row, column and band. */
  base: 'rating.base',
  /** How many persons the base amount was multiplied by (the amount is the count). */
  persons: 'rating.persons',
} as const;

/** Money rounded to cents; the epsilon keeps 1.005 from rounding down through binary error. */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
