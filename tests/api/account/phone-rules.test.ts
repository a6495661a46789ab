/**
 * The phone rules of docs/spec/storefront-spec.md#5-validation-rules at the gateway, through the storefront's real client: however a number is
 * written (`066770003`, `85366770003`, `+853 6677 0003`, `00853-6677-0003`) it is the one account of
 * `66770003`; a number that is not a mobile of its area code is refused by every call that takes a phone,
 * with its area code's message in the caller's language, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointRequest } from '../../../src/contract/index.js';
import { databaseDump } from '../support/database-dump.js';
import { startAccountSession, type AccountSession } from './account-helpers.js';

let session: AccountSession;
beforeAll(async () => {
  session = await startAccountSession();
});
afterAll(async () => {
  await session.stop();
});

/** Every user row whose phone holds these digits, however it was stored. */
async function usersWithDigits(digits: string) {
  return session.tg.gateway.db.selectFrom('users').select(['user_id', 'area_code', 'phone'])
    .where('phone', 'like', `%${digits}%`).execute();
}

/** Signs in by SMS code with the phone written as given and answers the user the gateway signed in. */
async function signInAs(phone: string, areaCode: '853' | '852' | '86' = '853') {
  const smsCode = await session.smsCode(phone, 'login', areaCode);
  const login = await session.client.call('login.submit', { loginType: 'smsCode', areaCode, phone, smsCode });
  if (!login || !login.token || !login.user) throw new Error(`login as ${phone} failed: ${session.lastToast()}`);
  session.setToken(login.token);
  return login.user;
}

const MESSAGES = {
  '853': { tw: '澳門手機號碼須為 6 字開頭的 8 位數字', en: 'A Macao mobile number has 8 digits and starts with 6' },
  '852': { tw: '香港電話號碼須為 8 位數字', en: 'A Hong Kong number has 8 digits' },
  '86': { tw: '請輸入 11 位中國內地手機號碼', en: 'Enter an 11-digit mainland China mobile number' },
} as const;

describe('one number is one account', () => {
  it('signs every way of writing a Macao mobile into the single account of its 8 digits', async () => {
    const first = await signInAs('66770003');
    expect(first).toMatchObject({ areaCode: '853', phone: '66770003' });
    for (const written of ['066770003', '85366770003', '+853 6677 0003', '00853-6677-0003', ' 6677 0003 ']) {
      // Spread over more than an hour: the phone may have five codes an hour.
      session.advance(12 * 60_000);
      const user = await signInAs(written);
      expect(user, written).toMatchObject({ userId: first.userId, areaCode: '853', phone: '66770003' });
    }
    expect(await usersWithDigits('66770003')).toEqual([{ user_id: first.userId, area_code: '853', phone: '66770003' }]);
  });

  it('does the same for Hong Kong and mainland numbers written with their area code', async () => {
    const hongKong = await signInAs('+852 9123 4567', '852');
    expect(hongKong).toMatchObject({ areaCode: '852', phone: '91234567' });
    expect((await signInAs('85291234567', '852')).userId).toBe(hongKong.userId);
    const mainland = await signInAs('+86 138-1234-5678', '86');
    expect(mainland).toMatchObject({ areaCode: '86', phone: '13812345678' });
    expect((await signInAs('008613812345678', '86')).userId).toBe(mainland.userId);
  });

  it('finds the account by any written form for a forgotten password', async () => {
    const user = await signInAs('66770005');
    const code = await session.smsCode('+853 6677 0005', 'resetPwd');
    const verified = await session.client.call('user.verify', { purpose: 'resetPwd', areaCode: '853', phone: '066770005', code });
    expect(verified).toMatchObject({ purpose: 'resetPwd', verifyToken: expect.any(String) });
    const stored = await session.tg.gateway.db.selectFrom('verify_tokens').select(['user_id', 'phone']).where('purpose', '=', 'resetPwd').execute();
    expect(stored).toEqual([{ user_id: user.userId, phone: '66770005' }]);
  });
});

describe('numbers that are not a mobile of their area code', () => {
  const refused: { areaCode: '853' | '852' | '86'; phone: string; why: string }[] = [
    { areaCode: '853', phone: '56770003', why: 'a Macao number not starting with 6' },
    { areaCode: '853', phone: '+852 6677 0003', why: 'another area code in front' },
    { areaCode: '852', phone: '9123456', why: 'a Hong Kong number of 7 digits' },
    { areaCode: '86', phone: '12812345678', why: 'a mainland number without a mobile prefix' },
    { areaCode: '86', phone: '02012345678', why: 'a mainland fixed line' },
  ];

  it.each(refused)('refuses $why ($areaCode $phone) on every call taking a phone, in tw and en, storing nothing', async ({ areaCode, phone }) => {
    const { client } = session;
    session.advance(61_000);
    const before = await databaseDump(session.tg.gateway.db);

    session.setLang('tw');
    expect(await client.call('user.smsCode', { areaCode, phone })).toBe(false);
    expect(session.lastToast()).toBe(MESSAGES[areaCode].tw);
    session.setLang('en');
    const login = await client.callEnvelope('login.submit', { loginType: 'smsCode', areaCode, phone, smsCode: '123456' });
    expect(login).toMatchObject({ succ: false, tipCode: 'V00400', tipMsg: MESSAGES[areaCode].en, data: { field: 'phone' } });
    expect(await client.call('login.submit', { loginType: 'password', areaCode, phone, password: 'Lotus!Bridge42' })).toBe(false);
    expect(session.lastToast()).toBe(MESSAGES[areaCode].en);
    expect(await client.call('user.isRegister', { areaCode, phone, captchaId: 'c'.repeat(20), captchaCode: 'K7M2P' })).toBe(false);
    expect(session.lastToast()).toBe(MESSAGES[areaCode].en);
    expect(await client.call('user.verify', { purpose: 'resetPwd', areaCode, phone, code: '123456' })).toBe(false);
    expect(session.lastToast()).toBe(MESSAGES[areaCode].en);

    expect(await databaseDump(session.tg.gateway.db)).toBe(before);
  });

  it('keeps a signed-in user on their phone when the new one is not a mobile, and moves them to a new one however written', async () => {
    const { client } = session;
    const user = await signInAs('66770007');
    session.advance(61_000);
    session.setLang('en');
    expect(await client.call('user.smsCode', { areaCode: '853', phone: '56770008', purpose: 'updatePhone' })).toBe(false);
    expect(session.lastToast()).toBe(MESSAGES['853'].en);
    expect(await client.call('user.verify', { purpose: 'updatePhone', areaCode: '853', phone: '56770008', code: '123456' })).toBe(false);
    expect(session.lastToast()).toBe(MESSAGES['853'].en);
    expect(await client.call('user.selectUserInfo')).toMatchObject({ userId: user.userId, phone: '66770007' });

    const code = await session.smsCode('+853 6677 0008', 'updatePhone');
    const verified = await client.call('user.verify', { purpose: 'updatePhone', areaCode: '853', phone: '85366770008', code });
    if (!verified || !verified.verifyToken) throw new Error(`verify failed: ${session.lastToast()}`);
    expect(await client.call('user.updatePhone', { verifyToken: verified.verifyToken })).toMatchObject({ userId: user.userId, phone: '66770008' });
    expect(await usersWithDigits('66770008')).toEqual([{ user_id: user.userId, area_code: '853', phone: '66770008' }]);
  });

  it('stores a relative\'s phone normalised and refuses one that is not a mobile of its area code', async () => {
    const { client } = session;
    const user = await signInAs('66770009');
    const relative: EndpointRequest['user.addRelative'] = {
      englishName: 'LEONG SIO LAN', gender: 'F', dob: '1962-11-02', relation: 'PARENT',
      identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '5123456(7)' },
    };
    const before = await databaseDump(session.tg.gateway.db);
    session.setLang('tw');
    expect(await client.call('user.addRelative', { ...relative, mobilePhoneNo: { code: '853', 853: '56778899' } })).toBe(false);
    expect(session.lastToast()).toBe('電話號碼資料不正確');
    session.setLang('en');
    expect(await client.call('user.addRelative', { ...relative, mobilePhoneNo: { code: '852', 852: '9123456' } })).toBe(false);
    expect(session.lastToast()).toBe('Phone number is not valid');
    expect(await databaseDump(session.tg.gateway.db)).toBe(before);

    const added = await client.call('user.addRelative', { ...relative, mobilePhoneNo: { code: '853', 853: '+853 6677-8899' } });
    expect(added).toMatchObject({ mobilePhoneNo: { code: '853', 853: '66778899' } });
    const rows = await session.tg.gateway.db.selectFrom('relatives').select(['phone_code', 'phone']).where('user_id', '=', user.userId).execute();
    expect(rows).toEqual([{ phone_code: '853', phone: '66778899' }]);
  });
});
