/**
 * Reads the products on sale from a schemas folder (manifest, each product's four files and its policy
 * wording, the shared schema parts and the meta schemas), checks every product and composes its form schema.
 * The gateway refuses to start on any error, listing them all, so a broken product never half-works.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  composeFormSchema, createProductRegistry, normalizeProductDefinition,
  type JsonSchema, type Localised, type ProductBundle, type ProductRegistry,
} from '../../engine/index.js';
import { BENEFITS_FILE_NAME, checkProducts, refuseOnErrors } from '../../engine/products/check/index.js';
import { referenceFieldsOf } from '../orders/reference-checks.js';
import { readProductWording } from './product-wording.js';

/** The products on sale with what the gateway derives from them at start. */
export interface ProductCatalog {
  registry: ProductRegistry;
  /** schemas/shared/*.json keyed by camelCase file name (`identity-document.json` -> `identityDocument`). */
  sharedDefs: Record<string, JsonSchema>;
  /**
   * The composed (shared defs injected, plans and areas resolved) form schema per product code: one object
   * per product, composed at load, or on its first use when the files were checked at build.
   */
  composedSchema(code: string): JsonSchema;
  /**
   * SHA-256 of every file under the schemas folder (each one the product check may read): the build records
   * it after checking (src/build/gateway-bundle.ts) so a start on the same bytes can skip the check.
   */
  checkedDigest: string;
  /** The policy wording texts (wording/<lang>.html) of the products whose product.json declares a `wording`, by code. */
  wordings: ReadonlyMap<string, Localised>;
}

export interface CatalogLoadOptions {
  /**
   * The {@link ProductCatalog.checkedDigest} of files that this same code already checked without an error
   * (at build time): when the files read now hash to it, the product check is not run again.
   */
  checkedDigest?: string;
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

/** schemas/shared/*.json by camelCase name, as products' form schemas refer to them (the studio reads one product with them). */
export function readSharedDefs(schemasDir: string): Record<string, JsonSchema> {
  const dir = join(schemasDir, 'shared');
  const defs: Record<string, JsonSchema> = {};
  if (!existsSync(dir)) return defs;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    defs[camelCaseName(file.slice(0, -'.json'.length))] = readJson(join(dir, file)) as JsonSchema;
  }
  return defs;
}

/** A bundle's fields besides its definition, by the product file each is parsed from. */
const PARSED_ON_FIRST_READ = [
  ['formSchema', PRODUCT_FILES.formSchema], ['uiSchema', PRODUCT_FILES.uiSchema], ['rates', PRODUCT_FILES.rates], ['benefits', BENEFITS_FILE_NAME],
] as const satisfies readonly (readonly [keyof ProductBundle, string])[];

/**
 * Makes `field` of `bundle` the JSON of `bytes`, parsed when first read (and the bytes then let go). Only for files
 * this code checked at build, which parse: parsing every product's four files at start grew it with the catalogue,
 * while a start reads few of them (a product's on its first quote or order).
 */
function parseOnFirstRead(bundle: object, field: string, bytes: Buffer): void {
  let source: Buffer | undefined = bytes;
  let value: unknown;
  Object.defineProperty(bundle, field, {
    enumerable: true,
    get: () => {
      if (source !== undefined) {
        value = JSON.parse(source.toString('utf8')) as unknown;
        source = undefined;
      }
      return value;
    },
    set: (next: unknown) => {
      value = next;
      source = undefined;
    },
  });
}

/** Every file under a schemas folder, by relative path (sorted), with its bytes. */
type SchemasFiles = ReadonlyMap<string, Buffer>;

/** A listed entry that is a file: the listing's type says so, except for a link, whose target is asked (as before). */
const isFileEntry = (entry: Dirent, path: string): boolean => entry.isFile() || (entry.isSymbolicLink() && statSync(path).isFile());

function readSchemasFiles(schemasDir: string): SchemasFiles {
  // The listing's own entry types: a stat call per file was a tenth of a warm start at 300 products.
  // Listed from the absolute, normalised folder, every path starts with it: its relative part is what follows.
  const root = resolve(schemasDir);
  const paths = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (isFileEntry(entry, path)) paths.set(path.slice(root.length + 1), path);
  }
  return new Map([...paths].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([file, path]) => [file, readFileSync(path)]));
}

function digestOf(files: SchemasFiles): string {
  const digest = createHash('sha256');
  for (const [file, bytes] of files) digest.update(file).update('\0').update(bytes).update('\0');
  return digest.digest('hex');
}

/** SHA-256 over every file under `schemasDir`, by sorted relative path and bytes. */
export function schemasDigest(schemasDir: string): string {
  return digestOf(readSchemasFiles(schemasDir));
}

/**
 * Loads the catalogue after `checkProducts` passed it (the one check of the product data, shared with
 * the build, the tests, the model check and `npm run products:check`); throws ProductsCheckError,
 * listing every error with its file and line, otherwise.
 */
export function loadProductCatalog(schemasDir: string, options: CatalogLoadOptions = {}): ProductCatalog {
  // Each file is read once: the digest and the catalogue are the same bytes (and a start at 300 products
  // does not read its product files twice).
  const files = readSchemasFiles(schemasDir);
  const checkedDigest = digestOf(files);
  // The check (its meta schema compiles most of all) passes the same bytes again when this code checked them at build.
  if (checkedDigest !== options.checkedDigest) refuseOnErrors(checkProducts(schemasDir).findings);
  const fileText = (file: string): string => files.get(file)?.toString('utf8') ?? readFileSync(join(schemasDir, file), 'utf8');
  const productJson = (code: string, file: string): unknown => JSON.parse(fileText(join('products', code, file))) as unknown;
  const { products: codes } = JSON.parse(fileText(join('products', 'manifest.json'))) as { products: string[] };
  const sharedDefs = readSharedDefs(schemasDir);
  const checked = checkedDigest === options.checkedDigest;
  const bundles: ProductBundle[] = codes.map((code) => {
    const bundle: Pick<ProductBundle, 'definition'> = { definition: normalizeProductDefinition(productJson(code, PRODUCT_FILES.definition)) };
    for (const [field, file] of PARSED_ON_FIRST_READ) {
      const bytes = checked ? files.get(join('products', code, file)) : undefined;
      if (bytes) parseOnFirstRead(bundle, field, bytes);
      else Object.assign(bundle, { [field]: productJson(code, file) });
    }
    return bundle as ProductBundle;
  });
  const wordings = new Map<string, Localised>();
  for (const { definition } of bundles) {
    // From the bytes read above (by path within the folder): a product's wording is three of its eight files.
    if (definition.wording) wordings.set(definition.code, readProductWording(join('products', definition.code), fileText));
  }
  const registry = createProductRegistry(bundles, codes);
  const bundlesByCode = new Map(registry.list().map((bundle) => [bundle.definition.code, bundle]));
  const composed = new Map<string, JsonSchema>();
  const compose = (bundle: ProductBundle): JsonSchema => {
    const schema = composeFormSchema(bundle, sharedDefs);
    composed.set(bundle.definition.code, schema);
    return schema;
  };
  // Files this code checked at build were composed there without an error: each product's schema is
  // composed on its first use rather than all at start (a measured part of the start,
  // docs/decisions/010-gateway-hot-path.md). Files not checked before are composed now, so a product
  // that cannot be composed still stops the load.
  // The same holds for the list sources their forms name: a product naming one the gateway does not answer stops the load.
  if (checkedDigest !== options.checkedDigest) {
    for (const bundle of bundlesByCode.values()) {
      compose(bundle);
      referenceFieldsOf(bundle);
    }
  }
  return {
    registry,
    sharedDefs,
    wordings,
    checkedDigest,
    composedSchema(code) {
      const schema = composed.get(code);
      if (schema) return schema;
      const bundle = bundlesByCode.get(code);
      if (!bundle) throw new Error(`no composed schema for product ${code}`);
      return compose(bundle);
    },
  };
}
