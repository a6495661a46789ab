/**
 * Replay refusal while nonces are recorded in batches (src/server/storage/nonces.repo.ts): calls that
 * arrive together share one INSERT, yet the same signed call sent many times at once is accepted once,
 * different calls are all accepted and recorded, and a pair stays refused after the gateway restarts on
 * the same database (nothing is remembered only in memory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';
import { testPostgresStorage } from '../support/test-storage.js';
import { startTestGateway, type SignedCall, type TestGateway } from './signed-fetch.js';

const SWITCH: SignedCall = { method: 'GET', path: '/api/plat/func/switch' };

async function storedPairs(tg: TestGateway, nonces: readonly string[]): Promise<number> {
  const rows = await tg.gateway.db.selectFrom('nonces').select('nonce').where('nonce', 'in', nonces).execute();
  return rows.length;
}

let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway();
});
afterAll(async () => {
  await tg.stop();
});

describe('replay refusal with batched nonce writes', () => {
  it('accepts the same signed call sent twelve times at once exactly once, refuses the others and stores its pair once', async () => {
    const call = { ...SWITCH, nonce: 'same-call-at-once', timestamp: String(tg.clock()) };
    const results = await Promise.all(Array.from({ length: 12 }, () => tg.send(call)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused).toHaveLength(11);
    for (const result of refused) expect(result.envelope).toMatchObject({ succ: false, tipCode: 'V00403' });
    expect(await storedPairs(tg, ['same-call-at-once'])).toBe(1);
  });

  it('accepts forty different calls arriving together and records every one of them', async () => {
    const nonces = Array.from({ length: 40 }, (_, index) => `together-${index}`);
    const results = await Promise.all(nonces.map((nonce) => tg.send({ ...SWITCH, nonce })));
    expect(results.map((result) => result.status)).toEqual(nonces.map(() => 200));
    expect(await storedPairs(tg, nonces)).toBe(40);
  });

  it('still refuses a pair after the gateway restarts on the same database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-replay-restart-'));
    const postgres = testPostgresStorage();
    const storage = postgres?.storage ?? { dialect: 'sqlite' as const, file: join(dataDir, DATABASE_FILE) };
    const call = { ...SWITCH, nonce: 'before-the-restart', timestamp: String(Date.now()) };
    try {
      const first = await startTestGateway({ dataDir, storage });
      expect((await first.send(call)).status).toBe(200);
      await first.stop();
      const second = await startTestGateway({ dataDir, storage });
      try {
        const replay = await second.send(call);
        expect(replay.status).toBe(401);
        expect(replay.envelope).toMatchObject({ succ: false, tipCode: 'V00403' });
        expect((await second.send({ ...call, nonce: 'after-the-restart' })).status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
