/** The form data a new order starts with. */
import type { FormData } from '../../contract/index.js';
import { applyCalculatedFields, termStartingOn, type JsonSchema, type ProductBundle } from '../../engine/index.js';
import { macaoStartDate } from '../calendar/macao-clock.js';
import { termOf } from './policy-term.js';

/**
 * Every top-level `default` of the composed form schema (the question list of a product with
 * declarations among them), the product code, and the policy term starting on the policy start date
 * for `now` (next day from 22:00 Macao time): a fixed term derives its end, a chosen one starts
 * `defaultDays` long (a week for travel).
 */
export function formDefaults(bundle: ProductBundle, composed: JsonSchema, now: Date): FormData {
  return formDefaultsStarting(bundle, composed, macaoStartDate(now));
}

/** {@link formDefaults} with the policy term starting on `startDate` (YYYY-MM-DD). */
function formDefaultsStarting(bundle: ProductBundle, composed: JsonSchema, startDate: string): FormData {
  const properties = (composed.properties ?? {}) as Record<string, JsonSchema>;
  const defaults: FormData = {};
  for (const [name, schema] of Object.entries(properties)) {
    if ('default' in schema) defaults[name] = structuredClone(schema.default);
  }
  if ('productCode' in properties) defaults.productCode = bundle.definition.code;
  const term = termOf(bundle);
  return applyCalculatedFields(bundle.formSchema, term ? termStartingOn(term, defaults, startDate) : defaults);
}

/** `value` and everything in it frozen: a shared answer no caller can change for the next one. */
function frozenDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) frozenDeep(child);
  }
  return value;
}

/** {@link formDefaults}, answered from what was last worked out for the same bundle, schema and start date. */
export type SharedFormDefaults = (bundle: ProductBundle, composed: JsonSchema, now: Date) => Readonly<FormData>;

/**
 * {@link formDefaults} worked out once per product bundle, composed schema and policy start date, and
 * shared (frozen) between calls: the trial calculator needs them on every call, and working them out
 * again was a measured part of its CPU (docs/decisions/010-gateway-hot-path.md). A bundle of another
 * product version is another object, so it never gets the defaults of the one before; a new start
 * date (22:00 Macao time) works them out afresh.
 */
export function sharedFormDefaults(): SharedFormDefaults {
  const latest = new WeakMap<ProductBundle, { composed: JsonSchema; startDate: string; defaults: FormData }>();
  return (bundle, composed, now) => {
    const startDate = macaoStartDate(now);
    const known = latest.get(bundle);
    if (known && known.composed === composed && known.startDate === startDate) return known.defaults;
    const defaults = frozenDeep(formDefaultsStarting(bundle, composed, startDate));
    latest.set(bundle, { composed, startDate, defaults });
    return defaults;
  };
}
