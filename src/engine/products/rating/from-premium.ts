/**
 * The advertised "from" price: the cheapest real quote for the typical case a product states
 * (product.json `fromPrice`), priced by the same rating as every quote, so the card never promises
 * less than a customer in that case pays. Shared by the storefront's cards and the gateway's catalogue.
 */
import { isLeapYear } from '../../validation/calendar-date.js';
import { addCalendarDays } from '../calendar-days.js';
import { withValueAt } from '../field-path.js';
import { applyPolicyTerm, isFixedTerm } from '../policy-term.js';
import type { ProductDefinition, TypicalCase } from '../product-types.js';
import type { RatesTable } from '../rates-types.js';
import { minimumPremium, ratePremium } from './rate-premium.js';

/** `date` (YYYY-MM-DD) `years` years earlier; a 29 February becomes the 28th in a common year. */
function yearsEarlier(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = year - years;
  const safeDay = month === 2 && day === 29 && !isLeapYear(target) ? 28 : day;
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(safeDay).padStart(2, '0')}`;
}

/** The form data of a typical case for a policy starting on `start` (YYYY-MM-DD). */
export function typicalAnswers(typical: TypicalCase, start: string): Record<string, unknown> {
  let data: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(typical.answers ?? {})) data = withValueAt(data, path, structuredClone(value));
  for (const [path, days] of Object.entries(typical.daysAfterStart ?? {})) data = withValueAt(data, path, addCalendarDays(start, days));
  for (const [path, age] of Object.entries(typical.ageOnStart ?? {})) data = withValueAt(data, path, yearsEarlier(start, age));
  const startYear = Number(start.slice(0, 4));
  for (const [path, years] of Object.entries(typical.yearsBeforeStart ?? {})) data = withValueAt(data, path, startYear - years);
  return data;
}

/** What a "from" price reads of a product: its typical case, its term and its tariff (a whole bundle will do). */
export interface PricedProduct {
  definition: Pick<ProductDefinition, 'fromPrice' | 'term'>;
  rates: RatesTable;
}

/**
 * The "from" premium of a product, or of one row of its tariff (`row`, e.g. a plan), for a policy
 * starting on `start`: the cheapest row's premium for the product's typical case, its fixed term
 * derived as an order would. Without a typical case, the tariff's smallest amount (whole tariff only).
 * Null when nothing can be priced.
 */
export function fromPremium(bundle: PricedProduct, start: string, row?: string): number | null {
  const { definition, rates } = bundle;
  const typical = definition.fromPrice;
  if (!typical) return row === undefined ? minimumPremium(rates) : null;
  const base = typicalAnswers(typical, start);
  const rows = row === undefined ? Object.keys(rates.table) : [row];
  const premiums: number[] = [];
  for (const candidate of rows) {
    const answers = withValueAt(base, rates.rowKey, candidate);
    const priced = ratePremium(rates, definition.term && isFixedTerm(definition.term) ? applyPolicyTerm(definition.term, answers) : answers);
    if (priced.ok) premiums.push(priced.premium);
  }
  return premiums.length > 0 ? Math.min(...premiums) : null;
}
