/**
 * `npm run backup`'s work: one archive holding a consistent copy of the SQLite database, taken while the
 * gateway keeps serving, and every other file of the data folder (the signing key pair, the gateway secrets,
 * a label override), with a manifest of their sizes and SHA-256 (./manifest.ts).
 */
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DATABASE_FILE } from '../../server/storage/open-database.js';
import { filesUnder, manifestOf, MANIFEST_FILE, type ArchiveManifest } from './manifest.js';
import { copyLiveDatabase, sqliteFamily } from './sqlite-files.js';
import { packFolder } from './tar.js';

/** Writes the backup of `dataDir` to `archive` (replacing it); resolves to the archive's manifest. */
export async function createBackup(dataDir: string, archive: string, now: () => Date = () => new Date()): Promise<ArchiveManifest> {
  const source = resolve(dataDir);
  const databaseFiles = new Set(sqliteFamily(DATABASE_FILE));
  const staging = mkdtempSync(join(tmpdir(), 'mo-backup-'));
  try {
    const takenAt = now();
    await copyLiveDatabase(join(source, DATABASE_FILE), join(staging, DATABASE_FILE));
    // The live database files are never copied as files: only the online copy above is consistent.
    for (const path of filesUnder(source, (candidate) => databaseFiles.has(candidate))) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      copyFileSync(join(source, path), join(staging, path));
    }
    const manifest = manifestOf(staging, takenAt);
    writeFileSync(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written under another name and moved into place: a failed backup never leaves a half archive under the name asked for.
    const partial = `${resolve(archive)}.partial`;
    packFolder(staging, partial);
    // The archive holds the gateway's private keys.
    chmodSync(partial, 0o600);
    renameSync(partial, resolve(archive));
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
