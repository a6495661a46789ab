/**
 * SIGTERM, against the gateway as it is deployed: `src/server/main.ts` in a process of its
 * own. Twenty signed calls are in flight (their bodies half sent) when the signal comes: the listener closes
 * at once (a new connection is refused), the twenty finish and are answered, the process exits 0, and every
 * answered call's writes are in the database: its nonce (committed by the write group) and its SMS send.
 * With a grace period that runs out, a call that never finishes gets a closed connection and writes nothing.
 * No write is ever half applied: an SMS send and its code are stored together or not at all.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, HEADERS, signRequest } from '../../../src/contract/index.js';
import { gatewayProcess, type GatewayProcess } from '../../../src/bench/soak/gateway-process.js';
import { DATABASE_FILE, openDatabase, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { holdRequest, type HeldAnswer, type HeldRequest } from '../support/held-request.js';
import { testPostgresStorage } from '../support/test-storage.js';
import { CLIENT_ID, CLIENT_KEY } from './signed-fetch.js';

const IN_FLIGHT = 20;
const START_TIMEOUT_MS = 180_000;

interface Run {
  gateway: GatewayProcess;
  port: number;
  storage: StorageConfig;
  cleanUp(): Promise<void>;
}

let run: Run | null = null;
afterEach(async () => {
  await run?.gateway.kill();
  await run?.cleanUp();
  run = null;
});

async function startGateway(graceMs: number): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'graceful-shutdown-'));
  const postgres = testPostgresStorage();
  const pg = postgres?.storage.dialect === 'postgres' ? postgres.storage : null;
  const gateway = await gatewayProcess({
    name: 'gateway', dataDir, env: { SHUTDOWN_GRACE_MS: String(graceMs) },
    ...(pg ? { postgres: { url: pg.url, schema: pg.schema ?? 'public' } } : {}),
  });
  await gateway.start();
  return {
    gateway,
    port: Number(new URL(gateway.url).port),
    storage: postgres?.storage ?? { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) },
    async cleanUp() {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Holds a signed user.smsCode call for `phone` in flight; its nonce, to look it up afterwards. */
async function holdSmsCodeCall(port: number, phone: string): Promise<{ held: HeldRequest; nonce: string; phone: string }> {
  const { method, path } = endpoints['user.smsCode'];
  const nonce = randomUUID();
  const timestamp = String(Date.now());
  const body = JSON.stringify({ areaCode: '853', phone });
  const sign = await signRequest(CLIENT_KEY, { method, path, timestamp, nonce, body });
  const held = await holdRequest(port, path, {
    'content-type': 'application/json', [HEADERS.clientId]: CLIENT_ID, [HEADERS.route]: '/pages/login/index',
    [HEADERS.options]: JSON.stringify({ nonce, lang: 'en', channel: 'web' }), [HEADERS.timestamp]: timestamp, [HEADERS.sign]: sign,
  }, body);
  return { held, nonce, phone };
}

/** True when a new connection to `port` is refused: the listener has closed. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** What the database holds for a call: its nonce, and its phone's SMS sends and codes. */
async function storedFor(storage: StorageConfig, calls: readonly { nonce: string; phone: string }[]) {
  const db = await openDatabase(storage);
  try {
    return await Promise.all(calls.map(async ({ nonce, phone }) => ({
      nonce: (await db.selectFrom('nonces').select('nonce').where('nonce', '=', nonce).execute()).length,
      sends: (await db.selectFrom('sms_sends').select('phone').where('phone', '=', phone).execute()).length,
      codes: (await db.selectFrom('sms_codes').select('phone').where('phone', '=', phone).execute()).length,
    })));
  } finally {
    await db.destroy();
  }
}

const succeeded = (answer: HeldAnswer): boolean => answer !== 'closed' && answer.status === 200 && (JSON.parse(answer.body) as { succ: boolean }).succ;

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the calls in flight, refuses new connections, keeps every answered write and exits 0', async () => {
    run = await startGateway(30_000);
    const { gateway, port, storage } = run;
    const calls = await Promise.all(Array.from({ length: IN_FLIGHT }, (_, index) => holdSmsCodeCall(port, `6880${String(index).padStart(4, '0')}`)));
    // Answered after the held calls' connections were accepted and their headers read.
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

    const exit = gateway.stop();
    await expect.poll(() => refusesConnections(port), { timeout: 30_000 }).toBe(true);
    const answers = await Promise.all(calls.map(({ held }) => held.finish()));
    expect(await exit).toBe(0);

    expect(answers.filter(succeeded)).toHaveLength(IN_FLIGHT);
    const stored = await storedFor(storage, calls);
    for (const [index, row] of stored.entries()) {
      expect(row, calls[index]!.phone).toEqual({ nonce: 1, sends: 1, codes: 1 });
    }
  }, START_TIMEOUT_MS);

  it('closes a call that does not finish within SHUTDOWN_GRACE_MS without applying any of it, and still exits 0', async () => {
    run = await startGateway(500);
    const { gateway, port, storage } = run;
    const stalled = await holdSmsCodeCall(port, '68809999');
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);

    expect(await gateway.stop()).toBe(0);
    expect(await stalled.held.answer).toBe('closed');
    expect(await storedFor(storage, [stalled])).toEqual([{ nonce: 0, sends: 0, codes: 0 }]);
  }, START_TIMEOUT_MS);
});
