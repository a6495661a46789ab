/**
 * The label file's texts a compiled gateway made at its first start on a data folder are kept there, and its next
 * starts of the same build on the same schemas files serve them instead of making them again: the same bytes, for
 * the whole file and each language. Another build, changed files, a kept file cut short, or a start from source make
 * them again. Runs on SQLite, and on PostgreSQL under GATEWAY_TEST_STORAGE=postgres.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/contract/index.js';
import { createGateway } from '../../../src/server/create-gateway.js';
import { LABEL_FILE_CACHE } from '../../../src/server/i18n/label-file-cache.js';
import { DATABASE_FILE, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { testPostgresStorage } from '../support/test-storage.js';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

/** A copy of the schemas folder, a data folder and a database of its own. */
function freshSetup(): { schemasDir: string; dataDir: string; storage: StorageConfig } {
  const root = mkdtempSync(join(tmpdir(), 'mo-label-file-kept-'));
  const schemasDir = join(root, 'schemas');
  cpSync('schemas', schemasDir, { recursive: true });
  const postgres = testPostgresStorage();
  cleanup.push(() => rmSync(root, { recursive: true, force: true }));
  if (postgres) cleanup.push(() => postgres.drop());
  const storage = postgres ? postgres.storage : { dialect: 'sqlite' as const, file: join(root, DATABASE_FILE) };
  return { schemasDir, dataDir: join(root, 'data'), storage };
}

type Setup = ReturnType<typeof freshSetup>;

/** The label file as a caller from elsewhere gets it: all languages, then tw, cn and en. */
type Served = Record<'all' | 'tw' | 'cn' | 'en', string>;

/** Starts a gateway (of `buildId`, or from source), asks for the label file in each form, and stops it. */
async function servedBy(setup: Setup, buildId: string | undefined): Promise<Served> {
  const gateway = await createGateway({
    dataDir: setup.dataDir, schemasDir: setup.schemasDir, storage: setup.storage, mode: 'sandbox', logger: false,
    ...(buildId === undefined ? {} : { buildId }),
  });
  try {
    const ask = async (query: string): Promise<string> => {
      const response = await gateway.app.inject({ method: 'GET', url: `${endpoints['plat.i18n'].path}${query}`, remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    return { all: await ask(''), tw: await ask('?lang=tw'), cn: await ask('?lang=cn'), en: await ask('?lang=en') };
  } finally {
    await gateway.close();
  }
}

/** The English title of TPS in a served label file. */
function tpsTitle(served: Served): unknown {
  const file = JSON.parse(JSON.parse(served.en) as string) as { SYS_LABEL2: { en: { product: Record<string, { title: string }> } } };
  return file.SYS_LABEL2.en.product.TPS?.title;
}

describe('the label file kept for the next start of the same build', { timeout: 90_000 }, () => {
  it('is kept by the first start and served the same, byte for byte, by the next ones and by a start from source', async () => {
    const setup = freshSetup();
    const kept = join(setup.dataDir, LABEL_FILE_CACHE);
    const first = await servedBy(setup, 'build-a');
    expect(existsSync(kept)).toBe(true);
    const keptBytes = readFileSync(kept);
    expect(await servedBy(setup, 'build-a')).toEqual(first);
    // Served from what the first start kept, not made and written again.
    expect(readFileSync(kept).equals(keptBytes)).toBe(true);
    expect(await servedBy(setup, undefined)).toEqual(first);
    expect(JSON.parse(JSON.parse(first.all) as string)).toMatchObject({ SYS_LABEL2: { tw: {}, cn: {}, en: {} }, SYS_DICT2: { tw: {}, cn: {}, en: {} } });
  });

  it('is made again by another build, on changed files, or when the kept file was cut short', async () => {
    const setup = freshSetup();
    const kept = join(setup.dataDir, LABEL_FILE_CACHE);
    const first = await servedBy(setup, 'build-a');
    expect(await servedBy(setup, 'build-b')).toEqual(first);
    expect(readFileSync(kept, 'utf8')).toContain('"madeBy":"build-b ');

    truncateSync(kept, 1000);
    expect(await servedBy(setup, 'build-b')).toEqual(first);
    expect(readFileSync(kept).length).toBeGreaterThan(1000);

    const productFile = join(setup.schemasDir, 'products/TPS/product.json');
    const product = JSON.parse(readFileSync(productFile, 'utf8')) as { titles: Record<string, string>; version: string };
    // A new version (decision 017: content changed under a recorded version number is refused at start).
    const [major, minor, patch] = product.version.split('.').map(Number);
    const version = `${major}.${minor}.${(patch ?? 0) + 1}`;
    writeFileSync(productFile, JSON.stringify({ ...product, version, titles: { ...product.titles, en: 'Travel cover, renamed' } }, null, 2));
    const renamed = await servedBy(setup, 'build-b');
    expect(tpsTitle(first)).toBe(product.titles.en);
    expect(tpsTitle(renamed)).toBe('Travel cover, renamed');
  });

  it('is not kept by a start from source, whose code may differ from the next start\'s', async () => {
    const setup = freshSetup();
    await servedBy(setup, undefined);
    expect(existsSync(join(setup.dataDir, LABEL_FILE_CACHE))).toBe(false);
  });
});
