/** The sandbox hook that times out a user's sessions on demand (for browser tests of a session ending mid-flow). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestGateway, type TestGateway } from './signed-fetch.js';

let clockMs = Date.now();
let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway({ clock: () => clockMs });
});
afterAll(async () => {
  await tg.stop();
});

describe('sandbox.expireSessions', () => {
  it("times out only that phone's live sessions: their next call answers S00002, a new login works", async () => {
    const sandbox = tg.gateway.sandbox;
    if (!sandbox) throw new Error('The gateway is not in sandbox mode');
    const token = await signIn(tg, '853', '66700001');
    const other = await signIn(tg, '853', '66700002');
    expect((await tg.call('user.selectUserInfo', {}, { token })).envelope.succ).toBe(true);

    expect(await sandbox.expireSessions('853', '66700001')).toBe(1);
    clockMs += 1;
    const timedOut = await tg.call('user.selectUserInfo', {}, { token });
    expect(timedOut.status).toBe(401);
    expect(timedOut.envelope).toMatchObject({ succ: false, tipCode: 'S00002' });
    expect((await tg.call('user.selectUserInfo', {}, { token: other })).envelope.succ).toBe(true);
    // Already timed out: nothing left to expire; an unknown phone has no session.
    expect(await sandbox.expireSessions('853', '66700001')).toBe(0);
    expect(await sandbox.expireSessions('853', '66700999')).toBe(0);

    clockMs += 61_000;
    const fresh = await signIn(tg, '853', '66700001');
    expect((await tg.call('user.selectUserInfo', {}, { token: fresh })).envelope.succ).toBe(true);
  });

  it('is not there in production mode', async () => {
    const production = await startTestGateway({ mode: 'production' });
    try {
      expect(production.gateway.sandbox).toBeUndefined();
    } finally {
      await production.stop();
    }
  });
});
