/**
 * The database records its schema version: `npm run migrate -- --status` prints every migration as applied or
 * pending, a start applies what is pending, and a gateway (or `npm run migrate`) on a database a newer gateway
 * migrated refuses with one clear line, also when its build prepared that database before. Runs on SQLite, and
 * on PostgreSQL with GATEWAY_TEST_STORAGE=postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../../src/server/create-gateway.js';
import { DATABASE_FILE, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { KNOWN_SCHEMA_VERSION, MIGRATIONS } from '../../../src/server/storage/schema-migrations.js';
import { runOperatorCommand, runTypeScript, settingsFor } from '../support/operator-command.js';
import { testPostgresStorage } from '../support/test-storage.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

/** A data folder and the storage of this run (a fresh PostgreSQL schema, or the folder's SQLite file). */
function freshStorage(): { dataDir: string; storage: StorageConfig; settings: NodeJS.ProcessEnv } {
  const dataDir = mkdtempSync(join(tmpdir(), 'mo-migrations-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const postgres = testPostgresStorage();
  if (postgres) cleanup.push(() => postgres.drop());
  const storage = postgres?.storage ?? { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) };
  return { dataDir, storage, settings: settingsFor(storage, dataDir) };
}

function start(dataDir: string, storage: StorageConfig, buildId?: string): Promise<Gateway> {
  return createGateway({ dataDir, storage, mode: 'sandbox', logger: false, ...(buildId ? { buildId } : {}) });
}

/** The lines of `migrate --status` that name a migration: `applied  N` or `pending  N`. */
function migrationLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => /^(applied|pending) {2}\d+ /.test(line)).map((line) => line.split(/ {2}/).slice(0, 2).join(' '));
}

describe('schema migrations', () => {
  it('a new database records every migration; migrate --status prints them applied, and a dropped record as pending until the next start', async () => {
    const { dataDir, storage, settings } = freshStorage();
    const gateway = await start(dataDir, storage);
    await gateway.db.deleteFrom('schema_migrations').where('version', '=', KNOWN_SCHEMA_VERSION).execute();
    await gateway.close();

    const before = await runOperatorCommand('migrate', ['--status'], settings);
    expect(before, before.stderr).toMatchObject({ code: 0 });
    expect(migrationLines(before.stdout)).toEqual(MIGRATIONS.map((migration) => (
      `${migration.version === KNOWN_SCHEMA_VERSION ? 'pending' : 'applied'} ${migration.version}`)));
    expect(before.stdout).toContain(`schema version ${KNOWN_SCHEMA_VERSION - 1}; this code knows ${KNOWN_SCHEMA_VERSION}`);

    await (await start(dataDir, storage)).close();
    const after = await runOperatorCommand('migrate', ['--status'], settings);
    expect(migrationLines(after.stdout)).toEqual(MIGRATIONS.map((migration) => `applied ${migration.version}`));
    expect(after.stdout).toContain(`schema version ${KNOWN_SCHEMA_VERSION}; this code knows ${KNOWN_SCHEMA_VERSION}`);
  });

  it('npm run migrate brings an empty database to the known version', async () => {
    const { settings } = freshStorage();
    const empty = await runOperatorCommand('migrate', ['--status'], settings);
    expect(migrationLines(empty.stdout)).toEqual(MIGRATIONS.map((migration) => `pending ${migration.version}`));
    const migrated = await runOperatorCommand('migrate', [], settings);
    expect(migrated, migrated.stderr).toMatchObject({ code: 0 });
    expect(migrationLines(migrated.stdout)).toEqual(MIGRATIONS.map((migration) => `applied ${migration.version}`));
  });

  it('a gateway on a database a newer gateway migrated refuses with one clear line, also when its build prepared that database', async () => {
    const { dataDir, storage, settings } = freshStorage();
    const gateway = await start(dataDir, storage, 'build-a');
    const newer = KNOWN_SCHEMA_VERSION + 1;
    await gateway.db.insertInto('schema_migrations').values({ version: newer, name: 'a newer gateway\'s change', applied_at: new Date().toISOString() }).execute();
    await gateway.close();

    const refusal = `the database is at schema version ${newer}, newer than this gateway knows (${KNOWN_SCHEMA_VERSION})`;
    await expect(start(dataDir, storage, 'build-a')).rejects.toThrow(refusal);
    await expect(start(dataDir, storage)).rejects.toThrow(refusal);

    const main = await runTypeScript(join('src', 'server', 'main.ts'), [], { ...settings, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    expect(main.code).toBe(1);
    expect(main.stderr.trim().split('\n')).toEqual([expect.stringContaining(`The gateway did not start: ${refusal}`)]);

    const status = await runOperatorCommand('migrate', ['--status'], settings);
    expect(status.code).toBe(1);
    expect(status.stdout).toContain(`applied  ${newer}`);
    expect(status.stdout).toContain('the database is NEWER');
    const migrate = await runOperatorCommand('migrate', [], settings);
    expect(migrate.code).toBe(1);
    expect(migrate.stderr).toContain(refusal);
  });
});
