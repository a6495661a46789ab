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
import { listFeatureBans } from '../storage/feature-bans.repo.js';
import type { HandlerMap } from './handler-types.js';

/**
 * A file of this name in the data folder replaces the label file's text, served as is: how an
 * operator (or a test) makes the gateway answer "... is Forbidden" to show the nothing page.
 */
export const LABEL_FILE_OVERRIDE = 'LABEL_FILE_OVERRIDE';

/**
 * The label file's text: the JSON *string* of the JSON of `{SYS_LABEL2, SYS_DICT2}`, since the
 * storefront decodes it twice (spec section 4, launch step 3). Labels are each language's file without
 * its `dict` subtree, plus the products' own texts; dictionaries are the `dict` subtrees.
 */
export function labelFileText(trees: Record<Lang, LabelTree>, productLabels: Record<Lang, Record<string, string>>): string {
  const labels = {} as Record<Lang, LabelTree>;
  const dicts = {} as Record<Lang, LabelTree>;
  for (const lang of LANGS) {
    const { dict, ...rest } = trees[lang];
    labels[lang] = mergeFlatLabels(rest, productLabels[lang]);
    dicts[lang] = typeof dict === 'object' ? dict : {};
  }
  return JSON.stringify(JSON.stringify({ SYS_LABEL2: labels, SYS_DICT2: dicts }));
}

export function platformHandlers(context: GatewayContext): Pick<HandlerMap, 'plat.i18n' | 'plat.funcSwitch'> {
  const text = labelFileText(context.labelTrees, context.productLabels);
  const overrideFile = join(context.dataDir, LABEL_FILE_OVERRIDE);
  return {
    'plat.i18n': async () => (existsSync(overrideFile) ? readFileSync(overrideFile, 'utf8') : text),
    'plat.funcSwitch': async () => listFeatureBans(context.db),
  };
}
