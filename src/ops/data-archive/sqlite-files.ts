/**
 * The SQLite side of backup and restore: a consistent copy of the database taken while the gateway keeps
 * writing to it, and the check that no gateway has the database open before a restore replaces it.
 */
import SQLite from 'better-sqlite3';
import { existsSync } from 'node:fs';

/** The database file and the files SQLite keeps beside it (write-ahead log, its index, a rollback journal). */
export function sqliteFamily(file: string): string[] {
  return [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];
}

/** Pages copied per step of the online backup: all of them, so the copy is one snapshot however busy the source. */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the database `source` into the new file `target` with SQLite's online backup API while other
 * connections (a running gateway) keep reading and writing: every transaction committed before the copy
 * began is in it, none is half in it. Throws when the copy fails SQLite's integrity check.
 */
export async function copyLiveDatabase(source: string, target: string): Promise<void> {
  const database = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    // One step takes the whole file under one read transaction; smaller steps restart whenever the gateway commits.
    await database.backup(target, { progress: () => ALL_PAGES });
  } finally {
    database.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`the copy of the database failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
}

/**
 * Whether another connection (a running gateway) has the database `file` open. Taking SQLite's exclusive
 * locking mode fails at once while any other connection holds the WAL database, and succeeds when none does;
 * the probe's own connection is closed again before it answers.
 */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}
