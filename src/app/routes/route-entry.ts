/** The shape of a route table entry and the tab bar (src/app/routes/route-table.ts declares the routes). */
import type { ComponentType } from 'react';
import { ROUTE_ADDRESSES, type RouteId } from './route-addresses.js';

/** Tab indexes of the tab bar (docs/spec/storefront-spec.md#2-screens-and-routes): 0 home, 1 shop, 2 service, 3 mine. */
export type TabIndex = 0 | 1 | 2 | 3;

export interface RouteEntry {
  /** Unique across the table (a test checks it); names the route's address in ./route-addresses.ts. */
  id: RouteId;
  /** react-router path pattern, the address of `id`; `*` catches every unknown address. */
  path: string;
  /** i18n key of the nav-bar and document title until the page names itself. */
  titleKey: string;
  tab?: TabIndex;
  /** Needs a signed-in user: without one the page sends the user to log in and back. */
  requiresSession?: boolean;
  /** The page draws its own header: no nav bar and no header offset (transit and notice pages). */
  customNavigation?: boolean;
  /**
   * The page is the first screen (home): it reads only the first screen's bundled labels (src/app/i18n/label-parts.ts)
   * and opens no antd-mobile dialog. Every other page's chunk waits for the rest of the labels and that hook too.
   */
  firstScreen?: true;
  /**
   * The page is an order wizard: besides the first screen's labels it reads only the order part
   * (src/app/i18n/label-parts.ts), loads its own product's parts as it draws rather than the whole catalogue, and
   * connects antd-mobile's React 19 hook with its one dialog (src/app/main.tsx's prerequisites).
   */
  orderWizard?: true;
  /**
   * The page reads only the product its address names: it loads that product's parts as it draws rather than the
   * whole catalogue (src/app/main.tsx's prerequisites), so a tap on a card does not wait for every product's files.
   */
  ownProduct?: true;
  load(): Promise<ComponentType>;
}

/** A route as a section declares it: its address is the one ./route-addresses.ts gives its id. */
export type RouteDeclaration = Omit<RouteEntry, 'path'>;

/** The entry of a declared route, with its address. */
export const withAddress = (declaration: RouteDeclaration): RouteEntry => ({ ...declaration, path: ROUTE_ADDRESSES[declaration.id] });

/** The tab bar's entries, in order. */
export const TABS: readonly { index: TabIndex; titleKey: string; path: string; icon: 'home' | 'shop' | 'service' | 'mine' }[] = [
  { index: 0, titleKey: 'tab.home', path: ROUTE_ADDRESSES.home, icon: 'home' },
  { index: 1, titleKey: 'tab.shop', path: ROUTE_ADDRESSES.shop, icon: 'shop' },
  { index: 2, titleKey: 'tab.service', path: ROUTE_ADDRESSES.service, icon: 'service' },
  { index: 3, titleKey: 'tab.mine', path: ROUTE_ADDRESSES.mine, icon: 'mine' },
];

/** The handle every route carries, read by the shell for the title, tab and session guard. */
export interface RouteHandle {
  entry: RouteEntry;
}
