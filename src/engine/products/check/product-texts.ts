/**
 * The i18n keys a product's files name (schema titles and descriptions, uiSchema help and placeholders,
 * rule messages, rating labels), each with the JSON pointer that names it, and whether a dictionary
 * (schemas/i18n/<lang>.json, nested objects) has a text for a key.
 */
import { I18N_KEY } from '../localize-schema.js';
import { X_PATTERN_MESSAGE } from '../pattern-messages.js';
import { isPlainObject, pointerSegment } from '../schema-walk.js';

/** One i18n key named in a file. */
export interface NamedKey {
  key: string;
  pointer: string;
}

/** Keys published from product.json itself (`productLabels`), never looked up in the dictionaries. */
const PRODUCT_OWN_PREFIX = 'product.';

/** Member names whose text value is an i18n key when it looks like one. */
const TEXT_MEMBERS = new Set(['title', 'description', 'message', 'label', 'ui:help', 'ui:title', 'ui:description', 'ui:placeholder', X_PATTERN_MESSAGE]);

/** Every i18n key under `value`, anywhere in the tree (data values such as `default` and `const` excluded). */
export function namedKeys(value: unknown, pointer = ''): NamedKey[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => namedKeys(item, `${pointer}/${index}`));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([name, member]) => {
    const at = `${pointer}/${pointerSegment(name)}`;
    if (name === 'default' || name === 'const' || name === 'examples' || name === 'enum') return [];
    if (TEXT_MEMBERS.has(name) && typeof member === 'string') {
      return I18N_KEY.test(member) && !member.startsWith(PRODUCT_OWN_PREFIX) ? [{ key: member, pointer: at }] : [];
    }
    return namedKeys(member, at);
  });
}

/** Whether a nested dictionary holds a text at the dotted key. */
export function hasText(dictionary: unknown, key: string): boolean {
  return textOf(dictionary, key) !== undefined;
}

/** The text of `key` in a dictionary with `{{name}}` filled from `params`, or undefined when it has none. */
export function textOf(dictionary: unknown, key: string, params: Record<string, unknown> = {}): string | undefined {
  let node = dictionary;
  for (const segment of key.split('.')) {
    if (!isPlainObject(node) || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : undefined;
}
