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

/** The persons a limit applies to: the object at its field, or each object of the list there. */
function personsAt(formData: FormData, field: string): Record<string, unknown>[] {
  const value = valueAt(formData, field);
  const list = Array.isArray(value) ? value : [value];
  return list.filter((person): person is Record<string, unknown> => typeof person === 'object' && person !== null && !Array.isArray(person));
}

/** The default limits: every top-level list of persons with a date of birth, at most {@link MAX_INSURED_AGE}. */
function defaultLimits(formData: FormData): AgeLimit[] {
  return Object.entries(formData)
    .filter(([, value]) => Array.isArray(value))
    .map(([field]): AgeLimit => ({ field, maxAge: MAX_INSURED_AGE }));
}

function withinLimit(person: Record<string, unknown>, limit: AgeLimit, start: string): boolean {
  const { dob } = person;
  if (typeof dob !== 'string') return true;
  if (!DATE.test(dob) || dob > start) return false;
  const age = fullYearsOn(dob, start);
  return (limit.minAge === undefined || age >= limit.minAge) && (limit.maxAge === undefined || age <= limit.maxAge);
}

/**
 * True when the order may be released; false names no reason (the refusal message is generic).
 * `start` is the policy start date; an order without one is never released.
 */
export function releaseAllowed(formData: FormData, start: string | null, underwriting?: Underwriting): boolean {
  if (start === null || !DATE.test(start)) return false;
  const limits = underwriting?.ages ?? defaultLimits(formData);
  return limits.every((limit) => personsAt(formData, limit.field).every((person) => withinLimit(person, limit, start)));
}
