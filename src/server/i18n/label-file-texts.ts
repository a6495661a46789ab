/**
 * The label file's texts (`plat.i18n`, GET /api/plat/i18n2.js): the whole file and each one-language file, from the
 * label trees (schemas/i18n/<lang>.json) with the products' own texts laid over them.
 */
import { LANGS, type Lang } from '../../engine/index.js';
import { mergeFlatLabels, type LabelTree } from './label-files.js';

/** The label file for all languages (`all`) and for each one (`?lang=tw`...), as served. */
export type LabelFileTexts = Record<Lang | 'all', string>;

/**
 * One language's part of the label file: the JSON of its labels (the language's file without its `dict` subtree,
 * plus the products' own texts) and of its dictionaries (the `dict` subtree), each escaped as inside a JSON string.
 * Each language is merged, written and escaped once; the four files are joined from these parts.
 */
export interface LanguagePart {
  labels: string;
  dicts: string;
}

/** Each language's part. */
export type LabelFileParts = Record<Lang, LanguagePart>;

/** `text` as it stands inside a JSON string (no quotes around it). */
const escaped = (text: string): string => JSON.stringify(text).slice(1, -1);

/** Each language's part of the label file from the label trees and every product's flat labels. */
export function labelFileParts(trees: Record<Lang, LabelTree>, productLabels: Record<Lang, Record<string, string>>): LabelFileParts {
  return Object.fromEntries(LANGS.map((lang) => {
    const { dict, ...rest } = trees[lang];
    const part: LanguagePart = {
      labels: escaped(JSON.stringify(mergeFlatLabels(rest, productLabels[lang]))),
      dicts: escaped(JSON.stringify(typeof dict === 'object' ? dict : {})),
    };
    return [lang, part];
  })) as LabelFileParts;
}

/**
 * The label file's text for `langs`: the JSON *string* of the JSON of `{SYS_LABEL2, SYS_DICT2}`, since the
 * storefront decodes it twice (docs/spec/storefront-spec.md#launch, step 3). JSON escapes a string character by
 * character, so the string of a joined text is the join of its pieces' escapes: this is byte for byte
 * `JSON.stringify(JSON.stringify({SYS_LABEL2: {<lang>: labels...}, SYS_DICT2: {<lang>: dicts...}}))`, languages in `langs` order.
 */
function labelFileText(parts: LabelFileParts, langs: readonly Lang[]): string {
  const object = (pick: (part: LanguagePart) => string): string => `{${langs.map((lang) => `${escaped(JSON.stringify(lang))}:${pick(parts[lang])}`).join(',')}}`;
  return `"${escaped('{"SYS_LABEL2":')}${object((part) => part.labels)}${escaped(',"SYS_DICT2":')}${object((part) => part.dicts)}}"`;
}

/** The four label file texts from each language's part. */
export function labelFileTexts(parts: LabelFileParts): LabelFileTexts {
  return {
    all: labelFileText(parts, LANGS),
    ...(Object.fromEntries(LANGS.map((lang) => [lang, labelFileText(parts, [lang])])) as Record<Lang, string>),
  };
}
