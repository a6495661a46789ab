/**
 * The reference underwriting release check: every insured person must be at least 0 days and at
 * most 85 full years old on the start date. Insured persons are the objects with a `dob` in the
 * form's top-level lists (the policy holder, a single object, is not insured by the order).
 */
import type { FormData } from '../../contract/index.js';
import { fullYearsOn } from '../calendar/macao-clock.js';

/** Oldest accepted age in full years on the start date. */
export const MAX_INSURED_AGE = 85;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when the order may be released; false names no reason (the refusal message is generic). */
export function releaseAllowed(formData: FormData, startField = 'commDate'): boolean {
  const start = formData[startField];
  if (typeof start !== 'string' || !DATE.test(start)) return false;
  for (const value of Object.values(formData)) {
    if (!Array.isArray(value)) continue;
    for (const person of value) {
      if (typeof person !== 'object' || person === null) continue;
      const dob = (person as Record<string, unknown>).dob;
      if (typeof dob !== 'string') continue;
      if (!DATE.test(dob) || dob > start) return false;
      if (fullYearsOn(dob, start) > MAX_INSURED_AGE) return false;
    }
  }
  return true;
}
