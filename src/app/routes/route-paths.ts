/**
 * Builders for the storefront's links, each written with linkTo (./link-to.ts) from the route table's addresses
 * (./route-addresses.ts), so no page spells a path by hand and every link goes to a route that exists. Product
 * pages use the product code as the catalogue has it (upper case); order pages use it lower case, as the spec's
 * order routes do (`/pages/order/tps/index`).
 */
import { linkTo } from './link-to.js';
import { claimPaths } from './paths/claims.js';
import { loginPaths } from './paths/login.js';
import { minePaths } from './paths/mine.js';
import { policyPaths } from './paths/policies.js';
import { renewalPaths } from './paths/renewals.js';
import { servicePaths } from './paths/service.js';
import { systemPaths } from './paths/system.js';
import { productPaths } from './paths/products.js';

/** Link builders of the core pages and, spread in, of every section: each built by linkTo from the route table's addresses. */
export const paths = {
  home: (): string => linkTo('home'),
  shop: (): string => linkTo('shop'),
  service: (): string => linkTo('service'),
  mine: (): string => linkTo('mine'),
  /** `extending`: the paid order this purchase adds to (a companion product's offer), carried on to the order. */
  product: (code: string, extending?: string | null): string => linkTo('product', { code }, { extending: extending ?? undefined }),
  /** `extending`: the paid order whose car and holder the new order starts with. */
  order: (code: string, extending?: string | null): string => linkTo('order', { code: code.toLowerCase() }, { extending: extending ?? undefined }),
  login: (): string => linkTo('login'),
  smsLogin: (): string => linkTo('smsLogin'),
  myPolicy: (): string => linkTo('myPolicy'),
  policyDetail: (b2cOrderId: string): string => linkTo('policyDetail', { b2cOrderId }),
  notFound: (): string => linkTo('notFound'),
  /** The page a caller the label file forbids is sent to (the spec's /pages/nothing/index). */
  forbidden: (): string => linkTo('forbidden'),
  desktopNotice: (): string => linkTo('desktopNotice'),
  /** The bank-app hand-off page (the spec's /pages/poxy/index). */
  bridge: (query: Record<string, string>): string => linkTo('bridge', query),
  ...loginPaths,
  ...minePaths,
  ...policyPaths,
  ...renewalPaths,
  ...claimPaths,
  ...servicePaths,
  ...systemPaths,
  ...productPaths,
} as const;
