/**
 * Reads one product for the studio from the files as they are at this moment: its bundle and composed form
 * schema through the gateway's own loader (so the studio shows exactly what the gateway would sell), the
 * texts, the check's findings and the product's machines. What is read is kept only while the folder's bytes
 * stay the same (one check per save, however many requests the page makes), and the last readable version of
 * each product is shown (marked stale) while the files have errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, productLabels, type Lang, type ProductBundle } from '../../../engine/index.js';
import { checkProducts, type Finding } from '../../../engine/products/check/index.js';
import { loadProductCatalog, schemasDigest, type ProductCatalog } from '../../../server/catalog/load-product-catalog.js';
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

/** The folder as last read: its check's findings and, when it has no error, its catalogue. */
interface SchemasRead {
  digest: string;
  findings: readonly Finding[];
  /** The check's errors, which keep the catalogue from being read (the bump check's do not). */
  blocking: Finding[];
  catalog: ProductCatalog | null;
}

let lastRead: SchemasRead | null = null;

/** The folder's findings and catalogue, checked once per distinct content of the folder. */
function readSchemas(schemasDir: string): SchemasRead {
  const digest = schemasDigest(schemasDir);
  if (lastRead?.digest === digest) return lastRead;
  const { findings } = checkProducts(schemasDir);
  const blocking = findings.filter((finding) => finding.severity === 'error');
  const sound = blocking.length === 0;
  // Checked just above: the loader is told so and does not check the same bytes again. The bump check
  // (content changed since the last commit under the same version) is shown as `npm run products:check`
  // shows it, but does not stop the preview: the author is in the middle of that change.
  const catalog = sound ? loadProductCatalog(schemasDir, { checkedDigest: digest }) : null;
  lastRead = { digest, findings: [...findings, ...gitVersionFindings(schemasDir)], blocking, catalog };
  return lastRead;
}

/** The catalogue, or refused when the check found errors (its findings say which). */
function tryCatalog(schemasDir: string): { catalog: ProductCatalog } | { refused: true } {
  const { catalog } = readSchemas(schemasDir);
  return catalog ? { catalog } : { refused: true };
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

/** The products of the manifest with their titles (read from product.json itself while the folder has errors). */
export function studioProducts(schemasDir: string, codes: readonly string[]): StudioProductEntry[] {
  const loaded = tryCatalog(schemasDir);
  const bundles = 'catalog' in loaded ? loaded.catalog.registry.list() : [];
  return codes.map((code) => {
    const bundle = bundles.find((candidate) => candidate.definition.code === code) ?? null;
    const stated = bundle ? bundle.definition.titles : statedTitles(schemasDir, code);
    const titles = Object.fromEntries(LANGS.map((lang) => [lang, stated[lang] ?? lastReadable.get(code)?.bundle?.definition.titles[lang] ?? code])) as Record<Lang, string>;
    return { code, titles };
  });
}

function machinesOf(bundle: ProductBundle, all: readonly ProductBundle[]): ProductSnapshot['machines'] {
  const products = all.map((candidate) => candidate.definition);
  return flowModels.flatMap((model) => runsOf(model, products)
    .filter((run) => !run.variant && run.scope.product?.code === bundle.definition.code)
    .map((run) => machineGraph(model.id, model.description, model.machine(run.scope))));
}

/** What else the studio was given: a gateway's SQLite file, whose recorded quotes and policies are priced again. */
export interface SnapshotOptions {
  dataFile?: string;
}

/** One product as the files hold it now (see the module's comment). */
export function productSnapshot(schemasDir: string, code: string, options: SnapshotOptions = {}): ProductSnapshot {
  const loaded = tryCatalog(schemasDir);
  const read = readSchemas(schemasDir);
  const findings = productFindings(read.findings, code);
  let readable = lastReadable.get(code) ?? null;
  let stale = true;
  if ('catalog' in loaded) {
    const bundle = loaded.catalog.registry.list().find((candidate) => candidate.definition.code === code) ?? null;
    if (bundle) {
      readable = { bundle, composed: loaded.catalog.composedSchema(code), machines: machinesOf(bundle, loaded.catalog.registry.list()) };
      lastReadable.set(code, readable);
      stale = false;
    }
  }
  const bundles = 'catalog' in loaded ? loaded.catalog.registry.list() : readable?.bundle ? [readable.bundle] : [];
  return {
    code,
    bundle: readable?.bundle ?? null,
    composed: readable?.composed ?? null,
    machines: readable?.machines ?? [],
    stale: readable !== null && stale,
    // Any product's error stops the whole catalogue, so the banner names them all, not only this product's.
    blocking: read.blocking,
    texts: { bundled: readLabelFiles(schemasDir) as Record<Lang, Record<string, unknown>>, products: productLabels(bundles) },
    findings,
    committed: committedDiff(schemasDir, code),
    repricing: options.dataFile && readable?.bundle && !stale ? repricingEffect(options.dataFile, readable.bundle) : null,
    readAt: new Date().toISOString(),
  };
}
