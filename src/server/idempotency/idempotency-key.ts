/**
 * What every idempotent row shares (payments, and the writes a storefront queues while offline): the shape of an
 * Idempotency-Key, the hash a key is bound to (the call's method, path and body), and the refusal of a key sent
 * again with another request (422, Stripe's rule).
 */
import { createHash } from 'node:crypto';
import { TIP_CODES } from '../../contract/index.js';
import { canonicalJson } from '../canonical-json.js';
import { GatewayError, invalidField } from '../gateway-error.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** The key as sent, refused (400, naming the header) when it is not 8 to 128 letters, digits or `._:-`. */
export function checkedIdempotencyKey(key: string): string {
  if (!IDEMPOTENCY_KEY.test(key)) throw invalidField({ path: 'idempotency-key', name: 'idempotencyKey', labelKey: null, keyword: 'pattern' });
  return key;
}

/** What an idempotency key is bound to: the call's method, path (its parameters filled in) and body. */
export function idempotentRequestHash(method: string, path: string, payload: Record<string, unknown>): string {
  return createHash('sha256').update(`${method} ${path}\n${canonicalJson(payload)}`).digest('hex');
}

/** 422: the idempotency key was sent before with another request; `messageKey` says so in the caller's words. */
export function idempotencyKeyReused(messageKey = 'gateway.idempotencyKeyReused'): GatewayError {
  return new GatewayError(422, TIP_CODES.idempotencyKeyReused, messageKey);
}
