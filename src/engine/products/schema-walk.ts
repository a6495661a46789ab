import type { JsonSchema } from './product-types.js';

/** Keywords whose value is one subschema. */
const SCHEMA_KEYWORDS = new Set([
  'items', 'additionalItems', 'additionalProperties', 'unevaluatedItems', 'unevaluatedProperties',
  'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'contentSchema',
]);
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to subschemas (the names are not keywords). */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions']);

/**
 * Deep-copies a schema, passing every schema object (the root and each nested subschema) through
 * `visit` after its subschemas were copied. Other keyword values (const, default, enum, titles,
 * vendor keywords) are copied as data, so a default object containing `title` is never rewritten
 * and a property called `default` is still walked.
 */
export function mapSchemaObjects(schema: JsonSchema, visit: (node: JsonSchema) => JsonSchema): JsonSchema {
  const copy: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (SCHEMA_KEYWORDS.has(keyword)) {
      copy[keyword] = mapSubschema(value, visit);
    } else if (SCHEMA_LIST_KEYWORDS.has(keyword) && Array.isArray(value)) {
      copy[keyword] = value.map((item) => mapSubschema(item, visit));
    } else if (SCHEMA_MAP_KEYWORDS.has(keyword) && isPlainObject(value)) {
      copy[keyword] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapSubschema(item, visit)]));
    } else {
      // A string, number or boolean is copied by assignment: structuredClone's own cost per call, over every keyword
      // of a composed form, was a visible part of an order step's first render on a slow phone.
      copy[keyword] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
    }
  }
  return visit(copy);
}

/** Boolean schemas (`true`/`false`) and tuple `items` lists pass through the same walk. */
function mapSubschema(value: unknown, visit: (node: JsonSchema) => JsonSchema): unknown {
  if (Array.isArray(value)) return value.map((item) => mapSubschema(item, visit));
  return isPlainObject(value) ? mapSchemaObjects(value, visit) : value;
}

/** A member name as a JSON pointer segment (`~` and `/` escaped). */
export function pointerSegment(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** True for `{...}` values (not arrays, not null). */
export function isPlainObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Calls `visit` with every schema object of `schema` (the root first, then each nested subschema, by the
 * same keywords as {@link mapSchemaObjects}) and its JSON pointer, so a check can say where it looked.
 */
export function eachSchemaObject(schema: JsonSchema, visit: (node: JsonSchema, pointer: string) => void, pointer = ''): void {
  visit(schema, pointer);
  const visitValue = (value: unknown, at: string): void => {
    if (Array.isArray(value)) value.forEach((item, index) => visitValue(item, `${at}/${index}`));
    else if (isPlainObject(value)) eachSchemaObject(value, visit, at);
  };
  for (const [keyword, value] of Object.entries(schema)) {
    const at = `${pointer}/${keyword}`;
    if (SCHEMA_KEYWORDS.has(keyword) || (SCHEMA_LIST_KEYWORDS.has(keyword) && Array.isArray(value))) visitValue(value, at);
    else if (SCHEMA_MAP_KEYWORDS.has(keyword) && isPlainObject(value)) {
      for (const [name, item] of Object.entries(value)) visitValue(item, `${at}/${pointerSegment(name)}`);
    }
  }
}
