/**
 * The one-time credentials a third-party app hands the storefront: an OAuth auth code (login.token)
 * or a token (login.tauth). The sandbox apps issue them; the gateway redeems them once. Stored hashed.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { GatewayDb } from '../storage/database.js';
import { insertSandboxGrant, useSandboxGrant, type ThirdSandboxGrantRow } from './third-sandbox.repo.js';

/** How long a code or token can be redeemed. */
export const GRANT_TTL_MS = 5 * 60 * 1000;

export type GrantKind = ThirdSandboxGrantRow['kind'];

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

/** Issues a code of this kind for the app's account; the code itself is only returned, never stored. */
export async function issueGrant(db: GatewayDb, kind: GrantKind, appId: string, openId: string, at: Date): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await insertSandboxGrant(db, {
    code_hash: hashOf(code), kind, app_id: appId, open_id: openId,
    expires_at: new Date(at.getTime() + GRANT_TTL_MS).toISOString(), used_at: null,
  });
  return code;
}

/** Redeems the code: the open id it was issued for, or null when it is unknown, expired, of another app or used. */
export async function redeemGrant(db: GatewayDb, kind: GrantKind, appId: string, code: string, at: Date): Promise<string | null> {
  const grant = await useSandboxGrant(db, hashOf(code), kind, appId, at.toISOString());
  return grant?.open_id ?? null;
}
