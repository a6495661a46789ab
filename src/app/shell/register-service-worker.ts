/**
 * Registers the storefront's service worker (src/sw/sw.ts, built to /sw.js): after one visit the
 * storefront opens with no network. A same-origin file registered from the bundle, so the page's CSP
 * (`script-src 'self'`, no inline script) is unchanged. A webview without service workers, a development server
 * (which builds no worker) or a refused registration leaves the storefront exactly as it works without one.
 */

/** The worker's address: at the root, so its scope is the whole storefront. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the worker once the page has started; nothing happens where it cannot. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // `updateViaCache: 'none'`: the browser always asks the gateway whether the worker changed, so a new build's
  // worker is found on the next visit rather than after the HTTP cache's own expiry.
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
}
