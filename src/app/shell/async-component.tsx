import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ASYNC_TIMEOUT_MS, loadWithTimeout } from '../routes/with-timeout.js';
import { DelayedLoading } from './delayed-loading.js';

/**
 * An async part of a page (docs/spec/storefront-spec.md#9-business-constants-and-limits): loaded lazily with a 20 s time-out, its loading indicator
 * appearing only after 200 ms. A failure rejects with a ChunkLoadError for the route's error page.
 */
export function asyncComponent<P extends object>(
  load: () => Promise<ComponentType<P>>, fallback?: ReactNode,
): ComponentType<P> {
  const Lazy = lazy(() => loadWithTimeout(load, ASYNC_TIMEOUT_MS).then((component) => ({ default: component })));
  function AsyncComponent(props: P) {
    return (
      <Suspense fallback={<DelayedLoading>{fallback}</DelayedLoading>}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return AsyncComponent;
}
