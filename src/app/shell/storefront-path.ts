import { createContext, useCallback, useContext } from 'react';
import { matchPath } from 'react-router-dom';

/**
 * The path patterns of the pages an outside link (a scanned code, a callback) may open, provided by the
 * router (routes/create-router.tsx) from the route table. A context rather than an import of the table:
 * the table loads the pages, so a page importing it would close an import circle.
 */
export const LinkablePatternsContext = createContext<readonly string[]>([]);

/**
 * The in-app address (pathname and query) of `raw` when it is a storefront page: a relative path or an
 * address on this origin whose path matches one of `patterns`. Anything else: null.
 */
export function storefrontPath(raw: string, patterns: readonly string[], origin: string = window.location.origin): string | null {
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
  const known = patterns.some((path) => matchPath({ path, end: true }, url.pathname) !== null);
  return known ? `${url.pathname}${url.search}` : null;
}

/** {@link storefrontPath} against the linkable pages of the router the component is rendered in. */
export function useStorefrontPath(): (raw: string) => string | null {
  const patterns = useContext(LinkablePatternsContext);
  return useCallback((raw: string) => storefrontPath(raw, patterns), [patterns]);
}
