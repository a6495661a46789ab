/**
 * The gateway's data at rest is for the gateway's user alone: customers' personal data is in the database
 * file and its WAL, and the keys sign and encrypt for the gateway. The data folder is kept 0700 and every
 * file the gateway keeps there 0600, also when an earlier version or an operator left them looser.
 */
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/** Mode of the data folder: only its owner may list or enter it. */
export const PRIVATE_FOLDER_MODE = 0o700;
/** Mode of every file the gateway writes: only its owner may read or write it. */
export const PRIVATE_FILE_MODE = 0o600;
/** The gateway process's umask, so whatever it (or SQLite) creates is its owner's alone from the start. */
export const GATEWAY_UMASK = 0o077;

/** Creates `folder` when missing and makes it (new or not) {@link PRIVATE_FOLDER_MODE}. */
export function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  chmodSync(folder, PRIVATE_FOLDER_MODE);
}

/** Makes each of `files` that exists {@link PRIVATE_FILE_MODE}; missing ones are left missing. */
export function tightenFiles(files: readonly string[]): void {
  for (const file of files) {
    try {
      chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * Creates `file` empty when missing, {@link PRIVATE_FILE_MODE} either way: SQLite then gives the journal
 * files it creates beside a database (-wal, -shm) the database file's mode.
 */
export function privateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
}
