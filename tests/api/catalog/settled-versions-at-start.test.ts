/**
 * The compiled gateway restarted on the product files its last start checked and recorded does not read or hash
 * the product versions again: the database says that build on those files found nothing changed under a recorded
 * version number and recorded every version. What it still does at start: refuse a product whose files changed
 * under its recorded version number, record a version the database lost, and check again under another build.
 * Runs on SQLite, and on PostgreSQL under GATEWAY_TEST_STORAGE=postgres.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '../../../src/server/create-gateway.js';
import { DATABASE_FILE, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { testPostgresStorage } from '../support/test-storage.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

/** A copy of the schemas folder and a database of its own, with every statement the gateways on it send. */
function freshSetup(): { schemasDir: string; dataDir: string; storage: StorageConfig; statements: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'mo-settled-versions-'));
  const schemasDir = join(root, 'schemas');
  cpSync('schemas', schemasDir, { recursive: true });
  const postgres = testPostgresStorage();
  cleanup.push(() => rmSync(root, { recursive: true, force: true }));
  if (postgres) cleanup.push(() => postgres.drop());
  const statements: string[] = [];
  const storage = {
    ...(postgres ? postgres.storage : { dialect: 'sqlite', file: join(root, DATABASE_FILE) }),
    onQuery: (text: string) => statements.push(text),
  } as StorageConfig;
  return { schemasDir, dataDir: join(root, 'data'), storage, statements };
}

type Setup = ReturnType<typeof freshSetup>;

/** Starts a gateway of `buildId` on the setup and stops it; resolves to the statements its start sent. */
async function startAndStop(setup: Setup, buildId: string): Promise<string[]> {
  setup.statements.length = 0;
  const gateway = await createGateway({ dataDir: setup.dataDir, schemasDir: setup.schemasDir, storage: setup.storage, mode: 'sandbox', logger: false, buildId });
  const sent = [...setup.statements];
  await gateway.close();
  return sent;
}

/** The statements that read a recorded version (its key or its files) or record one. */
const onVersions = (statements: readonly string[]): string[] => statements
  .filter((text) => /"product_versions"/.test(text) && (/^\s*insert\b/i.test(text) || /^\s*select\b[\s\S]*"(content_hash|definition|rates)"/i.test(text)))
  .map((text) => text.slice(0, 200));

/** How many versions of TPS the database recorded, read through a gateway's own handle. */
async function recordedTps(setup: Setup, buildId: string): Promise<number> {
  const gateway = await createGateway({ dataDir: setup.dataDir, schemasDir: setup.schemasDir, storage: setup.storage, mode: 'sandbox', logger: false, buildId });
  try {
    return (await gateway.db.selectFrom('product_versions').select('content_hash').where('product_code', '=', 'TPS').execute()).length;
  } finally {
    await gateway.close();
  }
}

describe('product versions at the start of the same build', { timeout: 90_000 }, () => {
  it('a restart on unchanged files reads no recorded version and records none; another build checks them again', async () => {
    const setup = freshSetup();
    expect(onVersions(await startAndStop(setup, 'build-a')).length).toBeGreaterThan(0);
    expect(onVersions(await startAndStop(setup, 'build-a'))).toEqual([]);
    // Another build may hash the same files differently (a default its engine gained): it compares and records.
    expect(onVersions(await startAndStop(setup, 'build-b')).length).toBeGreaterThan(0);
    expect(onVersions(await startAndStop(setup, 'build-b'))).toEqual([]);
  });

  it('still refuses rates changed under the recorded version number, and starts once the version is raised', async () => {
    const setup = freshSetup();
    await startAndStop(setup, 'build-a');
    await startAndStop(setup, 'build-a');
    const ratesFile = join(setup.schemasDir, 'products/TPS/rates.json');
    const rates = JSON.parse(readFileSync(ratesFile, 'utf8')) as { table: Record<string, Record<string, number[]>> };
    const basic = rates.table.INDIVIDUAL_BASIC!;
    for (const area of Object.keys(basic)) basic[area] = basic[area]!.map((price) => price * 2);
    writeFileSync(ratesFile, JSON.stringify(rates, null, 2));
    await expect(startAndStop(setup, 'build-a')).rejects.toThrow(/rates\.json changed since the gateway's database recorded it but version is still/);

    const productFile = join(setup.schemasDir, 'products/TPS/product.json');
    const product = JSON.parse(readFileSync(productFile, 'utf8')) as { version: string };
    const [major, minor, patch] = product.version.split('.').map(Number);
    writeFileSync(productFile, JSON.stringify({ ...product, version: `${major}.${minor}.${(patch ?? 0) + 1}` }, null, 2));
    await startAndStop(setup, 'build-a');
    expect(await recordedTps(setup, 'build-a')).toBe(2);
  });

  it('records again a version the database no longer holds', async () => {
    const setup = freshSetup();
    const gateway = await createGateway({ dataDir: setup.dataDir, schemasDir: setup.schemasDir, storage: setup.storage, mode: 'sandbox', logger: false, buildId: 'build-a' });
    await gateway.db.deleteFrom('product_versions').where('product_code', '=', 'TPS').execute();
    await gateway.close();
    expect(await recordedTps(setup, 'build-a')).toBe(1);
  });
});
