/** The form data a new order starts with. */
import type { FormData } from '../../contract/index.js';
import type { JsonSchema, ProductBundle } from '../../engine/index.js';
import { addDays, macaoStartDate } from '../calendar/macao-clock.js';

/** A new trip lasts a week unless the user changes it (commDate plus 6 days, both days covered). */
export const DEFAULT_EXTRA_DAYS = 6;

/**
 * Every top-level `default` of the composed form schema, plus the spec's travel dates when the form
 * has them: `commDate` the policy start date for `now` (next day from 22:00 Macao time) and
 * `expiryDate` six days later.
 */
export function formDefaults(bundle: ProductBundle, composed: JsonSchema, now: Date): FormData {
  const properties = (composed.properties ?? {}) as Record<string, JsonSchema>;
  const defaults: FormData = {};
  for (const [name, schema] of Object.entries(properties)) {
    if ('default' in schema) defaults[name] = structuredClone(schema.default);
  }
  if ('productCode' in properties) defaults.productCode = bundle.definition.code;
  const startDate = macaoStartDate(now);
  if ('commDate' in properties) defaults.commDate = startDate;
  if ('expiryDate' in properties) defaults.expiryDate = addDays(startDate, DEFAULT_EXTRA_DAYS);
  return defaults;
}
