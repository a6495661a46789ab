/**
 * One-time SMS codes: 6 random digits, stored hashed, single use, valid 10 minutes, dead after five
 * guesses (each guess takes its place before it is compared, so guesses sent at once cannot exceed it).
 * The same answers are given for registered and unknown phones, so the call reveals nothing about who has
 * an account. A code is bound to the purpose it was sent for (its hash includes it): a login code
 * does not verify a password reset.
 *
 * Sending is budgeted per phone (one per 60 s, five per hour), per client address and overall (per hour,
 * {@link SmsBudgets}). Every budget counts the `sms_sends` log in the database, so it holds across gateway
 * instances on one database; the count and the log entry happen in one transaction holding the send lock
 * row, so of two racing sends only one can take a budget's last place. A refused send logs and sends
 * nothing.
 *
 * The reference gateway has no SMS provider: in sandbox mode the code is printed to the gateway log and
 * kept in the send log for the loopback read-out of any instance; in production mode sending is refused.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { TIP_CODES } from '../../contract/index.js';
import { normalizePhone, PHONE_AREA_CODES, type PhoneAreaCode } from '../../engine/index.js';
import { GatewayError } from '../gateway-error.js';
import type { GatewayMetrics, SmsBudgetName } from '../observability/gateway-metrics.js';
import { addressBudgetKey } from '../security/client-address.js';
import type { GatewayDb } from '../storage/database.js';
import { claimAttempt, insertCode, liveCode, retireCode, useCode } from './sms-codes.repo.js';
import { latestSandboxCode, pruneSends, recordSend, sendTimes, withSendLock, type SendScope } from './sms-sends.repo.js';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_AFTER_S = 60;
export const SMS_MAX_PER_HOUR = 5;
export const SMS_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

/** How many codes may be sent per hour beyond the per-phone limits. */
export interface SmsBudgets {
  /** From one client address (an IPv4 address or an IPv6 /64); default {@link DEFAULT_SMS_BUDGETS}. */
  perAddressPerHour: number;
  /** By the whole gateway (every instance on its database). */
  perHour: number;
}

/** 10 per client address and 200 overall per hour. */
export const DEFAULT_SMS_BUDGETS: Readonly<SmsBudgets> = { perAddressPerHour: 10, perHour: 200 };

/** What a code is for; a registration is a first login. */
export type SmsPurpose = 'login' | 'resetPwd' | 'updatePhone';

export interface SmsCodeService {
  /**
   * Sends a code; throws 429 (with the seconds to wait in the message, `data.resendAfter` and Retry-After)
   * when a budget is spent, 503 without an SMS provider. `clientAddress` is the caller's socket address.
   */
  send(areaCode: string, phone: string, purpose: SmsPurpose, clientAddress: string): Promise<{ resendAfter: number }>;
  /** True (and the code is spent) when `code` is the phone's live code and was sent for `purpose`. */
  verify(areaCode: string, phone: string, code: string, purpose?: SmsPurpose): Promise<boolean>;
  /**
   * {@link verify} without spending the code: the right code's id, or null. The guess is counted (committed) as in
   * verify; the caller spends the code with `spend` in the transaction of what the code allows (the sign-in's), so
   * the two commit once, and a code another request spent first leaves that transaction to be rolled back.
   */
  check(areaCode: string, phone: string, code: string, purpose?: SmsPurpose): Promise<number | null>;
  /** Spends the code `check` answered, on `db` (a transaction); false when another request spent it first. */
  spend(db: GatewayDb, codeId: number): Promise<boolean>;
  /** Sandbox only: the last code sent to the phone (as typed: it is normalised) through any instance on the database, or null. */
  lastCode(areaCode: string, phone: string): Promise<string | null>;
}

const isPhoneAreaCode = (value: string): value is PhoneAreaCode => (PHONE_AREA_CODES as readonly string[]).includes(value);

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
  /** Default {@link DEFAULT_SMS_BUDGETS}. */
  budgets?: Partial<SmsBudgets>;
  /** Counts sends and refusals (the gateway's metrics). */
  metrics?: Pick<GatewayMetrics, 'smsSent' | 'smsRefused'>;
}

/** The refusal of each budget: its key stays a literal, so the label check can follow it to its labels. */
type BudgetMessageKey = 'gateway.smsRateLimited' | 'gateway.smsAddressBudget' | 'gateway.smsGlobalBudget';
/** The budget each refusal names, as the metrics label it. */
const REFUSED_BUDGET: Readonly<Record<BudgetMessageKey, SmsBudgetName>> = {
  'gateway.smsRateLimited': 'phone', 'gateway.smsAddressBudget': 'address', 'gateway.smsGlobalBudget': 'overall',
};

/** One limit on sends: at most `limit` within `windowMs` among the sends of `scope`; `messageKey` refuses. */
interface Budget {
  scope: SendScope;
  limit: number;
  windowMs: number;
  messageKey: BudgetMessageKey;
}

/** Builds the code service. */
export function createSmsCodeService({ db, now, mode, notice, budgets = {}, metrics }: SmsCodeServiceOptions): SmsCodeService {
  const { perAddressPerHour, perHour } = { ...DEFAULT_SMS_BUDGETS, ...budgets };

  /** Milliseconds until one more send at `clock` fits `budget` (0: it fits now). */
  const waitFor = async (trx: GatewayDb, budget: Budget, clock: number): Promise<number> => {
    const times = await sendTimes(trx, budget.scope, new Date(clock - budget.windowMs).toISOString(), budget.limit);
    const freedBy = times[budget.limit - 1];
    // A send exactly `windowMs` old has just left the window.
    return freedBy === undefined ? 0 : Math.max(0, Date.parse(freedBy) + budget.windowMs - clock);
  };

  const check: SmsCodeService['check'] = async (areaCode, phone, code, purpose = 'login') => {
    const live = await liveCode(db, areaCode, phone, now().toISOString());
    if (!live) return null;
    // Counted before comparing, right or wrong: a guess past the limit is never compared.
    const attempt = await claimAttempt(db, live.id, SMS_MAX_ATTEMPTS);
    if (attempt === null) return null;
    const expected = Buffer.from(live.code_hash, 'hex');
    const given = Buffer.from(hashCode(areaCode, phone, code, purpose), 'hex');
    if (!timingSafeEqual(expected, given)) {
      if (attempt >= SMS_MAX_ATTEMPTS) await retireCode(db, live.id);
      return null;
    }
    return live.id;
  };

  return {
    async send(areaCode, phone, purpose, clientAddress) {
      if (mode !== 'sandbox') throw new GatewayError(503, TIP_CODES.serverError, 'gateway.smsUnavailable');
      const clock = now().getTime();
      const clientKey = addressBudgetKey(clientAddress);
      const limits: Budget[] = [
        { scope: { areaCode, phone }, limit: 1, windowMs: SMS_RESEND_AFTER_S * 1000, messageKey: 'gateway.smsRateLimited' },
        { scope: { areaCode, phone }, limit: SMS_MAX_PER_HOUR, windowMs: HOUR_MS, messageKey: 'gateway.smsRateLimited' },
        { scope: { clientKey }, limit: perAddressPerHour, windowMs: HOUR_MS, messageKey: 'gateway.smsAddressBudget' },
        { scope: 'all', limit: perHour, windowMs: HOUR_MS, messageKey: 'gateway.smsGlobalBudget' },
      ];
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const refusal = await withSendLock(db, async (trx) => {
        let refusedBy: BudgetMessageKey | null = null;
        let waitMs = 0;
        for (const budget of limits) {
          const wait = await waitFor(trx, budget, clock);
          if (wait > 0) refusedBy ??= budget.messageKey;
          waitMs = Math.max(waitMs, wait);
        }
        if (refusedBy !== null) return { messageKey: refusedBy, seconds: Math.ceil(waitMs / 1000) };
        await recordSend(trx, { areaCode, phone, clientKey, at: new Date(clock).toISOString(), sandboxCode: code });
        // The log only needs the longest window (an hour; a sandbox code is dead after 10 minutes anyway).
        await pruneSends(trx, new Date(clock - HOUR_MS).toISOString());
        await insertCode(trx, {
          area_code: areaCode,
          phone,
          code_hash: hashCode(areaCode, phone, code, purpose),
          expires_at: new Date(clock + SMS_CODE_TTL_MS).toISOString(),
          used: 0,
          attempts: 0,
          created_at: new Date(clock).toISOString(),
        });
        return null;
      });
      if (refusal) {
        const { messageKey, seconds } = refusal;
        metrics?.smsRefused(REFUSED_BUDGET[messageKey]);
        throw new GatewayError(429, TIP_CODES.tooMany, messageKey, { seconds }, 'E', { resendAfter: seconds });
      }
      metrics?.smsSent();
      notice(`[sandbox] SMS code for +${areaCode} ${phone}: ${code}`);
      return { resendAfter: SMS_RESEND_AFTER_S };
    },
    async verify(areaCode, phone, code, purpose = 'login') {
      const codeId = await check(areaCode, phone, code, purpose);
      return codeId !== null && useCode(db, codeId);
    },
    check,
    spend: useCode,
    async lastCode(areaCode, phone) {
      if (mode !== 'sandbox' || !isPhoneAreaCode(areaCode)) return null;
      return latestSandboxCode(db, areaCode, normalizePhone(areaCode, phone));
    },
  };
}
