/**
 * Content negotiation on Accept-Encoding (RFC 9110 section 12.5.3), reduced to what the gateway sends:
 * brotli, gzip or the body as is. The gateway's own preference decides among acceptable codings (brotli
 * first) rather than the client's q-values, as CDNs do; a q of 0 refuses a coding, and `*` stands for any
 * coding the header does not name.
 */
import type { ContentCoding } from './text-compression.js';

/** The coding to send: the first of `available` (in the gateway's order) that the header accepts, else identity. */
export function chooseCoding(header: string | string[] | undefined, available: readonly ContentCoding[]): ContentCoding | 'identity' {
  const value = Array.isArray(header) ? header.join(',') : header ?? '';
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((found) => found !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string): boolean => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  return available.find(accepts) ?? 'identity';
}
