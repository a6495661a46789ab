/**
 * Picture codes (user.captchaImage): issued with a random id, only the hash of the answer stored,
 * valid {@link CAPTCHA_TTL_S} seconds, and spent by the first check whatever its outcome, so each
 * picture allows one guess.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayDb } from '../storage/database.js';
import { insertCaptcha, spendCaptcha } from './account-captchas.repo.js';
import { captchaImage, randomCaptchaCode } from './captcha-image.js';

export const CAPTCHA_TTL_S = 5 * 60;

/** The stored form of a picture code's answer (compared upper-cased: the answer is case-insensitive). */
export function captchaAnswerHash(captchaId: string, answer: string): string {
  return createHash('sha256').update(`${captchaId}:${answer.toUpperCase()}`).digest('hex');
}

/** A new picture code. */
export async function issueCaptcha(db: GatewayDb, now: Date): Promise<{ captchaId: string; image: string; expiresIn: number }> {
  const captchaId = randomBytes(18).toString('base64url');
  const code = randomCaptchaCode();
  await insertCaptcha(db, {
    captcha_id: captchaId, answer_hash: captchaAnswerHash(captchaId, code), used: 0,
    expires_at: new Date(now.getTime() + CAPTCHA_TTL_S * 1000).toISOString(), created_at: now.toISOString(),
  }, now.toISOString());
  return { captchaId, image: captchaImage(code), expiresIn: CAPTCHA_TTL_S };
}

/** True when `answer` is the live picture code's; the code is spent either way. */
export async function checkCaptcha(db: GatewayDb, now: Date, captchaId: string, answer: string): Promise<boolean> {
  const stored = await spendCaptcha(db, captchaId, now.toISOString());
  if (stored === undefined) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(captchaAnswerHash(captchaId, answer), 'hex'));
}
