/**
 * The gateway's own secret: 32 random bytes generated once into the data folder (never in the bundle,
 * never in the database). Each use gets its own key derived from it (HKDF-SHA256), so the signed
 * download links, the OAuth states and the payload encryption never share a key.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** File name inside the data folder. */
export const GATEWAY_SECRET_FILE = 'gateway-secret.key';

export type SecretPurpose = 'file-link' | 'oauth-state' | 'payload-encryption' | 'payment-page';

/** The 32-byte key for `purpose`, from the data folder's secret (created when missing). */
export function gatewayKey(dataDir: string, purpose: SecretPurpose): Buffer {
  const file = join(dataDir, GATEWAY_SECRET_FILE);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another gateway on the same folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `mo-gateway ${purpose}`, 32));
}
