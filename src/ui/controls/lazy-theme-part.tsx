import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A field or widget of the theme that only some steps draw (uploads, phone and identity-document fields,
 * declarations, remote lists), loaded the first time a form draws it, so the order route's first step does not
 * ship it (docs/decisions/016-order-route-diet.md). A function component around `React.lazy`, because
 * rjsf's registry takes function components only. Until its chunk is in, it holds an empty busy placeholder;
 * a chunk that fails to load throws to the route's error page, which reloads once for a failed dynamic import.
 */
export function lazyThemePart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function LazyThemePart(props: P) {
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyThemePart;
}
