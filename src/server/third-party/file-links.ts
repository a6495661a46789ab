/**
 * Signed download links (/api/plat/file/fd): a browser loads them as an <img src>, so they carry their
 * own authorisation: sign = HMAC-SHA256("fileId\ntimestamp") under a gateway key, valid for
 * {@link FILE_LINK_TTL_MS} of gateway clock from its timestamp.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { endpoints } from '../../contract/index.js';
import { gatewayKey } from './gateway-secrets.js';

/** How long a link works after it was issued. */
export const FILE_LINK_TTL_MS = 10 * 60 * 1000;
/** A link stamped this far ahead of the gateway clock is still accepted (several gateways' clocks). */
const FUTURE_TOLERANCE_MS = 60 * 1000;

export type FileLinkCheck = 'valid' | 'expired' | 'invalid';

export interface FileLinks {
  /** The link's path and query, issued now. */
  issue(fileId: string, at: Date): string;
  check(fileId: string, sign: string, timestamp: string, at: Date): FileLinkCheck;
}

export function createFileLinks(dataDir: string): FileLinks {
  const key = gatewayKey(dataDir, 'file-link');
  const signOf = (fileId: string, timestamp: string): Buffer => createHmac('sha256', key).update(`${fileId}\n${timestamp}`).digest();
  return {
    issue(fileId, at) {
      const timestamp = String(at.getTime());
      const query = new URLSearchParams({ fileId, sign: signOf(fileId, timestamp).toString('hex'), timestamp });
      return `${endpoints['plat.fileFd'].path}?${query.toString()}`;
    },
    check(fileId, sign, timestamp, at) {
      const given = Buffer.from(sign, 'hex');
      const expected = signOf(fileId, timestamp);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      const age = at.getTime() - Number(timestamp);
      return age > FILE_LINK_TTL_MS || age < -FUTURE_TOLERANCE_MS ? 'expired' : 'valid';
    },
  };
}
