import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_POINTS, recordInvitation } from '../../../src/server/engagement/invitations.repo.js';
import { macaoToday } from '../../../src/server/calendar/macao-clock.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

const DAY_MS = 86_400_000;
let shift = 0;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => Date.now() + shift });
});
afterAll(async () => {
  await session.stop();
});

/** Moves the gateway clock to noon (Macao) of `date` and signs `phone` in again (sessions lapse meanwhile). */
async function travelTo(date: string, phone: string): Promise<void> {
  shift = Date.parse(`${date}T04:00:00Z`) - Date.now();
  await session.signIn(phone);
}

async function availableIds(): Promise<string[]> {
  const available = await session.client.call('coupon.list', { status: 'available' });
  return available ? available.items.map((coupon) => coupon.couponId) : [];
}

describe('validity by the gateway clock', () => {
  it('a coupon past its last day is listed as expired', async () => {
    const { client } = session;
    shift = 0;
    const phone = freshPhone();
    await session.signIn(phone);
    const received = await client.call('coupon.receive', { code: 'HOME10' });
    if (!received) throw new Error(`coupon.receive failed: ${session.lastToast()}`);
    await travelTo(received.validUntil, phone);
    expect(await availableIds()).toContain(received.couponId);

    const nextDay = new Date(Date.parse(received.validUntil) + DAY_MS).toISOString().slice(0, 10);
    await travelTo(nextDay, phone);
    const expired = await client.call('coupon.list', { status: 'expired' });
    expect(expired && expired.items.find((c) => c.couponId === received.couponId)).toMatchObject({ status: 'expired' });
    expect(await availableIds()).not.toContain(received.couponId);
  });

  it('earned points show as expiring soon, then lapse once at the end of the following year', async () => {
    const { client } = session;
    shift = 0;
    const invitee = await session.signIn();
    const phone = freshPhone();
    await session.signIn(phone);
    const info = await client.call('invite.info');
    if (!info) throw new Error('invite.info failed');
    const earnedOn = macaoToday(new Date());
    expect(await recordInvitation(session.tg.gateway.db, { inviteeUserId: invitee.userId, recommender: info.inviteCode, at: new Date().toISOString() })).toBe(true);
    const lapseOn = `${Number(earnedOn.slice(0, 4)) + 1}-12-31`;

    await travelTo(`${Number(earnedOn.slice(0, 4)) + 1}-12-01`, phone);
    expect(await client.call('points.summary')).toMatchObject({ balance: INVITATION_POINTS, expiringSoon: { points: INVITATION_POINTS, on: lapseOn } });

    await travelTo(`${Number(earnedOn.slice(0, 4)) + 2}-01-01`, phone);
    expect(await client.call('points.summary')).toMatchObject({ balance: 0, expiringSoon: { points: 0, on: null } });
    const ledger = await client.call('points.list', { page: 1, pageSize: 10 });
    expect(ledger && ledger.items.map((entry) => [entry.reason, entry.delta])).toEqual([['expired', -INVITATION_POINTS], ['invitation', INVITATION_POINTS]]);
    expect(await client.call('user.selectUserInfo')).toMatchObject({ points: 0 });
  });
});
