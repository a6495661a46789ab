import { dayNumber } from './calendar-days.js';
import { valueAt } from './field-path.js';
import type { DateRangeRule, ProductDefinition, ProductRule } from './product-types.js';

/** One broken cross-field rule: the field to mark (a dotted path), the i18n key of the message and its values. */
export interface RuleViolation {
  field: string;
  messageKey: string;
  params?: Record<string, unknown>;
}

/** Message keys of the date-range rule; a product's own `message` replaces the span one. */
export const DATE_RANGE_MESSAGES = {
  startBeforeToday: 'validation.dateRange.startBeforeToday',
  span: 'validation.dateRange.span',
} as const;

/**
 * Checks the product's cross-field rules (product.json `rules`) on form data; the form and the
 * gateway both call it. `today` is the insurer's calendar date (YYYY-MM-DD), passed in so the result
 * depends on nothing but the arguments. A rule whose fields are absent or not yet dates is skipped,
 * so a wizard step can check the rules its own fields complete (format errors are the schema's job).
 */
export function checkRules(definition: ProductDefinition, formData: Record<string, unknown>, today: string): RuleViolation[] {
  return definition.rules.flatMap((rule) => checkRule(rule, formData, today));
}

/**
 * The violations of {@link checkRules} that mark a field of one wizard step (`stepFields`, its top-level field
 * names): what the step's Next refuses, in the storefront and in the studio alike.
 */
export function checkStepRules(definition: ProductDefinition, stepFields: readonly string[], formData: Record<string, unknown>, today: string): RuleViolation[] {
  return checkRules(definition, formData, today).filter((violation) => stepFields.includes(violation.field.split('.')[0] ?? ''));
}

function checkRule(rule: ProductRule, formData: Record<string, unknown>, today: string): RuleViolation[] {
  switch (rule.kind) {
    case 'dateRange':
      return checkDateRange(rule, formData, today);
  }
}

/** to >= from + minDays - 1 and (to - from + 1) <= maxDays; from >= today when asked. */
function checkDateRange(rule: DateRangeRule, formData: Record<string, unknown>, today: string): RuleViolation[] {
  const from = dayNumber(valueAt(formData, rule.from));
  if (from === null) return [];
  const violations: RuleViolation[] = [];
  const todayNumber = dayNumber(today);
  if (rule.startNotBeforeToday && todayNumber !== null && from < todayNumber) {
    violations.push({ field: rule.from, messageKey: DATE_RANGE_MESSAGES.startBeforeToday, params: { today } });
  }
  const to = dayNumber(valueAt(formData, rule.to));
  if (to === null) return violations;
  // An end before the start is never a range, so minDays counts as at least 1.
  const minDays = rule.minDays ?? 1;
  const days = to - from + 1;
  if (days < minDays || (rule.maxDays !== undefined && days > rule.maxDays)) {
    const params: Record<string, unknown> = { days, minDays };
    if (rule.maxDays !== undefined) params.maxDays = rule.maxDays;
    violations.push({ field: rule.to, messageKey: rule.message ?? DATE_RANGE_MESSAGES.span, params });
  }
  return violations;
}
