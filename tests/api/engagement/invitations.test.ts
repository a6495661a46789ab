import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_POINTS, recordInvitation } from '../../../src/server/engagement/invitations.repo.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

describe('invitations', () => {
  it('a new user registering with my code shows in my invitations, masked, and earns me points once', async () => {
    const { client } = session;
    const { db } = session.tg.gateway;
    const invitee = await session.signIn('66778899');
    const other = await session.signIn('66770011');
    const inviter = await session.signIn();

    const before = await client.call('invite.info');
    if (!before) throw new Error(`invite.info failed: ${session.lastToast()}`);
    expect(before).toMatchObject({ invitedCount: 0, pointsEarned: 0, pointsPerInvite: INVITATION_POINTS });
    expect(before.inviteCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(before.sharePath).toBe(`/pages/login/index?recommender=${before.inviteCode}`);
    expect(await client.call('invite.info')).toMatchObject({ inviteCode: before.inviteCode });
    const pointsBefore = await client.call('points.summary');

    const at = new Date().toISOString();
    expect(await recordInvitation(db, { inviteeUserId: invitee.userId, recommender: 'UNKNOWN1', at })).toBe(false);
    expect(await recordInvitation(db, { inviteeUserId: inviter.userId, recommender: before.inviteCode, at })).toBe(false);
    expect(await recordInvitation(db, { inviteeUserId: invitee.userId, recommender: before.inviteCode.toLowerCase(), at })).toBe(true);
    expect(await recordInvitation(db, { inviteeUserId: invitee.userId, recommender: before.inviteCode, at })).toBe(false);

    const after = await client.call('invite.info');
    expect(after).toMatchObject({ invitedCount: 1, pointsEarned: INVITATION_POINTS });
    const list = await client.call('invite.list', { page: 1, pageSize: 10 });
    expect(list).toEqual({ total: 1, items: [{ areaCode: '853', maskedPhone: '66****99', invitedAt: at, points: INVITATION_POINTS }] });
    expect(JSON.stringify(list)).not.toContain(invitee.phone);
    expect(await client.call('points.summary')).toMatchObject({ balance: (pointsBefore ? pointsBefore.balance : NaN) + INVITATION_POINTS });
    const ledger = await client.call('points.list', {});
    expect(ledger && ledger.items[0]).toMatchObject({ delta: INVITATION_POINTS, reason: 'invitation', description: 'Points for inviting a friend' });

    // Nobody else was credited.
    const stored = await db.selectFrom('invitations').selectAll().where('invitee_user_id', 'in', [invitee.userId, other.userId]).execute();
    expect(stored.map((row) => row.inviter_user_id)).toEqual([inviter.userId]);
  });
});
