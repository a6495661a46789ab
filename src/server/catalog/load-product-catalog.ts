/**
 * Reads the products on sale from a schemas folder (manifest, each product's four files and its policy
 * wording, the shared schema parts and the meta schemas), checks every product and composes its form schema.
 * The gateway refuses to start on any error, listing them all, so a broken product never half-works.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  composeFormSchema, createProductRegistry, normalizeProductDefinition,
  type JsonSchema, type Localised, type ProductBundle, type ProductRegistry, type RatesTable,
} from '../../engine/index.js';
import { checkProducts, refuseOnErrors } from '../../engine/products/check/index.js';
import { readProductWording } from './product-wording.js';

/** The products on sale with what the gateway derives from them at start. */
export interface ProductCatalog {
  registry: ProductRegistry;
  /** schemas/shared/*.json keyed by camelCase file name (`identity-document.json` -> `identityDocument`). */
  sharedDefs: Record<string, JsonSchema>;
  /** The composed (shared defs injected, plans and areas resolved) form schema per product code. */
  composedSchema(code: string): JsonSchema;
  /** The policy wording texts (wording/<lang>.html) of the products whose product.json declares a `wording`, by code. */
  wordings: ReadonlyMap<string, Localised>;
}

/** The files a product folder must hold. */
export const PRODUCT_FILES = {
  definition: 'product.json',
  formSchema: 'form.schema.json',
  uiSchema: 'form.ui.json',
  rates: 'rates.json',
} as const;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** `identity-document` -> `identityDocument`. */
export function camelCaseName(fileBase: string): string {
  return fileBase.replace(/[-_]+([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase());
}

function readSharedDefs(schemasDir: string): Record<string, JsonSchema> {
  const dir = join(schemasDir, 'shared');
  const defs: Record<string, JsonSchema> = {};
  if (!existsSync(dir)) return defs;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    defs[camelCaseName(file.slice(0, -'.json'.length))] = readJson(join(dir, file)) as JsonSchema;
  }
  return defs;
}

/**
 * Loads the catalogue after `checkProducts` passed it (the one check of the product data, shared with
 * the build, the tests, the model check and `npm run products:check`); throws ProductsCheckError,
 * listing every error with its file and line, otherwise.
 */
export function loadProductCatalog(schemasDir: string): ProductCatalog {
  refuseOnErrors(checkProducts(schemasDir).findings);
  const { products: codes } = readJson(join(schemasDir, 'products', 'manifest.json')) as { products: string[] };
  const sharedDefs = readSharedDefs(schemasDir);
  const bundles: ProductBundle[] = codes.map((code) => {
    const folder = join(schemasDir, 'products', code);
    return {
      definition: normalizeProductDefinition(readJson(join(folder, PRODUCT_FILES.definition))),
      formSchema: readJson(join(folder, PRODUCT_FILES.formSchema)) as JsonSchema,
      uiSchema: readJson(join(folder, PRODUCT_FILES.uiSchema)) as JsonSchema,
      rates: readJson(join(folder, PRODUCT_FILES.rates)) as RatesTable,
    };
  });
  const wordings = new Map<string, Localised>();
  for (const { definition } of bundles) {
    if (definition.wording) wordings.set(definition.code, readProductWording(join(schemasDir, 'products', definition.code)));
  }
  const registry = createProductRegistry(bundles, codes);
  const composed = new Map<string, JsonSchema>();
  for (const bundle of registry.list()) composed.set(bundle.definition.code, composeFormSchema(bundle, sharedDefs));
  return {
    registry,
    sharedDefs,
    wordings,
    composedSchema(code) {
      const schema = composed.get(code);
      if (!schema) throw new Error(`no composed schema for product ${code}`);
      return schema;
    },
  };
}
