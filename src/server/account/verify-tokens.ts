/**
 * The verifyToken of user.verify: proof that an SMS code for a purpose was entered. Random, stored as
 * its SHA-256, bound to the user and the proved phone, single use, valid {@link VERIFY_TOKEN_TTL_S}
 * seconds by the gateway clock.
 */
import { randomBytes } from 'node:crypto';
import { TIP_CODES } from '../../contract/index.js';
import { GatewayError } from '../gateway-error.js';
import type { GatewayDb } from '../storage/database.js';
import { hashToken } from './sessions.repo.js';
import { insertVerifyToken, spendVerifyToken, type VerifyTokenRow } from './account-verify-tokens.repo.js';

export const VERIFY_TOKEN_TTL_S = 10 * 60;

export type VerifyPurpose = VerifyTokenRow['purpose'];

/** A new token for what the code proved. */
export async function issueVerifyToken(
  db: GatewayDb, now: Date, proof: { purpose: VerifyPurpose; userId: string; areaCode: string; phone: string },
): Promise<{ verifyToken: string; expiresIn: number }> {
  const verifyToken = randomBytes(32).toString('base64url');
  await insertVerifyToken(db, {
    token_hash: hashToken(verifyToken), purpose: proof.purpose, user_id: proof.userId, area_code: proof.areaCode, phone: proof.phone,
    expires_at: new Date(now.getTime() + VERIFY_TOKEN_TTL_S * 1000).toISOString(), used: 0, created_at: now.toISOString(),
  });
  return { verifyToken, expiresIn: VERIFY_TOKEN_TTL_S };
}

/**
 * Spends the token for `purpose` (and, when `userId` is given, only the token of that user); a token
 * that is unknown, expired, spent, of another purpose or another user is V00400 verifyTokenInvalid.
 */
export async function spendVerifyTokenFor(db: GatewayDb, now: Date, token: string, purpose: VerifyPurpose, userId?: string): Promise<VerifyTokenRow> {
  const row = await spendVerifyToken(db, hashToken(token), purpose, now.toISOString());
  if (!row || (userId !== undefined && row.user_id !== userId)) {
    throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.account.verifyTokenInvalid');
  }
  return row;
}
