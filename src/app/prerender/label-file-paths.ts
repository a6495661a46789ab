/**
 * The label file's address in each language, exactly as the signed client asks for it: the build writes them into
 * the launch-view script's tag (./prerendered-page.ts), so that script sends the very request the client will take
 * (./early-label-request.ts) without carrying the contract's table of rows.
 */
import { requestTarget } from '../../api/request-url.js';
import { coreRows } from '../../contract/rows/core.js';
import { LANGS, type Lang } from '../../engine/index.js';

/** The label file's path and query for each language. */
export function labelFilePaths(): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((lang) => [lang, requestTarget(coreRows['plat.i18n'], {}, { lang }).path])) as Record<Lang, string>;
}
