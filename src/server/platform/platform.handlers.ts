/**
 * Platform calls: the label file and the feature switches.
 *
 * The label file (`plat.i18n`, GET /api/plat/i18n2.js) is the one call exempt from the request
 * signature check: the page fetches it before anything else, possibly before the signed client
 * exists (docs/decisions/002-signing.md). Its response is still signed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../../engine/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { mergeFlatLabels, type LabelTree } from '../i18n/label-files.js';
import { listFeatureBans } from './feature-bans.repo.js';
import type { coreRows } from '../../contract/rows/core.js';
import type { HandlersFor } from '../handlers/handler-types.js';

/**
 * A file of this name in the data folder replaces the label file's text, served as is: how an
 * operator (or a test) makes the gateway answer "... is Forbidden" to show the nothing page.
 */
export const LABEL_FILE_OVERRIDE = 'LABEL_FILE_OVERRIDE';

/** One language's part of the label file: its labels (with the products' texts laid over them) and its dictionaries. */
interface LanguageLabels {
  labels: LabelTree;
  dicts: LabelTree;
}

/**
 * Each language's labels merged once: labels are the language's file without its `dict` subtree, plus the
 * products' own texts; dictionaries are the `dict` subtrees. The whole file and each one-language file are
 * written from these, so a start merges each language once, not once per file it serves.
 */
function languageLabels(trees: Record<Lang, LabelTree>, productLabels: Record<Lang, Record<string, string>>): Record<Lang, LanguageLabels> {
  return Object.fromEntries(LANGS.map((lang) => {
    const { dict, ...rest } = trees[lang];
    return [lang, { labels: mergeFlatLabels(rest, productLabels[lang]), dicts: typeof dict === 'object' ? dict : {} }];
  })) as Record<Lang, LanguageLabels>;
}

/**
 * The label file's text for `langs`: the JSON *string* of the JSON of `{SYS_LABEL2, SYS_DICT2}`, since the
 * storefront decodes it twice (docs/spec/storefront-spec.md#launch, step 3).
 */
function labelFileText(merged: Record<Lang, LanguageLabels>, langs: readonly Lang[]): string {
  const labels: Partial<Record<Lang, LabelTree>> = {};
  const dicts: Partial<Record<Lang, LabelTree>> = {};
  for (const lang of langs) {
    labels[lang] = merged[lang].labels;
    dicts[lang] = merged[lang].dicts;
  }
  return JSON.stringify(JSON.stringify({ SYS_LABEL2: labels, SYS_DICT2: dicts }));
}

export function platformHandlers(context: GatewayContext): HandlersFor<Pick<typeof coreRows, 'plat.i18n' | 'plat.funcSwitch'>> {
  const merged = languageLabels(context.labelTrees, context.productLabels);
  const allLangs = labelFileText(merged, LANGS);
  // `?lang=tw` lets the storefront's first screen wait for one language's labels instead of all three.
  const oneLang = Object.fromEntries(LANGS.map((lang) => [lang, labelFileText(merged, [lang])])) as Record<Lang, string>;
  const overrideFile = join(context.dataDir, LABEL_FILE_OVERRIDE);
  return {
    'plat.i18n': async ({ payload }) => {
      if (existsSync(overrideFile)) return readFileSync(overrideFile, 'utf8');
      // The request schema lets only tw, cn or en through.
      const lang = payload.lang as Lang | undefined;
      return lang === undefined ? allLangs : oneLang[lang];
    },
    'plat.funcSwitch': async () => listFeatureBans(context.db),
  };
}
