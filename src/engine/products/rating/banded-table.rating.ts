import { daysBetween } from '../calendar-days.js';
import type { BandedTableRates } from '../rates-types.js';
import { RATING_LABELS, roundMoney, type BreakdownLine, type RatingResult } from './rating-result.js';

/**
 * Prices a form from a banded table: row and column from two form fields, band from the number of
 * days between two date fields (the first band whose limit is not exceeded), and for per-person rows
 * the amount times the length of the persons array.
 */
export function rateBandedTable(rates: BandedTableRates, formData: Record<string, unknown>): RatingResult {
  const rowValue = formData[rates.rowKey];
  const columnValue = formData[rates.columnKey];
  if (typeof rowValue !== 'string' || rowValue === '' || typeof columnValue !== 'string' || columnValue === '') {
    return { ok: false, reason: 'missingField' };
  }
  const days = daysBetween(formData[rates.bandBy.from], formData[rates.bandBy.to], rates.bandBy.inclusive);
  if (days === null) return { ok: false, reason: 'missingField' };
  const row = Object.hasOwn(rates.table, rowValue) ? rates.table[rowValue] : undefined;
  if (!row) return { ok: false, reason: 'unknownRow' };
  const amounts = Object.hasOwn(row, columnValue) ? row[columnValue] : undefined;
  if (!amounts) return { ok: false, reason: 'unknownColumn' };
  if (days < 1) return { ok: false, reason: 'outOfBand' };
  const band = rates.bands.findIndex((limit) => days <= limit);
  const base = band < 0 ? undefined : amounts[band];
  if (base === undefined) return { ok: false, reason: 'outOfBand' };

  const breakdown: BreakdownLine[] = [{ label: RATING_LABELS.base, amount: base, kind: 'money' }];
  let premium = base;
  if (rates.perPerson && rates.perPerson.rows.includes(rowValue)) {
    const persons = formData[rates.perPerson.field];
    if (!Array.isArray(persons) || persons.length === 0) return { ok: false, reason: 'missingField' };
    breakdown.push({ label: RATING_LABELS.persons, amount: persons.length, kind: 'count' });
    premium = base * persons.length;
  }
  return { ok: true, premium: roundMoney(premium), currency: rates.currency, breakdown };
}
