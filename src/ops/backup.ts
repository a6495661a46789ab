/**
 * `npm run backup -- <file>`: writes a backup archive of the gateway's data (DATA_DIR, default ./data) while
 * the gateway keeps serving: a consistent online copy of the SQLite database plus the folder's keys and other
 * files, with a manifest of sizes and SHA-256 (./data-archive/create-backup.ts). On PostgreSQL (DATABASE_URL
 * set) it refuses and points to pg_dump (docs/operating.md, "Backups"). Exits 0 when written, 1 when the
 * backup failed, 2 on a usage error or a PostgreSQL setting.
 */
import { dataDirFromEnv } from '../server/storage/storage-from-env.js';
import { createBackup } from './data-archive/create-backup.js';
import { POSTGRES_BACKUP_POINTER } from './data-archive/postgres-pointer.js';

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error('usage: npm run backup -- <archive.tar.gz>');
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error(`npm run backup copies the SQLite database only; ${POSTGRES_BACKUP_POINTER}`);
    return 2;
  }
  const dataDir = dataDirFromEnv();
  const manifest = await createBackup(dataDir, args[0]!);
  const bytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
  console.log(`Backed up ${dataDir} to ${args[0]}: ${manifest.files.length} file(s), ${bytes} bytes, database as of ${manifest.createdAt}`);
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
