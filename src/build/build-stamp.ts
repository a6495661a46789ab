/**
 * A build's stamp, kept as `.build-stamp` in the output folder: one SHA-256 over the relative path and
 * content of every input file (and any extra text, e.g. the VITE_* settings baked into the storefront),
 * and a second one over each file's path, size, modification and change times (and the same extra text).
 *
 * The content decides: a fresh clone or a `git checkout` that touches files without changing them does not
 * force a rebuild, while any real change does. The times are a shortcut taken before reading any file:
 * when every file still has the size and times it had at the stamp, none was written since, so the build
 * is current without hashing the contents (the warm `npm start`). The change time (ctime) cannot be set
 * back by a program, so an edit whose modification time was restored still misses the shortcut. Listings
 * taken while a file was younger than {@link SETTLED_MS} are not recorded (an edit in the same clock tick
 * would leave the times equal), so such a stamp is checked by content until a later start records one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { join, relative } from 'node:path';

const STAMP_FILE = '.build-stamp';
/** A file changed less than this long before its listing may change again without its times showing it. */
const SETTLED_MS = 2_000;

interface InputFile {
  path: string;
  stats: Stats;
}

function filesUnder(path: string, skip: ReadonlySet<string>, into: InputFile[]): InputFile[] {
  if (skip.has(path) || !existsSync(path)) return into;
  const stats = statSync(path);
  if (!stats.isDirectory()) {
    into.push({ path, stats });
    return into;
  }
  for (const name of readdirSync(path).sort()) filesUnder(join(path, name), skip, into);
  return into;
}

function inputFiles(inputs: readonly string[], skip: readonly string[]): InputFile[] {
  const skipped = new Set(skip);
  return inputs.flatMap((input) => filesUnder(input, skipped, []));
}

function contentHash(files: readonly InputFile[], extra: string): string {
  const hash = createHash('sha256');
  for (const { path } of files) hash.update(relative('.', path)).update('\0').update(readFileSync(path)).update('\0');
  return hash.update(extra).digest('hex');
}

/** The hash of the files' listing (path, size, times), or '' when a file is too young to trust it. */
function listingHash(files: readonly InputFile[], extra: string): string {
  const hash = createHash('sha256');
  let newest = 0;
  for (const { path, stats } of files) {
    hash.update(`${relative('.', path)}\0${stats.size}\0${stats.mtimeMs}\0${stats.ctimeMs}\0${stats.ino}\0`);
    newest = Math.max(newest, stats.mtimeMs, stats.ctimeMs);
  }
  return newest > Date.now() - SETTLED_MS ? '' : hash.update(extra).digest('hex');
}

function readStamp(outDir: string): { content: string; listing: string } | undefined {
  const file = join(outDir, STAMP_FILE);
  if (!existsSync(file)) return undefined;
  const [content = '', listing = ''] = readFileSync(file, 'utf8').split('\n');
  return { content, listing };
}

function writeStamp(outDir: string, files: readonly InputFile[], content: string, extra: string): void {
  writeFileSync(join(outDir, STAMP_FILE), `${content}\n${listingHash(files, extra)}`);
}

/**
 * True when `outDir` holds a stamp of these inputs' contents: at once when no file's size or times changed
 * since the stamp, else by hashing the contents (and then recording the new listing, so the next check is
 * quick again).
 */
export function buildIsCurrent(outDir: string, inputs: readonly string[], skip: readonly string[] = [], extra = ''): boolean {
  const stamp = readStamp(outDir);
  if (!stamp) return false;
  const files = inputFiles(inputs, skip);
  if (stamp.listing !== '' && stamp.listing === listingHash(files, extra)) return true;
  if (stamp.content !== contentHash(files, extra)) return false;
  writeStamp(outDir, files, stamp.content, extra);
  return true;
}

/** Records the inputs' hashes in `outDir` after a successful build. */
export function writeBuildStamp(outDir: string, inputs: readonly string[], skip: readonly string[] = [], extra = ''): void {
  const files = inputFiles(inputs, skip);
  writeStamp(outDir, files, contentHash(files, extra), extra);
}
