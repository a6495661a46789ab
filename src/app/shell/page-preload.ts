/**
 * A page's chunk and what it needs besides (the router's prerequisites: labels, the catalogue with every product's
 * data or, for a page of one product, that product's; antd-mobile's hook), fetched before the page is opened, so a tap on a slow phone does not wait for a chain
 * of downloads started by the tap. On a cold cache at 150 ms and 1.6 Mbps the product page took 1.1 s after a tap
 * on home's settled screen, 3.4 s after an early tap (src/bench/web/early-tap.ts, docs/benchmarks.md).
 *
 * Preloaded: the pages home's controls open (their code, not each product's data), once the browser is idle after the
 * first page is drawn (never ahead of that page's own requests); a page whose link or card is touched, at the touch (before the click it becomes); and
 * the page a tap on the prerendered screen opens, as soon as the router exists (../prerender/early-tap.ts). Each
 * page once; what fails here is left for the navigation itself to load and report.
 */
import { useEffect } from 'react';
import { matchRoutes } from 'react-router-dom';
import { OPENS_ATTRIBUTE, pendingEarlyTap } from '../prerender/early-tap.js';
import type { RouteEntry } from '../routes/route-entry.js';
import { routeTable } from '../routes/route-table.js';
import { whenIdle } from './when-idle.js';

/** What a page past the first screen needs besides its chunk (the router's prerequisites, ../routes/create-router.tsx). */
type PagePrerequisites = (page: RouteEntry) => Promise<void>;

/** Fetches the product a page that reads only its own product names by its address's `:code` (src/app/main.tsx gives it). */
type OwnProductPreload = (routeCode: string) => Promise<void>;

let prerequisites: PagePrerequisites = () => Promise.resolve();
let ownProduct: OwnProductPreload = () => Promise.resolve();
const preloaded = new Set<string>();
const routes = routeTable.map((entry) => ({ path: entry.path, entry }));

/** The route table's entry for `path` as the router ranks it, with the address's `:code`, or null. */
function entryFor(path: string): { entry: RouteEntry; code: string | undefined } | null {
  const match = matchRoutes(routes, new URL(path, window.location.origin).pathname)?.at(-1);
  return match ? { entry: match.route.entry, code: match.params.code } : null;
}

/** Runs `load` once per key; one that fails is forgotten, so the navigation loads it again and reports its own failure. */
function once(key: string, load: () => Promise<unknown>): void {
  if (preloaded.has(key)) return;
  preloaded.add(key);
  load().catch(() => preloaded.delete(key));
}

/**
 * Fetches the chunk and the prerequisites of the page `path` opens, once per page, and, unless `ownProduct` is false,
 * the product a page of one product shows (once per product). Home's idle preload leaves the product out: a phone on
 * home would otherwise download every product of the catalogue it lists; a touch or an early tap fetches the one.
 */
export function preloadPage(path: string, { ownProduct: withOwnProduct = true }: { ownProduct?: boolean } = {}): void {
  const found = entryFor(path);
  if (!found) return;
  const { entry, code } = found;
  // The chunk's own import, not the router's loadPageChunk: a preload that fails (the phone offline at idle) must not
  // reload the page.
  once(entry.id, () => Promise.all([entry.load(), entry.firstScreen ? null : prerequisites(entry)]));
  // Such a page's prerequisites do not hold its product: it is fetched here, beside the chunk, not once the page draws.
  if (entry.ownProduct && code !== undefined && withOwnProduct) once(`${entry.id} ${code}`, () => ownProduct(code));
}

/** Gives the preloads the loader of a page's own product (src/app/main.tsx calls it before it creates the router). */
export function preloadOwnProductWith(load: OwnProductPreload): void {
  ownProduct = load;
}

/**
 * Gives the preloads the router's prerequisites (../routes/create-router.tsx calls it when it creates the router), and
 * preloads at once the page a tap on the prerendered screen opens.
 */
export function preloadPagesWith(routerPrerequisites: PagePrerequisites): void {
  prerequisites = routerPrerequisites;
  const opens = pendingEarlyTap()?.opens;
  if (opens) preloadPage(opens);
}

/** The page a touched element (or its link or card) opens, if it says. */
function opensOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(`a[href], [${OPENS_ATTRIBUTE}]`);
  if (!control) return null;
  return control.getAttribute(OPENS_ATTRIBUTE) ?? (control instanceof HTMLAnchorElement && control.origin === window.location.origin ? control.pathname : null);
}

/**
 * The shell's preloads: once the first page is drawn and the browser idle, the pages the screen's controls open; from
 * then on, a page at the touch of its link or card.
 */
export function usePagePreload(): void {
  useEffect(() => {
    const cancelIdle = whenIdle(() => {
      for (const control of document.querySelectorAll(`[${OPENS_ATTRIBUTE}]`)) {
        const opens = control.getAttribute(OPENS_ATTRIBUTE);
        if (opens) preloadPage(opens, { ownProduct: false });
      }
    });
    const onTouch = (event: Event): void => {
      const opens = opensOf(event.target);
      if (opens) preloadPage(opens);
    };
    document.addEventListener('pointerdown', onTouch, { capture: true, passive: true });
    document.addEventListener('touchstart', onTouch, { capture: true, passive: true });
    return () => {
      cancelIdle();
      document.removeEventListener('pointerdown', onTouch, true);
      document.removeEventListener('touchstart', onTouch, true);
    };
  }, []);
}
