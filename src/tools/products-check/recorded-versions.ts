/**
 * The bump check against the versions a gateway recorded (table product_versions): the same comparison
 * the gateway refuses to start on, run on its SQLite file opened read-only, so a product owner hears of a
 * forgotten version bump before the restart does.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Finding } from '../../engine/products/check/index.js';
import { loadProductCatalog, schemasDigest } from '../../server/catalog/load-product-catalog.js';
import { findUnbumpedRecordedVersions } from '../../server/catalog/product-versions.js';
import { SINCE_RECORDED, unbumpedVersionFindings } from '../../server/catalog/unbumped-version-findings.js';
import type { GatewayDatabase } from '../../server/storage/database.js';
import { DATABASE_FILE } from '../../server/storage/open-database.js';

/** The gateway's SQLite file in `dataDir`, or undefined when the folder holds none. */
export function gatewayDatabaseFile(dataDir: string): string | undefined {
  const file = join(dataDir, DATABASE_FILE);
  return existsSync(file) ? file : undefined;
}

/**
 * The products (all, or `codes`) whose content differs from what the database recorded under the same
 * version number, as errors on product.json's `version` naming each changed file. `checked` says the
 * product check just passed every product of `schemasDir`, so loading them need not check them again.
 */
export async function recordedVersionFindings(
  schemasDir: string, databaseFile: string, options: { codes?: readonly string[]; checked: boolean },
): Promise<Finding[]> {
  const catalog = loadProductCatalog(schemasDir, options.checked ? { checkedDigest: schemasDigest(schemasDir) } : {});
  const bundles = catalog.registry.list().filter(({ definition }) => !options.codes || options.codes.includes(definition.code));
  const sqlite = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  const db = new Kysely<GatewayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    // A database from before versions were recorded has nothing to compare with.
    if (!sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'product_versions'").get()) return [];
    return unbumpedVersionFindings(await findUnbumpedRecordedVersions(db, bundles), SINCE_RECORDED, schemasDir);
  } finally {
    await db.destroy();
  }
}
