import { lazy, Suspense, type ComponentType } from 'react';

/** Every lazy part's load, each run once (a failed one may run again), so a preload and the first draw share it. */
const partLoads = new Set<() => Promise<unknown>>();

/** `load` run once: later calls get the same promise, unless it failed (then the next call tries again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/**
 * A field or widget of the theme that only some steps draw (uploads, phone and identity-document fields,
 * declarations, remote lists), loaded the first time a form draws it, so the order route's first step does not
 * ship it (docs/decisions/016-order-route-diet.md). A function component around `React.lazy`, because
 * rjsf's registry takes function components only. Until its chunk is in, it holds an empty busy placeholder;
 * a chunk that fails to load throws to the route's error page, which reloads once for a failed dynamic import.
 * {@link preloadThemeParts} loads it ahead of its step.
 */
export function lazyThemePart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loadPart = once(load);
  partLoads.add(loadPart);
  const Part = lazy(async () => ({ default: await loadPart() }));
  function LazyThemePart(props: P) {
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyThemePart;
}

/**
 * Loads every lazy part of the theme declared so far (those of the form modules loaded), each once. On a first visit
 * the service worker does not yet serve the page, so a part first drawn after the phone lost its signal could not be
 * fetched: the order page loads them all once it is idle, and a later step draws with no network. A part that fails
 * here is left for its step to load and report.
 */
export async function preloadThemeParts(): Promise<void> {
  await Promise.all([...partLoads].map((loadPart) => loadPart().catch(() => undefined)));
}
