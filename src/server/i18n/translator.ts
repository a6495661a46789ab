/** Localised texts for gateway messages (tipMsg), in the caller's language. */
import { LANGS, type Lang } from '../../engine/index.js';
import { FALLBACK_TEXTS } from './fallback-texts.js';
import { lookupLabel, type LabelTree } from './label-files.js';

/**
 * A message parameter: a value, a label looked up in the same language (first key found wins), or a list of
 * values joined by the language's separator label ("A、B" in Chinese, "A, B" in English).
 */
export type MessageParam = string | number | { labelKeys: string[]; fallback: string } | { items: string[]; separatorKey: string };

export interface Translator {
  /** The text of `key` with `{{name}}` parameters filled in; English fallbacks, then the key itself. */
  t(lang: Lang, key: string, params?: Record<string, MessageParam>): string;
  /** The text of `key` when the label files or product labels have it. */
  has(lang: Lang, key: string): boolean;
}

/** The language of a request's x-options: tw, cn or en, default tw. */
export function requestLang(value: unknown): Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value) ? (value as Lang) : 'tw';
}

/** A product's own text by flat label key and language (./product-texts.ts), undefined when it has none. */
export type ProductLabelLookup = (lang: Lang, key: string) => string | undefined;

/** Builds a translator over the label trees and the products' own flat labels, which come first. */
export function createTranslator(trees: Record<Lang, LabelTree>, productLabel: ProductLabelLookup): Translator {
  const find = (lang: Lang, key: string): string | undefined => productLabel(lang, key) ?? lookupLabel(trees[lang], key);
  const resolve = (lang: Lang, param: MessageParam): string => {
    if (typeof param !== 'object') return String(param);
    if ('items' in param) return param.items.join(find(lang, param.separatorKey) ?? ', ');
    for (const key of param.labelKeys) {
      const text = find(lang, key);
      if (text !== undefined) return text;
    }
    return param.fallback;
  };
  return {
    t(lang, key, params = {}) {
      const template = find(lang, key) ?? find('en', key) ?? FALLBACK_TEXTS[key] ?? key;
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
        const param = params[name];
        return param === undefined ? whole : resolve(lang, param);
      });
    },
    has(lang, key) {
      return find(lang, key) !== undefined;
    },
  };
}
