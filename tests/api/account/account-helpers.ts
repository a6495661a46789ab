/** Shared steps of the account api tests: a gateway with a movable clock, SMS codes by purpose, solved picture codes. */
import { captchaAnswerHash } from '../../../src/server/account/captchas.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

export interface AccountSession extends ClientSession {
  /** Moves the gateway (and client) clock forward. */
  advance(ms: number): void;
  /** Asks an SMS code for `purpose` and answers it (sandbox). */
  smsCode(phone: string, purpose: 'login' | 'resetPwd' | 'updatePhone', areaCode?: '853' | '852' | '86'): Promise<string>;
  /** Signs `phone` in once more and answers that session's token; the session keeps using it. */
  signInAgain(phone: string): Promise<string>;
  /** A picture code whose answer the test knows: the stored hash is replaced by the hash of a chosen answer. */
  solvedCaptcha(): Promise<{ captchaId: string; captchaCode: string }>;
}

/** A client session on a gateway whose clock the test moves (SMS codes allow one per phone per minute). */
export async function startAccountSession(): Promise<AccountSession> {
  let clockMs = Date.now();
  const session = await startClientSession({ clock: () => clockMs });
  const { client } = session;
  const advance = (ms: number): void => { clockMs += ms; };
  return {
    ...session,
    advance,
    async smsCode(phone, purpose, areaCode = '853') {
      advance(61_000);
      if (!(await client.call('user.smsCode', { areaCode, phone, purpose }))) throw new Error(`smsCode failed: ${session.lastToast()}`);
      const code = await session.tg.gateway.sandbox?.lastSmsCode(areaCode, phone);
      if (!code) throw new Error('no sandbox code');
      return code;
    },
    async signInAgain(phone) {
      advance(61_000);
      await session.signIn(phone);
      const token = session.token();
      if (!token) throw new Error('no token');
      return token;
    },
    async solvedCaptcha() {
      const captcha = await client.call('user.captchaImage');
      if (!captcha) throw new Error('captchaImage failed');
      const captchaCode = 'K7M2P';
      await session.tg.gateway.db.updateTable('captchas').set({ answer_hash: captchaAnswerHash(captcha.captchaId, captchaCode) })
        .where('captcha_id', '=', captcha.captchaId).execute();
      return { captchaId: captcha.captchaId, captchaCode };
    },
  };
}

export { freshPhone };
