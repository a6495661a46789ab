/**
 * The label file's texts (`plat.i18n`, GET /api/plat/i18n2.js): the whole file and each one-language file, from the
 * label trees (schemas/i18n/<lang>.json) with the products' own texts laid over them.
 */
import { LANGS, type Lang } from '../../engine/index.js';
import { mergeFlatLabels, type LabelTree } from './label-files.js';

/** The label file for all languages (`all`) and for each one (`?lang=tw`...), as served. */
export type LabelFileTexts = Record<Lang | 'all', string>;

/**
 * One language's part of the label file as JSON: its labels (the language's file without its `dict` subtree, plus
 * the products' own texts) and its dictionaries (the `dict` subtree). Each language is merged and written once;
 * the whole file and the one-language files are put together from these.
 */
interface LanguageJson {
  labels: string;
  dicts: string;
}

function languageJson(tree: LabelTree, productLabels: Record<string, string>): LanguageJson {
  const { dict, ...rest } = tree;
  return { labels: JSON.stringify(mergeFlatLabels(rest, productLabels)), dicts: JSON.stringify(typeof dict === 'object' ? dict : {}) };
}

/**
 * The label file's text for `langs`: the JSON *string* of the JSON of `{SYS_LABEL2, SYS_DICT2}`, since the
 * storefront decodes it twice (docs/spec/storefront-spec.md#launch, step 3). The inner JSON is joined from each
 * language's JSON, byte for byte what `JSON.stringify` writes for `{SYS_LABEL2: {<lang>: labels}, SYS_DICT2: {<lang>: dicts}}`
 * with the languages in `langs` order, so no language is written twice for the four files.
 */
function labelFileText(json: Record<Lang, LanguageJson>, langs: readonly Lang[]): string {
  const part = (pick: (language: LanguageJson) => string): string => `{${langs.map((lang) => `${JSON.stringify(lang)}:${pick(json[lang])}`).join(',')}}`;
  return JSON.stringify(`{"SYS_LABEL2":${part((language) => language.labels)},"SYS_DICT2":${part((language) => language.dicts)}}`);
}

/** The four label file texts from the label trees and every product's flat labels. */
export function labelFileTexts(trees: Record<Lang, LabelTree>, productLabels: Record<Lang, Record<string, string>>): LabelFileTexts {
  const json = Object.fromEntries(LANGS.map((lang) => [lang, languageJson(trees[lang], productLabels[lang])])) as Record<Lang, LanguageJson>;
  return {
    all: labelFileText(json, LANGS),
    ...(Object.fromEntries(LANGS.map((lang) => [lang, labelFileText(json, [lang])])) as Record<Lang, string>),
  };
}
