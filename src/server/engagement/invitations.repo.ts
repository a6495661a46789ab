/**
 * Queries on `invite_codes` and `invitations`: each user's invite code (made on first use) and who
 * registered with whose code. An inviter earns points for each new user they bring.
 */
import { randomInt } from 'node:crypto';
import type { GatewayDb } from '../storage/database.js';
import { addPoints } from './points.repo.js';

/** Points an inviter earns when someone registers with their code. */
export const INVITATION_POINTS = 50;

/** Letters and digits people cannot confuse when reading a code aloud (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

function randomInviteCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The user's invite code, made and stored on first use. */
export async function inviteCodeFor(db: GatewayDb, userId: string, now: Date): Promise<string> {
  for (;;) {
    const existing = await db.selectFrom('invite_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
    if (existing) return existing.code;
    // A clash on the code (or a concurrent first use by the same user) inserts nothing: look again.
    await db.insertInto('invite_codes').values({ user_id: userId, code: randomInviteCode(), created_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing()).execute();
  }
}

/**
 * Records that `inviteeUserId` registered with the invite code `recommender` and credits the inviter.
 * False (nothing stored) for an unknown code, one's own code, or a user already invited.
 */
export async function recordInvitation(
  db: GatewayDb,
  { inviteeUserId, recommender, at }: { inviteeUserId: string; recommender: string; at: string },
): Promise<boolean> {
  const owner = await db.selectFrom('invite_codes').select('user_id').where('code', '=', recommender.trim().toUpperCase()).executeTakeFirst();
  if (!owner || owner.user_id === inviteeUserId) return false;
  const inTransaction = <T>(work: (trx: GatewayDb) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    const inserted = await trx.insertInto('invitations').values({
      invitee_user_id: inviteeUserId, inviter_user_id: owner.user_id, code: recommender.trim().toUpperCase(),
      invited_at: at, points_awarded: INVITATION_POINTS,
    }).onConflict((oc) => oc.column('invitee_user_id').doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await addPoints(trx, { userId: owner.user_id, delta: INVITATION_POINTS, reason: 'invitation', ref: inviteeUserId, now: new Date(at) });
    return true;
  });
}

export interface InviteeRow {
  area_code: string;
  phone: string;
  invited_at: string;
  points_awarded: number;
}

/** The people `inviterUserId` invited, newest first, one page. */
export async function listInvitees(db: GatewayDb, inviterUserId: string, offset: number, limit: number): Promise<{ rows: InviteeRow[]; total: number }> {
  const rows = await db.selectFrom('invitations').innerJoin('users', 'users.user_id', 'invitations.invitee_user_id')
    .select(['users.area_code', 'users.phone', 'invitations.invited_at', 'invitations.points_awarded'])
    .where('invitations.inviter_user_id', '=', inviterUserId)
    .orderBy('invitations.invited_at', 'desc').orderBy('invitations.invitee_user_id', 'asc').offset(offset).limit(limit).execute();
  const count = await db.selectFrom('invitations').select((eb) => eb.fn.countAll().as('n')).where('inviter_user_id', '=', inviterUserId).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
