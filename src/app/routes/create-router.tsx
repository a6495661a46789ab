import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from '../shell/app-shell.js';
import { PageLoading } from '../components/page-loading.js';
import { RouteErrorPage } from '../pages/error/route-error-page.js';
import { RequireSession } from '../session/require-session.js';
import { routeTable, type RouteEntry, type RouteHandle } from './route-table.js';
import { loadWithTimeout } from './with-timeout.js';

function toRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { entry };
  return {
    path: entry.path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      const Page = await loadWithTimeout(entry.load);
      return {
        Component: entry.requiresSession ? () => <RequireSession><Page /></RequireSession> : Page,
      };
    },
  };
}

/** The route objects of the storefront: the shell around every page of the route table. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: routeTable.map(toRoute),
    },
  ];
}

/** The browser router (history mode, base `/`, spec section 2). */
export function createAppRouter() {
  return createBrowserRouter(storefrontRoutes(), { basename: '/' });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
