/**
 * The gateway's daily retention job, driven by the movable gateway clock: it removes SMS codes, OAuth states,
 * sandbox grants and nonces past their expiry and drafts untouched longer than the draft retention, keeps what
 * is still live and every draft with a payment, logs counts without personal data, runs once a day across
 * instances (two gateways on one PostgreSQL schema), and stops with the gateway. Runs on SQLite, and on
 * PostgreSQL with GATEWAY_TEST_STORAGE=postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestGateway } from '../server/signed-fetch.js';
import { clientSessionOn, freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { runTypeScript } from '../support/operator-command.js';
import { pricedTpsOrder, storedOrder, succeeded, TPS } from '../support/order-builder.js';
import { openPayment } from '../payments/payment-support.js';
import { freshPostgresStorage, postgresUnavailableReason } from '../support/test-storage.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const WECHAT = 'wx5d3f0a9c81b2e647';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanup.length > 0) await cleanup.pop()?.();
});

/** A gateway on a movable clock whose log lines are kept; no demo data, so every row is the test's own. */
async function gatewayOnClock(clock: () => number, draftRetentionDays?: number): Promise<{ session: ClientSession; log: string[] }> {
  const log: string[] = [];
  const session = await startClientSession({
    clock, seedDemoData: false, ...(draftRetentionDays ? { draftRetentionDays } : {}),
    logger: { level: 'info', stream: { write: (line: string) => log.push(line) } },
  });
  cleanup.push(() => session.stop());
  return { session, log };
}

/** An OAuth state and a sandbox auth code, through the sandbox app's authorise page as a browser would (the phone proved by SMS code). */
async function oauthStateAndGrant(session: ClientSession): Promise<void> {
  const base = session.tg.url;
  const phone = freshPhone();
  const started = await fetch(`${base}/api/login/oauth/${WECHAT}`, { redirect: 'manual' });
  const state = new URL(started.headers.get('location') ?? '', base).searchParams.get('state') ?? '';
  const form = { appId: WECHAT, state, areaCode: '853', phone, lang: 'en' };
  const sent = await fetch(`${base}/sandbox/third/authorize/code`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(),
  });
  expect(sent.status).toBe(200);
  const code = (await session.tg.gateway.sandbox?.lastSmsCode('853', phone)) ?? '';
  const consent = await fetch(`${base}/sandbox/third/authorize`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, code }).toString(),
  });
  expect(consent.headers.get('location')).toContain('auth_code=');
}

async function count(session: ClientSession, table: 'sms_codes' | 'third_oauth_states' | 'third_sandbox_grants' | 'nonces'): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the retention job', () => {
  it('removes expired codes, states, grants, nonces and abandoned drafts, keeps live rows and drafts with a payment, once a day', async () => {
    let clockMs = Date.now();
    const { session, log } = await gatewayOnClock(() => clockMs);
    const buyer = freshPhone();
    await session.signIn(buyer);
    const abandoned = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
    const withPayment = await pricedTpsOrder(session);
    await openPayment(session, withPayment.draft.b2cOrderId);
    await oauthStateAndGrant(session);
    const oldNonces = await count(session, 'nonces');

    // 91 days later (no call in between: the request verifier prunes nonces on its own as calls come in).
    clockMs += 91 * DAY_MS;
    const run = await session.tg.gateway.retention.runIfDue();
    // Two SMS codes: the sign-in's and the one that proved the phone on the sandbox app's authorise page.
    expect(run?.removed).toEqual({ smsCodes: 2, oauthStates: 1, sandboxGrants: 1, nonces: oldNonces, drafts: 1, replayedWrites: 0 });
    // The same counts reach /metrics, where an operator's dashboard reads them.
    const scraped = await session.tg.gateway.metrics.metrics();
    expect(scraped).toContain('gateway_retention_runs_total 1');
    expect(scraped).toContain('gateway_retention_removed_total{kind="drafts"} 1');
    expect(scraped).toContain('gateway_retention_removed_total{kind="smsCodes"} 2');
    expect(scraped).toContain(`gateway_retention_removed_total{kind="nonces"} ${oldNonces}`);
    expect(await storedOrder(session, abandoned.b2cOrderId)).toBeUndefined();
    expect(await storedOrder(session, withPayment.draft.b2cOrderId)).toBeDefined();
    for (const table of ['sms_codes', 'third_oauth_states', 'third_sandbox_grants', 'nonces'] as const) expect(await count(session, table)).toBe(0);

    const logged = log.filter((line) => line.includes('retention run'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ retention: run!.removed });
    expect(logged[0]).not.toContain(buyer);
    expect(logged[0]).not.toContain(abandoned.b2cOrderId);

    // Not again the same day; the buyer comes back meanwhile: a new session, a new draft, a code sent and not used yet.
    clockMs += DAY_MS - 60_000;
    expect(await session.tg.gateway.retention.runIfDue()).toBeNull();
    await session.signIn(buyer);
    const recent = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
    expect(await session.client.call('user.smsCode', { areaCode: '853', phone: freshPhone() })).toBeTruthy();

    // A day after the last run it runs again, and what is still live stays.
    clockMs += 60_000;
    expect((await session.tg.gateway.retention.runIfDue())?.removed).toMatchObject({ smsCodes: 0, drafts: 0 });
    expect(await storedOrder(session, recent.b2cOrderId)).toBeDefined();
    expect(await storedOrder(session, withPayment.draft.b2cOrderId)).toBeDefined();
    expect(await count(session, 'sms_codes')).toBe(2);
  });

  it('keeps drafts for DRAFT_RETENTION_DAYS (the gateway option): a draft untouched 10 days goes only at a 7-day setting', async () => {
    let clockMs = Date.now();
    const { session } = await gatewayOnClock(() => clockMs, 7);
    await session.signIn(freshPhone());
    const draft = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
    clockMs += 6 * DAY_MS;
    expect((await session.tg.gateway.retention.runIfDue())?.removed.drafts).toBe(0);
    clockMs += 4 * DAY_MS;
    expect((await session.tg.gateway.retention.runIfDue())?.removed.drafts).toBe(1);
    expect(await storedOrder(session, draft.b2cOrderId)).toBeUndefined();
  });

  it('a DRAFT_RETENTION_DAYS that is not a whole number of days stops the gateway with one line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-retention-setting-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const started = await runTypeScript(join('src', 'server', 'main.ts'), [], {
      DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DRAFT_RETENTION_DAYS: 'ninety',
    });
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual(['The gateway did not start: DRAFT_RETENTION_DAYS must be a whole number of days (1 or more), not "ninety"']);
  });

  it('stops with the gateway: a run under way finishes before the database closes, and none starts after', async () => {
    const { session } = await gatewayOnClock(() => Date.now());
    const running = session.tg.gateway.retention.runIfDue();
    await session.tg.gateway.close();
    expect(await running).toMatchObject({ removed: { drafts: 0 } });
    expect(await session.tg.gateway.retention.runIfDue()).toBeNull();
  });
});

const skipReason = postgresUnavailableReason();
describe.skipIf(skipReason !== null)(skipReason ? `the retention job on two gateways — skipped: ${skipReason}` : 'the retention job on two gateways', () => {
  it('runs on one instance at a time: two gateways on one PostgreSQL schema checking at once run it once', async () => {
    const postgres = freshPostgresStorage();
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-retention-two-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }), () => postgres.drop());
    const first = await startTestGateway({ storage: postgres.storage, dataDir, seedDemoData: false });
    const second = await startTestGateway({ storage: postgres.storage, dataDir, seedDemoData: false });
    cleanup.push(() => first.stop(), () => second.stop());
    await clientSessionOn(first).signIn(freshPhone());

    const runs = await Promise.all([first.gateway.retention.runIfDue(), second.gateway.retention.runIfDue()]);
    expect(runs.filter((run) => run !== null)).toHaveLength(1);
  });
});
