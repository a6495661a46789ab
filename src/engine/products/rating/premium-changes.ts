/**
 * Why a premium differs between two ratings of the same policy (the current term and its renewal): the
 * breakdown lines whose amount changed, matched by their label, so a customer sees which rating input moved
 * (the base rate of a new tariff, the vehicle-age band, a no-claim discount) and by how much.
 */
import type { BreakdownKind, BreakdownLine } from './rating-result.js';

/** One rating input that changed: its breakdown label (an i18n key), kind, and amount before and after (null when absent). */
export interface PremiumChange {
  label: string;
  kind: BreakdownKind;
  before: number | null;
  after: number | null;
}

/** The lines of `after` that differ from `before` (by label), then the lines `before` had that `after` lacks. */
export function premiumChanges(before: readonly BreakdownLine[], after: readonly BreakdownLine[]): PremiumChange[] {
  const earlier = new Map(before.map((line) => [line.label, line]));
  const changed = after.flatMap((line): PremiumChange[] => {
    const old = earlier.get(line.label);
    return old?.amount === line.amount ? [] : [{ label: line.label, kind: line.kind, before: old?.amount ?? null, after: line.amount }];
  });
  const labels = new Set(after.map((line) => line.label));
  const dropped = before.filter((line) => !labels.has(line.label))
    .map((line): PremiumChange => ({ label: line.label, kind: line.kind, before: line.amount, after: null }));
  return [...changed, ...dropped];
}
