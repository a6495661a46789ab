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

function measureDates(by: RatingMeasure): string[] {
  return by.kind === 'value' ? [] : [by.from, by.to];
}

/**
 * The fields a tariff reads as calendar dates (the ends of a day count, the dates an age is counted from and
 * to; an age may also count from a year number): a price is asked for only once each holds a whole date,
 * never a date still being typed.
 */
export function ratingDateFields(rates: RatesTable): string[] {
  const fields: string[] = [];
  if (rates.bandBy) fields.push(...measureDates(rates.bandBy));
  if (rates.kind === 'factorTable') {
    for (const factor of rates.factors ?? []) if (factor.kind === 'banded') fields.push(...measureDates(factor.by));
  }
  return [...new Set(fields)];
}
