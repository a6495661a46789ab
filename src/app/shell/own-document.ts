/**
 * Pages that must run in a document loaded at their own address. The gateway grants the camera only to the
 * document it serves for the scan page (a Permissions-Policy is fixed when a document loads;
 * docs/decisions/009-response-headers.md), so an in-app navigation there would leave the page without it.
 */
import { useEffect } from 'react';
import { paths } from '../routes/route-paths.js';

const OWN_DOCUMENT_PATHS: ReadonlySet<string> = new Set([paths.scan()]);

/** Whether `to` (a path with an optional query) must be opened as a full page load. */
export function needsOwnDocument(to: string): boolean {
  return OWN_DOCUMENT_PATHS.has(to.split(/[?#]/)[0] ?? to);
}

/** The path the current document was loaded at, wherever the app has navigated since. */
function documentPath(): string {
  // Without Navigation Timing (test DOMs), the current address is all there is.
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return new URL(entry?.name || window.location.href).pathname;
}

/**
 * For a page of {@link needsOwnDocument}: reloads it at its address when the app reached it without loading
 * a document there (an in-app link, the back button). True while it does, for the page to render nothing;
 * after the reload the document is the page's own, so it never loops.
 */
export function useOwnDocument(): boolean {
  const reload = documentPath() !== window.location.pathname;
  useEffect(() => {
    if (reload) window.location.replace(window.location.href);
  }, [reload]);
  return reload;
}
