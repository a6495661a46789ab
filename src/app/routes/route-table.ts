/**
 * The one place the storefront's routes are declared (docs/spec/storefront-spec.md#2-screens-and-routes): the core
 * pages here, each section's in ./sections. Each entry says its id (./route-addresses.ts gives the id's address),
 * its default title key, whether it is a tab page (and which tab), whether it needs a session, and how its page
 * module is loaded (lazily, one chunk per page).
 */
import type { RouteId } from './route-addresses.js';
import { withAddress, type RouteDeclaration, type RouteEntry } from './route-entry.js';
import { loginRoutes } from './sections/login.js';
import { mineRoutes } from './sections/mine.js';
import { policyRoutes } from './sections/policies.js';
import { renewalRoutes } from './sections/renewals.js';
import { claimRoutes } from './sections/claims.js';
import { serviceRoutes } from './sections/service.js';
import { systemRoutes } from './sections/system.js';
import { productRoutes } from './sections/products.js';

export type { RouteDeclaration, RouteEntry, RouteHandle, TabIndex } from './route-entry.js';
export type { RouteId } from './route-addresses.js';
export { TABS } from './route-entry.js';

const home = () => import('../pages/home/home-page.js').then((m) => m.HomePage);
const notFound = () => import('../pages/error/not-found-page.js').then((m) => m.NotFoundPage);

const declared: readonly RouteDeclaration[] = [
  { id: 'home', titleKey: 'page.home', tab: 0, firstScreen: true, load: home },
  { id: 'homeAlias', titleKey: 'page.home', tab: 0, firstScreen: true, load: home },
  { id: 'shop', titleKey: 'page.shop', tab: 1, load: () => import('../pages/shop/shop-page.js').then((m) => m.ShopPage) },
  { id: 'service', titleKey: 'page.service', tab: 2, load: () => import('../pages/service/service-page.js').then((m) => m.ServicePage) },
  { id: 'mine', titleKey: 'page.mine', tab: 3, load: () => import('../pages/mine/mine-page.js').then((m) => m.MinePage) },
  ...productRoutes,
  { id: 'product', titleKey: 'page.product', ownProduct: true, load: () => import('../pages/product/product-page.js').then((m) => m.ProductPage) },
  { id: 'order', titleKey: 'page.order', requiresSession: true, orderWizard: true, load: () => import('../pages/order/order-page.js').then((m) => m.OrderPage) },
  { id: 'login', titleKey: 'page.login', load: () => import('../pages/login/login-page.js').then((m) => m.LoginPage) },
  { id: 'smsLogin', titleKey: 'page.smsLogin', load: () => import('../pages/login/sms-login-page.js').then((m) => m.SmsLoginPage) },
  { id: 'myPolicy', titleKey: 'page.myPolicy', requiresSession: true, load: () => import('../pages/my-policy/my-policy-page.js').then((m) => m.MyPolicyPage) },
  { id: 'policyDetail', titleKey: 'page.policyDetail', requiresSession: true, load: () => import('../pages/my-policy/policy-detail-page.js').then((m) => m.PolicyDetailPage) },
  { id: 'notFound', titleKey: 'page.notFound', load: notFound },
  { id: 'forbidden', titleKey: 'page.nothing', load: () => import('../pages/forbidden/forbidden-page.js').then((m) => m.ForbiddenPage) },
  { id: 'desktopNotice', titleKey: 'page.desktopNotice', customNavigation: true, load: () => import('../pages/desktop-notice/desktop-notice-page.js').then((m) => m.DesktopNoticePage) },
  { id: 'bridge', titleKey: 'page.bridge', customNavigation: true, load: () => import('../pages/bridge/bridge-page.js').then((m) => m.BridgePage) },
  ...loginRoutes,
  ...mineRoutes,
  ...policyRoutes,
  ...renewalRoutes,
  ...claimRoutes,
  ...serviceRoutes,
  ...systemRoutes,
  { id: 'fallback', titleKey: 'page.notFound', load: notFound },
];

/** Every route of the storefront, each with the address its id has in ./route-addresses.ts. */
export const routeTable: readonly RouteEntry[] = declared.map(withAddress);

/** Pages never opened from an outside link (a scanned code, a callback): the hand-off bridge signs users in. */
const NOT_LINKABLE: ReadonlySet<RouteId> = new Set<RouteId>(['bridge', 'fallback']);

/** The path patterns an outside link may open (shell/storefront-path.ts). */
export const linkablePatterns: readonly string[] = routeTable
  .filter((entry) => !NOT_LINKABLE.has(entry.id) && entry.path !== '*')
  .map((entry) => entry.path);
