/**
 * The WeChat JS-SDK config signature (plat.jsapiInit): SHA-1 of
 * `jsapi_ticket=...&noncestr=...&timestamp=...&url=...`, keys in that (ASCII) order, url without its hash.
 */
import { createHash } from 'node:crypto';

export interface JsapiSignInput {
  ticket: string;
  nonceStr: string;
  /** Seconds since the epoch. */
  timestamp: number;
  url: string;
}

export function jsapiSignature(input: JsapiSignInput): string {
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`;
  return createHash('sha1').update(text).digest('hex');
}
