/**
 * The one place the storefront's routes are declared (spec section 2): the core pages here, each section's
 * in ./sections. Each
 * entry says its path pattern, its default title key, whether it is a tab page (and which tab), whether
 * it needs a session, and how its page module is loaded (lazily, one chunk per page).
 */
import type { RouteEntry } from './route-entry.js';
import { loginRoutes } from './sections/login.js';
import { mineRoutes } from './sections/mine.js';
import { policyRoutes } from './sections/policies.js';
import { renewalRoutes } from './sections/renewals.js';
import { claimRoutes } from './sections/claims.js';
import { serviceRoutes } from './sections/service.js';
import { systemRoutes } from './sections/system.js';
import { productRoutes } from './sections/products.js';

export type { RouteEntry, RouteHandle, TabIndex } from './route-entry.js';
export { TABS } from './route-entry.js';

const home = () => import('../pages/home/home-page.js').then((m) => m.HomePage);
const notFound = () => import('../pages/error/not-found-page.js').then((m) => m.NotFoundPage);

export const routeTable: readonly RouteEntry[] = [
  { id: 'home', path: '/', titleKey: 'page.home', tab: 0, firstScreen: true, load: home },
  { id: 'homeAlias', path: '/pages/home/index', titleKey: 'page.home', tab: 0, firstScreen: true, load: home },
  { id: 'shop', path: '/pages/shop/index', titleKey: 'page.shop', tab: 1, load: () => import('../pages/shop/shop-page.js').then((m) => m.ShopPage) },
  { id: 'service', path: '/pages/service/index', titleKey: 'page.service', tab: 2, load: () => import('../pages/service/service-page.js').then((m) => m.ServicePage) },
  { id: 'mine', path: '/pages/mine/index', titleKey: 'page.mine', tab: 3, load: () => import('../pages/mine/mine-page.js').then((m) => m.MinePage) },
  ...productRoutes,
  { id: 'product', path: '/pages/product/:code/index', titleKey: 'page.product', load: () => import('../pages/product/product-page.js').then((m) => m.ProductPage) },
  { id: 'order', path: '/pages/order/:code/index', titleKey: 'page.order', requiresSession: true, orderWizard: true, load: () => import('../pages/order/order-page.js').then((m) => m.OrderPage) },
  { id: 'login', path: '/pages/login/index', titleKey: 'page.login', load: () => import('../pages/login/login-page.js').then((m) => m.LoginPage) },
  { id: 'smsLogin', path: '/pages/login/smsCode/index', titleKey: 'page.smsLogin', load: () => import('../pages/login/sms-login-page.js').then((m) => m.SmsLoginPage) },
  { id: 'myPolicy', path: '/pages/myPolicy/index', titleKey: 'page.myPolicy', requiresSession: true, load: () => import('../pages/my-policy/my-policy-page.js').then((m) => m.MyPolicyPage) },
  { id: 'policyDetail', path: '/pages/myPolicy/detail/index', titleKey: 'page.policyDetail', requiresSession: true, load: () => import('../pages/my-policy/policy-detail-page.js').then((m) => m.PolicyDetailPage) },
  { id: 'notFound', path: '/pages/error/404/index', titleKey: 'page.notFound', load: notFound },
  { id: 'nothing', path: '/pages/nothing/index', titleKey: 'page.nothing', load: () => import('../pages/forbidden/forbidden-page.js').then((m) => m.ForbiddenPage) },
  { id: 'desktopNotice', path: '/pages/pc/pcDirect/index', titleKey: 'page.desktopNotice', customNavigation: true, load: () => import('../pages/desktop-notice/desktop-notice-page.js').then((m) => m.DesktopNoticePage) },
  { id: 'bridge', path: '/pages/poxy/index', titleKey: 'page.bridge', customNavigation: true, load: () => import('../pages/bridge/bridge-page.js').then((m) => m.BridgePage) },
  ...loginRoutes,
  ...mineRoutes,
  ...policyRoutes,
  ...renewalRoutes,
  ...claimRoutes,
  ...serviceRoutes,
  ...systemRoutes,
  { id: 'fallback', path: '*', titleKey: 'page.notFound', load: notFound },
];

/** Pages never opened from an outside link (a scanned code, a callback): the hand-off bridge signs users in. */
const NOT_LINKABLE = new Set(['bridge', 'fallback']);

/** The path patterns an outside link may open (shell/storefront-path.ts). */
export const linkablePatterns: readonly string[] = routeTable
  .filter((entry) => !NOT_LINKABLE.has(entry.id) && entry.path !== '*')
  .map((entry) => entry.path);
