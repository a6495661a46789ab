/**
 * A version number names one content: once a gateway recorded TPS's version, rates changed under it are
 * refused by `npm run products:check` (reading the gateway's database beside the schemas folder) and by
 * the gateway's next start, both naming product.json, the version and the changed file; the next one starts.
 * A default the engine gained since a version was recorded is no change of the files.
 */
import { spawnSync } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../../src/server/create-gateway.js';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';

const root = mkdtempSync(join(tmpdir(), 'mo-unbumped-'));
const schemasDir = join(root, 'schemas');
const dataDir = join(root, 'data');
const productFile = join(schemasDir, 'products/TPS/product.json');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts and stops a gateway on the folder's SQLite file (also when the api tests run on PostgreSQL). */
async function startAndStop(): Promise<void> {
  const gateway = await createGateway({ dataDir, schemasDir, mode: 'sandbox', logger: false, storage: { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) } });
  await gateway.close();
}

function editJson(file: string, change: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

describe('content changed under a recorded version', { timeout: 90_000 }, () => {
  it('is refused by products:check and by the gateway until the version is raised', async () => {
    cpSync('schemas', schemasDir, { recursive: true });
    await startAndStop();
    // As an engine without today's defaults recorded it: the file as written.
    const database = new SQLite(join(dataDir, DATABASE_FILE));
    database.prepare("update product_versions set definition = ? where product_code = 'TPS'").run(JSON.stringify(JSON.parse(readFileSync(productFile, 'utf8'))));
    database.close();
    await expect(startAndStop()).resolves.toBeUndefined();

    editJson(join(schemasDir, 'products/TPS/rates.json'), (rates) => {
      const basic = (rates.table as Record<string, Record<string, number[]>>).INDIVIDUAL_BASIC!;
      for (const area of Object.keys(basic)) basic[area] = basic[area]!.map((price) => price * 2);
    });
    const versionLine = readFileSync(productFile, 'utf8').split('\n').findIndex((line) => line.includes('"version"')) + 1;
    const recorded = (JSON.parse(readFileSync(productFile, 'utf8')) as { version: string }).version;
    const [major, minor, patch] = recorded.split('.').map(Number);
    const next = `${major}.${minor}.${(patch ?? 0) + 1}`;
    const expected = `${productFile} line ${versionLine}: rates.json changed since the gateway's database recorded it but version is still ${recorded}: raise the version (for example ${next})`;

    const check = spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/products-check.ts', '--schemas', schemasDir, 'TPS'], { encoding: 'utf8' });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(expected);

    await expect(startAndStop()).rejects.toThrow(expected);

    editJson(productFile, (product) => { product.version = next; });
    await expect(startAndStop()).resolves.toBeUndefined();
  });
});
