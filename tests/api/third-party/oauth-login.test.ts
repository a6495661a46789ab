/**
 * The browser redirects to server login (login.oauth, login.useOpen, login.token) through the sandbox
 * third-party app: a browser navigation is unsigned, so the round trips are plain fetches with
 * redirect: 'manual'; what they land on is checked against what the bridge page expects
 * (flows/bridge.machine.ts), and the session they hand out is used through the real client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway } from '../server/signed-fetch.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

const BOC = 'BOCMO-INSMALL-01';
const WECHAT = 'wx5d3f0a9c81b2e647';
const BRIDGE = '/pages/poxy/index';

let clockMs = Date.now();
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => clockMs });
});
afterAll(async () => {
  await session.stop();
});

/** The test browser's cookie (name=value) from the gateway, '' before it has one. */
let browserCookie = '';

/** Navigates like a browser that does not follow: sends and keeps its cookie; the status and the Location. */
async function navigate(path: string, init: RequestInit = {}): Promise<{ status: number; location: string }> {
  const headers = new Headers(init.headers);
  if (browserCookie) headers.set('cookie', browserCookie);
  const response = await fetch(`${session.tg.url}${path}`, { ...init, headers, redirect: 'manual' });
  const given = response.headers.get('set-cookie');
  if (given) browserCookie = given.split(';')[0] ?? '';
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** The query of a relative location. */
function queryOf(location: string): URLSearchParams {
  return new URL(location, 'http://storefront.test').searchParams;
}

/** The user proves the phone on the sandbox authorise page (send code, then authorise): where the app sends the browser. */
async function consent(appId: string, state: string, phone: string): Promise<{ status: number; location: string }> {
  // One code per phone a minute: each proof comes a minute after the last one.
  clockMs += 61_000;
  const form = { appId, state, areaCode: '853', phone, lang: 'en' };
  const sent = await fetch(`${session.tg.url}/sandbox/third/authorize/code`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(),
  });
  expect(sent.status).toBe(200);
  expect(await sent.text()).toContain('The code has been sent.');
  const code = (await session.tg.gateway.sandbox?.lastSmsCode('853', phone)) ?? '';
  return navigate('/sandbox/third/authorize', {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...form, code }).toString(),
  });
}

/** The open id of the phone's account in the sandbox app (made by its first proof). */
async function openIdOf(appId: string, phone: string): Promise<string> {
  const account = await session.tg.gateway.db.selectFrom('third_sandbox_accounts').select('open_id')
    .where('app_id', '=', appId).where('phone', '=', phone).executeTakeFirstOrThrow();
  return account.open_id;
}

/** Starts the OAuth login; the state the server issued (from the authorise page's address). */
async function startOAuth(appId: string, query = ''): Promise<string> {
  const started = await navigate(`/api/login/oauth/${appId}${query}`);
  expect(started.status).toBe(302);
  expect(started.location.startsWith('/sandbox/third/authorize?')).toBe(true);
  return queryOf(started.location).get('state') ?? '';
}

/**
 * What the bridge page does with status=finish: exchanges the address's one-time code for the session by a
 * signed call from the same browser (its login cookie goes along, as it does with a same-origin fetch).
 */
async function exchangeCode(appId: string, code: string) {
  return session.tg.send<{ token: string }>({
    method: 'POST', path: '/api/login/third/code', body: JSON.stringify({ appId, code }), headers: { cookie: browserCookie },
  });
}

/** Signs the client in with the finished login's code; throws when the exchange is refused. */
async function signInWithCode(query: URLSearchParams): Promise<void> {
  const exchanged = await exchangeCode(query.get('appId') ?? '', query.get('code') ?? '');
  if (!exchanged.envelope.succ || !exchanged.envelope.data) throw new Error(`login.thirdCode refused: ${exchanged.text}`);
  session.setToken(exchanged.envelope.data.token);
}

async function countStates(): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom('third_oauth_states').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('server login by OAuth (browser redirects)', () => {
  it('an unbound app account: authorise, consent, auth code; signs in the phone the app vouched for, binds it, and lands on the bridge with status finish', async () => {
    const phone = freshPhone();
    const state = await startOAuth(BOC, '?redirectUrl=%2Fpages%2FmyPolicy%2Findex');
    const stored = await session.tg.gateway.db.selectFrom('third_oauth_states').selectAll().where('state_id', '=', state.split('.')[0] ?? '').executeTakeFirst();
    expect(stored).toMatchObject({ app_id: BOC, user_id: null, redirect_url: '/pages/myPolicy/index', used_at: null });

    const page = await fetch(`${session.tg.url}/sandbox/third/authorize?appId=${BOC}&state=${state}&lang=en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Send code');

    const consented = await consent(BOC, state, phone);
    const openId = await openIdOf(BOC, phone);
    expect(consented.status).toBe(303);
    expect(consented.location.startsWith(`/api/login/token/${BOC}/${state}?auth_code=`)).toBe(true);

    const finished = await navigate(consented.location);
    expect(finished.status).toBe(302);
    expect(finished.location.startsWith(`${BRIDGE}?`)).toBe(true);
    const query = queryOf(finished.location);
    expect(query.get('status')).toBe('finish');
    expect(query.get('appId')).toBe(BOC);
    expect(query.get('redirectUrl')).toBe('/pages/myPolicy/index');

    // The address carries a one-time code, never the session token: the storefront exchanges it by a signed call.
    expect(query.get('token')).toBeNull();
    expect(finished.location).not.toMatch(/token=/);
    await signInWithCode(query);
    const me = await session.client.call('user.selectUserInfo');
    expect(me).toMatchObject({ areaCode: '853', phone });
    const binding = await session.tg.gateway.db.selectFrom('third_bindings').selectAll().where('open_id', '=', openId).executeTakeFirst();
    expect(binding).toMatchObject({ app_type: 'bocApp', user_id: me ? me.userId : '' });

    // The state and the code are single use: the same address again does not sign in.
    const replay = await navigate(consented.location);
    expect(queryOf(replay.location).get('status')).toBe('fail');
    expect(queryOf(replay.location).get('reason')).toBe('stateInvalid');
    expect(queryOf(replay.location).get('code')).toBeNull();
  });

  it('a bound open id: the app sends the browser to useOpen, which signs its user straight in; the state is then used up', async () => {
    const phone = freshPhone();
    const first = await startOAuth(BOC);
    await navigate((await consent(BOC, first, phone)).location);
    const openId = await openIdOf(BOC, phone);
    const bound = await session.tg.gateway.db.selectFrom('third_bindings').select('user_id').where('open_id', '=', openId).executeTakeFirstOrThrow();

    const state = await startOAuth(BOC);
    const consented = await consent(BOC, state, phone);
    expect(consented.location).toBe(`/api/login/useOpen/${BOC}/${encodeURIComponent(state)}/${openId}`);
    const finished = await navigate(consented.location);
    const query = queryOf(finished.location);
    expect(query.get('status')).toBe('finish');
    await signInWithCode(query);
    expect(await session.client.call('user.selectUserInfo')).toMatchObject({ userId: bound.user_id, phone });

    const again = await navigate(consented.location);
    expect(queryOf(again.location).get('reason')).toBe('stateInvalid');
  });

  it('useOpen with an unbound open id goes back to the bridge with status oauthInfo and the open id, keeping the state for the auth-code login', async () => {
    const phone = freshPhone();
    const state = await startOAuth(BOC);
    const consented = await consent(BOC, state, phone);
    const openId = await openIdOf(BOC, phone);
    const viaUseOpen = await navigate(`/api/login/useOpen/${BOC}/${state}/${openId}`);
    expect(viaUseOpen.location.startsWith(`${BRIDGE}?`)).toBe(true);
    const query = queryOf(viaUseOpen.location);
    expect(query.get('status')).toBe('oauthInfo');
    expect(query.get('open_id')).toBe(openId);
    expect(query.get('state')).toBe(state);
    expect(query.get('token')).toBeNull();

    expect(queryOf((await navigate(consented.location)).location).get('status')).toBe('finish');
  });

  it('useOpen refuses an open id the app did not confirm for the state (no session, nothing bound)', async () => {
    const victimPhone = freshPhone();
    await navigate((await consent(BOC, await startOAuth(BOC), victimPhone)).location);
    const victim = await openIdOf(BOC, victimPhone);

    const state = await startOAuth(BOC);
    await consent(BOC, state, freshPhone());
    const forged = await navigate(`/api/login/useOpen/${BOC}/${state}/${victim}`);
    expect(queryOf(forged.location).get('reason')).toBe('openIdMismatch');
    expect(queryOf(forged.location).get('code')).toBeNull();
  });

  it('binding a signed-in user: plat.thirdRt issues a state for the caller, and the login binds the app account to them', async () => {
    const user = await session.signIn();
    const rt = await session.client.call('plat.thirdRt', { redirectUrl: '/pages/service/wechatBinding/index' }, { params: { appType: 'wechat' } });
    expect(rt).toMatchObject({ appType: 'wechat', appId: WECHAT });
    if (!rt) return;
    const oauthUrl = new URL(rt.oauthUrl, 'http://storefront.test');
    expect(oauthUrl.pathname).toBe(`/api/login/oauth/${WECHAT}`);
    const issued = oauthUrl.searchParams.get('state') ?? '';
    const stored = await session.tg.gateway.db.selectFrom('third_oauth_states').selectAll().where('state_id', '=', issued.split('.')[0] ?? '').executeTakeFirst();
    expect(stored).toMatchObject({ user_id: user.userId, redirect_url: '/pages/service/wechatBinding/index' });

    // The WeChat account's own phone is another one: the binding goes to the signed-in user all the same.
    const wechatPhone = freshPhone();
    const state = await startOAuth(WECHAT, oauthUrl.search);
    expect(state).toBe(issued);
    const finished = await navigate((await consent(WECHAT, state, wechatPhone)).location);
    const openId = await openIdOf(WECHAT, wechatPhone);
    const query = queryOf(finished.location);
    expect(query.get('status')).toBe('finish');
    expect(query.get('redirectUrl')).toBe('/pages/service/wechatBinding/index');
    await signInWithCode(query);
    expect(await session.client.call('user.selectUserInfo')).toMatchObject({ userId: user.userId });
    const info = await session.client.call('plat.selectThirdByAppType', { thirdType: 'wechat' });
    expect(info).toMatchObject({ appId: WECHAT, binding: { appType: 'wechat', openId, lapsed: false } });
  });

  it('an outside redirectUrl is refused back to the bridge on the storefront, and no state is stored', async () => {
    const before = await countStates();
    for (const outside of ['https://evil.example/pages/x', '//evil.example/pages/x', '/pages//evil.example', 'javascript:alert(1)', '/api/logout']) {
      const refused = await navigate(`/api/login/oauth/${BOC}?redirectUrl=${encodeURIComponent(outside)}`);
      expect(refused.status).toBe(302);
      expect(refused.location.startsWith(`${BRIDGE}?`)).toBe(true);
      expect(queryOf(refused.location).get('reason')).toBe('redirectRefused');
    }
    expect(await countStates()).toBe(before);

    session.setToken(null);
    expect(await session.client.call('plat.thirdRt', { redirectUrl: 'https://evil.example/' }, { params: { appType: 'bocApp' } })).toBe(false);
    expect(session.lastToast()).toBe('The return address must be a page of this storefront');
    expect(await countStates()).toBe(before);
  });

  it('a forged, unknown-app or expired state is refused', async () => {
    const phone = freshPhone();
    const state = await startOAuth(BOC);
    const [id = '', signature = ''] = state.split('.');
    const forged = `${id}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(queryOf((await navigate(`/api/login/oauth/${BOC}?state=${forged}`)).location).get('reason')).toBe('stateInvalid');
    expect(queryOf((await navigate('/api/login/oauth/NO-SUCH-APP')).location).get('reason')).toBe('appUnknown');
    // Another app's state does not pass for this one.
    expect(queryOf((await navigate(`/api/login/oauth/${WECHAT}?state=${state}`)).location).get('reason')).toBe('stateInvalid');

    const consented = await consent(BOC, state, phone);
    const openId = await openIdOf(BOC, phone);
    clockMs += 11 * 60 * 1000;
    const late = await navigate(consented.location);
    expect(queryOf(late.location).get('reason')).toBe('stateInvalid');
    expect(await session.tg.gateway.db.selectFrom('third_bindings').select('id').where('open_id', '=', openId).executeTakeFirst()).toBeUndefined();
  });

  it('the bridge\'s one-time code: single use, another app\'s code refused, dead after a minute, stored only as its hash', async () => {
    const finishWith = async (): Promise<URLSearchParams> => {
      const state = await startOAuth(BOC);
      return queryOf((await navigate((await consent(BOC, state, freshPhone())).location)).location);
    };
    const first = await finishWith();
    const code = first.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{32}$/);
    const stored = await session.tg.gateway.db.selectFrom('third_login_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);

    // Another app's, or from another browser (the real client sends no login cookie): refused, and the code still works after.
    expect(await exchangeCode(WECHAT, code)).toMatchObject({ status: 401, envelope: { succ: false, tipMsg: 'The sign-in link is invalid or has expired, please sign in again' } });
    session.setToken(null);
    expect(await session.client.call('login.thirdCode', { appId: BOC, code })).toBe(false);
    expect(session.lastToast()).toBe('The sign-in link is invalid or has expired, please sign in again');
    await signInWithCode(first);
    expect(await session.client.call('user.selectUserInfo')).not.toBe(false);
    expect((await exchangeCode(BOC, code)).status).toBe(401);

    const late = await finishWith();
    clockMs += 61_000;
    expect((await exchangeCode(BOC, late.get('code') ?? '')).envelope).toMatchObject({ succ: false, tipMsg: 'The sign-in link is invalid or has expired, please sign in again' });
  });

  it('login CSRF: the finishing link of a login started in the attacker\'s browser signs no other browser in (bound and unbound accounts)', async () => {
    const attackerPhone = freshPhone();
    browserCookie = '';
    const attackerState = await startOAuth(BOC);
    const attackerBrowser = browserCookie;
    expect(attackerBrowser).toMatch(/^mo_login_browser=[\w-]{43}$/);
    const link = (await consent(BOC, attackerState, attackerPhone)).location;
    expect(link.startsWith(`/api/login/token/${BOC}/`)).toBe(true);

    // The victim's browser, with no login cookie and then with one of its own login.
    for (const victimBrowser of ['', 'own']) {
      browserCookie = '';
      if (victimBrowser === 'own') await startOAuth(BOC);
      const opened = await navigate(link);
      expect(queryOf(opened.location).get('status')).toBe('fail');
      expect(queryOf(opened.location).get('reason')).toBe('browserMismatch');
      expect(queryOf(opened.location).get('code')).toBeNull();
    }
    expect(await session.tg.gateway.db.selectFrom('third_bindings').select('id').where('open_id', '=', await openIdOf(BOC, attackerPhone)).executeTakeFirst()).toBeUndefined();

    // The attacker's own browser finishes; the account is then bound, and the useOpen link is bound to a browser too.
    browserCookie = attackerBrowser;
    expect(queryOf((await navigate(link)).location).get('status')).toBe('finish');
    const second = await startOAuth(BOC);
    const useOpen = (await consent(BOC, second, attackerPhone)).location;
    expect(useOpen.startsWith(`/api/login/useOpen/${BOC}/`)).toBe(true);
    browserCookie = '';
    expect(queryOf((await navigate(useOpen)).location).get('reason')).toBe('browserMismatch');
    browserCookie = attackerBrowser;
    expect(queryOf((await navigate(useOpen)).location).get('status')).toBe('finish');
  });

  it('the login cookie is HttpOnly, SameSite=Lax, scoped to the server-login paths and lives as long as a state; a signed-in binding\'s state belongs to the first browser that opens it', async () => {
    const started = await fetch(`${session.tg.url}/api/login/oauth/${BOC}`, { redirect: 'manual' });
    const cookie = started.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mo_login_browser=[\w-]{43}; Path=\/api\/login; Max-Age=600; HttpOnly; SameSite=Lax$/);

    // Behind https (the public origin says so) the cookie is Secure too.
    const https = await startTestGateway({ publicBaseUrl: 'https://shop.example.mo', notice: () => undefined });
    try {
      const behindTls = await https.gateway.app.inject({ method: 'GET', url: `/api/login/oauth/${BOC}`, remoteAddress: '203.0.113.7' });
      expect(String(behindTls.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await https.stop();
    }

    await session.signIn();
    const rt = await session.client.call('plat.thirdRt', {}, { params: { appType: 'bocApp' } });
    const oauthUrl = rt ? rt.oauthUrl : '';
    browserCookie = '';
    expect((await navigate(oauthUrl)).location.startsWith('/sandbox/third/authorize?')).toBe(true);
    browserCookie = '';
    expect(queryOf((await navigate(oauthUrl)).location).get('reason')).toBe('browserMismatch');
  });

  it('OAuth states do not pile up: each new one forgets the expired ones and keeps at most 20 live per client address', async () => {
    const statesOf = async (address: string) => (await session.tg.gateway.db.selectFrom('third_oauth_states').select('state_id')
      .where('client_key', '=', address).execute()).length;
    const unsignedCall = (remoteAddress: string) => session.tg.gateway.app.inject({ method: 'GET', url: `/api/login/oauth/${BOC}`, remoteAddress });
    const other = await unsignedCall('198.51.100.8');
    let last = other;
    for (let call = 0; call < 200; call += 1) last = await unsignedCall('198.51.100.7');
    expect(await statesOf('198.51.100.7')).toBe(20);
    // The newest state still works, and another address's state was not touched.
    const state = new URL(String(last.headers.location), 'http://storefront.test').searchParams.get('state') ?? '';
    expect((await session.tg.gateway.app.inject({ method: 'GET', url: `/sandbox/third/authorize?appId=${BOC}&state=${encodeURIComponent(state)}` })).statusCode).toBe(200);
    expect(await statesOf('198.51.100.8')).toBe(1);

    clockMs += 11 * 60 * 1000;
    await unsignedCall('203.0.113.50');
    expect(await statesOf('198.51.100.7')).toBe(0);
    expect(await statesOf('198.51.100.8')).toBe(0);
    expect(await countStates()).toBe(1);
  });

  it('the signed client cannot follow a browser redirect row: it answers false, not an envelope', async () => {
    // These rows are navigations (not signed calls): the client gets the 302 and the storefront page
    // behind it, not an envelope, so it refuses it.
    const state = await startOAuth(BOC);
    expect(await session.client.callEnvelope('login.oauth', {}, { params: { appId: BOC } })).toBe(false);
    expect(await session.client.callEnvelope('login.useOpen', {}, { params: { appId: BOC, state, openId: 'o-none' } })).toBe(false);
    expect(await session.client.callEnvelope('login.token', { auth_code: 'x'.repeat(32) }, { params: { appId: BOC, state } })).toBe(false);
  });
});
