/**
 * A database the compiled gateway prepared (migrated and seeded) is not prepared again by a start of the
 * same build on the same product files (`GatewayOptions.buildId`); another build, or a start from source
 * (no build id), prepares it as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '../../../src/server/create-gateway.js';
import { CAR_BRANDS } from '../../../src/server/catalog/reference-lists.js';

const cleanup: (() => void)[] = [];
afterEach(() => {
  while (cleanup.length > 0) cleanup.pop()?.();
});

const brand = CAR_BRANDS[0]!;
const OPERATOR_NAME = 'Renamed by an operator';

/** Starts a gateway on `dataDir`, reads the first car brand's English name as the database holds it, stops. */
async function brandNameAfterStart(dataDir: string, buildId: string | undefined, rename = false): Promise<string> {
  const gateway = await createGateway({ dataDir, mode: 'sandbox', logger: false, ...(buildId === undefined ? {} : { buildId }) });
  try {
    const where = gateway.db.updateTable('reference_items').where('list', '=', 'carBrand').where('code', '=', brand.code);
    if (rename) await where.set({ name_en: OPERATOR_NAME }).execute();
    const row = await gateway.db.selectFrom('reference_items').select('name_en')
      .where('list', '=', 'carBrand').where('code', '=', brand.code).executeTakeFirstOrThrow();
    return row.name_en;
  } finally {
    await gateway.close();
  }
}

describe('a database prepared by the same build', () => {
  it('is not seeded again by that build; another build or a start from source seeds it again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-prepared-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));

    expect(await brandNameAfterStart(dataDir, 'build-a', true)).toBe(OPERATOR_NAME);
    expect(await brandNameAfterStart(dataDir, 'build-a')).toBe(OPERATOR_NAME);
    expect(await brandNameAfterStart(dataDir, 'build-b')).toBe(brand.names.en);

    await brandNameAfterStart(dataDir, 'build-b', true);
    expect(await brandNameAfterStart(dataDir, undefined)).toBe(brand.names.en);
  });
});
