/**
 * The product catalogue as the app loads it past home: the shared schema parts in this module's chunk, and each
 * product's definition (product.json), form schema, ui schema and rates in a chunk of its own (./product-chunks.ts),
 * fetched for the one product an order page or a product page draws; the other pages load every product's in one
 * chunk (./every-product.ts, ./lazy-catalog.ts). Until a product's chunk is in, its definition answers what its home card holds (code, line,
 * titles, summaries, currency, channels, "from" price case: ./product-card-data.ts) and throws on any other read, as
 * does a read of its form schema, ui schema or rates.
 */
import { normalizeProductDefinition, type ProductBundle, type ProductDefinition } from '../../engine/index.js';
import { filesByProduct, productParts, registryOf, sharedDefsOf, type ProductParts } from './catalog-files.js';
import type { ProductCatalog } from './load-products.js';
import { CARD_FIELDS, type CardDefinition } from './product-card-data.js';
import { productCards } from './product-cards.js';
import { loadProductChunk } from './product-chunks.js';

const sharedFiles = import.meta.glob<unknown>('/schemas/shared/*.json', { eager: true, import: 'default' });

/** A product as its chunk brings it. */
interface LoadedProduct {
  definition: ProductDefinition;
  parts: ProductParts;
}

/** A catalogue whose products' definitions and parts are loaded on demand. */
export interface SplitCatalog extends ProductCatalog {
  /** Loads the product `code` (as the registry spells it) once; resolves when all of it can be read. */
  loadParts(code: string): Promise<void>;
  /** Whether all of the product `code` can be read. */
  partsLoaded(code: string): boolean;
  /** Loads every product (what the pages past home other than the order wizard's read). */
  loadEvery(): Promise<void>;
  /** Calls `listener` with each product once it is loaded whole (those loaded already at once). */
  onProductLoaded(listener: (bundle: ProductBundle) => void): void;
}

const CARD_KEYS: ReadonlySet<PropertyKey> = new Set(CARD_FIELDS);

/**
 * The definition of a product that reads as the loaded one once `loaded()` has it, and until then as its card for the
 * card's fields; any other read before that is a page reading a product it has not loaded, and throws.
 */
function definitionOnDemand(card: CardDefinition, loaded: () => ProductDefinition | undefined): ProductDefinition {
  const whole = (key: PropertyKey): ProductDefinition => {
    const definition = loaded();
    if (!definition) throw new Error(`${String(key)} of ${card.code}'s definition was read before its page loaded the product`);
    return definition;
  };
  return new Proxy({} as ProductDefinition, {
    get: (_, key) => {
      const definition = loaded();
      if (definition) return Reflect.get(definition, key);
      if (CARD_KEYS.has(key)) return Reflect.get(card, key);
      return typeof key === 'symbol' ? undefined : whole(key);
    },
    has: (_, key) => Reflect.has(loaded() ?? (CARD_KEYS.has(key) ? card : whole(key)), key),
    ownKeys: () => Reflect.ownKeys(whole('every key')),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(whole(key), key),
  });
}

/** Builds the catalogue from home's product cards; each product's chunk loads on demand. */
export function splitCatalog(): SplitCatalog {
  const products = new Map<string, LoadedProduct>();
  const loading = new Map<string, Promise<void>>();
  const definitions = new Map(productCards().map(({ definition: card }) => {
    const code = card.code;
    return [code, definitionOnDemand(card, () => products.get(code)?.definition)];
  }));
  const partsOf = (code: string): ProductParts => {
    const loaded = products.get(code);
    if (!loaded) throw new Error(`the form schema, ui schema and rates of ${code} were read before its page loaded them`);
    return loaded.parts;
  };
  const registry = registryOf(definitions, partsOf);
  const listeners: ((bundle: ProductBundle) => void)[] = [];
  const settle = (code: string, contents: Readonly<Record<string, unknown>>): void => {
    if (products.has(code)) return;
    if (!contents.product) throw new Error(`schemas/products/${code} lacks product.json`);
    products.set(code, { definition: normalizeProductDefinition(contents.product), parts: productParts(code, contents) });
    const bundle = registry.get(code);
    if (bundle) for (const listener of listeners) listener(bundle);
  };
  const load = async (code: string): Promise<void> => {
    settle(code, (await loadProductChunk(code)).files);
  };
  const onProductLoaded = (listener: (bundle: ProductBundle) => void): void => {
    listeners.push(listener);
    for (const bundle of registry.list()) if (products.has(bundle.definition.code)) listener(bundle);
  };
  const loadParts = (code: string): Promise<void> => {
    if (products.has(code)) return Promise.resolve();
    let pending = loading.get(code);
    if (!pending) {
      pending = load(code).finally(() => loading.delete(code));
      loading.set(code, pending);
    }
    return pending;
  };
  return {
    registry,
    sharedDefs: sharedDefsOf(sharedFiles),
    loadParts,
    partsLoaded: (code) => products.has(code),
    loadEvery: async () => {
      const every = filesByProduct((await import('./every-product.js')).everyProductFile());
      for (const code of registry.codes()) settle(code, every.get(code) ?? {});
    },
    onProductLoaded,
  };
}

let catalog: SplitCatalog | null = null;

/** The app's catalogue, built once per page load. */
export function appCatalog(): SplitCatalog {
  catalog ??= splitCatalog();
  return catalog;
}
