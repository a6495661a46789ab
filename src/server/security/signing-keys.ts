/**
 * The gateway's response-signing key pair (ECDSA P-256). Generated once, on first start, into the
 * data folder; the private key never leaves it (docs/decisions/002-signing.md).
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** File names inside the data folder. */
export const SIGNING_KEY_FILES = {
  privateKey: 'response-signing-key.pem',
  publicKey: 'response-signing-key.pub.pem',
} as const;

export interface ResponseSigner {
  /** Base64 SPKI DER of the public key: what the storefront verifies with. */
  publicKeySpki: string;
  /** Base64 IEEE-P1363 (r||s) ECDSA P-256 SHA-256 signature of `data`, what WebCrypto verifies. */
  sign(data: string): string;
}

/**
 * Creates the private key file unless another gateway starting on the same folder got there first:
 * written to a file of this process and linked into place (link fails when the name exists), so every
 * instance reads the one complete key, never a half-written file or a key another instance overwrote.
 */
function createKeyOnce(privateFile: string): void {
  const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const own = `${privateFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(own, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  try {
    linkSync(own, privateFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(own);
  }
}

/** Loads the key pair from `dataDir`, creating it when missing. */
export function loadResponseSigner(dataDir: string): ResponseSigner {
  const privateFile = join(dataDir, SIGNING_KEY_FILES.privateKey);
  if (!existsSync(privateFile)) createKeyOnce(privateFile);
  const privateKey: KeyObject = createPrivateKey(readFileSync(privateFile, 'utf8'));
  // The public key is always derived from the private one, so the two files cannot disagree.
  const publicKey = createPublicKey(privateKey);
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const publicFile = join(dataDir, SIGNING_KEY_FILES.publicKey);
  if (!existsSync(publicFile) || readFileSync(publicFile, 'utf8') !== publicPem) writeFileSync(publicFile, publicPem, { mode: 0o600 });
  return {
    publicKeySpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    sign: (data) => sign('sha256', Buffer.from(data, 'utf8'), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64'),
  };
}
