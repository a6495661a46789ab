/**
 * Vite's preload helper (`__vitePreload`, which wraps every dynamic `import()` of the build), with the modulepreload
 * links added a few at a time. Vite's own helper appends a link for each chunk the imported one depends on, all in
 * the task that called `import()`; adding a modulepreload link starts its fetch there and then (0.4 to 1 ms of main
 * thread each on this machine's Chromium, 4x that on a phone), so the order route's first navigation, with some 60
 * dependencies, was one task of 55 ms (of which 13 to 24 ms appending links) before it was multiplied by 4
 * (docs/decisions/019-boot-main-thread-costs.md). Here the links are queued and appended in slices of at most
 * SLICE_MS (./yield-to-main.ts), the main thread given back between slices; the imported module is fetched at once, as before.
 * Style sheets are still appended at once and awaited before the module is imported (Vite's order: no flash of
 * unstyled content). vite.config.ts hands this module to Vite in place of its helper (src/build/vite-plugins/sliced-preload.ts).
 */
import { inSlices, yieldToMain } from './yield-to-main.js';

/** Addresses already linked (or queued to be), and each style sheet's load. */
const seen = new Map<string, Promise<void> | undefined>();
/** Modulepreload links waiting for a slice. */
const queue: string[] = [];
let draining = false;
let linkedAtStart: { all: Set<string>; styles: Set<string> } | undefined;

/** The links the page already had when the first dynamic import ran (index.html's, the launch's). */
function existingLinks(): { all: Set<string>; styles: Set<string> } {
  if (!linkedAtStart) {
    linkedAtStart = { all: new Set(), styles: new Set() };
    for (const link of document.getElementsByTagName('link')) {
      linkedAtStart.all.add(link.href);
      if (link.rel === 'stylesheet') linkedAtStart.styles.add(link.href);
    }
  }
  return linkedAtStart;
}

function appendModulePreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

/** The queued links, read as they come: links queued during a slice's pause are appended by the same drain. */
function* queuedLinks(): Generator<string> {
  for (let href = queue.shift(); href !== undefined; href = queue.shift()) yield href;
  draining = false;
}

/** Appends the queued links in slices of at most SLICE_MS (./yield-to-main.ts), the main thread given back between them. */
function drain(): void {
  void inSlices(queuedLinks(), appendModulePreload);
}

function appendStylesheet(href: string): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
  });
}

/** Queues `href` (a modulepreload) or appends it (a style sheet), once per address; a style sheet's load to await. */
function preloadOnce(href: string): Promise<void> | undefined {
  if (seen.has(href)) return seen.get(href);
  const isCss = new URL(href).pathname.endsWith('.css');
  const linked = existingLinks();
  if ((isCss ? linked.styles : linked.all).has(href)) {
    seen.set(href, undefined);
    return undefined;
  }
  if (!isCss) {
    seen.set(href, undefined);
    queue.push(href);
    return undefined;
  }
  const loaded = appendStylesheet(href).finally(() => seen.set(href, undefined));
  seen.set(href, loaded);
  return loaded;
}

/** What Vite's helper does when a preload or the import fails: a cancellable `vite:preloadError` event, else the error. */
function handlePreloadError(error: unknown): void {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/**
 * Imports `baseModule` after the style sheets among `deps` (build-relative paths, as Vite passes them) have loaded,
 * with the modulepreload links of the others queued for slices (see the file's header). Same contract as Vite's helper.
 */
export function slicedPreload<T>(baseModule: () => Promise<T>, deps?: string[]): Promise<T> {
  const styles: Promise<void>[] = [];
  for (const dep of deps ?? []) {
    const loaded = preloadOnce(new URL(`${import.meta.env.BASE_URL}${dep}`, document.baseURI).href);
    if (loaded) styles.push(loaded);
  }
  if (queue.length > 0 && !draining) {
    draining = true;
    void yieldToMain().then(drain);
  }
  return Promise.allSettled(styles).then((results) => {
    for (const result of results) if (result.status === 'rejected') handlePreloadError(result.reason);
    return baseModule().catch((error: unknown) => {
      handlePreloadError(error);
      return undefined as T;
    });
  });
}
