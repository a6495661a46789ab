import { valueAt } from '../field-path.js';
import type { FactorTableRates, RatingFactor } from '../rates-types.js';
import { bandIndex, measure } from './rating-measure.js';
import { RATING_LABELS, roundMoney, type BreakdownLine, type RatingResult } from './rating-result.js';

type FactorResult = { ok: true; multiplier: number } | { ok: false; reason: 'missingField' | 'outOfBand' | 'unknownValue' };

function factorMultiplier(factor: RatingFactor, formData: Record<string, unknown>): FactorResult {
  switch (factor.kind) {
    case 'banded': {
      const value = measure(factor.by, formData);
      if (value === null) return { ok: false, reason: 'missingField' };
      const multiplier = factor.multipliers[bandIndex(factor.bands, value)];
      return multiplier === undefined ? { ok: false, reason: 'outOfBand' } : { ok: true, multiplier };
    }
    case 'lookup': {
      const value = valueAt(formData, factor.field);
      if (value === undefined || value === null || value === '') return { ok: false, reason: 'missingField' };
      const key = String(value);
      const multiplier = Object.hasOwn(factor.multipliers, key) ? factor.multipliers[key] : undefined;
      return multiplier === undefined ? { ok: false, reason: 'unknownValue' } : { ok: true, multiplier };
    }
  }
}

/**
 * Prices a form from a factor table: the row's base amount (in the band of `bandBy` when the table
 * has one) times each factor's multiplier, rounded to cents. The breakdown lists the base, then each
 * factor's multiplier under its label.
 */
export function rateFactorTable(rates: FactorTableRates, formData: Record<string, unknown>): RatingResult {
  const rowValue = valueAt(formData, rates.rowKey);
  if (typeof rowValue !== 'string' || rowValue === '') return { ok: false, reason: 'missingField' };
  const amounts = Object.hasOwn(rates.table, rowValue) ? rates.table[rowValue] : undefined;
  if (!amounts) return { ok: false, reason: 'unknownRow' };
  let base: number | undefined;
  if (rates.bandBy && rates.bands) {
    const value = measure(rates.bandBy, formData);
    if (value === null) return { ok: false, reason: 'missingField' };
    base = amounts[bandIndex(rates.bands, value)];
  } else {
    base = amounts[0];
  }
  if (base === undefined) return { ok: false, reason: 'outOfBand' };

  const breakdown: BreakdownLine[] = [{ label: RATING_LABELS.base, amount: base, kind: 'money' }];
  let premium = base;
  for (const factor of rates.factors ?? []) {
    const result = factorMultiplier(factor, formData);
    if (!result.ok) return result;
    breakdown.push({ label: factor.label, amount: result.multiplier, kind: 'factor' });
    premium *= result.multiplier;
  }
  return { ok: true, premium: roundMoney(premium), currency: rates.currency, breakdown };
}

/** The cheapest premium the table can give: the smallest base amount times each factor's smallest multiplier. */
export function factorTableMinimum(rates: FactorTableRates): number | null {
  const amounts = Object.values(rates.table).flat();
  if (amounts.length === 0) return null;
  let minimum = Math.min(...amounts);
  for (const factor of rates.factors ?? []) {
    const multipliers = factor.kind === 'banded' ? factor.multipliers : Object.values(factor.multipliers);
    if (multipliers.length > 0) minimum *= Math.min(...multipliers);
  }
  return roundMoney(minimum);
}
