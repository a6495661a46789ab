/**
 * The product versions' part of a gateway's start: content changed under a recorded version number is refused
 * (docs/decisions/017-product-versions.md), then every loaded version not recorded yet is recorded, so quotes and policies made under
 * it are priced on it later. Both hash every loaded product, which grows with the catalogue. A start of the same
 * compiled code on the same product files as the last start that did both on this database would find nothing to
 * refuse (each loaded version is recorded exactly as loaded) and nothing to record: it skips them, as long as the
 * database still holds as many recorded versions as then (versions are only ever added; a removed one is recorded
 * again).
 */
import type { ProductBundle } from '../../engine/index.js';
import type { GatewayDb } from '../storage/database.js';
import { readMeta, writeMeta } from '../storage/gateway-meta.repo.js';
import { recordProductVersions } from './product-versions.js';
import { countProductVersions } from './product-versions.repo.js';
import { refuseUnbumpedVersions } from './unbumped-version-findings.js';

/** The gateway_meta key of the last start that checked and recorded the versions: its code, files and version count. */
const VERSIONS_SETTLED_KEY = 'productVersionsSettledBy';

export interface VersionsAtStart {
  /** The products loaded. */
  bundles: readonly ProductBundle[];
  /** Where they were read from: the refusal names their product.json. */
  schemasDir: string;
  /** When this start records a new version. */
  at: Date;
  /**
   * What names this start's code and product files (the compiled gateway's build id and the files' digest); none
   * when run from source, whose code may differ from the last start's: the versions are then always checked.
   */
  codeAndFiles?: string;
}

/**
 * Refuses (ProductsCheckError) a loaded product whose content differs from a version recorded under the same
 * number, records the new versions, and marks the database with what did it; skips all of it when the mark says
 * this code on these files did it already.
 */
export async function settleProductVersions(db: GatewayDb, start: VersionsAtStart): Promise<void> {
  const mark = async (): Promise<string | undefined> => (start.codeAndFiles === undefined ? undefined : `${start.codeAndFiles} ${await countProductVersions(db)}`);
  const before = await mark();
  if (before !== undefined && (await readMeta(db, VERSIONS_SETTLED_KEY)) === before) return;
  await refuseUnbumpedVersions(db, start.bundles, start.schemasDir);
  await recordProductVersions(db, start.bundles, start.at);
  const after = await mark();
  if (after !== undefined) await writeMeta(db, VERSIONS_SETTLED_KEY, after);
}
