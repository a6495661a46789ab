import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, startAccountSession, type AccountSession } from './account-helpers.js';

let session: AccountSession;
beforeAll(async () => {
  session = await startAccountSession();
});
afterAll(async () => {
  await session.stop();
});

const passwordHashOf = async (phone: string): Promise<string | null> =>
  (await session.tg.gateway.db.selectFrom('users').select('password_hash').where('phone', '=', phone).executeTakeFirstOrThrow()).password_hash;

const passwordLogin = (phone: string, password: string) =>
  session.client.call('login.submit', { loginType: 'password', areaCode: '853', phone, password });

/** Whether `token` still has a live session (asked without disturbing the current token). */
async function sessionAlive(token: string): Promise<boolean> {
  const current = session.token();
  session.setToken(token);
  const me = await session.client.call('user.selectUserInfo');
  session.setToken(current);
  return me !== false;
}

describe('setting and changing a password', () => {
  it('setUsernameAndPwd stores an scrypt hash (never the password), ends other sessions, and password login works', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    const otherToken = session.token() ?? '';
    const currentToken = await session.signInAgain(phone);

    const user = await client.call('user.setUsernameAndPwd', { username: `pw_${phone}`, password: 'Lotus!Bridge42' });
    expect(user).toMatchObject({ username: `pw_${phone}`, phone });
    const stored = await passwordHashOf(phone);
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain('Lotus!Bridge42');
    expect(await sessionAlive(otherToken)).toBe(false);
    expect(await sessionAlive(currentToken)).toBe(true);

    expect(await passwordLogin(phone, 'Lotus!Bridge42')).toMatchObject({ token: expect.any(String), user: { phone } });
    expect(await client.call('user.setUsernameAndPwd', { username: `pw2_${phone}`, password: 'Taipa$Ferry93x' })).toBe(false);
    expect(session.lastToast()).toBe('A password is already set: change it with the current password');
  });

  it('refuses a password breaking the rules with the localised message, storing nothing', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    session.setLang('tw');
    expect(await client.call('user.setUsernameAndPwd', { username: `weak_${phone}`, password: 'short1A!' })).toBe(false);
    expect(session.lastToast()).toBe('需包含特殊字符、大小寫字母及數字，長度為9-20位');
    session.setLang('en');
    expect(await client.call('user.setUsernameAndPwd', { username: `weak_${phone}`, password: 'Xbbbb#7q9Zr2' })).toBe(false);
    expect(session.lastToast()).toBe('No character may repeat 4 or more times in a row');
    expect(await client.call('user.setUsernameAndPwd', { username: `weak_${phone}`, password: 'Qwer#1357xyz' })).toBe(false);
    expect(session.lastToast()).toBe('No 4 or more keyboard-adjacent characters in a row');
    expect(await passwordHashOf(phone)).toBeNull();
    expect(await client.call('user.selectUserInfo')).toMatchObject({ username: null });
  });

  it('refuses a username another account holds', async () => {
    const { client } = session;
    const first = freshPhone();
    await session.signIn(first);
    expect(await client.call('user.setUsername', { username: `taken_${first}` })).toMatchObject({ username: `taken_${first}` });
    await session.signIn(freshPhone());
    expect(await client.call('user.setUsernameAndPwd', { username: `taken_${first}`, password: 'Lotus!Bridge42' })).toBe(false);
    expect(session.lastToast()).toBe('This username is taken');
  });

  it('updatePwd needs the current password, ends other sessions, and the old password stops working', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    await client.call('user.setUsernameAndPwd', { username: `up_${phone}`, password: 'Lotus!Bridge42' });
    const otherToken = session.token() ?? '';
    await session.signInAgain(phone);

    expect(await client.call('user.updatePwd', { oldPassword: 'Lotus!Bridge99', password: 'Taipa$Ferry93x' })).toBe(false);
    expect(session.lastToast()).toBe('The current password is wrong');
    expect(await sessionAlive(otherToken)).toBe(true);

    expect(await client.call('user.updatePwd', { oldPassword: 'Lotus!Bridge42', password: 'Taipa$Ferry93x' })).toEqual({ passwordSet: true });
    expect(await sessionAlive(otherToken)).toBe(false);
    expect(await client.call('user.selectUserInfo')).toMatchObject({ phone });
    expect(await passwordLogin(phone, 'Lotus!Bridge42')).toBe(false);
    expect(session.lastToast()).toBe('Wrong phone number or password');
    expect(await passwordLogin(phone, 'Taipa$Ferry93x')).toMatchObject({ user: { phone } });
  });
});

describe('forgotten password: verify, rePwd and resetPwd', () => {
  it('login.resetPwd: a resetPwd code gives a single-use verifyToken; the reset signs in and ends every old session', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    const oldToken = session.token() ?? '';
    session.setToken(null);

    const loginCode = await session.smsCode(phone, 'login');
    expect(await client.call('user.verify', { purpose: 'resetPwd', areaCode: '853', phone, code: loginCode })).toBe(false);
    expect(session.lastToast()).toBe('The code is wrong or has expired');

    const code = await session.smsCode(phone, 'resetPwd');
    const verified = await client.call('user.verify', { purpose: 'resetPwd', areaCode: '853', phone, code });
    if (!verified || !verified.verifyToken) throw new Error('verify failed');
    expect(verified.expiresIn).toBe(600);
    const stored = await session.tg.gateway.db.selectFrom('verify_tokens').selectAll().where('phone', '=', phone).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(verified.verifyToken);

    const reset = await client.call('login.resetPwd', { verifyToken: verified.verifyToken, password: 'Lotus!Bridge42' });
    expect(reset).toMatchObject({ token: expect.any(String), user: { phone } });
    expect(await sessionAlive(oldToken)).toBe(false);
    expect(await passwordLogin(phone, 'Lotus!Bridge42')).toMatchObject({ user: { phone } });

    expect(await client.call('login.resetPwd', { verifyToken: verified.verifyToken, password: 'Taipa$Ferry93x' })).toBe(false);
    expect(session.lastToast()).toBe('The verification has expired, please verify your phone number again');
  });

  it('a verifyToken expires after 10 minutes of the gateway clock', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    const code = await session.smsCode(phone, 'resetPwd');
    const verified = await client.call('user.verify', { purpose: 'resetPwd', areaCode: '853', phone, code });
    if (!verified || !verified.verifyToken) throw new Error('verify failed');
    session.advance(10 * 60_000 + 1000);
    expect(await client.call('user.rePwd', { verifyToken: verified.verifyToken, password: 'Lotus!Bridge42' })).toBe(false);
    expect(session.lastToast()).toBe('The verification has expired, please verify your phone number again');
    expect(await passwordHashOf(phone)).toBeNull();
  });

  it('user.rePwd (signed in) spends a token of the caller only and keeps the current session', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    const otherToken = session.token() ?? '';
    await session.signInAgain(phone);
    const code = await session.smsCode(phone, 'resetPwd');
    const verified = await client.call('user.verify', { purpose: 'resetPwd', areaCode: '853', phone, code });
    if (!verified || !verified.verifyToken) throw new Error('verify failed');

    const stranger = freshPhone();
    await session.signIn(stranger);
    expect(await client.call('user.rePwd', { verifyToken: verified.verifyToken, password: 'Lotus!Bridge42' })).toBe(false);

    const mine = await session.smsCode(phone, 'resetPwd');
    const again = await client.call('user.verify', { purpose: 'resetPwd', areaCode: '853', phone, code: mine });
    if (!again || !again.verifyToken) throw new Error('verify failed');
    const current = await session.signInAgain(phone);
    expect(await client.call('user.rePwd', { verifyToken: again.verifyToken, password: 'Lotus!Bridge42' })).toEqual({ passwordSet: true });
    expect(await sessionAlive(otherToken)).toBe(false);
    expect(await sessionAlive(current)).toBe(true);
    expect(await passwordLogin(phone, 'Lotus!Bridge42')).toMatchObject({ user: { phone } });
  });
});
