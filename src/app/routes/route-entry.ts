/** The shape of a route table entry and the tab bar (src/app/routes/route-table.ts declares the routes). */
import type { ComponentType } from 'react';

/** Tab indexes of the tab bar (spec section 2): 0 home, 1 shop, 2 service, 3 mine. */
export type TabIndex = 0 | 1 | 2 | 3;

export interface RouteEntry {
  /** Unique across the table (a test checks it). */
  id: string;
  /** react-router path pattern; `*` catches every unknown address. */
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
  load(): Promise<ComponentType>;
}

/** The tab bar's entries, in order. */
export const TABS: readonly { index: TabIndex; titleKey: string; path: string; icon: 'home' | 'shop' | 'service' | 'mine' }[] = [
  { index: 0, titleKey: 'tab.home', path: '/', icon: 'home' },
  { index: 1, titleKey: 'tab.shop', path: '/pages/shop/index', icon: 'shop' },
  { index: 2, titleKey: 'tab.service', path: '/pages/service/index', icon: 'service' },
  { index: 3, titleKey: 'tab.mine', path: '/pages/mine/index', icon: 'mine' },
];

/** The handle every route carries, read by the shell for the title, tab and session guard. */
export interface RouteHandle {
  entry: RouteEntry;
}
