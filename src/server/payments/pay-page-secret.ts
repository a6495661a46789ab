/**
 * The secret of a payment's sandbox page: only the buyer's redirect (createPayOrder's payUrl) carries
 * it, and the page and its completion answer nobody without it. It is derived from the gateway's own
 * secret and the payment id (so a retried createPayOrder hands out the same link) and the payments
 * table stores only its SHA-256, so a copy of the database cannot complete anyone's payment.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { gatewayKey } from '../third-party/gateway-secrets.js';

export interface PayPageSecrets {
  /** The secret of the payment's page link. */
  secretOf(payOrderId: string): string;
  /** What the payments table keeps of a secret. */
  hashOf(secret: string): string;
  /** True when `given` is the secret whose hash is `storedHash` (a payment without one takes none). */
  matches(storedHash: string | null, given: unknown): boolean;
}

export function payPageSecrets(dataDir: string): PayPageSecrets {
  const key = gatewayKey(dataDir, 'payment-page');
  const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');
  return {
    secretOf: (payOrderId) => createHmac('sha256', key).update(payOrderId).digest('base64url'),
    hashOf,
    matches(storedHash, given) {
      if (storedHash === null || typeof given !== 'string' || given === '') return false;
      const expected = Buffer.from(storedHash, 'hex');
      const actual = Buffer.from(hashOf(given), 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
