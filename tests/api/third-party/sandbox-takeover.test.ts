/**
 * Issue 27, finding 1: in the default sandbox mode anyone could open a sandbox app account for any phone,
 * get its token and sign in as that phone's customer, and the authorise page listed every account. Now the
 * test-app routes answer this machine only (other addresses are simulated in-process with Fastify's inject),
 * an account needs the phone's SMS code, the authorise page lists no one, and every third-party sign-in
 * writes an audit line with ids only.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../src/server/storage/seed-demo-data.js';
import { demoOpenId } from '../../../src/server/third-party/third-party.seed.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

const WECHAT = 'wx5d3f0a9c81b2e647';
const BOC = 'BOCMO-INSMALL-01';
const OUTSIDE = '203.0.113.9';

const clockMs = Date.now();
let session: ClientSession;
const logLines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({ write(chunk: Buffer, _encoding, done) { logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)); done(); } });
  // The operator's default level: the audit lines must be written at it.
  session = await startClientSession({ clock: () => clockMs, logger: { level: 'warn', stream }, notice: () => undefined });
});
afterAll(async () => {
  await session.stop();
});

/** The data of a sandbox route's answer: its envelope's on success; a refusal is plain text, so null. */
function dataOf(text: string): Record<string, string> | null {
  try {
    return (JSON.parse(text) as { data: Record<string, string> | null }).data;
  } catch {
    return null;
  }
}

/** A JSON post to a sandbox route, from `remoteAddress` (in-process) or over real loopback. */
async function sandboxPost(path: string, body: Record<string, string>, remoteAddress?: string): Promise<{ status: number; data: Record<string, string> | null }> {
  if (remoteAddress !== undefined) {
    const response = await session.tg.gateway.app.inject({ method: 'POST', url: path, remoteAddress, payload: body });
    return { status: response.statusCode, data: dataOf(response.body) };
  }
  const response = await fetch(`${session.tg.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, data: dataOf(await response.text()) };
}

async function accountCount(phone: string): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom('third_sandbox_accounts').select((eb) => eb.fn.countAll().as('n')).where('phone', '=', phone).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Starts an OAuth login; the state from the authorise page's address. */
async function startOAuth(appId: string): Promise<string> {
  const started = await fetch(`${session.tg.url}/api/login/oauth/${appId}`, { redirect: 'manual' });
  return new URL(started.headers.get('location') ?? '', 'http://storefront.test').searchParams.get('state') ?? '';
}

describe('sandbox third-party apps cannot sign anyone in as a customer', () => {
  it('the replayed attack: an account for a registered customer\'s phone without its code is refused, from anywhere', async () => {
    const victim = await session.signIn();
    session.setToken(null);
    for (const remoteAddress of [OUTSIDE, '10.1.2.3', undefined]) {
      const opened = await sandboxPost('/sandbox/third/accounts', { appId: WECHAT, areaCode: '853', phone: victim.phone }, remoteAddress);
      expect(opened.data?.openId).toBeUndefined();
      expect(opened.status).toBe(remoteAddress === undefined ? 400 : 404);
    }
    const guessed = await sandboxPost('/sandbox/third/accounts', { appId: WECHAT, areaCode: '853', phone: victim.phone, code: '000000' });
    expect(guessed.status).toBe(400);
    expect(await accountCount(victim.phone)).toBe(0);
  });

  it('accounts and tokens answer 404 to any address but loopback, even for the seeded demo phone', async () => {
    const opened = await sandboxPost('/sandbox/third/accounts', { appId: WECHAT, areaCode: DEMO_USER.areaCode, phone: DEMO_USER.phone }, OUTSIDE);
    expect(opened).toMatchObject({ status: 404, data: null });
    const token = await sandboxPost('/sandbox/third/token', { appId: WECHAT, openId: demoOpenId('wechat') }, OUTSIDE);
    expect(token).toMatchObject({ status: 404, data: null });
    const forwarded = await session.tg.gateway.app.inject({
      method: 'POST', url: '/sandbox/third/token', remoteAddress: OUTSIDE, headers: { 'x-forwarded-for': '127.0.0.1' }, payload: { appId: WECHAT, openId: demoOpenId('wechat') },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('on loopback the seeded demo accounts need no code, and a new phone\'s account needs its SMS code', async () => {
    expect(await sandboxPost('/sandbox/third/accounts', { appId: WECHAT, areaCode: DEMO_USER.areaCode, phone: DEMO_USER.phone }))
      .toMatchObject({ status: 200, data: { openId: demoOpenId('wechat') } });
    const phone = freshPhone();
    expect((await sandboxPost('/sandbox/third/accounts', { appId: BOC, areaCode: '853', phone })).status).toBe(400);
    expect(await session.client.call('user.smsCode', { areaCode: '853', phone })).not.toBe(false);
    const code = (await session.tg.gateway.sandbox?.lastSmsCode('853', phone)) ?? '';
    const opened = await sandboxPost('/sandbox/third/accounts', { appId: BOC, areaCode: '853', phone, code });
    expect(opened.status).toBe(200);
    expect(opened.data?.openId).toMatch(/^o-/);
  });

  it('the authorise page lists no account: no open id, no phone, whoever holds a state', async () => {
    const state = await startOAuth(WECHAT);
    const page = await session.tg.gateway.app.inject({ method: 'GET', url: `/sandbox/third/authorize?appId=${WECHAT}&state=${encodeURIComponent(state)}&lang=en`, remoteAddress: OUTSIDE });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(demoOpenId('wechat'));
    expect(page.body).not.toMatch(/o-[\w-]{8,}/);
    expect(page.body).not.toContain('****');
    expect(page.body).toContain('name="code"');
  });

  it('the authorise post without the phone\'s code signs no one in: the page again, with a localised reason', async () => {
    const victim = await session.signIn();
    session.setToken(null);
    const state = await startOAuth(WECHAT);
    const refused = await session.tg.gateway.app.inject({
      method: 'POST', url: '/sandbox/third/authorize', remoteAddress: OUTSIDE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ appId: WECHAT, state, areaCode: '853', phone: victim.phone, code: '123456', lang: 'tw' }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).not.toContain('gateway.');
    expect(await accountCount(victim.phone)).toBe(0);
    const stored = await session.tg.gateway.db.selectFrom('third_oauth_states').select('open_id').where('state_id', '=', state.split('.')[0] ?? '').executeTakeFirstOrThrow();
    expect(stored.open_id).toBeNull();
  });

  it('each third-party sign-in writes an audit line with the user id, app id, path and address class, and no personal data', async () => {
    const token = await sandboxPost('/sandbox/third/token', { appId: WECHAT, openId: demoOpenId('wechat') });
    const thirdToken = token.data?.thirdToken ?? '';
    const login = await session.client.call('login.tauth', {}, { params: { appId: WECHAT, token: thirdToken } });
    expect(login).toMatchObject({ user: { userId: DEMO_USER.userId } });

    const audits = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.audit === 'thirdPartySignIn');
    expect(audits.at(-1)).toMatchObject({ userId: DEMO_USER.userId, appId: WECHAT, path: 'tauth', addressClass: 'loopback' });

    // The demo phone proves itself on the authorise page from another machine: its bound WeChat account goes through useOpen.
    const started = await session.tg.gateway.app.inject({ method: 'GET', url: `/api/login/oauth/${WECHAT}`, remoteAddress: OUTSIDE });
    const state = new URL(String(started.headers.location), 'http://storefront.test').searchParams.get('state') ?? '';
    const browser = String(started.headers['set-cookie']).split(';')[0] ?? '';
    const form = { appId: WECHAT, state, areaCode: DEMO_USER.areaCode, phone: DEMO_USER.phone, lang: 'en' };
    const post = (url: string, fields: Record<string, string>) => session.tg.gateway.app.inject({
      method: 'POST', url, remoteAddress: OUTSIDE, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
    });
    expect((await post('/sandbox/third/authorize/code', form)).statusCode).toBe(200);
    const code = (await session.tg.gateway.sandbox?.lastSmsCode(DEMO_USER.areaCode, DEMO_USER.phone)) ?? '';
    const consented = await post('/sandbox/third/authorize', { ...form, code });
    expect(consented.statusCode).toBe(303);
    const useOpen = await session.tg.gateway.app.inject({ method: 'GET', url: String(consented.headers.location), remoteAddress: OUTSIDE, headers: { cookie: browser } });
    expect(new URL(String(useOpen.headers.location), 'http://storefront.test').searchParams.get('status')).toBe('finish');
    expect(logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.audit === 'thirdPartySignIn').at(-1))
      .toMatchObject({ userId: DEMO_USER.userId, appId: WECHAT, path: 'useOpen', addressClass: 'public' });

    const written = logLines.join('\n');
    for (const secret of [DEMO_USER.phone, demoOpenId('wechat'), thirdToken, login ? login.token : 'none', '127.0.0.1', OUTSIDE]) expect(written).not.toContain(secret);
  });
});
