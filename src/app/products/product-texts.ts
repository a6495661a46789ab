import type { i18n as I18n } from 'i18next';
import { LANGS, productLabels, type Lang, type ProductLabelSource } from '../../engine/index.js';
import { mergeInto } from '../i18n/resources.js';
import { isLazyCatalog, type LazyProductCatalog } from './lazy-catalog.js';
import type { ProductCatalog } from './load-products.js';
import { productCards } from './product-cards.js';

/** Each product as far as the app has it: whole once loaded, its card (titles, summaries, what a "from" price assumes) until then. */
function labelSources(catalog: ProductCatalog): { definition: ProductLabelSource }[] {
  if (!isLazyCatalog(catalog)) return catalog.registry.list();
  return productCards().map((card) => (catalog.partsLoaded(card.definition.code) ? catalog.registry.get(card.definition.code) ?? card : card));
}

/** The products' own texts (engine productLabels) as far as the app has them (see labelSources). */
export function productTexts(catalog: ProductCatalog): Record<Lang, Record<string, string>> {
  return productLabels(labelSources(catalog));
}

const following = new WeakSet<I18n>();

/**
 * Once i18next is created, adds to every language it holds the texts of each product the app loads (plan, step and
 * declaration titles), as each one comes (all at once for most pages, an order page's own product as it opens),
 * beneath what is there, so the label file's texts keep winning as they do at launch. A page past home awaits this
 * beside its chunk; a language loaded later takes them from `productTexts`.
 */
export async function addCatalogTexts(i18nReady: Promise<I18n>, catalog: LazyProductCatalog): Promise<void> {
  const [i18n, split] = await Promise.all([i18nReady, catalog.loadDefinitions()]);
  if (following.has(i18n)) return;
  following.add(i18n);
  split.onProductLoaded((bundle) => {
    const texts = productLabels([bundle]);
    for (const lang of LANGS) {
      if (i18n.hasResourceBundle(lang, 'translation')) i18n.addResourceBundle(lang, 'translation', mergeInto({}, texts[lang]), true, false);
    }
  });
}
