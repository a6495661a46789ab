/**
 * Signing in and out through the storefront's real client: the SMS code, the login, the profile and the
 * logout, each shown by what it stored or ended, and refused in the caller's language where it refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { succeeded } from '../support/order-builder.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

async function codesSentTo(phone: string): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom('sms_codes').select((eb) => eb.fn.countAll().as('n'))
    .where('area_code', '=', '853').where('phone', '=', phone).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function sessionsOf(phone: string): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom('sessions').innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select((eb) => eb.fn.countAll().as('n')).where('users.phone', '=', phone).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('SMS login', () => {
  it('user.smsCode stores a code for the phone and refuses another within the minute, in the caller\'s language', async () => {
    const { client } = session;
    const phone = freshPhone();
    session.setLang('en');
    expect(await client.call('user.smsCode', { areaCode: '853', phone, purpose: 'login' })).toEqual({ resendAfter: 60 });
    expect(await codesSentTo(phone)).toBe(1);
    expect(await session.tg.gateway.sandbox?.lastSmsCode('853', phone)).toMatch(/^\d{6}$/);

    session.setLang('tw');
    expect(await client.call('user.smsCode', { areaCode: '853', phone })).toBe(false);
    expect(session.lastToast()).toMatch(/^此號碼的驗證碼發送過於頻繁，請 (59|60) 秒後再試$/);
    expect(await codesSentTo(phone)).toBe(1);
  });

  it('login.submit refuses a wrong code without a session, and opens one for the phone with the right code', async () => {
    const { client } = session;
    const phone = freshPhone();
    session.setToken(null);
    succeeded(await client.call('user.smsCode', { areaCode: '853', phone }), 'user.smsCode');
    const code = (await session.tg.gateway.sandbox?.lastSmsCode('853', phone)) ?? '';
    session.setLang('cn');
    expect(await client.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone, smsCode: code === '000000' ? '111111' : '000000' })).toBe(false);
    expect(session.lastToast()).toBe('验证码不正确或已过期');
    expect(await sessionsOf(phone)).toBe(0);

    const login = succeeded(await client.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone, smsCode: code }), 'login.submit');
    expect(login.user).toMatchObject({ areaCode: '853', phone });
    expect(await sessionsOf(phone)).toBe(1);
    session.setToken(login.token);
    expect(await client.call('user.selectUserInfo')).toEqual(login.user);
  });
});

describe('the signed-in user', () => {
  it('user.selectUserInfo answers the profile as stored, and nothing without a session', async () => {
    const { client } = session;
    const user = await session.signIn();
    await session.tg.gateway.db.updateTable('users').set({ username: 'CHAN TAI MAN', mail: 'chan@example.com', points: 120 })
      .where('user_id', '=', user.userId).execute();
    expect(await client.call('user.selectUserInfo')).toEqual({ ...user, username: 'CHAN TAI MAN', mail: 'chan@example.com', points: 120 });

    session.setToken(null);
    expect(await client.call('user.selectUserInfo')).toBe(false);
    expect(session.events.at(-1)).toEqual({ type: 'session-ended', code: 'S00001' });
  });

  it('login.logout ends the session: the token no longer works and the next session call ends the session', async () => {
    const { client } = session;
    const user = await session.signIn();
    expect(await sessionsOf(user.phone)).toBe(1);
    expect(await client.call('login.logout')).toEqual({ loggedOut: true });
    expect(await sessionsOf(user.phone)).toBe(0);

    const before = session.events.length;
    expect(await client.call('user.selectUserInfo')).toBe(false);
    expect(session.events.slice(before)).toEqual([{ type: 'session-ended', code: 'S00001' }]);
  });
});
