/**
 * Which addresses a hand-off may send the browser to. A redirectUrl or target arrives in the query
 * string, so anyone can craft one: only same-site paths and the listed origins are followed.
 */

/**
 * Whether `url` may be followed: a path on this site (`/pages/...`, not `//host` or `/\host`), or an
 * absolute http(s) URL whose origin is one of `allowedOrigins` (e.g. `https://shop.example.mo`).
 */
export function isAllowedRedirect(url: string, allowedOrigins: readonly string[]): boolean {
  if (url.length === 0 || /[\s\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && allowedOrigins.includes(parsed.origin);
}
