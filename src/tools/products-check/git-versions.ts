/**
 * The bump check against git: a product whose files differ from the last commit while product.json's
 * `version` is the one committed. Runs only when the schemas folder is inside a git work tree with a
 * commit; a fresh clone (nothing changed since HEAD) costs one `git diff`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../../engine/products/check/index.js';
import { VERSIONED_FILE_NAMES, type UnbumpedVersion } from '../../server/catalog/product-versions.js';
import { unbumpedVersionFindings } from '../../server/catalog/unbumped-version-findings.js';

const PRODUCT_FILE = 'product.json';
const isProductFile = (name: string): boolean => VERSIONED_FILE_NAMES.includes(name);

/** Runs git in `dir`; undefined when git fails (no work tree, no commit, no such file at HEAD). */
function git(dir: string, args: readonly string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

/** A file of the schemas folder (`products/TPS/rates.json`) as the last commit has it; undefined outside git or when new. */
export function committedText(schemasDir: string, relativePath: string): string | undefined {
  return git(schemasDir, ['show', `HEAD:./${relativePath}`]);
}

/** The parsed content, re-serialised: reformatting a file changes nothing; text that is no JSON compares as it is. */
function content(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

function versionOf(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as { version?: unknown }).version;
  } catch {
    return undefined;
  }
}

/** Product folder -> its changed files (of a version's files), from `git diff --name-only HEAD` relative to the schemas folder. */
function changedProductFiles(schemasDir: string, codes: readonly string[] | undefined): Map<string, string[]> {
  const changed = new Map<string, string[]>();
  const diff = git(schemasDir, ['diff', '--name-only', '--relative', 'HEAD', '--', 'products']) ?? '';
  for (const path of diff.split('\n')) {
    const [top, code, file, ...deeper] = path.split('/');
    if (top !== 'products' || !code || !file || deeper.length > 0 || !isProductFile(file)) continue;
    if (codes && !codes.includes(code)) continue;
    changed.set(code, [...(changed.get(code) ?? []), file]);
  }
  return changed;
}

/**
 * The products (all, or `codes`) whose files changed since the last commit while their version did not,
 * as errors on product.json's `version` naming each changed file; none outside a git work tree.
 */
export function gitVersionFindings(schemasDir: string, codes?: readonly string[]): Finding[] {
  const unbumped: UnbumpedVersion[] = [];
  for (const [code, files] of changedProductFiles(schemasDir, codes)) {
    const folder = `products/${code}`;
    const working = (file: string): string | undefined => {
      const path = join(schemasDir, folder, file);
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    };
    const committed = (file: string): string | undefined => committedText(schemasDir, `${folder}/${file}`);
    const version = versionOf(working(PRODUCT_FILE));
    // A new product, a removed one or a new version: nothing to bump.
    if (typeof version !== 'string' || version !== versionOf(committed(PRODUCT_FILE))) continue;
    const changedFiles = VERSIONED_FILE_NAMES.filter((file) => {
      if (!files.includes(file)) return false;
      const now = working(file);
      const before = committed(file);
      return now !== undefined && before !== undefined && content(now) !== content(before);
    });
    if (changedFiles.length > 0) unbumped.push({ code, version, changedFiles });
  }
  return unbumpedVersionFindings(unbumped, 'the last commit', schemasDir);
}
