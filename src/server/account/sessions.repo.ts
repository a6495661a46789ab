/** Queries on `sessions`. Tokens are stored as their SHA-256 only. */
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { compiledOnce } from '../storage/compiled-once.js';
import type { GatewayDb, SessionsTable } from '../storage/database.js';
import type { UserRow } from './users.repo.js';

export type SessionRow = Selectable<SessionsTable>;

/** The stored form of a session token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a session for `token`. */
export async function insertSession(db: GatewayDb, token: string, userId: string, createdAt: string, expiresAt: string): Promise<void> {
  await db.insertInto('sessions').values({ token_hash: hashToken(token), user_id: userId, created_at: createdAt, expires_at: expiresAt }).execute();
}

/** A session and the user it belongs to (null when that user is gone). */
export interface SessionWithUser {
  session: SessionRow;
  user: UserRow | null;
}

/**
 * The session of `token`, live or expired, with its user read by the same query: the session check is
 * on every signed-in call, and a second query for the user was a measured part of its cost
 * (docs/decisions/010-gateway-hot-path.md).
 */
export async function findSessionWithUser(db: GatewayDb, token: string): Promise<SessionWithUser | undefined> {
  const row = (await sessionWithUserQuery(db, { tokenHash: hashToken(token) })).rows[0];
  if (!row) return undefined;
  const { session_token_hash, session_user_id, session_created_at, session_expires_at, ...user } = row;
  return {
    session: { token_hash: session_token_hash, user_id: session_user_id, created_at: session_created_at, expires_at: session_expires_at },
    user: user.user_id === null ? null : (user as UserRow),
  };
}

const sessionWithUserQuery = compiledOnce(['tokenHash'], (db, { tokenHash }) => db.selectFrom('sessions')
  .leftJoin('users', 'users.user_id', 'sessions.user_id')
  .selectAll('users')
  .select([
    'sessions.token_hash as session_token_hash', 'sessions.user_id as session_user_id',
    'sessions.created_at as session_created_at', 'sessions.expires_at as session_expires_at',
  ])
  .where('sessions.token_hash', '=', tokenHash));

/** Moves a live session's expiry forward (sliding expiry). */
export async function extendSession(db: GatewayDb, tokenHash: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
}

/** Makes every live session of the user expire at `at` (sandbox: a session timing out on demand); returns how many. */
export async function expireUserSessions(db: GatewayDb, userId: string, at: string): Promise<number> {
  const result = await db.updateTable('sessions').set({ expires_at: at }).where('user_id', '=', userId).where('expires_at', '>', at).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends a session (logout). */
export async function deleteSession(db: GatewayDb, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Forgets sessions that expired before `before`; until then they answer "timed out" rather than "not logged in". */
export async function pruneSessions(db: GatewayDb, before: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
}
