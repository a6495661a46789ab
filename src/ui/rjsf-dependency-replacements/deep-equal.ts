/**
 * The deep equality @rjsf/utils builds from fast-equals (`createCustomEqual`, in deepEquals.js: circular references
 * tracked, any two functions equal), written for the values rjsf compares: form data, schemas, ui schemas and the
 * Form's props. fast-equals is 2.4 KB gz of the order route for one comparator; vite.config.ts points the storefront's
 * `fast-equals` imports here (docs/decisions/016-order-route-diet.md), @rjsf/utils being their only importer.
 *
 * Compared by value as fast-equals does: numbers by SameValue (NaN equals NaN), plain and null-prototype objects by
 * their enumerable own keys (a React element's owner skipped), arrays, dates, regular expressions, and maps and sets
 * (unordered, by deep equality). Two objects made by different constructors are unequal. Anything else (promises,
 * files, class instances) is equal only to itself, where fast-equals compares some of them by value (errors, URLs,
 * typed arrays, ArrayBuffers, boxed primitives): none of those reaches an rjsf comparison in the storefront, whose
 * form data and schemas are JSON.
 */

type Comparator = (a: unknown, b: unknown) => boolean;

/** The part of fast-equals' custom configuration @rjsf/utils sets. */
export interface CustomEqualConfig {
  areFunctionsEqual?(a: unknown, b: unknown): boolean;
}

/** The options of fast-equals' `createCustomEqual` that @rjsf/utils passes. */
export interface CustomEqualOptions {
  /** Follow self-references (always done here: a shared visit list costs nothing when there are none). */
  circular?: boolean;
  createCustomConfig?(defaults: CustomEqualConfig): CustomEqualConfig;
}

/** Properties of a React (or Preact) element that point back at its owner: never compared (they can be cyclic). */
const OWNER_KEYS = new Set(['_owner', '__o', '__v']);

function isReactOwner(a: Record<string, unknown>, b: Record<string, unknown>, key: string): boolean {
  return OWNER_KEYS.has(key) && Boolean(a.$$typeof ?? b.$$typeof);
}

/** Each entry of `a` matched with a different entry of `b` that `same` accepts (order not significant). */
function sameUnordered<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  if (a.length !== b.length) return false;
  const matched = new Array<boolean>(b.length).fill(false);
  return a.every((x) => {
    const at = b.findIndex((y, index) => !matched[index] && same(x, y));
    if (at < 0) return false;
    matched[at] = true;
    return true;
  });
}

/** A deep equality like fast-equals' `createCustomEqual(options)`, for the options @rjsf/utils passes. */
export function createCustomEqual(options: CustomEqualOptions = {}): Comparator {
  const areFunctionsEqual = options.createCustomConfig?.({}).areFunctionsEqual ?? ((a: unknown, b: unknown) => a === b);

  return (first, second) => {
    // Pairs being compared further up: meeting one again means a cycle, equal when both sides close it alike.
    const visiting = new Map<object, object>();

    const equal = (a: unknown, b: unknown): boolean => {
      if (a === b) return true;
      if (a == null || b == null || typeof a !== typeof b) return false;
      if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
      if (typeof a === 'function') return areFunctionsEqual(a, b);
      if (typeof a !== 'object') return false;
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      if (x.constructor !== y.constructor) return false;
      const seenX = visiting.get(x);
      const seenY = visiting.get(y);
      if (seenX && seenY) return seenX === y && seenY === x;
      visiting.set(x, y).set(y, x);
      const result = sameContent(x, y);
      visiting.delete(x);
      visiting.delete(y);
      return result;
    };

    const sameContent = (a: object, b: object): boolean => {
      if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, index) => equal(item, (b as unknown[])[index]));
      if (a.constructor === Object || a.constructor == null) {
        const x = a as Record<string, unknown>;
        const y = b as Record<string, unknown>;
        const keys = Object.keys(x);
        if (keys.length !== Object.keys(y).length) return false;
        return keys.every((key) => isReactOwner(x, y, key) || (Object.prototype.propertyIsEnumerable.call(y, key) && equal(x[key], y[key])));
      }
      if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime());
      if (a instanceof RegExp) return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
      if (a instanceof Map) return sameUnordered([...a], [...(b as Map<unknown, unknown>)], ([k1, v1], [k2, v2]) => equal(k1, k2) && equal(v1, v2));
      if (a instanceof Set) return sameUnordered([...a], [...(b as Set<unknown>)], equal);
      return false;
    };

    return equal(first, second);
  };
}
