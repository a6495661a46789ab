/**
 * What a product's rates read from an order, as inputs of the studio's price panel: read from rates.json
 * itself (its row and column keys, how bands are measured, each factor's field), so a tariff of any shape
 * gets its inputs without a line of code for the product.
 */
import dayjs from 'dayjs';
import { valueAt, withValueAt, type RatesTable, type RatingMeasure } from '../../../engine/index.js';

/** One input of the panel; `field` is the dotted form path the rates read. */
export type PriceInput =
  | { kind: 'choice'; field: string; options: string[] }
  | { kind: 'date'; field: string }
  | { kind: 'number'; field: string }
  | { kind: 'count'; field: string };

function measureInputs(by: RatingMeasure): PriceInput[] {
  switch (by.kind) {
    case 'value':
      return [{ kind: 'number', field: by.field }];
    case 'daysBetween':
      return [{ kind: 'date', field: by.from }, { kind: 'date', field: by.to }];
    case 'yearsSince':
      return [{ kind: 'number', field: by.from }, { kind: 'date', field: by.to }];
  }
}

/** The inputs of `rates`, each field once, in the order the tariff reads them. */
export function priceInputs(rates: RatesTable): PriceInput[] {
  const inputs: PriceInput[] = [{ kind: 'choice', field: rates.rowKey, options: Object.keys(rates.table) }];
  if (rates.kind === 'bandedTable') {
    const columns = [...new Set(Object.values(rates.table).flatMap((row) => Object.keys(row)))];
    inputs.push({ kind: 'choice', field: rates.columnKey, options: columns });
    inputs.push(...measureInputs(rates.bandBy));
    if (rates.perPerson) inputs.push({ kind: 'count', field: rates.perPerson.field });
  } else {
    if (rates.bandBy) inputs.push(...measureInputs(rates.bandBy));
    for (const factor of rates.factors ?? []) {
      inputs.push(...(factor.kind === 'lookup' ? [{ kind: 'choice' as const, field: factor.field, options: Object.keys(factor.multipliers) }] : measureInputs(factor.by)));
    }
  }
  return inputs.filter((input, index) => inputs.findIndex((other) => other.field === input.field) === index);
}

/** A first value for an input the answers do not give: the first choice, a trip of a week from tomorrow, one person. */
function startingValue(input: PriceInput, position: number): unknown {
  switch (input.kind) {
    case 'choice':
      return input.options[0];
    case 'date':
      return dayjs().add(position === 0 ? 1 : 7, 'day').format('YYYY-MM-DD');
    case 'number':
      return undefined;
    case 'count':
      return [{}];
  }
}

/**
 * The panel's starting data: the wizard's answers where they give a value, else what a new order of the
 * product starts with (`defaults`, the gateway's own: its term's end date, its fields' defaults), else a
 * starting value.
 */
export function startingPriceData(inputs: readonly PriceInput[], answers: Record<string, unknown>, defaults: Record<string, unknown>): Record<string, unknown> {
  let data: Record<string, unknown> = {};
  let dates = 0;
  for (const input of inputs) {
    const answered = valueAt(answers, input.field) ?? valueAt(defaults, input.field);
    const value = answered ?? startingValue(input, input.kind === 'date' ? dates : 0);
    if (input.kind === 'date') dates += 1;
    if (value !== undefined) data = withValueAt(data, input.field, value);
  }
  return data;
}
