import type { ProductCatalog } from './load-products.js';

/**
 * The product catalogue as the app holds it: home draws its cards from ./product-cards.ts, and the full catalogue
 * (every product's form schema, ui schema, plans, steps, rules and the shared schema parts) is a chunk of its own
 * that the pages past home await beside theirs (the route table's `prerequisites`, src/app/main.tsx).
 */
export interface LazyProductCatalog extends ProductCatalog {
  /** Fetches the full catalogue once; resolves with it. */
  load(): Promise<ProductCatalog>;
  /** The full catalogue when it has been loaded, or null. */
  loaded(): ProductCatalog | null;
}

/** The full catalogue's chunk (./load-products.ts). */
async function importCatalog(): Promise<ProductCatalog> {
  return (await import('./load-products.js')).productCatalog();
}

/**
 * A catalogue whose `registry` and `sharedDefs` are read from the full catalogue once `load()` has brought it. A page
 * that reads them earlier is a wiring mistake (only a page past home reads them, after its prerequisites) and throws.
 */
export function lazyProductCatalog(load: () => Promise<ProductCatalog> = importCatalog): LazyProductCatalog {
  let full: ProductCatalog | null = null;
  let loading: Promise<ProductCatalog> | null = null;
  const ready = (): ProductCatalog => {
    if (!full) throw new Error('the product catalogue was read before a page past home loaded it');
    return full;
  };
  return {
    get registry() { return ready().registry; },
    get sharedDefs() { return ready().sharedDefs; },
    load() {
      loading ??= load().then((catalog) => (full = catalog), (error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
    loaded: () => full,
  };
}

/** Whether `catalog` is one the app loads lazily (tests and the prerender give the full one). */
export function isLazyCatalog(catalog: ProductCatalog): catalog is LazyProductCatalog {
  return 'loaded' in catalog;
}
