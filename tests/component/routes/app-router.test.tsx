import { afterEach, describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../../src/app/routes/route-table.js';
import { createAppRouter, type AppRouter } from '../../../src/app/routes/create-router.js';

let router: AppRouter | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

/** The route table entry of the page the router shows. */
const shownEntry = (app: AppRouter): string | undefined => (app.state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.entry.id;

async function openedAt(address: string): Promise<AppRouter> {
  window.history.replaceState(null, '', address);
  const app = createAppRouter().initialize();
  router = app;
  await new Promise<void>((resolve) => {
    if (app.state.initialized) resolve();
    else app.subscribe((state) => { if (state.initialized) resolve(); });
  });
  return app;
}

describe('the browser router, learning the route table group by group', () => {
  it('starts with the opened address\'s group and the catch-all only', async () => {
    const app = await openedAt('/pages/error/404/index');
    expect(shownEntry(app)).toBe('notFound');
    const paths = app.routes[0]?.children?.map((route) => route.path);
    expect(paths).toEqual(['/pages/error/404/index', '*']);
  });

  it('opens deep links and then every other address as the whole table does', async () => {
    const app = await openedAt('/pages/nothing/index');
    expect(shownEntry(app)).toBe('forbidden');
    await app.navigate('/pages/nope/index');
    expect(shownEntry(app)).toBe('fallback');
    await app.navigate('/PAGES/ERROR/404/index/');
    expect(shownEntry(app)).toBe('notFound');
    await app.navigate('/pages/shop/car/index');
    expect(shownEntry(app)).toBe('shopCar');
    await app.navigate('/pages/shop/index');
    expect(shownEntry(app)).toBe('shop');
  });

  it('sends an unknown deep link to the 404 page', async () => {
    expect(shownEntry(await openedAt('/pages/shop/nope/index'))).toBe('fallback');
  });
});
