import type { RatesTable, RatingMeasure } from '../rates-types.js';

function measureFields(by: RatingMeasure): string[] {
  return by.kind === 'value' ? [by.field] : [by.from, by.to];
}

/**
 * Every form field (dotted path) a tariff reads to price an order: its row and column keys, band
 * measures, per-person list and factors. A trial premium takes exactly these from the answers so far.
 */
export function ratingFields(rates: RatesTable): string[] {
  const fields: string[] = [rates.rowKey];
  switch (rates.kind) {
    case 'bandedTable':
      fields.push(rates.columnKey, ...measureFields(rates.bandBy));
      if (rates.perPerson) fields.push(rates.perPerson.field);
      break;
    case 'factorTable':
      if (rates.bandBy) fields.push(...measureFields(rates.bandBy));
      for (const factor of rates.factors ?? []) fields.push(...(factor.kind === 'banded' ? measureFields(factor.by) : [factor.field]));
      break;
  }
  return [...new Set(fields)];
}
