/**
 * A session slid every 2 hours with no end (one token lived 40 days). Now a session
 * ends 30 days after it started however active it is (S00002, like an idle one), and "logout everywhere"
 * (login.logoutAll) ends every session of the user at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, SESSION_MAX_LIFETIME_MS } from '../../../src/server/security/session-guard.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

let clockMs = Date.now();
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => clockMs, notice: () => undefined });
});
afterAll(async () => {
  await session.stop();
});

/** Signs the phone in again a minute later (one SMS code a minute); the new session's token. */
async function signInAgain(phone: string): Promise<string> {
  clockMs += 61_000;
  await session.signIn(phone);
  return session.token() ?? '';
}

/** What a call with `token` answers: its tip code. */
async function tipCodeWith(token: string): Promise<string | null> {
  const answer = await session.tg.call('user.selectUserInfo', {}, { token });
  return answer.envelope.tipCode;
}

describe('session lifetime', () => {
  it('a session used every hour and a half still ends 30 days after it started, with S00002', async () => {
    const started = clockMs;
    await session.signIn();
    const token = session.token() ?? '';
    const step = SESSION_IDLE_MS * 0.75;
    while (clockMs + step < started + SESSION_MAX_LIFETIME_MS - 60_000) {
      clockMs += step;
      expect(await tipCodeWith(token)).not.toMatch(/^S0000/);
    }
    clockMs = started + SESSION_MAX_LIFETIME_MS - 60_000;
    expect(await tipCodeWith(token)).not.toMatch(/^S0000/);
    clockMs = started + SESSION_MAX_LIFETIME_MS + 1000;
    const ended = await session.tg.call('user.selectUserInfo', {}, { token });
    expect(ended.status).toBe(401);
    expect(ended.envelope).toMatchObject({ succ: false, tipCode: 'S00002', tipMsg: 'Your session timed out, please sign in again' });
  });

  it('logout everywhere ends every session of the user, this one included, and no one else\'s', async () => {
    const phone = freshPhone();
    const devices = [await signInAgain(phone), await signInAgain(phone), await signInAgain(phone)];
    const someoneElse = await signInAgain(freshPhone());
    for (const token of [...devices, someoneElse]) expect(await tipCodeWith(token)).not.toMatch(/^S0000/);

    session.setToken(devices[1] ?? '');
    expect(await session.client.call('login.logoutAll')).toEqual({ loggedOut: true, sessionsEnded: 3 });
    for (const token of devices) expect(await tipCodeWith(token)).toBe('S00001');
    expect(await tipCodeWith(someoneElse)).not.toMatch(/^S0000/);

    // Signed out, there is nothing to end: the call needs a session.
    expect(await session.client.call('login.logoutAll')).toBe(false);
  });
});
