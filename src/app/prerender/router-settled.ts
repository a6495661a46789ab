import type { AppRouter } from '../routes/create-router.js';

/**
 * Resolves once the router has the first page's chunk and no navigation is pending (launch may have sent it on to
 * another page), so the app's first render draws that page at once. Rendering earlier would clear #root (the
 * prerendered screen or the splash) for a blank loading state, and draw the page a moment later.
 */
export function routerSettled(router: AppRouter): Promise<void> {
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
