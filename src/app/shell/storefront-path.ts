import { matchPath } from 'react-router-dom';
import { routeTable } from '../routes/route-table.js';

/** Pages never opened from an outside link (a scanned code, a callback): the hand-off bridge signs users in. */
const NOT_LINKABLE = new Set(['bridge', 'fallback']);

/**
 * The in-app address (pathname and query) of `raw` when it is a storefront page: a relative path or an
 * address on this origin whose path is a route of the route table. Anything else: null.
 */
export function storefrontPath(raw: string, origin: string = window.location.origin): string | null {
  const text = raw.trim();
  if (!text || text.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // A bare word ("abc") resolves under the origin too: only addresses that start with "/" or the origin count.
  if (!text.startsWith('/') && !text.toLowerCase().startsWith(origin.toLowerCase())) return null;
  if (text.startsWith('//')) return null;
  const known = routeTable.some((entry) => !NOT_LINKABLE.has(entry.id) && entry.path !== '*' && matchPath({ path: entry.path, end: true }, url.pathname) !== null);
  return known ? `${url.pathname}${url.search}` : null;
}
