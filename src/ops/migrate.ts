/**
 * `npm run migrate`: brings the gateway database (DATABASE_URL / DATABASE_SCHEMA, else the SQLite file in
 * DATA_DIR, as the gateway reads them) to the schema version this code knows, without seeding it (the gateway
 * seeds at its next start). `npm run migrate -- --status` changes nothing and prints each migration as applied
 * (with when) or pending. Both exit 1 when the database was migrated by a newer gateway, 2 on a usage error.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GatewayDb } from '../server/storage/database.js';
import { connectDatabase, openDatabase, type StorageConfig } from '../server/storage/open-database.js';
import { appliedMigrations, KNOWN_SCHEMA_VERSION, MIGRATIONS, SchemaTooNewError } from '../server/storage/schema-migrations.js';
import { storageFromEnv } from '../server/storage/storage-from-env.js';

/** The database as the operator knows it: the file, or the PostgreSQL schema (never the URL, which may hold a password). */
function databaseName(storage: StorageConfig): string {
  return storage.dialect === 'sqlite' ? storage.file : `PostgreSQL schema ${storage.schema ?? 'public'}`;
}

/** One line per migration known or recorded, then the version line; resolves to whether the database is newer than this code. */
async function printStatus(db: GatewayDb | null, where: string): Promise<boolean> {
  const applied = db ? await appliedMigrations(db) : [];
  const byVersion = new Map(applied.map((migration) => [migration.version, migration]));
  const versions = [...new Set([...MIGRATIONS.map((migration) => migration.version), ...byVersion.keys()])].sort((a, b) => a - b);
  for (const version of versions) {
    const done = byVersion.get(version);
    const name = done?.name ?? MIGRATIONS.find((migration) => migration.version === version)?.name ?? '';
    console.log(done ? `applied  ${version}  ${done.applied_at}  ${name}` : `pending  ${version}  ${' '.repeat(24)}  ${name}`);
  }
  const current = applied.at(-1)?.version ?? 0;
  const newer = current > KNOWN_SCHEMA_VERSION;
  console.log(`${where}: schema version ${current}; this code knows ${KNOWN_SCHEMA_VERSION}${newer ? ' (the database is NEWER: this gateway refuses it)' : ''}`);
  return newer;
}

async function main(args: string[]): Promise<number> {
  const status = args.includes('--status');
  if (args.some((arg) => arg !== '--status')) {
    console.error('usage: npm run migrate [-- --status]');
    return 2;
  }
  const storage = storageFromEnv();
  const where = databaseName(storage);
  if (status && storage.dialect === 'sqlite' && !existsSync(storage.file)) return (await printStatus(null, `${where} (no database yet)`)) ? 1 : 0;
  // The gateway creates its data folder at its first start; a migration before it does the same.
  if (!status && storage.dialect === 'sqlite') mkdirSync(dirname(storage.file), { recursive: true });
  let db: GatewayDb;
  try {
    db = status ? await connectDatabase(storage) : await openDatabase(storage);
  } catch (error) {
    if (!(error instanceof SchemaTooNewError)) throw error;
    console.error(`Not migrated: ${error.message}`);
    return 1;
  }
  try {
    return (await printStatus(db, where)) ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  console.error(`The migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
