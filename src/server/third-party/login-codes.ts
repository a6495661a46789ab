/**
 * The one-time code a finished server login puts in the bridge page's address (status=finish&code=...)
 * instead of a session token: an address ends up in histories, logs and Referer headers, so what it carries
 * must be worthless soon after. The code is single use, lives {@link LOGIN_CODE_TTL_MS}, is stored hashed,
 * and the session is only started when the storefront exchanges it by a signed call (login.thirdCode).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { GatewayDb } from '../storage/database.js';
import { insertLoginCode, useLoginCode } from './third-party.repo.js';

/** How long the bridge has to exchange the code: the redirect and one call, so about a minute. */
export const LOGIN_CODE_TTL_MS = 60 * 1000;

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

/**
 * Issues a code that signs `userId` in through the app, for the browser of `browserHash` only (the login
 * browser, ./login-browser.ts); the code itself is only returned, never stored.
 */
export async function issueLoginCode(db: GatewayDb, appId: string, userId: string, browserHash: string, at: Date): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await insertLoginCode(db, {
    code_hash: hashOf(code), app_id: appId, user_id: userId, browser_hash: browserHash,
    created_at: at.toISOString(), expires_at: new Date(at.getTime() + LOGIN_CODE_TTL_MS).toISOString(), used_at: null,
  });
  return code;
}

/** Redeems the code in the browser of `browserHash`: the user it signs in, or null when it is unknown, expired, of another app or browser, or used. */
export async function redeemLoginCode(db: GatewayDb, appId: string, code: string, browserHash: string | null, at: Date): Promise<string | null> {
  if (browserHash === null) return null;
  const row = await useLoginCode(db, hashOf(code), appId, browserHash, at.toISOString());
  return row?.user_id ?? null;
}
