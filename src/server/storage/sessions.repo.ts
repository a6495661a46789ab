/** Queries on `sessions`. Tokens are stored as their SHA-256 only. */
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { GatewayDb, SessionsTable } from './database.js';

export type SessionRow = Selectable<SessionsTable>;

/** The stored form of a session token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a session for `token`. */
export async function insertSession(db: GatewayDb, token: string, userId: string, createdAt: string, expiresAt: string): Promise<void> {
  await db.insertInto('sessions').values({ token_hash: hashToken(token), user_id: userId, created_at: createdAt, expires_at: expiresAt }).execute();
}

/** The session of `token`, live or expired. */
export async function findSession(db: GatewayDb, token: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

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
