/**
 * order.baseEnc / order.baseDec: AES-256-GCM under a gateway key from the data folder. A cipher is
 * base64url(iv (12 bytes) | tag (16 bytes) | ciphertext); one that fails authentication decrypts to null.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { gatewayKey } from './gateway-secrets.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface PayloadCipher {
  encrypt(plain: string): string;
  /** The plain text, or null when the cipher is malformed or fails authentication. */
  decrypt(cipher: string): string | null;
}

export function createPayloadCipher(dataDir: string): PayloadCipher {
  const key = gatewayKey(dataDir, 'payload-encryption');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(text) {
      const bytes = Buffer.from(text, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
