/**
 * A draft save (order.tempSave) commits with its call's nonce: the save joins the write group while the call's
 * (timestamp, nonce) pair is being recorded, and runs only once the pair's batch INSERT, earlier in the same
 * transaction, said the pair is new (src/server/security/nonce-bound-write.ts). One commit where there were two
 * (the nonce's, then the save's), and still: a replayed save stores nothing and is refused as a replay, whatever
 * else its handler found, also after the gateway restarts on the same database. Read from the statements the
 * gateway ran (the storage's onQuery observer); SQLite, and PostgreSQL under GATEWAY_TEST_STORAGE=postgres, where
 * the session read is a round trip that usually outlasts the group, so the save waits for its nonce's commit and
 * commits in a group of its own, as before: there only the guarantees are checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../src/contract/index.js';
import { DATABASE_FILE, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { startTestGateway, type SignedCall, type TestGateway } from '../server/signed-fetch.js';
import { tpsForm, TPS_STEPS } from '../server/tps-form.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { storedOrder, succeeded, TPS } from '../support/order-builder.js';
import { testPostgresStorage } from '../support/test-storage.js';

/** The statements the gateways ran, in order. */
const statements: string[] = [];
const postgres = testPostgresStorage();
const dataDir = mkdtempSync(join(tmpdir(), 'mo-draft-save-nonce-'));
const storage: StorageConfig = postgres
  ? { ...postgres.storage, onQuery: (text) => statements.push(text) }
  : { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE), onQuery: (text) => statements.push(text) };
let session: ClientSession;
let draft: Draft;
let nonceCounter = 0;

beforeAll(async () => {
  session = await startClientSession({ dataDir, storage });
  await session.signIn();
  draft = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
});

afterAll(async () => {
  await session?.stop();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A signed tempSave of the draft with a (timestamp, nonce) pair of its own: sent again, the same pair (a replay). */
function saveCall(formData: Record<string, unknown>, step: string = TPS_STEPS[0], nonce = `draft-save-${(nonceCounter += 1)}`): SignedCall {
  return {
    method: 'POST', path: '/api/order/TPS/tempSave', nonce, timestamp: String(session.tg.clock()), token: session.token() ?? '',
    body: JSON.stringify({ b2cOrderId: draft.b2cOrderId, step, formData }),
  };
}

/** The whole TPS form, its holder's English name set to `holder` (what tells one save from another). */
function formOf(holder: string): Record<string, unknown> {
  const form = tpsForm(draft.formData);
  return { ...form, policyHolderInfo: { ...(form.policyHolderInfo as Record<string, unknown>), englishName: holder } };
}

/** The holder's English name in the form stored in `text`. */
function holderIn(text: string | undefined): unknown {
  return (JSON.parse(text ?? 'null') as { policyHolderInfo?: { englishName?: unknown } } | null)?.policyHolderInfo?.englishName;
}

async function storedHolder(): Promise<unknown> {
  return holderIn((await storedOrder(session, draft.b2cOrderId))?.form_data);
}

async function storedPairs(tg: TestGateway, nonce: string): Promise<number> {
  return (await tg.gateway.db.selectFrom('nonces').select('nonce').where('nonce', '=', nonce).execute()).length;
}

describe(`a draft save commits with its call's nonce (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it.skipIf(postgres !== null)('writes the nonce and the save between one begin and one commit', async () => {
    statements.length = 0;
    const saved = await session.tg.send(saveCall(formOf('ONE COMMIT')));
    expect(saved.status).toBe(200);
    const at = (pattern: RegExp): number[] => statements.flatMap((text, index) => (pattern.test(text) ? [index] : []));
    const [nonce] = at(/^insert into "nonces"/);
    const [save] = at(/^update "orders"/);
    expect(nonce).toBeDefined();
    expect(save).toBeGreaterThan(nonce!);
    // No commit between the pair's INSERT and the save's UPDATE: one transaction, one commit for both.
    expect(at(/^commit/i).filter((index) => index > nonce! && index < save!)).toEqual([]);
    expect(at(/^commit/i).some((index) => index > save!)).toBe(true);
  });

  it('refuses a replayed save as a replay and keeps the save made after it', async () => {
    const first = saveCall(formOf('FIRST SAVE'));
    expect((await session.tg.send(first)).status).toBe(200);
    expect((await session.tg.send(saveCall(formOf('LATER SAVE')))).status).toBe(200);
    const replay = await session.tg.send(first);
    expect(replay.status).toBe(401);
    expect(replay.envelope).toMatchObject({ succ: false, tipCode: 'V00403' });
    expect(await session.tg.verifies(replay)).toBe(true);
    expect(await storedHolder()).toBe('LATER SAVE');
  });

  it('accepts the same save sent eight times at once exactly once, and stores its pair once', async () => {
    const call = saveCall(formOf('SENT EIGHT TIMES'));
    const results = await Promise.all(Array.from({ length: 8 }, () => session.tg.send(call)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    for (const result of results.filter((one) => one.status !== 200)) expect(result.envelope).toMatchObject({ tipCode: 'V00403' });
    expect(await storedPairs(session.tg, call.nonce!)).toBe(1);
    expect(await storedHolder()).toBe('SENT EIGHT TIMES');
  });

  it('refuses the replay of a save its form checks refused as a replay, not as the form error again', async () => {
    const refused = saveCall({}, TPS_STEPS[TPS_STEPS.length - 1]);
    const first = await session.tg.send(refused);
    expect(first.status).toBe(400);
    expect(first.envelope.tipCode).not.toBe('V00403');
    const replay = await session.tg.send(refused);
    expect(replay.status).toBe(401);
    expect(replay.envelope).toMatchObject({ succ: false, tipCode: 'V00403' });
  });

  it('still refuses a replayed save, and stores nothing, after the gateway restarts on the same database', async () => {
    const before = saveCall(formOf('BEFORE RESTART'));
    expect((await session.tg.send(before)).status).toBe(200);
    expect((await session.tg.send(saveCall(formOf('LAST SAVE')))).status).toBe(200);
    await session.tg.stop();
    const second = await startTestGateway({ dataDir, storage });
    try {
      const replay = await second.send(before);
      expect(replay.status).toBe(401);
      expect(replay.envelope).toMatchObject({ succ: false, tipCode: 'V00403' });
      const row = await second.gateway.db.selectFrom('orders').select('form_data').where('b2c_order_id', '=', draft.b2cOrderId).executeTakeFirst();
      expect(holderIn(row?.form_data)).toBe('LAST SAVE');
    } finally {
      await second.stop();
    }
  });
});

describe('a replayed draft save leaves the session as it was', () => {
  let clockMs = Date.now();
  let timed: ClientSession;
  beforeAll(async () => {
    timed = await startClientSession({ clock: () => clockMs, notice: () => undefined });
  });
  afterAll(async () => {
    await timed?.stop();
  });

  /** The idle expiry stored for the signed-in user's session. */
  async function sessionExpiry(userId: string): Promise<string | undefined> {
    return (await timed.tg.gateway.db.selectFrom('sessions').select('expires_at').where('user_id', '=', userId).executeTakeFirst())?.expires_at;
  }

  it('does not write back the idle expiry for a replay, and does for the next genuine save', async () => {
    const user = await timed.signIn();
    const order = succeeded(await timed.client.call('order.create', {}, TPS), 'order.create');
    const body = JSON.stringify({ b2cOrderId: order.b2cOrderId, step: TPS_STEPS[0], formData: tpsForm(order.formData) });
    const save: SignedCall = { method: 'POST', path: '/api/order/TPS/tempSave', body, token: timed.token() ?? '', nonce: 'timed-save', timestamp: String(clockMs) };
    expect((await timed.tg.send(save)).status).toBe(200);
    const before = await sessionExpiry(user.userId);
    // Two minutes on: a genuine call now writes the expiry back (it moves by at least a minute); the replay must not.
    clockMs += 120_000;
    const replay = await timed.tg.send(save);
    expect(replay.envelope).toMatchObject({ succ: false, tipCode: 'V00403' });
    expect(await sessionExpiry(user.userId)).toBe(before);
    expect((await timed.tg.send({ ...save, nonce: 'timed-save-2', timestamp: String(clockMs) })).status).toBe(200);
    expect(await sessionExpiry(user.userId)).not.toBe(before);
  });
});
