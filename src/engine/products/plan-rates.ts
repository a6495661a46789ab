import type { ProductDefinition } from './product-types.js';
import type { RatesTable } from './rates-types.js';
import { pointerSegment } from './schema-walk.js';

/** One problem of a product's data: the file of its folder, the place in it (JSON pointer, `''` when unknown) and what is wrong. */
export interface LocatedProblem {
  /** The file name inside the product folder (`rates.json`). */
  file: string;
  pointer: string;
  message: string;
}

/** `rates.json: bands must ascend` -> the file and the message, place unknown. */
export function locatedByPrefix(problem: string): LocatedProblem {
  const colon = problem.indexOf(': ');
  return { file: problem.slice(0, colon), pointer: '', message: problem.slice(colon + 2) };
}

/**
 * Plans and rates rows match both ways: a row for a plan product.json does not have is a price nobody
 * can buy (a misspelt or removed plan), and a plan without a row cannot be priced.
 */
export function planRateProblems(definition: ProductDefinition, rates: RatesTable): LocatedProblem[] {
  const plans = definition.plans.map((plan) => plan.code);
  const rows = Object.keys(rates.table);
  return [
    ...rows.filter((row) => !plans.includes(row)).map((row) => ({
      file: 'rates.json',
      pointer: `/table/${pointerSegment(row)}`,
      message: `plan "${row}" has a price but product.json has no such plan (its plans: ${plans.join(', ')})`,
    })),
    ...definition.plans.flatMap((plan, index) => (rows.includes(plan.code) ? [] : [{
      file: 'product.json',
      pointer: `/plans/${index}`,
      message: `plan "${plan.code}" has no price: rates.json has no row for it in "table" (its rows: ${rows.join(', ') || 'none'})`,
    }])),
  ];
}
