import { describe, expect, it } from 'vitest';
import { routeTable } from '../../../src/app/routes/route-table.js';

describe('the route table', () => {
  it('declares every id and every path once', () => {
    const ids = routeTable.map((entry) => entry.id);
    const paths = routeTable.map((entry) => entry.path);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('ends with the catch-all that sends unknown addresses to the 404 page', () => {
    expect(routeTable.at(-1)).toMatchObject({ path: '*', titleKey: 'page.notFound' });
    expect(routeTable.filter((entry) => entry.path === '*')).toHaveLength(1);
  });

  it('keeps every page path under /pages/ ending in /index (docs/spec/storefront-spec.md#2-screens-and-routes), but for home', () => {
    for (const entry of routeTable) {
      if (entry.path === '/' || entry.path === '*') continue;
      expect(entry.path, entry.id).toMatch(/^\/pages\/.+\/index$/);
    }
  });
});
