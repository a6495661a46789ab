/**
 * A policy's benefit schedule is the one of the product version it was bought under: after a new version
 * whose benefits.json lowers a limit, the policy still shows the limit bought, a new quote the new one,
 * and only the order's owner may ask for its schedule; a benefits change under a recorded number is refused. Gateways restart on a temporary copy of schemas/
 * and one database: SQLite, or PostgreSQL under GATEWAY_TEST_STORAGE=postgres.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlanInfo } from '../../../src/contract/rows/catalog.js';
import { recordedFingerprint } from '../../../src/server/catalog/product-versions.js';
import { DATABASE_FILE, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { freshPhone, startClientSession } from '../support/client-session.js';
import { testPostgresStorage } from '../support/test-storage.js';
import { buyCatalogPolicy } from '../policy-services/policy-flow.js';
import { savedTpsOrder, succeeded, TPS } from '../support/order-builder.js';

const postgres = testPostgresStorage();
const root = mkdtempSync(join(tmpdir(), 'mo-benefit-versions-'));
const schemasDir = join(root, 'schemas');
const dataDir = join(root, 'data');
const storage: StorageConfig = postgres ? postgres.storage : { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) };
// The second test's own database, so the first test's versions are not in it.
const postgresBefore = testPostgresStorage();
const dataDirBefore = join(root, 'data-before');
const storageBefore: StorageConfig = postgresBefore ? postgresBefore.storage : { dialect: 'sqlite', file: join(dataDirBefore, DATABASE_FILE) };

afterAll(async () => {
  await postgres?.drop();
  await postgresBefore?.drop();
  rmSync(root, { recursive: true, force: true });
});

/** The gateways' clock: 10:00 in Macao on 10 March 2026, moved on a minute before each sign-in again (one SMS code a minute). */
let time = Date.parse('2026-03-10T02:00:00Z');
const clock = (): number => time;

type Json = Record<string, unknown>;
type PlanLimits = Record<string, { limit: number }>;

function editJson(file: string, change: (json: Json) => void): void {
  const path = join(schemasDir, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

/** Each plan's medical limit as planInfo answers it. */
const medicalLimits = (info: PlanInfo | false): Record<string, number | undefined> => {
  if (info === false) throw new Error('planInfo failed');
  return Object.fromEntries(info.plans.map((plan) => [plan.code, plan.covers.find((cover) => cover.code === 'medical')?.limit]));
};

describe('benefit schedule of a product version', { timeout: 120_000 }, () => {
  it('shows a policy the limits it was bought with after a new version lowers them, and a new quote the new ones', async () => {
    cpSync('schemas', schemasDir, { recursive: true });
    const phone = freshPhone();
    let session = await startClientSession({ schemasDir, dataDir, storage, clock });
    await session.signIn(phone);
    const policy = await buyCatalogPolicy(session, 'TPS');
    const bought = medicalLimits(await session.client.call('product.planInfo', { productCode: 'TPS' }));
    await session.stop();

    // Version 1.1.0: only benefits.json changes, every plan's medical limit halved.
    editJson('products/TPS/benefits.json', (benefits) => {
      for (const covers of Object.values(benefits.plans as Record<string, PlanLimits>)) if (covers.medical) covers.medical.limit /= 2;
    });
    editJson('products/TPS/product.json', (product) => { product.version = '1.1.0'; });
    time += 60_000;
    session = await startClientSession({ schemasDir, dataDir, storage, clock });
    try {
      await session.signIn(phone);
      const lowered = Object.fromEntries(Object.entries(bought).map(([plan, limit]) => [plan, limit === undefined ? undefined : limit / 2]));
      expect(Object.values(bought).some((limit) => limit !== undefined)).toBe(true);

      const ofPolicy = await session.client.call('product.planInfo', { productCode: 'TPS', b2cOrderId: policy.b2cOrderId });
      expect(medicalLimits(ofPolicy)).toEqual(bought);
      expect(medicalLimits(await session.client.call('product.planInfo', { productCode: 'TPS' }))).toEqual(lowered);

      // Someone else's order is not found, as is the order named under another product.
      await session.signIn(freshPhone());
      expect(await session.client.call('product.planInfo', { productCode: 'TPS', b2cOrderId: policy.b2cOrderId })).toBe(false);
      time += 60_000;
      await session.signIn(phone);
      expect(await session.client.call('product.planInfo', { productCode: 'MTV', b2cOrderId: policy.b2cOrderId })).toBe(false);
    } finally {
      await session.stop();
    }

    // Another benefits-only change under the recorded 1.1.0 is refused: the covers are part of the version.
    editJson('products/TPS/benefits.json', (benefits) => {
      for (const covers of Object.values(benefits.plans as Record<string, PlanLimits>)) if (covers.medical) covers.medical.limit /= 2;
    });
    await expect(startClientSession({ schemasDir, dataDir, storage, clock })).rejects.toThrow(/benefits\.json changed since the gateway's database recorded it but version is still 1\.1\.0/);
  });

  it('tells a customer nothing changed on a draft made before benefits were versioned, when the product did not change', async () => {
    const session = await startClientSession({ schemasDir: 'schemas', dataDir: dataDirBefore, storage: storageBefore, clock });
    try {
      time += 60_000;
      await session.signIn(freshPhone());
      const { draft } = await savedTpsOrder(session);
      // As a gateway before this change recorded TPS and stamped the draft: the same files, no benefits, the hash of the four.
      const { db } = session.tg.gateway;
      const row = await db.selectFrom('product_versions').selectAll().where('product_code', '=', 'TPS').executeTakeFirstOrThrow();
      const before = { ...row, benefits: null };
      const oldHash = recordedFingerprint(before).hash;
      expect(oldHash).not.toBe(row.content_hash);
      await db.insertInto('product_versions').values({ ...before, content_hash: oldHash }).execute();
      await db.updateTable('orders').set({ product_hash: oldHash }).where('b2c_order_id', '=', draft.b2cOrderId).execute();

      const resumed = succeeded(await session.client.call('order.temporary', { b2cOrderId: draft.b2cOrderId }, TPS), 'temporary');
      expect(resumed?.productChange).toBeNull();
    } finally {
      await session.stop();
    }
  });
});
