import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, startAccountSession, type AccountSession } from './account-helpers.js';

let session: AccountSession;
beforeAll(async () => {
  session = await startAccountSession();
});
afterAll(async () => {
  await session.stop();
});

describe('picture code and registration check', () => {
  it('draws an SVG without text and stores only a hash of the answer, expiring within 5 minutes', async () => {
    const { client } = session;
    const captcha = await client.call('user.captchaImage');
    if (!captcha) throw new Error('captchaImage failed');
    expect(captcha.expiresIn).toBeLessThanOrEqual(300);
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(captcha.image.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);
    const row = await session.tg.gateway.db.selectFrom('captchas').selectAll().where('captcha_id', '=', captcha.captchaId).executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBeLessThanOrEqual(5 * 60_000);
  });

  it('answers isRegister only with a live picture code, and each code works once', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    const captcha = await session.solvedCaptcha();
    expect(await client.call('user.isRegister', { areaCode: '853', phone, ...captcha })).toEqual({ registered: true });
    expect(await client.call('user.isRegister', { areaCode: '853', phone, ...captcha })).toBe(false);
    expect(session.lastToast()).toBe('The picture code is wrong or has expired');

    const other = await session.solvedCaptcha();
    expect(await client.call('user.isRegister', { areaCode: '853', phone: freshPhone(), ...other, captchaCode: other.captchaCode.toLowerCase() }))
      .toEqual({ registered: false });

    const wrong = await session.solvedCaptcha();
    expect(await client.call('user.isRegister', { areaCode: '853', phone, captchaId: wrong.captchaId, captchaCode: 'AAAAA' })).toBe(false);
    // A wrong guess spends the picture: the right answer no longer works.
    expect(await client.call('user.isRegister', { areaCode: '853', phone, ...wrong })).toBe(false);
  });

  it('refuses an expired picture code (gateway clock)', async () => {
    const captcha = await session.solvedCaptcha();
    session.advance(5 * 60_000 + 1000);
    expect(await session.client.call('user.isRegister', { areaCode: '853', phone: freshPhone(), ...captcha })).toBe(false);
    expect(session.lastToast()).toBe('The picture code is wrong or has expired');
  });
});

describe('password login', () => {
  it('answers a wrong phone and a wrong password alike, and needs a picture code after 3 failures', async () => {
    const { client } = session;
    const phone = freshPhone();
    await session.signIn(phone);
    expect(await client.call('user.setUsernameAndPwd', { username: `cap_${phone}`, password: 'Lotus!Bridge42' })).toBeTruthy();
    session.setToken(null);

    const wrongPassword = await client.callEnvelope('login.submit', { loginType: 'password', areaCode: '853', phone, password: 'Lotus!Bridge43' });
    const unknownPhone = await client.callEnvelope('login.submit', { loginType: 'password', areaCode: '853', phone: freshPhone(), password: 'Lotus!Bridge42' });
    expect(wrongPassword).toMatchObject({ succ: false, tipCode: 'V00400', tipMsg: 'Wrong phone number or password' });
    expect(unknownPhone).toEqual(wrongPassword);

    await client.callEnvelope('login.submit', { loginType: 'password', areaCode: '853', phone, password: 'Lotus!Bridge44' });
    const third = await client.callEnvelope('login.submit', { loginType: 'password', areaCode: '853', phone, password: 'Lotus!Bridge45' });
    expect(third).toMatchObject({ succ: false, data: { captchaRequired: true } });

    // The right password without a picture code: T01002, a notice, no token.
    const gated = await client.callEnvelope('login.submit', { loginType: 'password', areaCode: '853', phone, password: 'Lotus!Bridge42' });
    expect(gated).toMatchObject({ succ: false, tipCode: 'T01002', tipType: 'T', data: { token: null, captchaRequired: true } });

    const spent = await session.solvedCaptcha();
    const wrongCode = await client.callEnvelope('login.submit', { loginType: 'password', areaCode: '853', phone, password: 'Lotus!Bridge42', captchaId: spent.captchaId, captchaCode: 'WXYZ2' });
    expect(wrongCode).toMatchObject({ succ: false, tipMsg: 'The picture code is wrong or has expired' });

    const captcha = await session.solvedCaptcha();
    const login = await client.call('login.submit', { loginType: 'password', areaCode: '853', phone, password: 'Lotus!Bridge42', ...captcha });
    expect(login).toMatchObject({ token: expect.any(String), user: { phone } });
    // A success clears the count: the next login needs no picture code.
    expect(await client.call('login.submit', { loginType: 'password', areaCode: '853', phone, password: 'Lotus!Bridge42' })).toMatchObject({ user: { phone } });
  });

  it('hides the recommender when it was not recorded (phone already registered)', async () => {
    const phone = freshPhone();
    await session.signIn(phone);
    const smsCode = await session.smsCode(phone, 'login');
    const login = await session.client.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone, smsCode, recommender: 'ABCD2345' });
    expect(login).toMatchObject({ hideRecommender: true, user: { phone } });
    const invited = await session.tg.gateway.db.selectFrom('invitations').selectAll().where('invitee_user_id', '=', login ? login.user?.userId ?? '' : '').execute();
    expect(invited).toEqual([]);
  });
});
