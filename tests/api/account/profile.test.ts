import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, startAccountSession, type AccountSession } from './account-helpers.js';
import { TEST_PNG } from '../../support/purchase/upload-bytes.js';

let session: AccountSession;
beforeAll(async () => {
  session = await startAccountSession();
});
afterAll(async () => {
  await session.stop();
});

const PNG = TEST_PNG.toString('base64');
const PDF = Buffer.from('%PDF-1.4\n%test\n').toString('base64');

async function upload(name: string, content: string): Promise<string> {
  const file = await session.client.call('plat.fileUpload', { name, type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png', content });
  if (!file) throw new Error(`upload failed: ${session.lastToast()}`);
  return file.fileId;
}

async function sessionAlive(token: string): Promise<boolean> {
  const current = session.token();
  session.setToken(token);
  const me = await session.client.call('user.selectUserInfo');
  session.setToken(current);
  return me !== false;
}

describe('phone, username and avatar', () => {
  it('updatePhone moves the account to a proved new phone, spends the token, and ends other sessions', async () => {
    const { client } = session;
    const phone = freshPhone();
    const newPhone = freshPhone();
    await session.signIn(phone);
    const otherToken = session.token() ?? '';
    await session.signInAgain(phone);

    const code = await session.smsCode(newPhone, 'updatePhone');
    const verified = await client.call('user.verify', { purpose: 'updatePhone', areaCode: '853', phone: newPhone, code });
    if (!verified || !verified.verifyToken) throw new Error('verify failed');
    const moved = await client.call('user.updatePhone', { verifyToken: verified.verifyToken });
    expect(moved).toMatchObject({ areaCode: '853', phone: newPhone });
    expect(await client.call('user.selectUserInfo')).toMatchObject({ phone: newPhone });
    expect(await sessionAlive(otherToken)).toBe(false);
    expect(await session.tg.gateway.db.selectFrom('users').select('user_id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
    expect(await client.call('user.updatePhone', { verifyToken: verified.verifyToken })).toBe(false);
  });

  it('refuses a new phone another account holds, and a token without a session', async () => {
    const { client } = session;
    const holder = freshPhone();
    await session.signIn(holder);
    await session.signIn(freshPhone());
    const code = await session.smsCode(holder, 'updatePhone');
    expect(await client.call('user.verify', { purpose: 'updatePhone', areaCode: '853', phone: holder, code })).toBe(false);
    expect(session.lastToast()).toBe('This phone number is used by another account');
    session.setToken(null);
    const again = await session.smsCode(holder, 'updatePhone');
    expect(await client.call('user.verify', { purpose: 'updatePhone', areaCode: '853', phone: holder, code: again })).toBe(false);
    expect(session.events).toContainEqual({ type: 'session-ended', code: 'S00001' });
  });

  it('setUsername stores the username', async () => {
    const phone = freshPhone();
    await session.signIn(phone);
    expect(await session.client.call('user.setUsername', { username: `name_${phone}` })).toMatchObject({ username: `name_${phone}` });
    const row = await session.tg.gateway.db.selectFrom('users').select('username').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.username).toBe(`name_${phone}`);
  });

  it('setHead accepts only an image the caller uploaded', async () => {
    const { client } = session;
    await session.signIn(freshPhone());
    const strangersFile = await upload('face.png', PNG);
    await session.signIn(freshPhone());
    expect(await client.call('user.setHead', { fileId: strangersFile })).toBe(false);
    expect(session.lastToast()).toBe('The picture was not found, please upload it again');
    expect(await client.call('user.setHead', { fileId: await upload('scan.pdf', PDF) })).toBe(false);
    expect(await client.call('user.selectUserInfo')).toMatchObject({ headFileId: null });

    const mine = await upload('me.png', PNG);
    expect(await client.call('user.setHead', { fileId: mine })).toMatchObject({ headFileId: mine });
    expect(await client.call('user.selectUserInfo')).toMatchObject({ headFileId: mine });
  });
});

describe('mail', () => {
  it('sendMail puts a code in the sandbox outbox; verify with purpose mail changes the mail, once', async () => {
    const { client } = session;
    await session.signIn(freshPhone());
    const sent = await client.call('user.sendMail', { mail: 'new.address@example.com' });
    expect(sent).toEqual({ mail: 'new.address@example.com', resendAfter: 60, expiresIn: 1800 });
    expect(await client.call('user.selectUserInfo')).toMatchObject({ mail: null });
    expect(await client.call('user.sendMail', { mail: 'other@example.com' })).toBe(false);

    const outbox = await session.tg.gateway.db.selectFrom('mail_outbox').selectAll()
      .where('to_address', '=', 'new.address@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(outbox.body)?.[1] ?? '';
    const stored = await session.tg.gateway.db.selectFrom('mail_verifications').select('code_hash').where('mail', '=', 'new.address@example.com').executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await client.call('user.verify', { purpose: 'mail', code: wrong })).toBe(false);
    expect(session.lastToast()).toBe('The mail code is wrong or has expired');
    expect(await client.call('user.verify', { purpose: 'mail', code })).toEqual({ purpose: 'mail', verifyToken: null, expiresIn: 0, mail: 'new.address@example.com' });
    expect(await client.call('user.selectUserInfo')).toMatchObject({ mail: 'new.address@example.com' });
    expect(await client.call('user.verify', { purpose: 'mail', code })).toBe(false);
  });
});

describe('personal details and real-name authentication', () => {
  it('setInfo stores the details sent and checks names and the birthday', async () => {
    const { client } = session;
    await session.signIn(freshPhone());
    const info = await client.call('user.setInfo', { nameZh: '陳小文', gender: 'F', birthday: '1990-02-28', address: 'Rua do Campo 5, Macau' });
    expect(info).toMatchObject({ info: { nameZh: '陳小文', nameEn: null, gender: 'F', birthday: '1990-02-28', address: 'Rua do Campo 5, Macau' } });
    expect(await client.call('user.setInfo', { nameEn: 'CHAN SIU MAN' })).toMatchObject({ info: { nameZh: '陳小文', nameEn: 'CHAN SIU MAN' } });
    expect(await client.call('user.setInfo', { birthday: '1990-02-30' })).toBe(false);
    expect(session.lastToast()).toBe('Please enter a real date of birth, not after today');
    expect(await client.call('user.setInfo', { nameEn: 'Chan 2' })).toBe(false);
    expect(session.lastToast()).toBe('An English name may contain English letters and spaces only');
    expect(await client.call('user.selectUserInfo')).toMatchObject({ info: { birthday: '1990-02-28', nameEn: 'CHAN SIU MAN' } });
  });

  it('authentication refuses a bad ID number with a localised message and stores nothing', async () => {
    const { client } = session;
    const me = await session.signIn(freshPhone());
    session.setLang('tw');
    expect(await client.call('user.authentication', { name: '陳大文', idType: 'HK', idNumber: '1234567(8)' })).toBe(false);
    expect(session.lastToast()).toBe('香港身份證號碼格式不正確，例如 A123456(7)');
    session.setLang('en');
    expect(await client.call('user.authentication', { name: 'Chan1', idType: 'MO', idNumber: '1234567(8)' })).toBe(false);
    expect(session.lastToast()).toBe('An English name may contain English letters and spaces only');
    expect(await session.tg.gateway.db.selectFrom('account_profiles').selectAll().where('user_id', '=', me.userId).executeTakeFirst()).toBeUndefined();
  });

  it('authentication stores a valid identity once, masked in answers, one account per document', async () => {
    const { client } = session;
    const me = await session.signIn(freshPhone());
    const done = await client.call('user.authentication', { name: 'WONG KA YAN', idType: 'HK', idNumber: 'a765432(1)' });
    expect(done).toMatchObject({ info: { authentication: { name: 'WONG KA YAN', idType: 'HK', idNumberMasked: 'A7******1)' } } });
    const row = await session.tg.gateway.db.selectFrom('account_profiles').selectAll().where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id_type: 'HK', id_number: 'A765432(1)', auth_name: 'WONG KA YAN' });
    expect(await client.call('user.authentication', { name: 'WONG KA YAN', idType: 'CN', idNumber: '11010519491231002X' })).toBe(false);
    expect(session.lastToast()).toBe('Your real-name authentication is already complete');

    await session.signIn(freshPhone());
    expect(await client.call('user.authentication', { name: '黃家欣', idType: 'HK', idNumber: 'A765432(1)' })).toBe(false);
    expect(session.lastToast()).toBe('This identity document is already authenticated on another account');
  });
});
