/**
 * Where the payment page may send the browser back to: only the storefront's own pages. A path must
 * start with `/pages/` and use plain path characters (no `..`, no `//`, no scheme), so it cannot
 * point at another site or at the API; an absolute URL is accepted only on the gateway's public origin.
 */

const STOREFRONT_PAGE = /^\/pages\/[A-Za-z0-9_\-/]*(?:\?[A-Za-z0-9_\-.~=&%]*)?$/;

/** True when `returnUrl` is a storefront page of this gateway's origin. */
export function isStorefrontReturnUrl(returnUrl: string, publicBaseUrl: string | null): boolean {
  if (returnUrl.startsWith('/')) return STOREFRONT_PAGE.test(returnUrl) && !returnUrl.includes('//');
  if (!publicBaseUrl) return false;
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return false;
  }
  const relative = `${url.pathname}${url.search}`;
  return url.origin === new URL(publicBaseUrl).origin && url.hash === '' && url.username === '' && url.password === ''
    && STOREFRONT_PAGE.test(relative) && !relative.includes('//');
}

/** `returnUrl` with the payment outcome added to its query. */
export function returnUrlWithResult(returnUrl: string, result: Record<string, string>): string {
  const query = new URLSearchParams(result).toString();
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}${query}`;
}
