/**
 * The underwriting age limits (product.json `underwriting.ages`, or the default for a product that states none):
 * each person's age in full years on the policy start date against the limits of the field it stands in. The
 * gateway's release check refuses an order on the first answer outside them; the wizard marks every such answer on
 * the step that asks it, so a customer never learns of a fixed limit only after the final submit.
 */
import { dayNumber, fullYearsOn } from './calendar-days.js';
import type { RuleViolation } from './check-rules.js';
import { topLevelField, valueAt } from './field-path.js';
import { termDates, termOf } from './policy-term.js';
import type { ProductBundle } from './product-bundle.js';
import type { AgeLimit, Underwriting } from './product-types.js';

/** Oldest accepted age in full years on the start date when a product states no limits. */
export const MAX_INSURED_AGE = 85;

/** How an answer breaks its limit: born after the start, or an age outside both ends, below the lowest, above the highest. */
export type AgeBreach = 'afterStart' | 'between' | 'atLeast' | 'atMost';

/** A date of birth outside its limit: where it is, its value, the age it gives on the start date and the limit. */
export interface AgeRefusal {
  /** Dotted path of the date of birth, e.g. `insurantInfo.1.dob`. */
  path: string;
  /** The person field the limit names, e.g. `insurantInfo`. */
  field: string;
  value: string;
  /** Full years on the start date (0 for a birth after it). */
  age: number;
  limit: AgeLimit;
  breach: AgeBreach;
}

/** The default limits: every top-level list of persons, at most {@link MAX_INSURED_AGE} (a single holder is not insured by the order). */
function defaultLimits(formData: Record<string, unknown>): AgeLimit[] {
  return Object.entries(formData)
    .filter(([, value]) => Array.isArray(value))
    .map(([field]): AgeLimit => ({ field, maxAge: MAX_INSURED_AGE }));
}

/** Which way `dob` breaks `limit` on `start`, or null when it keeps it (or is no date yet: that is the schema's to say). */
function breachOf(dob: string, start: string, limit: AgeLimit): { age: number; breach: AgeBreach } | null {
  if (dayNumber(dob) === null) return null;
  if (dob > start) return { age: 0, breach: 'afterStart' };
  const age = fullYearsOn(dob, start);
  const { minAge, maxAge } = limit;
  if ((minAge === undefined || age >= minAge) && (maxAge === undefined || age <= maxAge)) return null;
  if (minAge !== undefined && maxAge !== undefined) return { age, breach: 'between' };
  return { age, breach: minAge !== undefined ? 'atLeast' : 'atMost' };
}

/**
 * Every date of birth in `formData` outside the product's age limits on `start` (YYYY-MM-DD), in the order of the
 * limits and the persons. Nothing while the start is not a date: ages are measured on it.
 */
export function ageRefusals(formData: Record<string, unknown>, start: unknown, underwriting?: Underwriting): AgeRefusal[] {
  if (typeof start !== 'string' || dayNumber(start) === null) return [];
  const limits = underwriting?.ages ?? defaultLimits(formData);
  return limits.flatMap((limit) => {
    const value = valueAt(formData, limit.field);
    const persons = Array.isArray(value) ? value.map((person, index) => [`${limit.field}.${index}`, person] as const) : [[limit.field, value] as const];
    return persons.flatMap(([at, person]) => {
      if (typeof person !== 'object' || person === null || Array.isArray(person)) return [];
      const { dob } = person as Record<string, unknown>;
      const found = typeof dob === 'string' ? breachOf(dob, start, limit) : null;
      return found ? [{ path: `${at}.dob`, field: limit.field, value: dob as string, limit, ...found }] : [];
    });
  });
}

/** The message key of each breach on a step (`validation.age.<breach>`), beside the field it marks. */
const STEP_MESSAGE_PREFIX = 'validation.age.';

/**
 * The age limits a wizard step can check: the refusals of {@link ageRefusals} whose person is one of the step's
 * fields (`stepFields`, top-level names), each marking the date of birth with the start date, the age and the
 * limit. Only for products whose release check applies them (flow.releaseCheck), on the start of their term.
 */
export function stepAgeViolations(bundle: Pick<ProductBundle, 'definition' | 'formSchema'>, stepFields: readonly string[], formData: Record<string, unknown>): RuleViolation[] {
  const { definition } = bundle;
  const term = termOf(bundle);
  if (!definition.flow.releaseCheck || !term) return [];
  const { start } = termDates(term, formData);
  return ageRefusals(formData, start, definition.underwriting)
    .filter((refusal) => stepFields.includes(topLevelField(refusal.path)))
    .map(({ path, age, limit, breach }) => ({
      field: path,
      messageKey: `${STEP_MESSAGE_PREFIX}${breach}`,
      params: { start, age, ...(limit.minAge === undefined ? {} : { minAge: limit.minAge }), ...(limit.maxAge === undefined ? {} : { maxAge: limit.maxAge }) },
    }));
}
