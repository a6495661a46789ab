/**
 * Password hashing with node:crypto scrypt (memory-hard): N=2^15, r=8, p=1, a 16-byte random salt,
 * stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url) so the parameters can be raised later
 * and old hashes still verify. Comparison is constant-time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt needs 128 * N * r bytes (32 MiB here); allow twice that. */
const MAX_MEM = 2 * 128 * N * R;
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The stored form of a new password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N, r: R, p: P, maxmem: MAX_MEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A well-formed hash of no one's password, so a phone without one costs the same time to check. */
let decoy: Promise<string> | null = null;

/**
 * True when `password` matches `stored`. A null or malformed `stored` is checked against a decoy hash
 * (and answers false), so an unknown phone takes as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  const [scheme, n, r, p, salt, hash] = parts;
  const wellFormed = parts.length === 6 && scheme === 'scrypt' && salt !== undefined && hash !== undefined
    && [n, r, p].every((value) => /^[0-9]{1,7}$/.test(value ?? '')) && Number(n) <= MAX_N;
  if (!wellFormed) {
    decoy ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await decoy);
    return false;
  }
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { ...cost, maxmem: 2 * 128 * cost.N * cost.r });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
