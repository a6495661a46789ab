/**
 * A gateway restarted on unchanged product files reads only the keys of the product versions its database
 * recorded (code, number, content hash) and writes none again: the recorded versions' files, which pile up
 * with every change an insurer ever made to its products, are read only for a product whose files changed.
 * Runs on SQLite, and on PostgreSQL under GATEWAY_TEST_STORAGE=postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DATABASE_FILE, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { startClientSession } from '../support/client-session.js';
import { testPostgresStorage } from '../support/test-storage.js';

const statements: string[] = [];
const postgres = testPostgresStorage();
const dataDir = mkdtempSync(join(tmpdir(), 'mo-version-keys-'));
const storage: StorageConfig = {
  ...(postgres ? postgres.storage : { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) }),
  onQuery: (text) => statements.push(text),
} as StorageConfig;

afterAll(async () => {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('a restart on unchanged files reads no recorded version\'s files and records none again', async () => {
  await (await startClientSession({ dataDir, storage })).stop();
  const firstStart = statements.splice(0);
  expect(firstStart.filter((text) => /insert into "product_versions"/i.test(text)).length).toBeGreaterThan(0);

  await (await startClientSession({ dataDir, storage })).stop();
  // The reads and writes of the table (the migrations' create-if-missing statements name its columns too).
  const onVersions = statements.filter((text) => /^\s*(select|insert)\b/i.test(text) && /"product_versions"/.test(text));
  expect(onVersions.length).toBeGreaterThan(0);
  expect(onVersions.filter((text) => /^\s*insert\b/i.test(text) || /select \*|"definition"|"form_schema"|"rates"/i.test(text)).map((text) => text.slice(0, 300))).toEqual([]);
});
