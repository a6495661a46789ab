/**
 * The data folder and what the gateway keeps in it are for the gateway's user alone: the folder 0700, the
 * database with its WAL and shared-memory files and the keys 0600, on a fresh folder and on one an earlier
 * start (or an operator) left readable to everyone.
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';
import { freshPhone } from '../support/client-session.js';
import { startTestGateway, signIn, type TestGateway } from './signed-fetch.js';

const running: TestGateway[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const tg of running.splice(0)) await tg.stop();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A gateway on its own SQLite file in `dataDir` (also when the api suite runs on PostgreSQL), after one write. */
async function startOn(dataDir: string): Promise<TestGateway> {
  const tg = await startTestGateway({ dataDir, storage: { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) } });
  running.push(tg);
  await signIn(tg, '853', freshPhone());
  return tg;
}

const modeOf = (path: string): string => (statSync(path).mode & 0o777).toString(8);

/** Every entry of the data folder with its mode. */
function modes(dataDir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dataDir).map((name) => [name, modeOf(join(dataDir, name))]));
}

function expectPrivate(dataDir: string): void {
  expect(modeOf(dataDir)).toBe('700');
  const files = modes(dataDir);
  expect(Object.keys(files)).toEqual(expect.arrayContaining([DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]));
  expect(Object.entries(files).filter(([, mode]) => mode !== '600')).toEqual([]);
}

describe('data at rest', () => {
  it('creates the data folder 0700 and every file in it 0600', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'mo-at-rest-'));
    folders.push(parent);
    const dataDir = join(parent, 'data');
    await startOn(dataDir);
    expectPrivate(dataDir);
  });

  it('tightens the folder and the files (the WAL of a running gateway too) that were left readable to everyone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-at-rest-'));
    folders.push(dataDir);
    // The first gateway keeps running, so its -wal and -shm files are there when the second opens them.
    await startOn(dataDir);
    chmodSync(dataDir, 0o755);
    for (const name of readdirSync(dataDir)) chmodSync(join(dataDir, name), 0o644);

    await startOn(dataDir);
    expectPrivate(dataDir);
  });
});
