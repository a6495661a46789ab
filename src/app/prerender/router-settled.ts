import type { AppRouter } from '../routes/create-router.js';
import { pendingEarlyTap, takeEarlyTap } from './early-tap.js';

/**
 * Resolves once the router has the first page's chunk and no navigation is pending (launch may have sent it on to
 * another page), so the app's first render draws that page at once. Rendering earlier would clear #root (the
 * prerendered screen or the splash) for a blank loading state, and draw the page a moment later.
 */
export function routerSettled(router: AppRouter): Promise<void> {
  openEarlyTap(router);
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A product card (or any control that says what it opens) tapped on the prerendered screen before the app ran: the
 * router goes there now, so the first render draws that page rather than the home the customer already left
 * (./early-tap.ts). Not when launch has meanwhile sent the visitor elsewhere.
 */
function openEarlyTap(router: AppRouter): void {
  const tap = pendingEarlyTap();
  if (!tap?.opens || tap.at !== router.state.location.pathname) return;
  takeEarlyTap();
  void router.navigate(tap.opens);
}
