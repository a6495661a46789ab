/**
 * One-time SMS codes: 6 random digits, stored hashed, single use, valid 10 minutes, at most one
 * per 60 s and five per hour per phone, dead after five wrong guesses. The same answers are given for
 * registered and unknown phones, so the call reveals nothing about who has an account. A code is bound to
 * the purpose it was sent for (its hash includes it): a login code does not verify a password reset.
 *
 * The reference gateway has no SMS provider: in sandbox mode the code is printed to the gateway log
 * and kept in memory for tests; in production mode sending is refused.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { TIP_CODES } from '../../contract/index.js';
import { GatewayError } from '../gateway-error.js';
import type { GatewayDb } from '../storage/database.js';
import { codeTimesSince, insertCode, liveCode, recordWrongAttempt, useCode } from '../storage/sms-codes.repo.js';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_AFTER_S = 60;
export const SMS_MAX_PER_HOUR = 5;
export const SMS_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

/** What a code is for; a registration is a first login. */
export type SmsPurpose = 'login' | 'resetPwd' | 'updatePhone';

export interface SmsCodeService {
  /** Sends a code; throws 429 when the phone asked too often, 503 without an SMS provider. */
  send(areaCode: string, phone: string, purpose?: SmsPurpose): Promise<{ resendAfter: number }>;
  /** True (and the code is spent) when `code` is the phone's live code and was sent for `purpose`. */
  verify(areaCode: string, phone: string, code: string, purpose?: SmsPurpose): Promise<boolean>;
  /** Sandbox only: the last code sent to the phone, or null. */
  lastCode(areaCode: string, phone: string): string | null;
}

function hashCode(areaCode: string, phone: string, code: string, purpose: SmsPurpose): string {
  const scope = purpose === 'login' ? '' : `${purpose}:`;
  return createHash('sha256').update(`${scope}${areaCode}:${phone}:${code}`).digest('hex');
}

export interface SmsCodeServiceOptions {
  db: GatewayDb;
  now: () => Date;
  mode: 'sandbox' | 'production';
  /** Where the sandbox prints codes. */
  notice: (line: string) => void;
}

/** Builds the code service. */
export function createSmsCodeService({ db, now, mode, notice }: SmsCodeServiceOptions): SmsCodeService {
  const sandboxCodes = new Map<string, string>();
  const key = (areaCode: string, phone: string): string => `${areaCode} ${phone}`;

  return {
    async send(areaCode, phone, purpose = 'login') {
      if (mode !== 'sandbox') throw new GatewayError(503, TIP_CODES.serverError, 'gateway.smsUnavailable');
      const clock = now().getTime();
      const recent = await codeTimesSince(db, areaCode, phone, new Date(clock - HOUR_MS).toISOString());
      const newest = recent[0];
      const oldest = recent[recent.length - 1];
      let waitMs = 0;
      if (newest !== undefined) waitMs = Math.max(waitMs, Date.parse(newest) + SMS_RESEND_AFTER_S * 1000 - clock);
      if (recent.length >= SMS_MAX_PER_HOUR && oldest !== undefined) waitMs = Math.max(waitMs, Date.parse(oldest) + HOUR_MS - clock);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new GatewayError(429, TIP_CODES.tooMany, 'gateway.smsRateLimited', { seconds }, 'E', { resendAfter: seconds });
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertCode(db, {
        area_code: areaCode,
        phone,
        code_hash: hashCode(areaCode, phone, code, purpose),
        expires_at: new Date(clock + SMS_CODE_TTL_MS).toISOString(),
        used: 0,
        attempts: 0,
        created_at: new Date(clock).toISOString(),
      });
      sandboxCodes.set(key(areaCode, phone), code);
      notice(`[sandbox] SMS code for +${areaCode} ${phone}: ${code}`);
      return { resendAfter: SMS_RESEND_AFTER_S };
    },
    async verify(areaCode, phone, code, purpose = 'login') {
      const live = await liveCode(db, areaCode, phone, now().toISOString());
      if (!live) return false;
      const expected = Buffer.from(live.code_hash, 'hex');
      const given = Buffer.from(hashCode(areaCode, phone, code, purpose), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await recordWrongAttempt(db, live.id, SMS_MAX_ATTEMPTS);
        return false;
      }
      return useCode(db, live.id);
    },
    lastCode(areaCode, phone) {
      return sandboxCodes.get(key(areaCode, phone)) ?? null;
    },
  };
}
