/** The form data a new order starts with. */
import type { FormData } from '../../contract/index.js';
import { termStartingOn, type JsonSchema, type ProductBundle } from '../../engine/index.js';
import { macaoStartDate } from '../calendar/macao-clock.js';
import { termOf } from './policy-term.js';

/**
 * Every top-level `default` of the composed form schema (the question list of a product with
 * declarations among them), the product code, and the policy term starting on the policy start date
 * for `now` (next day from 22:00 Macao time): a fixed term derives its end, a chosen one starts
 * `defaultDays` long (a week for travel).
 */
export function formDefaults(bundle: ProductBundle, composed: JsonSchema, now: Date): FormData {
  const properties = (composed.properties ?? {}) as Record<string, JsonSchema>;
  const defaults: FormData = {};
  for (const [name, schema] of Object.entries(properties)) {
    if ('default' in schema) defaults[name] = structuredClone(schema.default);
  }
  if ('productCode' in properties) defaults.productCode = bundle.definition.code;
  const term = termOf(bundle);
  return term ? termStartingOn(term, defaults, macaoStartDate(now)) : defaults;
}
