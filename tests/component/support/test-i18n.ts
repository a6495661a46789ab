import type { i18n as I18n } from 'i18next';
import { LANGS, productLabels, type Lang } from '../../../src/engine/index.js';
import { loadBundledLabels } from '../../../src/app/i18n/bundled-labels.js';
import { createI18n } from '../../../src/app/i18n/create-i18n.js';
import type { LabelPart } from '../../../src/app/i18n/label-parts.js';
import { buildResources, type ResourceTree } from '../../../src/app/i18n/resources.js';
import { productCatalog } from '../../../src/app/products/load-products.js';

/**
 * An i18next instance with the storefront's bundled labels and the products' own texts, as main.tsx builds
 * it, showing `lang`. Every language is loaded (the storefront loads the others on a switch), so a test may
 * change language freely. `parts` narrows the bundled labels to those parts (src/app/i18n/label-parts.ts), as a
 * page that loaded only them has them.
 */
export async function testI18n(lang: Lang = 'tw', parts?: readonly LabelPart[]): Promise<I18n> {
  const texts = productLabels(productCatalog().registry.list());
  const trees = await Promise.all(LANGS.map(async (code) => [code, buildResources(code, await loadBundledLabels(code, parts), texts)] as const));
  return createI18n(lang, Object.fromEntries(trees) as Record<Lang, ResourceTree>);
}
