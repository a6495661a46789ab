/**
 * The label file's address in each language, exactly as the signed client asks for it (the gateway's origin, then the
 * path and query): the build writes them into the launch-view script's tag (./prerendered-page.ts), so that script
 * sends the very request the client will take (./early-label-request.ts) without carrying the contract's table of rows.
 */
import { requestTarget } from '../../api/request-url.js';
import { coreRows } from '../../contract/rows/core.js';
import { LANGS, type Lang } from '../../engine/index.js';
import { API_BASE_URL } from '../shell/api-base-url.js';

/** The label file's address for each language, on the gateway at `baseUrl` (default: the build's). */
export function labelFileUrls(baseUrl: string = API_BASE_URL): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, `${baseUrl}${requestTarget(coreRows['plat.i18n'], {}, { lang }).path}`])) as Record<Lang, string>;
}
