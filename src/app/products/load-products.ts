/**
 * The full product catalogue, every file at once: what the tests and the build-time prerender read. The app loads
 * the same catalogue in parts (./split-catalog.ts through ./lazy-catalog.ts). Files are bundled at build time
 * (import.meta.glob), so adding a product folder and a manifest entry is all a new product needs.
 */
import { normalizeProductDefinition, type JsonSchema, type ProductRegistry } from '../../engine/index.js';
import { filesByProduct, manifestOrder, productParts, registryOf, sharedDefsOf, type ProductParts } from './catalog-files.js';

// Each file's default export alone: a JSON module's namespace (a getter per top-level key, beside the default
// object) would be bundled too, a third of the product data's weight.
const productFiles = import.meta.glob<unknown>('/schemas/products/*/*.json', { eager: true, import: 'default' });
const sharedFiles = import.meta.glob<unknown>('/schemas/shared/*.json', { eager: true, import: 'default' });

/** The products on sale plus the shared schema parts their forms reference. */
export interface ProductCatalog {
  registry: ProductRegistry;
  /** schemas/shared/*.json keyed by camelCase file name (identity-document.json -> identityDocument). */
  sharedDefs: Record<string, JsonSchema>;
}

/** Builds the catalogue; throws when the manifest names a product whose files are missing. */
export function loadProducts(): ProductCatalog {
  const byCode = filesByProduct(productFiles);
  const parts = new Map<string, ProductParts>();
  for (const [code, files] of byCode) if (manifestOrder().includes(code)) parts.set(code, productParts(code, files));
  const definitions = new Map([...byCode].filter(([, files]) => files.product).map(([code, files]) => [code, normalizeProductDefinition(files.product)]));
  const registry = registryOf(definitions, (code) => parts.get(code) as ProductParts);
  return { registry, sharedDefs: sharedDefsOf(sharedFiles) };
}

let catalog: ProductCatalog | null = null;

/** The catalogue, built once per page load. */
export function productCatalog(): ProductCatalog {
  catalog ??= loadProducts();
  return catalog;
}
