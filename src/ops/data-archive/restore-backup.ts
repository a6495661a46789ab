/**
 * `npm run restore`'s work: unpacks a backup archive beside the data folder, checks it against its manifest,
 * and only then moves its files into the data folder. It never touches the data of a running gateway.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { DATABASE_FILE } from '../../server/storage/open-database.js';
import { ArchiveError, type ArchiveManifest, verifyManifest } from './manifest.js';
import { databaseInUse, sqliteFamily } from './sqlite-files.js';
import { unpackInto } from './tar.js';

/** A restore refused before anything was changed: the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  /** Replace the data of a stopped gateway; without it only a missing or empty data folder is restored into. */
  replace?: boolean;
}

/** Refuses a data folder a running gateway uses, or one holding data when `replace` was not asked for. */
function checkTarget(dataDir: string, options: RestoreOptions): void {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) return;
  if (databaseInUse(join(dataDir, DATABASE_FILE))) {
    throw new RestoreRefused(`a gateway is running on ${dataDir}: stop it first (nothing was changed)`);
  }
  if (!options.replace) {
    throw new RestoreRefused(`${dataDir} already holds data: add --replace to overwrite it (nothing was changed)`);
  }
}

/** Restores `archive` into `dataDir`; resolves to the archive's manifest. Throws {@link RestoreRefused} or {@link ArchiveError} before changing anything. */
export function restoreBackup(archive: string, dataDir: string, options: RestoreOptions = {}): ArchiveManifest {
  const target = resolve(dataDir);
  checkTarget(target, options);
  mkdirSync(dirname(target), { recursive: true });
  // Unpacked beside the data folder, so the files move into it by renaming on the same file system.
  const staging = mkdtempSync(join(dirname(target), `.${basename(target)}-restore-`));
  try {
    try {
      unpackInto(resolve(archive), staging);
    } catch {
      throw new ArchiveError(`${archive} is not a readable backup archive`);
    }
    const manifest = verifyManifest(staging);
    if (!manifest.files.some((entry) => entry.path === DATABASE_FILE)) throw new ArchiveError(`the archive holds no ${DATABASE_FILE}`);
    // Checked again just before the move: a gateway may have started while the archive was being verified.
    checkTarget(target, options);
    mkdirSync(target, { recursive: true });
    // A log or index left from the replaced database would be applied to the restored one.
    for (const file of sqliteFamily(join(target, DATABASE_FILE))) rmSync(file, { force: true });
    for (const entry of manifest.files) {
      mkdirSync(dirname(join(target, entry.path)), { recursive: true });
      renameSync(join(staging, entry.path), join(target, entry.path));
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
