/**
 * Sessions: a random bearer token in x-mo-session-id, stored hashed, with a sliding idle expiry and an
 * absolute lifetime however active the session is ({@link SESSION_MAX_LIFETIME_MS}), so a stolen token
 * cannot be kept alive for ever.
 * An unknown or missing token is "not logged in" (S00001); an expired one is "timed out" (S00002)
 * until it is swept, so the storefront can tell the user why they must sign in again. Both are
 * answered with HTTP 401 (the envelope's succ false and tip code carry the meaning for the client).
 */
import { randomBytes } from 'node:crypto';
import { TIP_CODES } from '../../contract/index.js';
import { GatewayError } from '../gateway-error.js';
import { endOtherSessions } from '../account/account-sessions.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { deleteSession, extendSession, findSessionWithUser, insertSession, pruneSessions } from '../account/sessions.repo.js';
import type { UserRow } from '../account/users.repo.js';

/** A session ends after this long without a call. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** A session ends this long after it started, however active (then S00002, like an idle one). */
export const SESSION_MAX_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Expired sessions answer S00002 for this long, then S00001. */
export const EXPIRED_SESSION_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry is written back at most this often per session (a write per call is wasted work). */
const EXTEND_GRANULARITY_MS = 60_000;

export interface SessionGuard {
  /**
   * The signed-in user; throws 401 S00001 / S00002 otherwise. With `before`, a session's idle expiry is written
   * back only once `before` resolved (the call's nonce committed as new), and not at all when it rejects: a call
   * whose nonce is still being recorded (src/server/routes/api-routes.ts NONCE_SHARING_ENDPOINTS) may be a replay,
   * and a replay changes nothing.
   */
  requireUser(token: string, before?: Promise<unknown>): Promise<UserRow>;
  /** The signed-in user, or null for anyone else (optional-access calls). */
  optionalUser(token: string): Promise<UserRow | null>;
  /** Starts a session; returns its token. `db` is a transaction to write it in (the sign-in's), if any. */
  start(userId: string, db?: GatewayDb): Promise<string>;
  /** Ends the session of `token`, if any. */
  end(token: string): Promise<void>;
  /** Ends every session of the user (logout everywhere); returns how many ended. */
  endAll(userId: string): Promise<number>;
}

/** Builds the guard over the sessions table and the gateway clock. */
export function createSessionGuard(db: GatewayDb, now: () => Date): SessionGuard {
  let lastSweep = 0;
  const sweep = async (clock: number): Promise<void> => {
    if (clock - lastSweep < 60 * 60 * 1000) return;
    lastSweep = clock;
    await pruneSessions(db, new Date(clock - EXPIRED_SESSION_MEMORY_MS).toISOString());
  };

  const resolve = async (token: string, before?: Promise<unknown>): Promise<{ user: UserRow } | { refused: 'notLoggedIn' | 'timedOut' }> => {
    if (!token) return { refused: 'notLoggedIn' };
    const clock = now().getTime();
    await sweep(clock);
    const found = await findSessionWithUser(db, token);
    if (!found) return { refused: 'notLoggedIn' };
    const { session, user } = found;
    const expiresAt = Date.parse(session.expires_at);
    const endsAt = Date.parse(session.created_at) + SESSION_MAX_LIFETIME_MS;
    if (expiresAt <= clock || endsAt <= clock) return { refused: 'timedOut' };
    if (!user) return { refused: 'notLoggedIn' };
    // The stored expiry never passes the absolute end, so the sweep forgets a session on time.
    const renewed = Math.min(clock + SESSION_IDLE_MS, endsAt);
    if (renewed - expiresAt >= EXTEND_GRANULARITY_MS) {
      await before;
      await extendSession(db, session.token_hash, new Date(renewed).toISOString());
    }
    return { user };
  };

  return {
    async requireUser(token, before) {
      const result = await resolve(token, before);
      if ('user' in result) return result.user;
      throw result.refused === 'timedOut'
        ? new GatewayError(401, TIP_CODES.sessionTimedOut, 'gateway.sessionTimedOut')
        : new GatewayError(401, TIP_CODES.notLoggedIn, 'gateway.notLoggedIn');
    },
    async optionalUser(token) {
      const result = await resolve(token);
      return 'user' in result ? result.user : null;
    },
    async start(userId, trx = db) {
      const token = randomBytes(32).toString('base64url');
      const clock = now().getTime();
      await insertSession(trx, token, userId, new Date(clock).toISOString(), new Date(clock + SESSION_IDLE_MS).toISOString());
      return token;
    },
    async end(token) {
      if (token) await deleteSession(db, token);
    },
    async endAll(userId) {
      return endOtherSessions(db, userId, '');
    },
  };
}
