/**
 * The product catalogue as the app loads it past home: every product's definition (product.json) and the shared
 * schema parts in this module's chunk, and each product's form schema, ui schema and rates in a chunk of its own
 * (vite.config.ts groups a product's three files), fetched for the one product an order page draws or for every
 * product on the other pages (./lazy-catalog.ts). Reading a product's parts before they are loaded throws.
 */
import { filesByProduct, productParts, registryOf, sharedDefsOf, type ProductParts } from './catalog-files.js';
import type { ProductCatalog } from './load-products.js';

const definitionFiles = import.meta.glob<unknown>('/schemas/products/*/product.json', { eager: true, import: 'default' });
const sharedFiles = import.meta.glob<unknown>('/schemas/shared/*.json', { eager: true, import: 'default' });
const partFiles = import.meta.glob<unknown>('/schemas/products/*/{form.schema,form.ui,rates}.json', { import: 'default' });

/** A catalogue whose products' parts are loaded on demand. */
export interface SplitCatalog extends ProductCatalog {
  /** Loads the parts of the product `code` (as the registry spells it) once; resolves when they can be read. */
  loadParts(code: string): Promise<void>;
  /** Whether the parts of `code` can be read. */
  partsLoaded(code: string): boolean;
}

/** Builds the catalogue from the bundled definitions; the parts' loaders are the globbed chunks. */
export function splitCatalog(): SplitCatalog {
  const loaders = filesByProduct(partFiles);
  const parts = new Map<string, ProductParts>();
  const loading = new Map<string, Promise<void>>();
  const partsOf = (code: string): ProductParts => {
    const loaded = parts.get(code);
    if (!loaded) throw new Error(`the form schema, ui schema and rates of ${code} were read before its page loaded them`);
    return loaded;
  };
  const definitions = new Map([...filesByProduct(definitionFiles)].map(([code, files]) => [code, files.product]));
  const load = async (code: string): Promise<void> => {
    const files = Object.entries(loaders.get(code) ?? {});
    const contents = await Promise.all(files.map(async ([file, loader]) => [file, await loader()] as const));
    parts.set(code, productParts(code, Object.fromEntries(contents)));
  };
  return {
    registry: registryOf(definitions, partsOf),
    sharedDefs: sharedDefsOf(sharedFiles),
    loadParts(code) {
      if (parts.has(code)) return Promise.resolve();
      let pending = loading.get(code);
      if (!pending) {
        pending = load(code).finally(() => loading.delete(code));
        loading.set(code, pending);
      }
      return pending;
    },
    partsLoaded: (code) => parts.has(code),
  };
}

let catalog: SplitCatalog | null = null;

/** The app's catalogue, built once per page load. */
export function appCatalog(): SplitCatalog {
  catalog ??= splitCatalog();
  return catalog;
}
