/**
 * A field's own message for its `pattern` (a membership number's customers read "The format is
 * not valid"): `"x-patternMessage": "<i18n key>"` beside the pattern in form.schema.json, its texts in
 * schemas/i18n/{tw,cn,en}.json. The gateway reads it from the failing schema; the storefront, whose
 * validator errors carry the pattern but not the schema, looks it up by the pattern.
 */
import type { JsonSchema } from './product-types.js';
import { eachSchemaObject } from './schema-walk.js';

/** The form-schema keyword naming the i18n key of a field's pattern message. */
export const X_PATTERN_MESSAGE = 'x-patternMessage';

const known = new WeakMap<JsonSchema, ReadonlyMap<string, string>>();

/** The pattern message keys of a (composed or step) schema, by pattern. */
export function patternMessages(schema: JsonSchema): ReadonlyMap<string, string> {
  let found = known.get(schema);
  if (!found) {
    const messages = new Map<string, string>();
    eachSchemaObject(schema, (node) => {
      const key = node[X_PATTERN_MESSAGE];
      if (typeof node.pattern === 'string' && typeof key === 'string') messages.set(node.pattern, key);
    });
    found = messages;
    known.set(schema, found);
  }
  return found;
}

/** The pattern message key a failing schema names, if any. */
export function ownPatternMessage(schema: unknown): string | undefined {
  const key = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>)[X_PATTERN_MESSAGE] : undefined;
  return typeof key === 'string' ? key : undefined;
}
