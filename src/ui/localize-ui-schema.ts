import type { UiSchema } from '@rjsf/utils';
import { I18N_KEY } from '../engine/index.js';
import type { Translate } from './form-context.js';

/** uiSchema directives whose text a product may give as an i18n key. */
const TEXT_DIRECTIVES = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

const cache = new WeakMap<object, WeakMap<Translate, UiSchema>>();

function localize(node: unknown, t: Translate): unknown {
  if (Array.isArray(node)) return node.map((item) => localize(item, t));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = TEXT_DIRECTIVES.has(key) && typeof value === 'string' && I18N_KEY.test(value) ? t(value) : localize(value, t);
  }
  return out;
}

/**
 * A copy of a product's uiSchema with its text directives (ui:help, ui:title…) translated. Memoised per
 * (uiSchema, t) so rjsf gets the same object on every render in one language.
 */
export function localizeUiSchema(uiSchema: object, t: Translate): UiSchema {
  let byT = cache.get(uiSchema);
  if (!byT) {
    byT = new WeakMap();
    cache.set(uiSchema, byT);
  }
  const hit = byT.get(t);
  if (hit) return hit;
  const result = localize(uiSchema, t) as UiSchema;
  byT.set(t, result);
  return result;
}
