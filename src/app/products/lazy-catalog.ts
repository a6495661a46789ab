import type { ProductCatalog } from './load-products.js';
import { loadProductCards } from './product-cards.js';
import type { SplitCatalog } from './split-catalog.js';

/**
 * The product catalogue as the app holds it: home draws its cards from ./product-cards.ts; the catalogue (the shared
 * schema parts, each product as its card until loaded) is a chunk the pages past home await (the route table's
 * `prerequisites`, src/app/main.tsx), and each product's definition, form schema, ui schema and rates a chunk of its
 * own (./split-catalog.ts): an order page and a product page load their product's (`loadParts`, through useProductParts),
 * every other page past home all of them.
 */
export interface LazyProductCatalog extends ProductCatalog {
  /** Fetches the catalogue and every product once; resolves with the catalogue. */
  load(): Promise<ProductCatalog>;
  /** Fetches the catalogue once, each product as its card (what an order page's prerequisites need). */
  loadDefinitions(): Promise<SplitCatalog>;
  /** Fetches the catalogue and the product `code` (definition, form schema, ui schema, rates) once. */
  loadParts(code: string): Promise<void>;
  /** Whether all of the product `code` can be read now. */
  partsLoaded(code: string): boolean;
  /** The catalogue when it has been loaded, or null. */
  loaded(): ProductCatalog | null;
}

/** The split catalogue's chunk (./split-catalog.ts), which builds each product's definition from its card. */
async function importCatalog(): Promise<SplitCatalog> {
  const [{ appCatalog }] = await Promise.all([import('./split-catalog.js'), loadProductCards()]);
  return appCatalog();
}

/** Loads an order page's product (`key` names it) as the app loads a page's chunk, or as given when left out. */
export type ProductChunkLoader = (key: string, load: () => Promise<void>) => Promise<void>;

/**
 * A catalogue whose `registry` and `sharedDefs` are read from the split catalogue once a load has brought it. A page
 * that reads them earlier is a wiring mistake (only a page past home reads them, after its prerequisites) and throws,
 * as does reading a product's form schema, ui schema or rates before its parts are loaded.
 *
 * `loadProduct` wraps each product's load; the app gives it the page chunks' loader (src/app/main.tsx:
 * time-out, one reload keeping what was entered, then the route's chunk message), so a product that cannot be
 * fetched on an order page ends as a page chunk that cannot be.
 */
export function lazyProductCatalog(
  load: () => Promise<SplitCatalog> = importCatalog,
  loadProduct: ProductChunkLoader = (_key, loadParts) => loadParts(),
): LazyProductCatalog {
  let split: SplitCatalog | null = null;
  let loading: Promise<SplitCatalog> | null = null;
  const ready = (): SplitCatalog => {
    if (!split) throw new Error('the product catalogue was read before a page past home loaded it');
    return split;
  };
  const loadDefinitions = (): Promise<SplitCatalog> => {
    loading ??= load().then((catalog) => (split = catalog), (error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    get registry() { return ready().registry; },
    get sharedDefs() { return ready().sharedDefs; },
    loadDefinitions,
    async load() {
      const catalog = await loadDefinitions();
      await catalog.loadEvery();
      return catalog;
    },
    loadParts: (code) => loadProduct(`product-${code}`, async () => (await loadDefinitions()).loadParts(code)),
    partsLoaded: (code) => split?.partsLoaded(code) ?? false,
    loaded: () => split,
  };
}

/** Whether `catalog` is one the app loads lazily (tests and the prerender give the full one). */
export function isLazyCatalog(catalog: ProductCatalog): catalog is LazyProductCatalog {
  return 'loaded' in catalog;
}
