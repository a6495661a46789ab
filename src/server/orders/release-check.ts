/**
 * The reference underwriting release check: ages in full years on the policy start date, within the
 * limits of product.json `underwriting` (e.g. an MTV policy holder 18 to 80). A product that states
 * no limits gets the default check: every person in the form's top-level lists (the insured persons;
 * the policy holder, a single object, is not insured by the order) at most 85.
 */
import type { FormData } from '../../contract/index.js';
import { valueAt, type AgeLimit, type Underwriting } from '../../engine/index.js';
import { fullYearsOn } from '../calendar/macao-clock.js';

/** Oldest accepted age in full years on the start date when a product states no limits. */
export const MAX_INSURED_AGE = 85;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The default limits: every top-level list of persons with a date of birth, at most {@link MAX_INSURED_AGE}. */
function defaultLimits(formData: FormData): AgeLimit[] {
  return Object.entries(formData)
    .filter(([, value]) => Array.isArray(value))
    .map(([field]): AgeLimit => ({ field, maxAge: MAX_INSURED_AGE }));
}

/** The refused answer: the date of birth at `path`, the age it gives on the start date, and the limit it breaks. */
export interface ReleaseRefusal {
  /** Dotted path of the date of birth, e.g. `insurantInfo.1.dob`. */
  path: string;
  /** The top-level person field the limit names, e.g. `insurantInfo`. */
  field: string;
  value: string;
  age: number;
  limit: AgeLimit;
}

function ageOn(dob: unknown, start: string): number | null {
  if (typeof dob !== 'string') return null;
  if (!DATE.test(dob) || dob > start) return -1;
  return fullYearsOn(dob, start);
}

function withinLimit(age: number | null, limit: AgeLimit): boolean {
  if (age === null) return true;
  return age >= 0 && (limit.minAge === undefined || age >= limit.minAge) && (limit.maxAge === undefined || age <= limit.maxAge);
}

/**
 * The first answer that refuses the order, or null when it may be released. A missing or malformed start
 * date refuses with no answer to name (`undefined`): the order has no start to measure ages on.
 */
export function releaseRefusal(formData: FormData, start: string | null, underwriting?: Underwriting): ReleaseRefusal | null | undefined {
  if (start === null || !DATE.test(start)) return undefined;
  const limits = underwriting?.ages ?? defaultLimits(formData);
  for (const limit of limits) {
    const value = valueAt(formData, limit.field);
    const persons = Array.isArray(value) ? value.map((person, index) => [`${limit.field}.${index}`, person] as const) : [[limit.field, value] as const];
    for (const [at, person] of persons) {
      if (typeof person !== 'object' || person === null || Array.isArray(person)) continue;
      const { dob } = person as Record<string, unknown>;
      const age = ageOn(dob, start);
      if (!withinLimit(age, limit)) return { path: `${at}.dob`, field: limit.field, value: String(dob), age: Math.max(age ?? 0, 0), limit };
    }
  }
  return null;
}
