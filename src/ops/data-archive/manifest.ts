/**
 * The manifest of a backup archive: every file it holds with its size and SHA-256, written by `npm run backup`
 * and checked by `npm run restore` before anything is restored, so a truncated, altered or mixed-up archive is
 * refused instead of becoming the gateway's data.
 */
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The manifest's file name at the archive's root. */
export const MANIFEST_FILE = 'manifest.json';
/** The manifest format this code writes and reads. */
export const MANIFEST_FORMAT = 1;

export interface ManifestEntry {
  /** Path inside the data folder, `/`-separated. */
  path: string;
  size: number;
  sha256: string;
}

export interface ArchiveManifest {
  format: typeof MANIFEST_FORMAT;
  /** ISO instant the database copy was taken. */
  createdAt: string;
  files: ManifestEntry[];
}

/** A backup archive that cannot be restored: the message says why. */
export class ArchiveError extends Error {}

/** Every path under `root` (relative, `/`-separated), sorted; anything but a regular file or a folder is refused. */
export function filesUnder(root: string, skip: (path: string) => boolean = () => false): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      const path = relative(root, full).split(sep).join('/');
      if (skip(path)) continue;
      const stat = lstatSync(full);
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile()) found.push(path);
      // A link or device in an archive could write outside the data folder on restore.
      else throw new ArchiveError(`${path} is neither a file nor a folder`);
    }
  };
  walk(root);
  return found.sort();
}

function entryOf(root: string, path: string): ManifestEntry {
  const content = readFileSync(join(root, path));
  return { path, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** The manifest of the files under `root`. */
export function manifestOf(root: string, createdAt: Date): ArchiveManifest {
  return {
    format: MANIFEST_FORMAT,
    createdAt: createdAt.toISOString(),
    files: filesUnder(root, (path) => path === MANIFEST_FILE).map((path) => entryOf(root, path)),
  };
}

function parseManifest(text: string): ArchiveManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ArchiveError(`${MANIFEST_FILE} is not JSON`);
  }
  const manifest = parsed as Partial<ArchiveManifest> | null;
  if (manifest?.format !== MANIFEST_FORMAT || !Array.isArray(manifest.files) || typeof manifest.createdAt !== 'string') {
    throw new ArchiveError(`${MANIFEST_FILE} is not a manifest of format ${MANIFEST_FORMAT}`);
  }
  return manifest as ArchiveManifest;
}

/**
 * Checks that the files under `root` are exactly those of its manifest, each of the recorded size and SHA-256;
 * returns the manifest, or throws an {@link ArchiveError} naming the first difference.
 */
export function verifyManifest(root: string): ArchiveManifest {
  let text: string;
  try {
    text = readFileSync(join(root, MANIFEST_FILE), 'utf8');
  } catch {
    throw new ArchiveError(`the archive has no ${MANIFEST_FILE}`);
  }
  const manifest = parseManifest(text);
  const present = filesUnder(root, (path) => path === MANIFEST_FILE);
  const listed = new Set(manifest.files.map((entry) => entry.path));
  const extra = present.find((path) => !listed.has(path));
  if (extra !== undefined) throw new ArchiveError(`${extra} is in the archive but not in its manifest`);
  for (const entry of manifest.files) {
    if (!present.includes(entry.path)) throw new ArchiveError(`${entry.path} is in the manifest but not in the archive`);
    const found = entryOf(root, entry.path);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new ArchiveError(`${entry.path} differs from the manifest (size or SHA-256)`);
    }
  }
  return manifest;
}
