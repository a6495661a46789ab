/**
 * The storefront's service worker: after one visit the storefront opens with no network.
 *
 * - The hashed files of this build (scripts, styles, the bundled label files, the product files) are precached at
 *   install from the manifest vite-plugin-pwa writes into `self.__WB_MANIFEST`. A page of this build can load any of
 *   its chunks later, even once a newer build has replaced them on the server: no chunk load error mid-form.
 * - Pages (the storefront page and the prerendered product pages) are never taken from the build: the gateway writes
 *   its response-signing key into each one it serves. A navigation goes to the network first, and the gateway's
 *   last good answer for that address (or for `/`, the same application) is the offline copy.
 * - Files of another build (a page of a newer build loaded while this worker still serves) are cached on first use.
 * - API and sandbox calls are never answered here: each is signed for its own nonce, and a stored answer would be
 *   stale or refused. No route matches them, so they go to the network untouched.
 *
 * No `skipWaiting`: a new worker waits until no page of the old build is open, so an open form keeps the files it
 * was built with, while the next navigation already gets the new build's page from the network.
 */
import { precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/** What this worker uses of its global scope (the project's types are the page's, not a worker's). */
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(work: Promise<unknown>): void }) => void): void;
}

const worker = self as unknown as WorkerScope;
const PAGES_CACHE = 'mo-pages';
const OTHER_BUILD_CACHE = 'mo-other-build-files';
/** A page the network has not answered within this long comes from the copy: a ferry's dead spot is not offline. */
const PAGE_NETWORK_SECONDS = 6;

precacheAndRoute((self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST);

/** The gateway's own page answers only: an error page or a non-page answer is never the offline copy. */
const gatewayPagesOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    (response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html') ? response : null),
  // A page's address and its query (tracking, a return's result) answer the same page: one copy per path.
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
};
const pages = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: PAGE_NETWORK_SECONDS, plugins: [gatewayPagesOnly] });

/** Every page path serves the same application, so the copy of `/` opens an address never visited before. */
async function startPageCopy(): Promise<Response> {
  return (await (await caches.open(PAGES_CACHE)).match(new URL('/', worker.location.origin).href)) ?? Response.error();
}

registerRoute(new NavigationRoute(async (options) => {
  try {
    return await pages.handle(options);
  } catch {
    return startPageCopy();
  }
}, { denylist: [/^\/api\//, /^\/sandbox(?:\/|$)/] }));

registerRoute(
  ({ url, request }) => url.origin === worker.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: OTHER_BUILD_CACHE }),
);

worker.addEventListener('install', (event) => {
  // The start page as the gateway serves it, so the storefront opens offline even if the first visit was elsewhere;
  // no network now only means it is kept on the next visit.
  const options = { request: new Request('/', { credentials: 'same-origin' }), event } as unknown as Parameters<NetworkFirst['handle']>[0];
  event.waitUntil(pages.handle(options).catch(() => undefined));
});

worker.addEventListener('activate', (event) => {
  // This build's files are all precached: what the previous worker fetched of other builds is no longer needed.
  event.waitUntil(caches.delete(OTHER_BUILD_CACHE));
});
