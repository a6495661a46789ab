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
import type { HandlerMap } from '../handlers/handler-types.js';

/**
 * A file of this name in the data folder replaces the label file's text, served as is: how an
 * operator (or a test) makes the gateway answer "... is Forbidden" to show the nothing page.
 */
export const LABEL_FILE_OVERRIDE = 'LABEL_FILE_OVERRIDE';

/**
 * The label file's text: the JSON *string* of the JSON of `{SYS_LABEL2, SYS_DICT2}`, since the
 * storefront decodes it twice (spec section 4, launch step 3). Labels are each language's file without
 * its `dict` subtree, plus the products' own texts; dictionaries are the `dict` subtrees. `langs` are the
 * languages it holds (all three unless the caller asked for one).
 */
export function labelFileText(
  trees: Record<Lang, LabelTree>,
  productLabels: Record<Lang, Record<string, string>>,
  langs: readonly Lang[] = LANGS,
): string {
  const labels: Partial<Record<Lang, LabelTree>> = {};
  const dicts: Partial<Record<Lang, LabelTree>> = {};
  for (const lang of langs) {
    const { dict, ...rest } = trees[lang];
    labels[lang] = mergeFlatLabels(rest, productLabels[lang]);
    dicts[lang] = typeof dict === 'object' ? dict : {};
  }
  return JSON.stringify(JSON.stringify({ SYS_LABEL2: labels, SYS_DICT2: dicts }));
}

export function platformHandlers(context: GatewayContext): Pick<HandlerMap, 'plat.i18n' | 'plat.funcSwitch'> {
  const allLangs = labelFileText(context.labelTrees, context.productLabels);
  // `?lang=tw` lets the storefront's first screen wait for one language's labels instead of all three.
  const oneLang = Object.fromEntries(LANGS.map((lang) => [lang, labelFileText(context.labelTrees, context.productLabels, [lang])])) as Record<Lang, string>;
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
