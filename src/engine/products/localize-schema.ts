import type { JsonSchema } from './product-types.js';
import { mapSchemaObjects } from './schema-walk.js';

/** What an i18n key looks like: a lowercase namespace and at least one dotted segment. */
export const I18N_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

const TEXT_KEYWORDS = ['title', 'description'] as const;

const localized = new WeakMap<JsonSchema, WeakMap<(key: string) => string, JsonSchema>>();

/**
 * A copy of `schema` in which every `title` and `description` that is an i18n key is replaced by
 * `t(key)`; literal texts (like "+853") stay. Memoised per (schema, t) pair so a screen re-rendered
 * in the same language gets the same object (i18next's `t` changes identity with the language).
 */
export function localizeSchema(schema: JsonSchema, t: (key: string) => string): JsonSchema {
  let byT = localized.get(schema);
  if (!byT) {
    byT = new WeakMap();
    localized.set(schema, byT);
  }
  const cached = byT.get(t);
  if (cached) return cached;
  const result = mapSchemaObjects(schema, (node) => {
    let out = node;
    for (const keyword of TEXT_KEYWORDS) {
      const text = node[keyword];
      if (typeof text === 'string' && I18N_KEY.test(text)) {
        if (out === node) out = { ...node };
        out[keyword] = t(text);
      }
    }
    return out;
  });
  byT.set(t, result);
  return result;
}
