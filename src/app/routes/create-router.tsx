import type { ComponentType } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router-dom';
import { AppShell } from '../shell/app-shell.js';
import { DelayedLoading } from '../shell/delayed-loading.js';
import { RouteErrorPage } from '../pages/error/route-error-page.js';
import { RequireSession } from '../session/require-session.js';
import { preloadPagesWith } from '../shell/page-preload.js';
import { LinkablePatternsContext } from '../shell/storefront-path.js';
import { RouteGroups } from './route-groups.js';
import { linkablePatterns, routeTable, type RouteEntry, type RouteHandle } from './route-table.js';
import { loadPageChunk, restoreEnteredAfterReload } from './with-timeout.js';

/**
 * The route of one page. Its chunk loads lazily: 120 s time-out; a failed chunk saves what was entered and
 * reloads once (docs/spec/storefront-spec.md#8-the-error-catalogue and #9-business-constants-and-limits). When it fails again the route resolves to the retry page instead of
 * rejecting: react-router does not render the error element of a child route whose `lazy` rejected (it
 * renders the parent only), so a rejected chunk would leave an empty page.
 */
export function pageRoute(entry: RouteEntry, load: () => Promise<ComponentType> = () => loadPageChunk(entry.id, entry.load)): RouteObject {
  const handle: RouteHandle = { entry };
  return {
    path: entry.path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      let Page: ComponentType;
      try {
        Page = await load();
      } catch (error) {
        return { Component: () => <RouteErrorPage error={error} /> };
      }
      return {
        Component: entry.requiresSession ? () => <RequireSession><Page /></RequireSession> : Page,
      };
    },
  };
}

/** What a page past the first screen needs besides its chunk, given the page's route table entry (what it declares it reads). */
export type Prerequisites = (page: RouteEntry) => Promise<void>;

/**
 * A page's chunk, with what the pages past the first screen need besides (`prerequisites`) unless the page is
 * the first screen: both are fetched side by side, and the page renders once both are in.
 */
function pageWithPrerequisites(entry: RouteEntry, prerequisites: Prerequisites): () => Promise<ComponentType> {
  const load = () => loadPageChunk(entry.id, entry.load);
  if (entry.firstScreen) return load;
  return async () => (await Promise.all([load(), prerequisites(entry)]))[0];
}

/** The id of the shell route, the parent every page route is added under. */
const SHELL_ROUTE_ID = 'shell';

/** The shell around the given page routes. */
function shellRoute(children: RouteObject[]): RouteObject {
  return {
    id: SHELL_ROUTE_ID,
    element: <LinkablePatternsContext.Provider value={linkablePatterns}><AppShell /></LinkablePatternsContext.Provider>,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <DelayedLoading />,
    children,
  };
}

/**
 * The route objects of the storefront: the shell around every page of the route table. `prerequisites` loads
 * what every page past the first screen needs besides its chunk (main.tsx: the rest of the labels, antd-mobile's
 * React 19 hook); nothing by default (tests give every label up front).
 */
export function storefrontRoutes(prerequisites: Prerequisites = () => Promise.resolve()): RouteObject[] {
  return [shellRoute(routeTable.map((entry) => pageRoute(entry, pageWithPrerequisites(entry, prerequisites))))];
}

/**
 * The browser router (history mode, base `/`, docs/spec/storefront-spec.md#2-screens-and-routes); `prerequisites` as for storefrontRoutes. It starts
 * with the routes of the opened address's group and the catch-all, and adds each other group's routes the first
 * time an address in it is navigated to (react-router's lazy route discovery: a match by the catch-all or by a
 * parameter asks for more routes first), so no navigation ranks and compiles the whole table.
 *
 * Created but not started: `initialize()` listens to the history and starts the first navigation (the first page's
 * chunk). What `createBrowserRouter` does in one call, so that the caller can run the two halves in tasks of their own:
 * on the product page they were 12 and 6 ms of one launch task of 37 ms on this machine, 4x that on a phone
 * (docs/decisions/019-boot-main-thread-costs.md).
 */
export function createAppRouter(prerequisites: Prerequisites = () => Promise.resolve()) {
  // Values saved in the tab before a reload for a failed chunk go back to the resume store.
  restoreEnteredAfterReload();
  preloadPagesWith(prerequisites);
  const groups = new RouteGroups(routeTable);
  const routesFor = (pathname: string): RouteObject[] =>
    groups.take(pathname).map((entry) => pageRoute(entry, pageWithPrerequisites(entry, prerequisites)));
  return createRouter({
    basename: '/',
    history: createBrowserHistory(),
    routes: [shellRoute(routesFor(window.location.pathname))],
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation: ({ path, patch }) => {
      const routes = routesFor(path);
      if (routes.length > 0) patch(SHELL_ROUTE_ID, routes);
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
