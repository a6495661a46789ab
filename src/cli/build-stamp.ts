/**
 * A build's stamp: one SHA-256 over the relative path and content of every input file (and any extra
 * text, e.g. the VITE_* settings baked into the storefront), kept as `.build-stamp` in the output
 * folder. Content rather than modification times, so a fresh clone or a `git checkout` that touches
 * files without changing them does not force a rebuild, while any real change does.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const STAMP_FILE = '.build-stamp';

function filesUnder(path: string, skip: ReadonlySet<string>, into: string[]): string[] {
  if (!existsSync(path) || skip.has(path)) return into;
  if (!statSync(path).isDirectory()) {
    into.push(path);
    return into;
  }
  for (const name of readdirSync(path).sort()) filesUnder(join(path, name), skip, into);
  return into;
}

/**
 * The hash of the inputs: files and folders (walked) relative to the working directory, minus `skip`
 * (exact relative paths), plus `extra` text.
 */
export function inputsHash(inputs: readonly string[], skip: readonly string[] = [], extra = ''): string {
  const hash = createHash('sha256');
  const skipped = new Set(skip);
  for (const input of inputs) {
    for (const file of filesUnder(input, skipped, [])) {
      hash.update(relative('.', file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.update(extra).digest('hex');
}

/** True when `outDir` holds a stamp equal to the inputs' hash now. */
export function buildIsCurrent(outDir: string, inputs: readonly string[], skip: readonly string[] = [], extra = ''): boolean {
  const file = join(outDir, STAMP_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === inputsHash(inputs, skip, extra);
}

/** Records the inputs' hash in `outDir` after a successful build. */
export function writeBuildStamp(outDir: string, inputs: readonly string[], skip: readonly string[] = [], extra = ''): void {
  writeFileSync(join(outDir, STAMP_FILE), inputsHash(inputs, skip, extra));
}
