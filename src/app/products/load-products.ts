/**
 * The only place that knows where product data lives: schemas/products/<CODE>/{product,form.schema,form.ui,rates}.json,
 * the manifest (display order) and schemas/shared/*.json. Everything else asks the registry this builds.
 * Files are bundled at build time (import.meta.glob), so adding a product folder and a manifest entry is
 * all a new product needs.
 */
import manifest from '../../../schemas/products/manifest.json';
import {
  createProductRegistry, normalizeProductDefinition,
  type JsonSchema, type ProductBundle, type ProductRegistry, type RatesTable,
} from '../../engine/index.js';

// Each file's default export alone: a JSON module's namespace (a getter per top-level key, beside the default
// object) would be bundled too, a third of the product data's weight on home (issue 11).
const productFiles = import.meta.glob<unknown>('/schemas/products/*/*.json', { eager: true, import: 'default' });
const sharedFiles = import.meta.glob<unknown>('/schemas/shared/*.json', { eager: true, import: 'default' });

/** The products on sale plus the shared schema parts their forms reference. */
export interface ProductCatalog {
  registry: ProductRegistry;
  /** schemas/shared/*.json keyed by camelCase file name (identity-document.json -> identityDocument). */
  sharedDefs: Record<string, JsonSchema>;
}

function camelCase(fileName: string): string {
  return fileName.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function baseName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.json$/, '');
}

/** Groups the globbed files by product folder: { TPS: { product: ..., 'form.schema': ..., ... } }. */
function filesByProduct(): Map<string, Record<string, unknown>> {
  const byCode = new Map<string, Record<string, unknown>>();
  for (const [path, content] of Object.entries(productFiles)) {
    const match = /\/schemas\/products\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, code, file] = match as unknown as [string, string, string];
    const files = byCode.get(code) ?? {};
    files[file] = content;
    byCode.set(code, files);
  }
  return byCode;
}

/** Builds the catalogue; throws when the manifest names a product whose files are missing. */
export function loadProducts(): ProductCatalog {
  const order = (manifest as { products: string[] }).products;
  const bundles: ProductBundle[] = [];
  for (const [code, files] of filesByProduct()) {
    if (!order.includes(code)) continue;
    const { product, 'form.schema': formSchema, 'form.ui': uiSchema, rates } = files;
    if (!product || !formSchema || !rates) throw new Error(`schemas/products/${code} lacks product.json, form.schema.json or rates.json`);
    bundles.push({
      definition: normalizeProductDefinition(product),
      formSchema: formSchema as JsonSchema,
      uiSchema: (uiSchema ?? {}) as JsonSchema,
      rates: rates as RatesTable,
    });
  }
  const sharedDefs: Record<string, JsonSchema> = {};
  for (const [path, content] of Object.entries(sharedFiles)) sharedDefs[camelCase(baseName(path))] = content as JsonSchema;
  return { registry: createProductRegistry(bundles, order), sharedDefs };
}

let catalog: ProductCatalog | null = null;

/** The catalogue, built once per page load. */
export function productCatalog(): ProductCatalog {
  catalog ??= loadProducts();
  return catalog;
}
