/**
 * The third-party apps through the real client: the apps and their OAuth entry, the caller's binding,
 * the JS-SDK config signature, the tracking log, the app-token login, unbinding and authorisation lapse.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

const MPAY = 'MPAY-INS-000001';
const DAY_MS = 24 * 60 * 60 * 1000;

let clockMs = Date.now();
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => clockMs });
});
afterAll(async () => {
  await session.stop();
});

/**
 * What the sandbox app does when it opens the storefront: an account for the phone, proved by an SMS code
 * from the gateway, and a one-time token (both sandbox routes answer this machine only).
 */
async function appToken(appId: string, phone: string): Promise<{ openId: string; thirdToken: string }> {
  const post = async (path: string, body: Record<string, string>) => {
    const response = await fetch(`${session.tg.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return ((await response.json()) as { data: Record<string, string> }).data;
  };
  if (!(await session.client.call('user.smsCode', { areaCode: '853', phone }))) throw new Error('smsCode failed');
  const code = (await session.tg.gateway.sandbox?.lastSmsCode('853', phone)) ?? '';
  const { openId = '' } = await post('/sandbox/third/accounts', { appId, areaCode: '853', phone, code });
  const { thirdToken = '' } = await post('/sandbox/third/token', { appId, openId });
  return { openId, thirdToken };
}

describe('third-party apps', () => {
  it('plat.thirdRt answers the app and its OAuth entry; an anonymous caller gets no state, an unknown app type is not found', async () => {
    session.setToken(null);
    const rt = await session.client.call('plat.thirdRt', { redirectUrl: '/pages/mine/index' }, { params: { appType: 'bocApp' } });
    expect(rt).toEqual({
      appType: 'bocApp', appId: 'BOCMO-INSMALL-01', name: 'BOC Macau mobile banking',
      oauthUrl: '/api/login/oauth/BOCMO-INSMALL-01?redirectUrl=%2Fpages%2Fmine%2Findex',
    });
    expect(await session.client.call('plat.thirdRt', {}, { params: { appType: 'telegram' } })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
  });

  it('plat.selectThirdByAppType: no binding for an anonymous caller or a new user', async () => {
    session.setToken(null);
    expect(await session.client.call('plat.selectThirdByAppType', { thirdType: 'ctmApp' })).toEqual({
      appType: 'ctmApp', appId: 'CTM-WALLET-INS01', name: 'CTM wallet', binding: null,
    });
    await session.signIn();
    expect(await session.client.call('plat.selectThirdByAppType', { thirdType: 'ctmApp' })).toMatchObject({ binding: null });
  });

  it('plat.jsapiInit signs the page URL the WeChat JS-SDK way with the app\'s jsapi ticket', async () => {
    const path = '/pages/service/index?from=share';
    const init = await session.client.call('plat.jsapiInit', { type: 'wechat', debug: true, path });
    expect(init).not.toBe(false);
    if (!init) return;
    const app = await session.tg.gateway.db.selectFrom('third_apps').selectAll().where('app_type', '=', 'wechat').executeTakeFirstOrThrow();
    const { signData } = init;
    expect(init.sdkUrl).toBe(app.sdk_url);
    expect(init.debug).toBe(true);
    expect(signData.appId).toBe(app.app_id);
    expect(signData.timestamp).toBe(Math.floor(clockMs / 1000));
    expect(signData.jsApiList).toContain('chooseImage');
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${app.jsapi_ticket}&noncestr=${signData.nonceStr}&timestamp=${signData.timestamp}&url=${path}`)
      .digest('hex');
    expect(signData.signature).toBe(expected);
    const other = await session.client.call('plat.jsapiInit', { type: 'wechat', debug: false, path: '/pages/shop/index' });
    expect(other && other.signData.signature).not.toBe(expected);
  });

  it('plat.thirdAppLog stores a tracking row with the ids read from the query, and the user when signed in', async () => {
    session.setToken(null);
    const query = `?deviceId=D-${freshPhone()}&outSourceId=OS-77&lang=tw`;
    expect(await session.client.call('plat.thirdAppLog', { query, appType: 'ctmApp' })).toEqual({ logged: true });
    const user = await session.signIn();
    expect(await session.client.call('plat.thirdAppLog', { query })).toEqual({ logged: true });
    const rows = await session.tg.gateway.db.selectFrom('third_app_logs').selectAll().where('query', '=', query).orderBy('id').execute();
    expect(rows).toMatchObject([
      { user_id: null, app_type: 'ctmApp', device_id: query.slice(10, query.indexOf('&')), out_source_id: 'OS-77' },
      { user_id: user.userId, app_type: null },
    ]);
  });

  it('login.tauth exchanges the app\'s one-time token for a session of the phone it vouches for, and binds the open id', async () => {
    session.setToken(null);
    const phone = freshPhone();
    const { openId, thirdToken } = await appToken(MPAY, phone);
    const login = await session.client.call('login.tauth', {}, { params: { appId: MPAY, token: thirdToken } });
    expect(login).toMatchObject({ appType: 'mpay', openId, user: { areaCode: '853', phone } });
    if (!login) return;
    session.setToken(login.token);
    expect(await session.client.call('user.selectUserInfo')).toMatchObject({ userId: login.user.userId });
    expect(await session.client.call('plat.selectThirdByAppType', { thirdType: 'mpay' })).toMatchObject({ binding: { openId, lapsed: false } });

    session.setToken(null);
    expect(await session.client.call('login.tauth', {}, { params: { appId: MPAY, token: thirdToken } })).toBe(false);
    expect(session.lastToast()).toBe('The third-party sign-in token is invalid or has expired, please open the storefront again');
    // Another app's token does not pass for this one.
    const wechat = await appToken('wx5d3f0a9c81b2e647', freshPhone());
    expect(await session.client.call('login.tauth', {}, { params: { appId: MPAY, token: wechat.thirdToken } })).toBe(false);
  });

  it('user.openIdUnbind removes the caller\'s binding, and only the caller\'s', async () => {
    const phone = freshPhone();
    const { openId, thirdToken } = await appToken(MPAY, phone);
    const login = await session.client.call('login.tauth', {}, { params: { appId: MPAY, token: thirdToken } });
    if (!login) throw new Error('tauth failed');

    await session.signIn();
    expect(await session.client.call('user.openIdUnbind', {}, { params: { openId } })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
    const kept = await session.tg.gateway.db.selectFrom('third_bindings').select('id').where('open_id', '=', openId).executeTakeFirst();
    expect(kept).toBeDefined();

    session.setToken(login.token);
    expect(await session.client.call('user.openIdUnbind', {}, { params: { openId } })).toEqual({ unbound: true, appType: 'mpay' });
    const gone = await session.tg.gateway.db.selectFrom('third_bindings').select('id').where('open_id', '=', openId).executeTakeFirst();
    expect(gone).toBeUndefined();
    expect(await session.client.call('plat.selectThirdByAppType', { thirdType: 'mpay' })).toMatchObject({ binding: null });
  });

  it('plat.isAuthLapse: unbound counts as lapsed; a binding lapses when its authorisation (180 days for MPay) runs out', async () => {
    const phone = freshPhone();
    const { thirdToken } = await appToken(MPAY, phone);
    const login = await session.client.call('login.tauth', {}, { params: { appId: MPAY, token: thirdToken } });
    if (!login) throw new Error('tauth failed');
    session.setToken(login.token);
    const fresh = await session.client.call('plat.isAuthLapse', {}, { params: { appType: 'mpay' } });
    expect(fresh).toMatchObject({ appType: 'mpay', bound: true, lapsed: false });
    expect(fresh && Date.parse(fresh.authorisedUntil ?? '')).toBe(clockMs + 180 * DAY_MS);
    expect(await session.client.call('plat.isAuthLapse', {}, { params: { appType: 'bocApp' } })).toEqual({
      appType: 'bocApp', bound: false, lapsed: true, authorisedUntil: null,
    });

    clockMs += 181 * DAY_MS;
    await session.signIn(phone);
    expect(await session.client.call('plat.isAuthLapse', {}, { params: { appType: 'mpay' } })).toMatchObject({ bound: true, lapsed: true });
  });
});
