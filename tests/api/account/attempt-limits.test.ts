/**
 * Attempt limits that hold when the attempts arrive at once, on one database shared by two gateways (one
 * SQLite file, or one PostgreSQL schema when the api suite runs on PostgreSQL): an SMS code takes five
 * guesses in all, a phone's password needs a picture code from its fourth attempt, and one client address
 * gets a budget of password logins before each needs a picture code. An attempt the limits refuse is
 * never hashed. Other client addresses are simulated in-process (Fastify inject).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaAnswerHash } from '../../../src/server/account/captchas.js';
import { DEFAULT_LOGIN_BUDGETS } from '../../../src/server/account/sign-in.handlers.js';
import * as passwordHash from '../../../src/server/security/password-hash.js';
import * as smsCodes from '../../../src/server/sms/sms-codes.repo.js';
import { signIn, type CallResult, type TestGateway } from '../server/signed-fetch.js';
import { freshPhone } from '../support/client-session.js';
import { startGatewayPair, type GatewayPair } from '../support/gateway-pair.js';

vi.mock('../../../src/server/security/password-hash.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/server/security/password-hash.js')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

vi.mock('../../../src/server/sms/sms-codes.repo.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/server/sms/sms-codes.repo.js')>();
  return { ...original, liveCode: vi.fn(original.liveCode) };
});

/**
 * Holds every read of the live SMS code until `count` guesses have read it, then lets them all go on: the
 * guesses then overlap as they do when the database is slow under load, on any machine.
 */
function guessesReadTogether(count: number): void {
  const original = vi.mocked(smsCodes.liveCode).getMockImplementation();
  if (!original) throw new Error('liveCode is not wrapped');
  const waiting: (() => void)[] = [];
  vi.mocked(smsCodes.liveCode).mockImplementation(async (...args) => {
    const row = await original(...args);
    if (waiting.length < count) {
      await new Promise<void>((release) => {
        waiting.push(release);
        if (waiting.length === count) waiting.forEach((go) => go());
      });
    }
    return row;
  });
}

const PASSWORD = 'Lotus!Bridge42';
const pairs: GatewayPair[] = [];
afterEach(async () => {
  for (const pair of pairs.splice(0)) await pair.stop();
  vi.mocked(passwordHash.verifyPassword).mockClear();
  vi.mocked(smsCodes.liveCode).mockReset();
});

async function pair(options: Parameters<typeof startGatewayPair>[0] = {}): Promise<GatewayPair> {
  const started = await startGatewayPair(options);
  pairs.push(started);
  return started;
}

/**
 * `count` login calls sent at once from `remoteAddress` (in-process, so they arrive together), alternating
 * between the two gateways; `body(i)` is the i-th payload.
 */
function atOnce(gateways: GatewayPair, count: number, body: (i: number) => Record<string, unknown>, remoteAddress = '192.0.2.10'): Promise<CallResult[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => (i % 2 === 0 ? gateways.a : gateways.b).call('login.submit', body(i), { remoteAddress })));
}

/** A wrong SMS code other than `right`. */
const wrongCode = (right: string, i: number): string => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');

describe('SMS code guesses', () => {
  it('allows five guesses of a code in all when 30 arrive at once, so the right code 16th does not sign in', async () => {
    const gateways = await pair();
    const phone = freshPhone();
    expect((await gateways.a.call('user.smsCode', { areaCode: '853', phone })).envelope.succ).toBe(true);
    const code = await gateways.a.gateway.sandbox?.lastSmsCode('853', phone);
    if (!code) throw new Error('no sandbox code');

    guessesReadTogether(30);
    const results = await atOnce(gateways, 30, (i) => ({ loginType: 'smsCode', areaCode: '853', phone, smsCode: i === 15 ? code : wrongCode(code, i) }));
    expect(results.filter((result) => result.envelope.succ)).toEqual([]);
    expect(results[15]?.envelope).toMatchObject({ succ: false, tipMsg: 'The code is wrong or has expired' });
    // The five guesses are spent: the right code no longer works on either gateway.
    expect((await gateways.b.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone, smsCode: code })).envelope.succ).toBe(false);
  });

  it('still signs in with the right code after four wrong guesses', async () => {
    const gateways = await pair();
    const phone = freshPhone();
    await gateways.a.call('user.smsCode', { areaCode: '853', phone });
    const code = (await gateways.a.gateway.sandbox?.lastSmsCode('853', phone)) ?? '';
    const wrong = await atOnce(gateways, 4, (i) => ({ loginType: 'smsCode', areaCode: '853', phone, smsCode: wrongCode(code, i) }));
    expect(wrong.every((result) => !result.envelope.succ)).toBe(true);
    expect((await gateways.b.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone, smsCode: code })).envelope.succ).toBe(true);
  });
});

/** A registered phone with {@link PASSWORD}, signed out. */
async function phoneWithPassword(tg: TestGateway): Promise<string> {
  const phone = freshPhone();
  const token = await signIn(tg, '853', phone);
  const set = await tg.call('user.setUsernameAndPwd', { username: `lim_${phone}`, password: PASSWORD }, { token });
  if (!set.envelope.succ) throw new Error(`setUsernameAndPwd failed: ${set.text}`);
  return phone;
}

/** A picture code whose answer the test knows (the stored hash replaced by that of a chosen answer). */
async function solvedCaptcha(tg: TestGateway): Promise<{ captchaId: string; captchaCode: string }> {
  const captcha = await tg.call<{ captchaId: string }>('user.captchaImage');
  const captchaId = captcha.envelope.data?.captchaId ?? '';
  const captchaCode = 'K7M2P';
  await tg.gateway.db.updateTable('captchas').set({ answer_hash: captchaAnswerHash(captchaId, captchaCode) }).where('captcha_id', '=', captchaId).execute();
  return { captchaId, captchaCode };
}

describe('password attempts for one phone', () => {
  it('asks the picture code from the fourth of 20 logins sent at once, so the right password last does not sign in', async () => {
    const gateways = await pair();
    const phone = await phoneWithPassword(gateways.a);
    const hashedBefore = vi.mocked(passwordHash.verifyPassword).mock.calls.length;

    const results = await atOnce(gateways, 20, (i) => ({ loginType: 'password', areaCode: '853', phone, password: i === 19 ? PASSWORD : `Lotus!Bridge${i + 50}` }));
    expect(results.filter((result) => result.envelope.succ)).toEqual([]);
    expect(results.filter((result) => result.envelope.tipMsg === 'Wrong phone number or password')).toHaveLength(3);
    const gated = results.filter((result) => result.envelope.tipCode === 'T01002');
    expect(gated).toHaveLength(17);
    expect(gated[0]?.envelope).toMatchObject({ tipType: 'T', data: { token: null, captchaRequired: true } });
    expect(results[19]?.envelope.tipCode).toBe('T01002');
    // Only the three admitted attempts were hashed.
    expect(vi.mocked(passwordHash.verifyPassword).mock.calls.length - hashedBefore).toBe(3);

    // With a picture code the right password signs in, on the other gateway.
    const login = await gateways.b.call('login.submit', { loginType: 'password', areaCode: '853', phone, password: PASSWORD, ...(await solvedCaptcha(gateways.b)) });
    expect(login.envelope.succ).toBe(true);
  });
});

describe('password logins from one client address', () => {
  const address = '203.0.113.7';
  const budget = DEFAULT_LOGIN_BUDGETS.passwordLoginsPerAddress;

  it(`asks a picture code after ${budget} logins a quarter hour from one address, in tw, cn and en, hashing none of the refused`, async () => {
    const gateways = await pair({ loginBudgets: DEFAULT_LOGIN_BUDGETS });
    const hashedBefore = vi.mocked(passwordHash.verifyPassword).mock.calls.length;
    const results = await atOnce(gateways, 50, () => ({ loginType: 'password', areaCode: '853', phone: freshPhone(), password: PASSWORD }), address);

    expect(results.filter((result) => result.envelope.tipMsg === 'Wrong phone number or password')).toHaveLength(budget);
    const gated = results.filter((result) => result.envelope.tipCode === 'T01002');
    expect(gated).toHaveLength(50 - budget);
    expect(gated[0]?.envelope).toMatchObject({
      tipType: 'T', tipMsg: 'Too many sign-ins from this network: enter the picture code to continue', data: { captchaRequired: true },
    });
    expect(vi.mocked(passwordHash.verifyPassword).mock.calls.length - hashedBefore).toBe(budget);

    const login = { loginType: 'password', areaCode: '853', phone: freshPhone(), password: PASSWORD };
    expect((await gateways.a.call('login.submit', login, { remoteAddress: address, lang: 'tw' })).envelope.tipMsg).toBe('此網絡登入次數過多，請輸入圖形驗證碼後再試');
    expect((await gateways.b.call('login.submit', login, { remoteAddress: address, lang: 'cn' })).envelope.tipMsg).toBe('此网络登录次数过多，请输入图形验证码后再试');
    // A solved picture code lets the attempt be checked; another address has its own budget.
    const withCaptcha = await gateways.a.call('login.submit', { ...login, ...(await solvedCaptcha(gateways.a)) }, { remoteAddress: address });
    expect(withCaptcha.envelope.tipMsg).toBe('Wrong phone number or password');
    expect((await gateways.b.call('login.submit', { ...login, phone: freshPhone() }, { remoteAddress: '198.51.100.4' })).envelope.tipMsg).toBe('Wrong phone number or password');
  });
});
