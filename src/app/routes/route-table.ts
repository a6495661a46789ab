/**
 * The one place the storefront's routes are declared (spec section 2, the first build's subset). Each
 * entry says its path pattern, its default title key, whether it is a tab page (and which tab), whether
 * it needs a session, and how its page module is loaded (lazily, one chunk per page).
 */
import type { ComponentType } from 'react';

/** Tab indexes of the tab bar (spec section 2): 0 home, 1 shop, 2 service, 3 mine. */
export type TabIndex = 0 | 1 | 2 | 3;

export type RouteId =
  | 'home' | 'homeAlias' | 'shop' | 'service' | 'mine' | 'product' | 'order' | 'login' | 'smsLogin'
  | 'myPolicy' | 'policyDetail' | 'notFound' | 'nothing' | 'desktopNotice' | 'bridge' | 'fallback';

export interface RouteEntry {
  id: RouteId;
  /** react-router path pattern; `*` catches every unknown address. */
  path: string;
  /** i18n key of the nav-bar and document title until the page names itself. */
  titleKey: string;
  tab?: TabIndex;
  /** Needs a signed-in user: without one the page sends the user to log in and back. */
  requiresSession?: boolean;
  /** The page draws its own header: no nav bar and no header offset (transit and notice pages). */
  customNavigation?: boolean;
  load(): Promise<ComponentType>;
}

/** The tab bar's entries, in order. */
export const TABS: readonly { index: TabIndex; titleKey: string; path: string; icon: 'home' | 'shop' | 'service' | 'mine' }[] = [
  { index: 0, titleKey: 'tab.home', path: '/', icon: 'home' },
  { index: 1, titleKey: 'tab.shop', path: '/pages/shop/index', icon: 'shop' },
  { index: 2, titleKey: 'tab.service', path: '/pages/service/index', icon: 'service' },
  { index: 3, titleKey: 'tab.mine', path: '/pages/mine/index', icon: 'mine' },
];

const home = () => import('../pages/home/home-page.js').then((m) => m.HomePage);
const notFound = () => import('../pages/error/not-found-page.js').then((m) => m.NotFoundPage);

export const routeTable: readonly RouteEntry[] = [
  { id: 'home', path: '/', titleKey: 'page.home', tab: 0, load: home },
  { id: 'homeAlias', path: '/pages/home/index', titleKey: 'page.home', tab: 0, load: home },
  { id: 'shop', path: '/pages/shop/index', titleKey: 'page.shop', tab: 1, load: () => import('../pages/shop/shop-page.js').then((m) => m.ShopPage) },
  { id: 'service', path: '/pages/service/index', titleKey: 'page.service', tab: 2, load: () => import('../pages/service/service-page.js').then((m) => m.ServicePage) },
  { id: 'mine', path: '/pages/mine/index', titleKey: 'page.mine', tab: 3, load: () => import('../pages/mine/mine-page.js').then((m) => m.MinePage) },
  { id: 'product', path: '/pages/product/:code/index', titleKey: 'page.product', load: () => import('../pages/product/product-page.js').then((m) => m.ProductPage) },
  { id: 'order', path: '/pages/order/:code/index', titleKey: 'page.order', requiresSession: true, load: () => import('../pages/order/order-page.js').then((m) => m.OrderPage) },
  { id: 'login', path: '/pages/login/index', titleKey: 'page.login', load: () => import('../pages/login/sms-login-page.js').then((m) => m.SmsLoginPage) },
  { id: 'smsLogin', path: '/pages/login/smsCode/index', titleKey: 'page.smsLogin', load: () => import('../pages/login/sms-login-page.js').then((m) => m.SmsLoginPage) },
  { id: 'myPolicy', path: '/pages/myPolicy/index', titleKey: 'page.myPolicy', requiresSession: true, load: () => import('../pages/my-policy/my-policy-page.js').then((m) => m.MyPolicyPage) },
  { id: 'policyDetail', path: '/pages/myPolicy/detail/index', titleKey: 'page.policyDetail', requiresSession: true, load: () => import('../pages/my-policy/policy-detail-page.js').then((m) => m.PolicyDetailPage) },
  { id: 'notFound', path: '/pages/error/404/index', titleKey: 'page.notFound', load: notFound },
  { id: 'nothing', path: '/pages/nothing/index', titleKey: 'page.nothing', load: () => import('../pages/nothing/nothing-page.js').then((m) => m.NothingPage) },
  { id: 'desktopNotice', path: '/pages/pc/pcDirect/index', titleKey: 'page.desktopNotice', customNavigation: true, load: () => import('../pages/pc/desktop-notice-page.js').then((m) => m.DesktopNoticePage) },
  { id: 'bridge', path: '/pages/poxy/index', titleKey: 'page.bridge', customNavigation: true, load: () => import('../pages/poxy/bridge-page.js').then((m) => m.BridgePage) },
  { id: 'fallback', path: '*', titleKey: 'page.notFound', load: notFound },
];

/** The handle every route carries, read by the shell for the title, tab and session guard. */
export interface RouteHandle {
  entry: RouteEntry;
}
