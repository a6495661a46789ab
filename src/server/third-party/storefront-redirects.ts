/**
 * Where the browser-redirect rows may send the browser: the storefront's bridge page, with the query
 * it expects (flows/bridge.machine.ts), and storefront pages only. A redirectUrl arrives in a URL
 * anyone can craft, so nothing else is ever followed.
 */

/** The storefront's hand-off page, poxy (docs/spec/storefront-spec.md#other-pages-all-under-pages-each-ending-in-index-unless-noted). */
export const BRIDGE_PATH = '/pages/poxy/index';
const MAX_REDIRECT_LENGTH = 500;

/** A storefront page of this site: `/pages/...`, with no `//`, backslash, whitespace or control character. */
export function isStorefrontPage(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return url.length <= MAX_REDIRECT_LENGTH && url.startsWith('/pages/') && !url.includes('//') && !/[\s\\\u0000-\u001f]/.test(url);
}

/** The bridge page with this query (empty values left out). */
export function bridgeLocation(query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.append(key, value);
  return `${BRIDGE_PATH}?${search.toString()}`;
}

/** Why a server login sent the browser back to the bridge without a session (the bridge then goes to login). */
export type LoginRefusal = 'appUnknown' | 'redirectRefused' | 'stateInvalid' | 'codeInvalid' | 'openIdMismatch' | 'openIdTaken' | 'accountUnknown' | 'browserMismatch';

/** The bridge with status=fail: the bridge has no token, so it sends the user to the login page. */
export function refusedLocation(appId: string, reason: LoginRefusal): string {
  return bridgeLocation({ appId, status: 'fail', reason });
}
