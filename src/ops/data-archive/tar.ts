/**
 * The archive container of backups: a gzip-compressed tar made by GNU tar through child_process. tar is an
 * Essential package of Debian (always installed where this project runs, README "Requirements"), its files are
 * readable with any tool an operator has, and writing the tar format by hand would be code to keep for nothing.
 */
import { execFileSync } from 'node:child_process';

/** Packs every file of `folder` (not the folder itself) into `archive` (.tar.gz). */
export function packFolder(folder: string, archive: string): void {
  execFileSync('tar', ['-czf', archive, '-C', folder, '.'], { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Unpacks `archive` into `folder`, which must exist. GNU tar drops leading `/` and `..` from member names; the
 * caller still checks what came out against the manifest (links and extra files are refused there).
 */
export function unpackInto(archive: string, folder: string): void {
  execFileSync('tar', ['-xzf', archive, '-C', folder, '--no-same-owner'], { stdio: ['ignore', 'ignore', 'pipe'] });
}
