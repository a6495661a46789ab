/**
 * `npm run restore -- <file> [--replace]`: restores a backup archive written by `npm run backup` into the data
 * folder (DATA_DIR, default ./data) after checking every file against the archive's manifest
 * (./data-archive/restore-backup.ts). It refuses the data folder of a running gateway, and one that holds data
 * unless --replace is given. On PostgreSQL (DATABASE_URL set) it refuses and points to pg_restore. Exits 0
 * when restored, 1 when the archive is broken, 2 when refused or on a usage error; nothing is changed unless 0.
 */
import { dataDirFromEnv } from '../server/storage/storage-from-env.js';
import { ArchiveError } from './data-archive/manifest.js';
import { POSTGRES_BACKUP_POINTER } from './data-archive/postgres-pointer.js';
import { restoreBackup, RestoreRefused } from './data-archive/restore-backup.js';

function main(args: string[]): number {
  const replace = args.includes('--replace');
  const files = args.filter((arg) => arg !== '--replace');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error('usage: npm run restore -- <archive.tar.gz> [--replace]');
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error(`npm run restore restores the SQLite database only; ${POSTGRES_BACKUP_POINTER}`);
    return 2;
  }
  const dataDir = dataDirFromEnv();
  try {
    const manifest = restoreBackup(files[0]!, dataDir, { replace });
    console.log(`Restored ${files[0]} into ${dataDir}: ${manifest.files.length} file(s) checked against the manifest, database as of ${manifest.createdAt}`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`The restore was refused: ${error.message}`);
      return 2;
    }
    if (error instanceof ArchiveError) {
      console.error(`The archive cannot be restored: ${error.message} (nothing was changed)`);
      return 1;
    }
    throw error;
  }
}

try {
  process.exit(main(process.argv.slice(2)));
} catch (error) {
  console.error(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
