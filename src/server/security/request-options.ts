/** Reads the x-options request header ({nonce, lang, channel}) without trusting it. */
import { HEADERS } from '../../contract/index.js';
import type { Lang } from '../../engine/index.js';
import { requestLang } from '../i18n/translator.js';

export interface ParsedOptions {
  /** '' when absent or malformed. */
  nonce: string;
  lang: Lang;
  channel: string;
}

const NONCE = /^[\x21-\x7E]{1,128}$/;

/** The options of a request; malformed parts fall back (empty nonce, language tw). */
export function parseRequestOptions(headers: Record<string, string | string[] | undefined>): ParsedOptions {
  const raw = headers[HEADERS.options];
  let value: unknown = null;
  if (typeof raw === 'string' && raw.length <= 1000) {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      value = null;
    }
  }
  const options = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const nonce = typeof options.nonce === 'string' && NONCE.test(options.nonce) ? options.nonce : '';
  const channel = typeof options.channel === 'string' ? options.channel.slice(0, 40) : '';
  return { nonce, lang: requestLang(options.lang), channel };
}
