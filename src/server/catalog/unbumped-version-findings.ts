/**
 * Content changed under an unchanged version number, said as a product check finding on product.json's
 * `version`: the gateway refuses to start on it and `npm run products:check` prints it, so a quote or
 * policy made under a version always means the same rates and forms.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { ProductBundle } from '../../engine/index.js';
import { ProductsCheckError, type Finding } from '../../engine/products/check/index.js';
import { parseJsonWithPositions } from '../../engine/products/check/json-positions.js';
import type { GatewayDb } from '../storage/database.js';
import { findUnbumpedRecordedVersions, type UnbumpedVersion } from './product-versions.js';

/** `a.json`, `a.json and b.json`, `a.json, b.json and c.json`. */
function listed(files: readonly string[]): string {
  return files.length <= 1 ? files.join('') : `${files.slice(0, -1).join(', ')} and ${files[files.length - 1]}`;
}

/** `1.0.0` -> `1.0.1`; undefined when the version is not three numbers (the words then suggest none). */
function nextPatch(version: string): string | undefined {
  const numbers = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return numbers ? `${numbers[1]}.${numbers[2]}.${Number(numbers[3]) + 1}` : undefined;
}

/** The file as the product check names it: relative to the working directory when inside it. */
function displayPath(file: string): string {
  const fromHere = relative(process.cwd(), file);
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? file : fromHere;
}

/** Where `version` is written in product.json (the file's start when it cannot be read). */
function versionPosition(file: string): { line: number; column: number } {
  try {
    return parseJsonWithPositions(readFileSync(file, 'utf8')).positionOf('/version');
  } catch {
    return { line: 1, column: 1 };
  }
}

/**
 * One error per product of `unbumped`, on `<schemasDir>/products/<code>/product.json` at `version`:
 * `rates.json changed since the last commit but version is still 1.0.0: raise the version (for example 1.0.1)`.
 * `since` names what the files were compared with (`the last commit`).
 */
export function unbumpedVersionFindings(unbumped: readonly UnbumpedVersion[], since: string, schemasDir: string): Finding[] {
  return unbumped.map(({ code, version, changedFiles }) => {
    const file = join(schemasDir, 'products', code, 'product.json');
    const next = nextPatch(version);
    return {
      severity: 'error',
      file: displayPath(file),
      ...versionPosition(file),
      path: 'version',
      message: `${listed(changedFiles)} changed since ${since} but version is still ${version}: raise the version${next ? ` (for example ${next})` : ''}`,
    };
  });
}

/** What the recorded versions are, in {@link unbumpedVersionFindings}' words. */
export const SINCE_RECORDED = "the gateway's database recorded it";

/**
 * Throws {@link ProductsCheckError} (product.json, its version and the changed files, per product) when a
 * loaded product's content differs from what the database recorded under the same version number.
 */
export async function refuseUnbumpedVersions(db: GatewayDb, bundles: readonly ProductBundle[], schemasDir: string): Promise<void> {
  const findings = unbumpedVersionFindings(await findUnbumpedRecordedVersions(db, bundles), SINCE_RECORDED, schemasDir);
  if (findings.length > 0) throw new ProductsCheckError(findings);
}
