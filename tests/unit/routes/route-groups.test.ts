import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteGroups } from '../../../src/app/routes/route-groups.js';
import { routeTable, type RouteEntry } from '../../../src/app/routes/route-table.js';

const routesOf = (entries: readonly RouteEntry[]): RouteObject[] => [{ children: entries.map((entry) => ({ id: entry.id, path: entry.path })) }];

/** The id of the entry react-router picks for `address` among `entries`. */
const matchedId = (entries: readonly RouteEntry[], address: string): string | undefined =>
  matchRoutes(routesOf(entries), address)?.at(-1)?.route.id;

/** Every pattern of the table made an address, a parameter given a product code; and variants of each. */
const tableAddresses = routeTable
  .filter((entry) => entry.path !== '*')
  .map((entry) => entry.path.replace(/:[^/]+/g, 'TPS'));
const variants = (address: string): string[] => [address, address.toUpperCase(), `${address}/`, address.replace('/pages/', '/pages/%70')];
const unknownAddresses = ['/pages', '/pages/', '/pages/nope/index', '/pages/order/tps', '/nope', '/pages/product/TPS/index/more', '//pages/shop/index'];

describe('the route table in groups (lazy route discovery)', () => {
  it('gives for every address the entries among which react-router picks the page the whole table picks', () => {
    for (const address of [...tableAddresses.flatMap(variants), ...unknownAddresses]) {
      const taken = new RouteGroups(routeTable).take(address);
      expect(matchedId(taken, address), address).toBe(matchedId(routeTable, address));
    }
  });

  it('starts without most of the table, and hands a group out once', () => {
    const groups = new RouteGroups(routeTable);
    const first = groups.take('/');
    expect(first.map((entry) => entry.id)).toEqual(['home', 'fallback']);
    expect(groups.take('/pages/order/tps/index').map((entry) => entry.id)).toContain('order');
    expect(groups.take('/pages/order/mtv/index')).toEqual([]);
  });

  it('hands every entry of the table out once over all its addresses', () => {
    const groups = new RouteGroups(routeTable);
    const taken = ['/', ...tableAddresses].flatMap((address) => groups.take(address));
    expect(taken.map((entry) => entry.id).sort()).toEqual(routeTable.map((entry) => entry.id).sort());
  });
});
