import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/contract/index.js';
import { SESSION_IDLE_MS } from '../../../src/server/security/session-guard.js';
import { signIn, startTestGateway, type TestGateway } from './signed-fetch.js';

let clockMs = Date.now();
let tg: TestGateway;
const logged: string[] = [];
beforeAll(async () => {
  tg = await startTestGateway({ clock: () => clockMs, notice: (line) => logged.push(line) });
});
afterAll(async () => {
  await tg.stop();
});

describe('SMS login', () => {
  it('sends a 6-digit code, logs it in the sandbox format, and signs in with it', async () => {
    const sent = await tg.call('user.smsCode', { areaCode: '853', phone: '66111111' });
    expect(sent.envelope).toMatchObject({ succ: true, data: { resendAfter: 60 } });
    const code = await tg.gateway.sandbox?.lastSmsCode('853', '66111111');
    expect(code).toMatch(/^\d{6}$/);
    expect(logged).toContain(`[sandbox] SMS code for +853 66111111: ${code}`);

    const latest = await fetch(`${tg.url}/sandbox/sms/latest?areaCode=853&phone=66111111`);
    expect((await latest.json()).data.code).toBe(code);

    const login = await tg.call<{ token: string; user: UserInfo }>('login.submit', { loginType: 'smsCode', areaCode: '853', phone: '66111111', smsCode: code });
    expect(login.status).toBe(200);
    expect(login.envelope.data?.token).toEqual(expect.any(String));
    expect(login.envelope.data?.user).toMatchObject({ areaCode: '853', phone: '66111111' });

    const me = await tg.call<UserInfo>('user.selectUserInfo', {}, { token: login.envelope.data?.token ?? '' });
    expect(me.envelope.data).toEqual(login.envelope.data?.user);
  });

  it('a code works once', async () => {
    clockMs += 61_000;
    await tg.call('user.smsCode', { areaCode: '853', phone: '66222222' });
    const smsCode = await tg.gateway.sandbox?.lastSmsCode('853', '66222222');
    const first = await tg.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone: '66222222', smsCode });
    expect(first.envelope.succ).toBe(true);
    const again = await tg.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone: '66222222', smsCode });
    expect(again.status).toBe(400);
    expect(again.envelope).toMatchObject({ succ: false, tipCode: 'V00400', tipMsg: 'The code is wrong or has expired' });
  });

  it('refuses a wrong code, and dies after five wrong guesses', async () => {
    clockMs += 61_000;
    await tg.call('user.smsCode', { areaCode: '852', phone: '51234567' });
    const code = (await tg.gateway.sandbox?.lastSmsCode('852', '51234567')) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const result = await tg.call('login.submit', { loginType: 'smsCode', areaCode: '852', phone: '51234567', smsCode: wrong });
      expect(result.envelope.tipCode).toBe('V00400');
    }
    const right = await tg.call('login.submit', { loginType: 'smsCode', areaCode: '852', phone: '51234567', smsCode: code });
    expect(right.envelope.succ).toBe(false);
  });

  it('expires codes after 10 minutes', async () => {
    clockMs += 61_000;
    await tg.call('user.smsCode', { areaCode: '853', phone: '66333333' });
    const smsCode = await tg.gateway.sandbox?.lastSmsCode('853', '66333333');
    clockMs += 10 * 60_000 + 1000;
    const late = await tg.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone: '66333333', smsCode });
    expect(late.envelope).toMatchObject({ succ: false, tipCode: 'V00400' });
  });

  it('limits codes to one per minute and five per hour per phone', async () => {
    clockMs += 61_000;
    const phone = '66444444';
    expect((await tg.call('user.smsCode', { areaCode: '853', phone })).envelope.succ).toBe(true);
    const tooSoon = await tg.call('user.smsCode', { areaCode: '853', phone });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.envelope).toMatchObject({
      succ: false, tipCode: 'V00429', tipMsg: 'Too many codes requested for this number, please try again in 60 s', data: { resendAfter: 60 },
    });
    expect(tooSoon.headers.get('retry-after')).toBe('60');
    for (let i = 0; i < 4; i += 1) {
      clockMs += 61_000;
      expect((await tg.call('user.smsCode', { areaCode: '853', phone })).envelope.succ).toBe(true);
    }
    clockMs += 61_000;
    expect((await tg.call('user.smsCode', { areaCode: '853', phone })).status).toBe(429);
    clockMs += 60 * 60_000;
    expect((await tg.call('user.smsCode', { areaCode: '853', phone })).envelope.succ).toBe(true);
  });

  it('answers a wrong password for a registered phone exactly like a phone with no account', async () => {
    const demo = await tg.call('login.submit', { loginType: 'password', areaCode: '853', phone: '66123456', password: 'Abc#12345x' });
    const stranger = await tg.call('login.submit', { loginType: 'password', areaCode: '853', phone: '66999999', password: 'Abc#12345x' });
    expect(demo.status).toBe(400);
    expect(demo.envelope.tipMsg).toBeTruthy();
    expect(stranger.envelope).toEqual(demo.envelope);
  });

  it('refuses a malformed login payload naming the field', async () => {
    const result = await tg.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone: '66123456', smsCode: '12ab' });
    expect(result.status).toBe(400);
    expect(result.envelope).toMatchObject({ succ: false, tipCode: 'V00400', data: { field: 'smsCode' } });
  });
});

describe('sessions', () => {
  it('answers S00001 without a session, S00002 once it timed out, and S00001 after logout', async () => {
    const none = await tg.call('user.selectUserInfo', {});
    expect(none.status).toBe(401);
    expect(none.envelope).toMatchObject({ succ: false, tipCode: 'S00001', tipMsg: 'Please sign in first' });
    const unknown = await tg.call('user.selectUserInfo', {}, { token: 'not-a-session' });
    expect(unknown.envelope.tipCode).toBe('S00001');

    clockMs += 61 * 60_000;
    const token = await signIn(tg, '853', '66555555');
    expect((await tg.call('user.selectUserInfo', {}, { token })).envelope.succ).toBe(true);
    clockMs += SESSION_IDLE_MS + 1000;
    const timedOut = await tg.call('user.selectUserInfo', {}, { token });
    expect(timedOut.status).toBe(401);
    expect(timedOut.envelope).toMatchObject({ succ: false, tipCode: 'S00002', tipMsg: 'Your session timed out, please sign in again' });

    clockMs += 61_000;
    const fresh = await signIn(tg, '853', '66555555');
    const logout = await tg.call('login.logout', {}, { token: fresh });
    expect(logout.envelope).toMatchObject({ succ: true, data: { loggedOut: true } });
    expect((await tg.call('user.selectUserInfo', {}, { token: fresh })).envelope.tipCode).toBe('S00001');
  });

  it('keeps a session alive while it is used (sliding expiry)', async () => {
    clockMs += 61 * 60_000;
    const token = await signIn(tg, '853', '66666666');
    for (let i = 0; i < 3; i += 1) {
      clockMs += SESSION_IDLE_MS - 60_000;
      expect((await tg.call('user.selectUserInfo', {}, { token })).envelope.succ).toBe(true);
    }
  });

  it('signs in the same user again for the same phone', async () => {
    clockMs += 61 * 60_000;
    const first = await signIn(tg, '853', '66777777');
    clockMs += 61_000;
    const second = await signIn(tg, '853', '66777777');
    const a = await tg.call<UserInfo>('user.selectUserInfo', {}, { token: first });
    const b = await tg.call<UserInfo>('user.selectUserInfo', {}, { token: second });
    expect(a.envelope.data?.userId).toBe(b.envelope.data?.userId);
  });
});
