import type { i18n as I18n } from 'i18next';
import { LANGS, productLabels, type Lang } from '../../engine/index.js';
import { mergeInto } from '../i18n/resources.js';
import { isLazyCatalog, type LazyProductCatalog } from './lazy-catalog.js';
import type { ProductCatalog } from './load-products.js';
import { productCards } from './product-cards.js';

/**
 * The products' own texts (engine productLabels) as far as the app has them: every text of the full catalogue
 * once it is loaded, the cards' (titles, summaries, what a "from" price assumes) until then.
 */
export function productTexts(catalog: ProductCatalog): Record<Lang, Record<string, string>> {
  const full = isLazyCatalog(catalog) ? catalog.loaded() : catalog;
  return productLabels(full ? full.registry.list() : productCards());
}

/**
 * Loads the products' definitions (at once, beside the page's chunk) and adds their texts (plan, step and declaration titles)
 * to every language i18next holds once it is created, beneath what is there, so the label file's texts keep winning as
 * they do at launch. A page past home awaits this beside its chunk; a language loaded later takes them from `productTexts`.
 */
export async function addCatalogTexts(i18nReady: Promise<I18n>, catalog: LazyProductCatalog): Promise<void> {
  const [i18n, full] = await Promise.all([i18nReady, catalog.loadDefinitions()]);
  const texts = productLabels(full.registry.list());
  for (const lang of LANGS) {
    if (i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', mergeInto({}, texts[lang]), true, false);
  }
}
