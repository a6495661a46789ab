/**
 * The `allOf` merge @rjsf/utils imports as `./shallowAllOfMerge.js` (from @x0k/json-schema-merge), for the keywords the
 * storefront's schemas combine. vite.config.ts points that import here (docs/decisions/016-order-route-diet.md);
 * nothing else imports this file.
 */
import type { JSONSchema7Definition } from 'json-schema';

type Definition = JSONSchema7Definition;
type SchemaObject = Exclude<Definition, boolean>;
type Record_ = Record<string | symbol, unknown>;

/** A schema that allows anything: `true` or `{}`. */
function allowsAny(definition: unknown): boolean {
  return typeof definition === 'object' && definition !== null ? Object.keys(definition).length === 0 : definition === true;
}

/** Both arrays' items once each, the longer array's first (the order @x0k/json-schema-merge gives `required`). */
function union(left: readonly unknown[], right: readonly unknown[]): unknown[] {
  if (left.length === 0) return [...right];
  if (right.length === 0) return [...left];
  const [larger, smaller] = left.length < right.length ? [right, left] : [left, right];
  return [...new Set([...larger, ...smaller])];
}

/** The type both sides allow (`number` and `integer` give `integer`), or an error for types that exclude each other. */
function intersectTypes(left: unknown, right: unknown): unknown {
  const one = (a: unknown, b: unknown): unknown => {
    if (a === b) return a;
    if ((a === 'number' && b === 'integer') || (a === 'integer' && b === 'number')) return 'integer';
    return undefined;
  };
  if (left === right) return left;
  const lefts = Array.isArray(left) ? left : [left];
  const rights = Array.isArray(right) ? right : [right];
  const both = new Set<unknown>();
  for (const a of lefts) for (const b of rights) {
    const type = one(a, b);
    if (type !== undefined) both.add(type);
  }
  if (both.size === 1) return [...both][0];
  if (both.size > 1) return [...both];
  throw new Error(`It is not possible to create an intersection of the following incompatible types: ${String(left)}, ${String(right)}`);
}

/**
 * Keywords the library combines in ways the storefront's schemas never need (intersected enums, joined patterns,
 * pairs of anyOf/oneOf members, items, dependencies...): set on both sides, they throw here. Any other keyword set
 * on both sides keeps the left schema's value, as in the library (annotations, `const`, `format`, `x-` keywords).
 */
const NOT_COMBINED = new Set(['$defs', 'definitions', 'not', 'pattern', 'enum', 'anyOf', 'oneOf', 'allOf', 'propertyNames', 'dependencies', 'examples', 'multipleOf', 'items', 'additionalItems', 'contains']);
const SMALLEST = new Set(['exclusiveMaximum', 'maximum', 'maxItems', 'maxLength', 'maxProperties']);
const LARGEST = new Set(['exclusiveMinimum', 'minimum', 'minItems', 'minLength', 'minProperties']);
const CONDITION = ['if', 'then', 'else'] as const;
const PROPERTIES = ['properties', 'patternProperties', 'additionalProperties'] as const;
const BOUNDS: readonly [string, string, (low: number, high: number) => boolean][] = [
  ['minimum', 'maximum', (low, high) => high >= low],
  ['exclusiveMinimum', 'maximum', (low, high) => high > low],
  ['minimum', 'exclusiveMaximum', (low, high) => high > low],
  ['exclusiveMinimum', 'exclusiveMaximum', (low, high) => high > low],
  ['minLength', 'maxLength', (low, high) => high >= low],
  ['minItems', 'maxItems', (low, high) => high >= low],
  ['minProperties', 'maxProperties', (low, high) => high >= low],
];

function unsupported(keyword: string): never {
  throw new Error(`allOf: both schemas set '${keyword}', which the storefront's merge does not combine`);
}

/** Two records of schemas (`properties`, `patternProperties`), a key both hold merged. */
function mergeRecords(left: Record_ | undefined, right: Record_ | undefined): Record_ | undefined {
  if (!left || !right) return left ?? right;
  const merged: Record_ = { ...left };
  for (const key of Object.keys(right)) {
    merged[key] = left[key] === undefined ? right[key] : mergeTwo(left[key] as Definition, right[key] as Definition);
  }
  return merged;
}

/** Sets `keyword` to a record of schemas, or removes it when the record allows anything. */
function assignRecord(target: Record_, keyword: string, value: Record_ | undefined): void {
  if (value === undefined || allowsAny(value)) delete target[keyword];
  else target[keyword] = value;
}

/** The properties of two object schemas whose further properties are free (the only kind the storefront writes). */
function mergeProperties(target: Record_, left: Record_, right: Record_): void {
  if (!allowsAny(left.additionalProperties ?? true) || !allowsAny(right.additionalProperties ?? true)) unsupported('additionalProperties');
  assignRecord(target, 'properties', mergeRecords((left.properties ?? {}) as Record_, (right.properties ?? {}) as Record_));
  assignRecord(target, 'patternProperties', mergeRecords(left.patternProperties as Record_ | undefined, right.patternProperties as Record_ | undefined));
  delete target.additionalProperties;
}

/** The keyword's value when both schemas set it. */
function mergeKeyword(keyword: string, left: unknown, right: unknown): unknown {
  if (NOT_COMBINED.has(keyword)) return unsupported(keyword);
  if (SMALLEST.has(keyword)) return Math.min(left as number, right as number);
  if (LARGEST.has(keyword)) return Math.max(left as number, right as number);
  switch (keyword) {
    case 'type':
      return intersectTypes(left, right);
    case 'required':
      return union(left as unknown[], right as unknown[]);
    case 'readOnly':
    case 'writeOnly':
    case 'uniqueItems':
      return Boolean(left) || Boolean(right);
    default:
      return left;
  }
}

/**
 * Two schemas as one that both constrain, the way @x0k/json-schema-merge's merger (rjsf's default) does it for the
 * keywords the storefront's schemas use; a keyword it does not combine throws, which rjsf turns into the schema
 * without its `allOf` and a console warning (tests/unit/bundle/all-of-merge.test.ts holds every product's schemas
 * to the library's result).
 */
function mergeTwo(left: Definition, right: Definition): Definition {
  if (left === false || right === false) return false;
  if (allowsAny(left)) return allowsAny(right) ? true : right;
  if (allowsAny(right)) return left;
  const l = left as Record_;
  const r = right as Record_;
  const target: Record_ = { ...l };
  let conditions = false;
  let properties = false;
  // Symbol keys too: rjsf marks a schema resolved from a `$ref` with one.
  for (const keyword of Reflect.ownKeys(r)) {
    const value = r[keyword];
    if (value === undefined) continue;
    if (typeof keyword === 'symbol') {
      if (l[keyword] === undefined) target[keyword] = value;
      continue;
    }
    if ((CONDITION as readonly string[]).includes(keyword) && CONDITION.some((key) => l[key] !== undefined)) {
      conditions = true;
      continue;
    }
    if ((PROPERTIES as readonly string[]).includes(keyword) && PROPERTIES.some((key) => l[key] !== undefined)) {
      properties = true;
      continue;
    }
    if (l[keyword] === undefined) target[keyword] = value;
    else target[keyword] = mergeKeyword(keyword, l[keyword], value);
  }
  if (properties) mergeProperties(target, l, r);
  if (conditions) {
    // Two conditions cannot be one: the right one goes on as a member of allOf, as the library keeps it.
    const condition: Record_ = {};
    for (const key of CONDITION) if (r[key] !== undefined) condition[key] = r[key];
    target.allOf = [...((target.allOf as unknown[] | undefined) ?? []), condition];
  }
  for (const [low, high, holds] of BOUNDS) {
    if (typeof target[low] === 'number' && typeof target[high] === 'number' && !holds(target[low], target[high])) {
      throw new Error(`Schema keys '${low}' and '${high}' are conflicting`);
    }
  }
  return target as SchemaObject;
}

/** A schema and the members of its `allOf`, nested `allOf`s flattened, in order. */
function allOfParts(schema: Definition): Definition[] {
  const parts: Definition[] = [];
  const stack: Definition[] = [schema];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current === 'boolean' || current.allOf === undefined) {
      parts.push(current);
      continue;
    }
    const { allOf, ...rest } = current;
    parts.push(rest);
    for (let index = allOf.length - 1; index >= 0; index--) stack.push(allOf[index]!);
  }
  return parts;
}

/**
 * rjsf's `allOf` merge (`@rjsf/utils/lib/schema/shallowAllOfMerge.js`, which vite.config.ts points here): a schema
 * with its `allOf` members merged into it. @x0k/json-schema-merge does this for any schema in 9 KB gz of the order
 * route (comparators, pattern and enum intersection, items, dependencies...); the storefront's schemas combine
 * `$ref`ed parts with properties, `required`, types, titles, defaults and conditions only
 * (docs/decisions/016-order-route-diet.md).
 */
export default function shallowAllOfMerge(schema: Definition): Definition {
  const parts = allOfParts(schema);
  let result = parts[0]!;
  for (let index = 1; index < parts.length; index++) {
    const merged = mergeTwo(result, parts[index]!);
    if (merged === false) return false;
    if (allowsAny(merged)) continue;
    result = merged;
  }
  return result;
}
