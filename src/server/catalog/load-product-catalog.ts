/**
 * Reads the products on sale from a schemas folder (manifest, each product's four files, the shared
 * schema parts and the meta schemas), checks every product and composes its form schema. The gateway
 * refuses to start on any problem, listing them all, so a broken product never half-works.
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkProductBundle, composeFormSchema, createProductRegistry, normalizeProductDefinition,
  type JsonSchema, type ProductBundle, type ProductRegistry, type RatesTable, type RawProductBundle,
} from '../../engine/index.js';

/** The products on sale with what the gateway derives from them at start. */
export interface ProductCatalog {
  registry: ProductRegistry;
  /** schemas/shared/*.json keyed by camelCase file name (`identity-document.json` -> `identityDocument`). */
  sharedDefs: Record<string, JsonSchema>;
  /** The composed (shared defs injected, plans and areas resolved) form schema per product code. */
  composedSchema(code: string): JsonSchema;
  /**
   * SHA-256 of every file the product check reads (manifest, meta schemas, each product's four files):
   * the build records it after checking (src/cli/build-server.ts) so a start on the same bytes can skip
   * the check.
   */
  checkedDigest: string;
}

export interface CatalogLoadOptions {
  /**
   * The {@link ProductCatalog.checkedDigest} of files that this same code already checked without a
   * problem (at build time): when the files read now hash to it, the per-product check is not run again.
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

/** Thrown when the product data is broken; `problems` lists every one. */
export class ProductDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The product data has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ProductDataError';
  }
}

/** Parses `file`; a missing or broken file is a problem. `digest`, when given, takes the label and the text. */
function readJson(file: string, problems: string[], label: string, digest?: Hash): unknown {
  if (!existsSync(file)) {
    problems.push(`${label}: file is missing`);
    return undefined;
  }
  try {
    const text = readFileSync(file, 'utf8');
    digest?.update(label).update('\0').update(text).update('\0');
    return JSON.parse(text) as unknown;
  } catch (error) {
    problems.push(`${label}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

/** `identity-document` -> `identityDocument`. */
export function camelCaseName(fileBase: string): string {
  return fileBase.replace(/[-_]+([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase());
}

function readSharedDefs(schemasDir: string, problems: string[]): Record<string, JsonSchema> {
  const dir = join(schemasDir, 'shared');
  const defs: Record<string, JsonSchema> = {};
  if (!existsSync(dir)) return defs;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const parsed = readJson(join(dir, file), problems, `shared/${file}`);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      defs[camelCaseName(file.slice(0, -'.json'.length))] = parsed as JsonSchema;
    } else if (parsed !== undefined) {
      problems.push(`shared/${file}: must be a JSON object`);
    }
  }
  return defs;
}

/** Loads and checks the catalogue; throws {@link ProductDataError} listing every problem found. */
export function loadProductCatalog(schemasDir: string, options: CatalogLoadOptions = {}): ProductCatalog {
  const problems: string[] = [];
  const digest = createHash('sha256');
  const manifest = readJson(join(schemasDir, 'products', 'manifest.json'), problems, 'products/manifest.json', digest) as { products?: unknown } | undefined;
  const productMeta = readJson(join(schemasDir, 'meta', 'product.schema.json'), problems, 'meta/product.schema.json', digest) as JsonSchema | undefined;
  const ratesMeta = readJson(join(schemasDir, 'meta', 'rates.schema.json'), problems, 'meta/rates.schema.json', digest) as JsonSchema | undefined;
  const sharedDefs = readSharedDefs(schemasDir, problems);
  const codes = manifest && Array.isArray(manifest.products) && manifest.products.every((code) => typeof code === 'string')
    ? (manifest.products as string[])
    : [];
  if (manifest && codes.length === 0) problems.push('products/manifest.json: "products" must be a non-empty list of product codes');
  if (problems.length > 0 || !productMeta || !ratesMeta) throw new ProductDataError(problems);

  const raws = new Map<string, RawProductBundle>();
  for (const code of codes) {
    const folder = join(schemasDir, 'products', code);
    const before = problems.length;
    const raw = {
      definition: readJson(join(folder, PRODUCT_FILES.definition), problems, `products/${code}/${PRODUCT_FILES.definition}`, digest),
      formSchema: readJson(join(folder, PRODUCT_FILES.formSchema), problems, `products/${code}/${PRODUCT_FILES.formSchema}`, digest),
      uiSchema: readJson(join(folder, PRODUCT_FILES.uiSchema), problems, `products/${code}/${PRODUCT_FILES.uiSchema}`, digest),
      rates: readJson(join(folder, PRODUCT_FILES.rates), problems, `products/${code}/${PRODUCT_FILES.rates}`, digest),
    };
    if (problems.length === before) raws.set(code, raw);
  }
  const checkedDigest = digest.digest('hex');
  // Compiling the meta schemas is most of the check's cost; the same bytes checked by the same code pass again.
  const check = checkedDigest !== options.checkedDigest;

  const bundles: ProductBundle[] = [];
  for (const [code, raw] of raws) {
    const bundleProblems = check ? checkProductBundle(raw, { product: productMeta, rates: ratesMeta }) : [];
    problems.push(...bundleProblems.map((problem) => `products/${code}/${problem}`));
    if (bundleProblems.length > 0) continue;
    const definition = normalizeProductDefinition(raw.definition);
    if (definition.code !== code) {
      problems.push(`products/${code}/${PRODUCT_FILES.definition}: code ${definition.code} differs from its folder name ${code}`);
      continue;
    }
    bundles.push({ definition, formSchema: raw.formSchema as JsonSchema, uiSchema: raw.uiSchema as JsonSchema, rates: raw.rates as RatesTable });
  }
  if (problems.length > 0) throw new ProductDataError(problems);

  const registry = createProductRegistry(bundles, codes);
  const composed = new Map<string, JsonSchema>();
  for (const bundle of registry.list()) composed.set(bundle.definition.code, composeFormSchema(bundle, sharedDefs));
  return {
    registry,
    sharedDefs,
    checkedDigest,
    composedSchema(code) {
      const schema = composed.get(code);
      if (!schema) throw new Error(`no composed schema for product ${code}`);
      return schema;
    },
  };
}
