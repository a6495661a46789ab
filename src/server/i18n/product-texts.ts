/**
 * The products' own texts (titles, plans, steps, declarations: the engine's `productLabels`) as the gateway looks
 * them up. A product's labels are made on the first lookup of one of its keys, not every product's at start: made
 * for all, they were a part of a start that grew with the catalogue. The label file takes them all at once.
 */
import { productLabels, type Lang, type ProductRegistry } from '../../engine/index.js';

/** Flat label keys by language, as `productLabels` makes them. */
type FlatLabels = Record<Lang, Record<string, string>>;

export interface ProductTexts {
  /** The text of a product's label key (`product.<code>.title`...) in `lang`, if the product on sale has it. */
  find(lang: Lang, key: string): string | undefined;
  /** Every product's labels, in the catalogue's order: what the label file serves. */
  all(): FlatLabels;
}

/** Every key `productLabels` makes starts so, followed by the product's code (src/engine/products/product-label-keys.ts). */
const PRODUCT_KEY_PREFIX = 'product.';

/** The texts of the products on sale in `registry`, each product's made on its first lookup. */
export function productTexts(registry: ProductRegistry): ProductTexts {
  const byProduct = new Map<string, FlatLabels>();
  const labelsOf = (code: string): FlatLabels | undefined => {
    const made = byProduct.get(code);
    if (made) return made;
    const bundle = registry.get(code);
    if (!bundle) return undefined;
    // A product's keys all carry its code, so its own labels are exactly its part of every product's.
    const labels = productLabels([bundle]);
    byProduct.set(code, labels);
    return labels;
  };
  return {
    find(lang, key) {
      if (!key.startsWith(PRODUCT_KEY_PREFIX)) return undefined;
      const end = key.indexOf('.', PRODUCT_KEY_PREFIX.length);
      return end < 0 ? undefined : labelsOf(key.slice(PRODUCT_KEY_PREFIX.length, end))?.[lang][key];
    },
    all: () => productLabels(registry.list()),
  };
}
