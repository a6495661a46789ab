/**
 * How the product files bundled by import.meta.glob become a catalogue: schemas/products/<CODE>/{product,form.schema,
 * form.ui,rates}.json grouped by product folder, the manifest's order, and schemas/shared/*.json keyed by name. The full
 * catalogue (./load-products.ts) has every file at once; the app's (./split-catalog.ts) each product's form schema,
 * ui schema and rates in a chunk of its own.
 */
import manifest from '../../../schemas/products/manifest.json';
import {
  createProductRegistry,
  type JsonSchema, type ProductBundle, type ProductDefinition, type ProductRegistry, type RatesTable,
} from '../../engine/index.js';

/** A product's parts its order form and quotes read, besides its definition (product.json). */
export type ProductParts = Pick<ProductBundle, 'formSchema' | 'uiSchema' | 'rates'>;

/** Globbed files by path, as import.meta.glob gives them (eager, or a loader each). */
export type GlobbedFiles<T> = Record<string, T>;

const PRODUCT_FILE = /\/schemas\/products\/([^/]+)\/([^/]+)\.json(?:\?[^/]*)?$/;

/** The product codes the manifest puts on sale, in display order. */
export function manifestOrder(): string[] {
  return (manifest as { products: string[] }).products;
}

/** Groups globbed product files by product folder: { TPS: { product: ..., 'form.schema': ..., ... } }. */
export function filesByProduct<T>(files: GlobbedFiles<T>): Map<string, Record<string, T>> {
  const byCode = new Map<string, Record<string, T>>();
  for (const [path, content] of Object.entries(files)) {
    const match = PRODUCT_FILE.exec(path);
    if (!match) continue;
    const [, code, file] = match as unknown as [string, string, string];
    const group = byCode.get(code) ?? {};
    group[file] = content;
    byCode.set(code, group);
  }
  return byCode;
}

/** A product's parts from its parsed files; throws when the form schema or the rates are missing. */
export function productParts(code: string, files: Record<string, unknown>): ProductParts {
  const { 'form.schema': formSchema, 'form.ui': uiSchema, rates } = files;
  if (!formSchema || !rates) throw new Error(`schemas/products/${code} lacks form.schema.json or rates.json`);
  return { formSchema: formSchema as JsonSchema, uiSchema: (uiSchema ?? {}) as JsonSchema, rates: rates as RatesTable };
}

/**
 * The registry of the products the manifest names, from each one's definition and its parts (read when a bundle's
 * `formSchema`, `uiSchema` or `rates` is read, so they may come later); throws when a product's definition is missing.
 */
export function registryOf(definitions: Map<string, ProductDefinition>, partsOf: (code: string) => ProductParts): ProductRegistry {
  const order = manifestOrder();
  const bundles: ProductBundle[] = [];
  for (const code of order) {
    const definition = definitions.get(code);
    if (!definition) throw new Error(`schemas/products/${code} lacks product.json`);
    bundles.push({
      definition,
      get formSchema() { return partsOf(code).formSchema; },
      get uiSchema() { return partsOf(code).uiSchema; },
      get rates() { return partsOf(code).rates; },
    });
  }
  return createProductRegistry(bundles, order);
}

/** schemas/shared/*.json keyed by camelCase file name (identity-document.json -> identityDocument). */
export function sharedDefsOf(files: GlobbedFiles<unknown>): Record<string, JsonSchema> {
  const defs: Record<string, JsonSchema> = {};
  for (const [path, content] of Object.entries(files)) {
    const name = (path.split('/').pop() ?? path).replace(/\.json$/, '').replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    defs[name] = content as JsonSchema;
  }
  return defs;
}
