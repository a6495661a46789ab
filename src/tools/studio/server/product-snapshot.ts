/**
 * Reads one product for the studio from the files as they are at this moment: its bundle and composed form
 * schema as the gateway's loader builds them, the texts, the check's findings and the product's machines. Only
 * that product's folder and the files every product reads (the manifest, shared parts, meta schemas, dictionaries)
 * are read and checked, so a reload costs the same whatever the size of the catalogue, and another product's broken
 * file does not hide this one. What is read is kept only while those bytes stay the same (one check per save,
 * however many requests the page makes), and the last readable version of each product is shown (marked stale)
 * while its files have errors.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { composeFormSchema, LANGS, normalizeProductDefinition, productLabels, type JsonSchema, type Lang, type ProductBundle, type RatesTable } from '../../../engine/index.js';
import { checkProducts, PRODUCT_FILE_NAMES, type Finding } from '../../../engine/products/check/index.js';
import { readSharedDefs } from '../../../server/catalog/load-product-catalog.js';
import { readLabelFiles } from '../../../server/i18n/label-files.js';
import { flowModels } from '../../../../flows/models.js';
import { runsOf } from '../../model-check/check-model.js';
import { machineGraph } from './machine-graph.js';
import { gitVersionFindings } from '../../products-check/git-versions.js';
import { productFindings } from './product-findings.js';
import { committedDiff } from './committed-diff.js';
import { repricingEffect } from './repricing-effect.js';
import type { ProductSnapshot, StudioProductEntry } from '../snapshot-types.js';

const lastReadable = new Map<string, Pick<ProductSnapshot, 'bundle' | 'composed' | 'machines'>>();

/** One product as last read: the check's findings of it and, when it has no error, its bundle and composed schema. */
interface ProductRead {
  digest: string;
  findings: readonly Finding[];
  /** The check's errors, which keep the product from being read (the bump check's do not). */
  blocking: Finding[];
  loaded: { bundle: ProductBundle; composed: JsonSchema } | null;
}

const lastReads = new Map<string, ProductRead>();

/** The files under `dir` (relative to `schemasDir`), recursively, sorted; none when there is no such folder. */
function filesUnder(schemasDir: string, dir: string): string[] {
  const path = join(schemasDir, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)).filter((file) => statSync(join(schemasDir, file)).isFile()).sort();
}

/** SHA-256 over what the check of product `code` reads: its folder, the manifest, shared parts, meta schemas, dictionaries. */
function productDigest(schemasDir: string, code: string): string {
  const digest = createHash('sha256');
  const files = [join('products', 'manifest.json'), ...['shared', 'meta', 'i18n', join('products', code)].flatMap((dir) => filesUnder(schemasDir, dir))];
  for (const file of files) {
    const path = join(schemasDir, file);
    digest.update(file).update('\0').update(existsSync(path) ? readFileSync(path) : '').update('\0');
  }
  return digest.digest('hex');
}

/** The product's bundle and composed form schema from its four files, as the gateway's loader builds them. */
function loadProduct(schemasDir: string, code: string): { bundle: ProductBundle; composed: JsonSchema } {
  const [definition, formSchema, uiSchema, rates] = PRODUCT_FILE_NAMES.map((file) => JSON.parse(readFileSync(join(schemasDir, 'products', code, file), 'utf8')) as unknown);
  const bundle: ProductBundle = {
    definition: normalizeProductDefinition(definition),
    formSchema: formSchema as JsonSchema,
    uiSchema: uiSchema as JsonSchema,
    rates: rates as RatesTable,
  };
  return { bundle, composed: composeFormSchema(bundle, readSharedDefs(schemasDir)) };
}

/** Product `code`'s findings and, when the check found no error in it, the product: checked once per distinct content. */
function readProduct(schemasDir: string, code: string): ProductRead {
  const key = `${schemasDir}\0${code}`;
  const digest = productDigest(schemasDir, code);
  const last = lastReads.get(key);
  if (last?.digest === digest) return last;
  const { findings } = checkProducts(schemasDir, [code]);
  const blocking = findings.filter((finding) => finding.severity === 'error');
  // The bump check (content changed since the last commit under the same version) is shown as
  // `npm run products:check` shows it, but does not stop the preview: the author is in the middle of that change.
  const read: ProductRead = {
    digest,
    findings: [...findings, ...gitVersionFindings(schemasDir, [code])],
    blocking,
    loaded: blocking.length === 0 ? loadProduct(schemasDir, code) : null,
  };
  lastReads.set(key, read);
  return read;
}

/** The titles product.json states now, read on their own: one broken file elsewhere must not blank the picker. */
function statedTitles(schemasDir: string, code: string): Partial<Record<Lang, string>> {
  try {
    const { titles } = JSON.parse(readFileSync(join(schemasDir, 'products', code, 'product.json'), 'utf8')) as { titles?: unknown };
    return typeof titles === 'object' && titles !== null ? titles as Partial<Record<Lang, string>> : {};
  } catch {
    return {};
  }
}

/** The products of the manifest with their titles, as each product.json states them (the last readable while it cannot be read). */
export function studioProducts(schemasDir: string, codes: readonly string[]): StudioProductEntry[] {
  return codes.map((code) => {
    const stated = statedTitles(schemasDir, code);
    const titles = Object.fromEntries(LANGS.map((lang) => [lang, stated[lang] ?? lastReadable.get(code)?.bundle?.definition.titles[lang] ?? code])) as Record<Lang, string>;
    return { code, titles };
  });
}

/** The product's machines: a machine is drawn from its product alone (only the models' properties read the others). */
function machinesOf(bundle: ProductBundle): ProductSnapshot['machines'] {
  return flowModels.flatMap((model) => runsOf(model, [bundle.definition])
    .filter((run) => !run.variant && run.scope.product?.code === bundle.definition.code)
    .map((run) => machineGraph(model.id, model.description, model.machine(run.scope))));
}

/** What else the studio was given: a gateway's SQLite file, whose recorded quotes and policies are priced again. */
export interface SnapshotOptions {
  dataFile?: string;
}

/** One product as the files hold it now (see the module's comment). */
export function productSnapshot(schemasDir: string, code: string, options: SnapshotOptions = {}): ProductSnapshot {
  const read = readProduct(schemasDir, code);
  const findings = productFindings(read.findings, code);
  let readable = lastReadable.get(code) ?? null;
  if (read.loaded) {
    readable = { ...read.loaded, machines: machinesOf(read.loaded.bundle) };
    lastReadable.set(code, readable);
  }
  const stale = read.loaded === null;
  return {
    code,
    bundle: readable?.bundle ?? null,
    composed: readable?.composed ?? null,
    machines: readable?.machines ?? [],
    stale: readable !== null && stale,
    // This product's errors and those of the files every product reads (another product's show on its own page).
    blocking: read.blocking,
    texts: { bundled: readLabelFiles(schemasDir) as Record<Lang, Record<string, unknown>>, products: productLabels(readable?.bundle ? [readable.bundle] : []) },
    findings,
    committed: committedDiff(schemasDir, code),
    repricing: options.dataFile && readable?.bundle && !stale ? repricingEffect(options.dataFile, readable.bundle) : null,
    readAt: new Date().toISOString(),
  };
}
