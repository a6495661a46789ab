/**
 * The policy period of a product (product.json `term`): where its start and end dates live in the
 * form and how the end follows from the start. The storefront and the gateway both apply it, so a
 * derived end date is the same on both sides and never typed by the user. A fixed term's length may
 * follow the chosen plan (`monthsByPlan`, e.g. EDH's one-year and two-year plans).
 */
import { policyEndDate } from '../validation/policy-end-date.rule.js';
import { addCalendarDays, daysBetween } from './calendar-days.js';
import { valueAt, withValueAt } from './field-path.js';
import type { ProductBundle } from './product-bundle.js';
import type { PolicyTerm } from './product-types.js';

/** The form field holding the chosen plan, whose code `monthsByPlan` is keyed by. */
export const PLAN_FIELD = 'planCode';

/** Whether the end follows from the start (`months` or `monthsByPlan`) rather than being chosen by the user. */
export function isFixedTerm(term: PolicyTerm): boolean {
  return term.months !== undefined || term.monthsByPlan !== undefined;
}

/**
 * The months a fixed term lasts for this form: the chosen plan's entry of `monthsByPlan`, else
 * `months` (undefined for a chosen term, or a per-plan term whose plan is not chosen and has no fallback).
 */
export function termMonths(term: PolicyTerm, formData: Record<string, unknown>): number | undefined {
  const plan = valueAt(formData, PLAN_FIELD);
  const byPlan = typeof plan === 'string' && term.monthsByPlan && Object.hasOwn(term.monthsByPlan, plan) ? term.monthsByPlan[plan] : undefined;
  return byPlan ?? term.months;
}

/** The term's dates as the form holds them (null where a date is missing or not a calendar date). */
export function termDates(term: PolicyTerm, formData: Record<string, unknown>): { start: string | null; end: string | null } {
  const date = (value: unknown): string | null => (daysBetween(value, value, true) === 1 ? (value as string) : null);
  return { start: date(valueAt(formData, term.start)), end: date(valueAt(formData, term.end)) };
}

/**
 * Fills what a fixed-length term derives from its start: the end date (`policyEndDate(start,
 * months)`: start plus the months minus one day, the months being the chosen plan's, see termMonths).
 * The days covered are a calculated field of the form (calculated-fields.ts), so they follow a chosen
 * end date too. Returns `formData` itself when the term is chosen by the user, its length is not known
 * yet or the start is not a date yet, so it can run on every change.
 */
export function applyPolicyTerm(term: PolicyTerm, formData: Record<string, unknown>): Record<string, unknown> {
  const { start } = termDates(term, formData);
  const months = termMonths(term, formData);
  if (months === undefined || start === null) return formData;
  const end = policyEndDate(start, months);
  if (end === '') return formData;
  return withValueAt(formData, term.end, end);
}

/**
 * The form with its term starting on `start`: a fixed term is derived anew; a chosen one keeps its
 * length, or takes `defaultDays` when it has none yet (a new order). Used for new orders and for
 * copies of old ones ("buy again"), whose dates may lie in the past.
 */
export function termStartingOn(term: PolicyTerm, formData: Record<string, unknown>, start: string): Record<string, unknown> {
  const moved = withValueAt(formData, term.start, start);
  if (isFixedTerm(term)) return applyPolicyTerm(term, moved);
  const old = termDates(term, formData);
  const span = old.start !== null && old.end !== null ? daysBetween(old.start, old.end, true) : null;
  const days = span !== null && span >= 1 ? span : term.defaultDays;
  if (days === undefined) return moved;
  const end = addCalendarDays(start, days - 1);
  if (end === null) return moved;
  return withValueAt(moved, term.end, end);
}

/** The term of products that state none but have the travel date fields (how travel products were defined before terms were data). */
export const LEGACY_TERM: PolicyTerm = { start: 'commDate', end: 'expiryDate', defaultDays: 7 };

/**
 * The product's term: product.json `term`, or {@link LEGACY_TERM} for a product that predates it and has top-level
 * `commDate` / `expiryDate` fields; null when it has neither (no dates to default, list or check).
 */
export function termOf(bundle: Pick<ProductBundle, 'definition' | 'formSchema'>): PolicyTerm | null {
  if (bundle.definition.term) return bundle.definition.term;
  const properties = (bundle.formSchema.properties ?? {}) as Record<string, unknown>;
  return LEGACY_TERM.start in properties && LEGACY_TERM.end in properties ? LEGACY_TERM : null;
}
