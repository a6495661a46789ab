/**
 * Product versions: what names the content a quote, draft or policy was made under (product.json
 * `version` and a hash of its files, benefits.json included), recording every bundle a gateway loads, reading an old
 * bundle back, and the comparison that finds content changed under an unchanged version number.
 */
import { createHash } from 'node:crypto';
import {
  normalizeProductDefinition, type BenefitSchedule, type JsonSchema, type ProductBundle, type ProductDefinition, type ProductRegistry, type RatesTable,
} from '../../engine/index.js';
import type { GatewayDb } from '../storage/database.js';
import {
  findProductVersion, latestProductVersion, listProductVersionKeys, listProductVersions, recordProductVersion, type ProductVersionKey,
  type ProductVersionRow,
} from './product-versions.repo.js';
import { PRODUCT_FILES } from './load-product-catalog.js';
import { BENEFITS_FILE_NAME } from '../../engine/products/check/index.js';

/** The files a version is made of: the four a product is priced and asked from, and the covers it shows. */
export const VERSIONED_FILES = { ...PRODUCT_FILES, benefits: BENEFITS_FILE_NAME } as const;

/** The file names a version is made of: a change to any of them under the same version number must be bumped. */
export const VERSIONED_FILE_NAMES: readonly string[] = Object.values(VERSIONED_FILES);

/** A product file by its role in the bundle. */
export type ProductFile = keyof typeof VERSIONED_FILES;

/**
 * Each file's hash by role; `benefits` is absent in a version recorded before benefits.json was part of
 * one (its hash is then the one it was recorded under).
 */
export type VersionFiles<T> = Record<Exclude<ProductFile, 'benefits'>, T> & { benefits?: T };

/** The version and content hash an order, quotation or policy was made under. */
export interface ProductVersionStamp {
  version: string;
  hash: string;
}

/** What identifies one version of a product's content: its version number, its hash and each file's hash. */
export interface VersionFingerprint extends ProductVersionStamp {
  code: string;
  files: VersionFiles<string>;
}

/** A product whose content changed while its version number did not. */
export interface UnbumpedVersion {
  code: string;
  version: string;
  /** The files (product.json, form.schema.json, ...) whose content differs from the recorded one. */
  changedFiles: string[];
}

const FILE_ROLES = Object.keys(VERSIONED_FILES) as ProductFile[];

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The files of a bundle as stored (JSON text; whitespace in the files does not count). */
function bundleTexts(bundle: ProductBundle): VersionFiles<string> {
  return {
    definition: JSON.stringify(bundle.definition),
    formSchema: JSON.stringify(bundle.formSchema),
    uiSchema: JSON.stringify(bundle.uiSchema),
    rates: JSON.stringify(bundle.rates),
    ...(bundle.benefits === undefined ? {} : { benefits: JSON.stringify(bundle.benefits) }),
  };
}

/** The roles a version has files for: a version recorded before benefits were versioned has no benefits. */
const rolesOf = (files: VersionFiles<string>): ProductFile[] => FILE_ROLES.filter((role) => files[role] !== undefined);

function fingerprintOf(code: string, version: string, texts: VersionFiles<string>): VersionFingerprint {
  const roles = rolesOf(texts);
  const files = Object.fromEntries(roles.map((role) => [role, sha256(texts[role] ?? '')])) as VersionFiles<string>;
  // Without benefits the hash is the one such a version was recorded (and its orders stamped) under.
  return { code, version, files, hash: sha256(roles.map((role) => files[role]).join('\n')) };
}

// Bundles are immutable once loaded, so each is hashed once.
const fingerprints = new WeakMap<ProductBundle, VersionFingerprint>();

/** The fingerprint of a loaded bundle. */
export function bundleFingerprint(bundle: ProductBundle): VersionFingerprint {
  let known = fingerprints.get(bundle);
  if (!known) {
    known = fingerprintOf(bundle.definition.code, bundle.definition.version, bundleTexts(bundle));
    fingerprints.set(bundle, known);
  }
  return known;
}

/** The version and hash to store on an order made under this bundle. */
export function versionStamp(bundle: ProductBundle): { product_version: string; product_hash: string } {
  const { version, hash } = bundleFingerprint(bundle);
  return { product_version: version, product_hash: hash };
}

/** The fingerprint of a recorded version, recomputed from its stored files. */
export function recordedFingerprint(row: ProductVersionRow): VersionFingerprint {
  return fingerprintOf(row.product_code, row.version, {
    definition: row.definition, formSchema: row.form_schema, uiSchema: row.ui_schema, rates: row.rates,
    ...(row.benefits === null ? {} : { benefits: row.benefits }),
  });
}

/**
 * Whether `before`, a version recorded before benefits.json was part of one, is the current content under
 * the old hash: the same number and the same four files. Its orders then stand on the current version (only
 * the hash grew the benefits), and nothing changed that a customer should be told of.
 */
export function sameContentBeforeBenefits(before: ProductBundle | undefined, current: ProductBundle): boolean {
  if (!before || before.benefits !== undefined) return false;
  const old = bundleFingerprint(before);
  const now = bundleFingerprint(current);
  return old.version === now.version && rolesOf(old.files).every((role) => old.files[role] === now.files[role]);
}

/** `code \n hash`: a recorded version's identity. */
const keyOf = (key: Pick<ProductVersionKey, 'product_code' | 'content_hash'>): string => `${key.product_code}\n${key.content_hash}`;

/**
 * Records every loaded product whose content hash is not recorded yet (at gateway start): only the keys of
 * the recorded versions are read, and a restart on unchanged files writes nothing, however many versions
 * the database holds.
 */
export async function recordProductVersions(db: GatewayDb, bundles: readonly ProductBundle[], at: Date): Promise<void> {
  const recorded = new Set((await listProductVersionKeys(db)).map(keyOf));
  for (const bundle of bundles) {
    const { code, version, hash } = bundleFingerprint(bundle);
    if (recorded.has(keyOf({ product_code: code, content_hash: hash }))) continue;
    const texts = bundleTexts(bundle);
    await recordProductVersion(db, {
      product_code: code, version, content_hash: hash, definition: texts.definition, form_schema: texts.formSchema,
      ui_schema: texts.uiSchema, rates: texts.rates, benefits: texts.benefits ?? null, recorded_at: at.toISOString(),
    });
  }
}

function bundleOfRow(row: ProductVersionRow): ProductBundle {
  return {
    definition: JSON.parse(row.definition) as ProductDefinition,
    formSchema: JSON.parse(row.form_schema) as JsonSchema,
    uiSchema: JSON.parse(row.ui_schema) as JsonSchema,
    rates: JSON.parse(row.rates) as RatesTable,
    ...(row.benefits === null ? {} : { benefits: JSON.parse(row.benefits) as BenefitSchedule }),
  };
}

// A recorded version never changes, so one parse per hash serves every gateway of the process.
const recordedBundles = new Map<string, ProductBundle>();

/**
 * The bundle of a product at the version with this hash: the one on sale when it is that version,
 * else the recorded one; undefined when the hash is unknown (or null, in orders older than versions).
 */
export async function bundleAtVersion(
  db: GatewayDb, registry: ProductRegistry, productCode: string, hash: string | null,
): Promise<ProductBundle | undefined> {
  if (hash === null) return undefined;
  const current = registry.get(productCode);
  if (current && bundleFingerprint(current).hash === hash) return current;
  const cached = recordedBundles.get(hash);
  if (cached) return cached;
  const row = await findProductVersion(db, productCode, hash);
  if (!row) return undefined;
  const bundle = bundleOfRow(row);
  fingerprints.set(bundle, recordedFingerprint(row));
  recordedBundles.set(hash, bundle);
  return bundle;
}

/** What a product that left the manifest last said of itself (its successor in `replacedBy`), if it was ever recorded. */
export async function lastRecordedDefinition(db: GatewayDb, productCode: string): Promise<ProductDefinition | undefined> {
  const row = await latestProductVersion(db, productCode);
  return row ? (JSON.parse(row.definition) as ProductDefinition) : undefined;
}

/**
 * The loaded products whose content differs from a recorded version with the same code and version
 * number: each must have its version bumped. Says which files changed.
 */
export function findUnbumpedVersions(recorded: readonly VersionFingerprint[], loaded: readonly VersionFingerprint[]): UnbumpedVersion[] {
  const unbumped: UnbumpedVersion[] = [];
  for (const product of loaded) {
    const sameNumber = recorded.filter((known) => known.code === product.code && known.version === product.version);
    // A version recorded without its benefits says nothing of them; once the number was recorded with
    // benefits, only those records count, or a benefits-only change would pass as the old record.
    const withBenefits = sameNumber.filter((known) => known.files.benefits !== undefined);
    const compared = withBenefits.length > 0 ? withBenefits : sameNumber;
    const differing = (known: VersionFingerprint): ProductFile[] => rolesOf(known.files).filter((role) => known.files[role] !== product.files[role]);
    if (compared.length === 0 || compared.some((known) => known.hash === product.hash || differing(known).length === 0)) continue;
    const changed = new Set(compared.flatMap(differing));
    unbumped.push({ code: product.code, version: product.version, changedFiles: FILE_ROLES.filter((role) => changed.has(role)).map((role) => VERSIONED_FILES[role]) });
  }
  return unbumped;
}

/**
 * The row with its definition normalised by today's engine, as the loaded one is: a default the engine
 * gained since is no change of the product's files (normalising is idempotent). As stored when it no
 * longer normalises: it then differs, as it should.
 */
function renormalised(row: ProductVersionRow): ProductVersionRow {
  try {
    return { ...row, definition: JSON.stringify(normalizeProductDefinition(JSON.parse(row.definition))) };
  } catch {
    return row;
  }
}

/**
 * The loaded bundles whose content differs from a version the database recorded under the same number
 * (the gateway refuses to start on them; `npm run products:check -- --data <dir>` reports them).
 */
export async function findUnbumpedRecordedVersions(db: GatewayDb, bundles: readonly ProductBundle[]): Promise<UnbumpedVersion[]> {
  // Content recorded exactly as loaded needs no comparison: a restart on unchanged files reads and hashes no
  // recorded version's files, only their keys.
  const recordedAsIs = new Set((await listProductVersionKeys(db)).map(keyOf));
  const loaded = bundles.map(bundleFingerprint).filter(({ code, hash }) => !recordedAsIs.has(keyOf({ product_code: code, content_hash: hash })));
  const rows = await listProductVersions(db, [...new Set(loaded.map(({ code }) => code))]);
  const sameNumber = rows.filter((row) => loaded.some(({ code, version }) => code === row.product_code && version === row.version));
  return findUnbumpedVersions(sameNumber.map((row) => recordedFingerprint(renormalised(row))), loaded);
}
