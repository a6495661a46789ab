/**
 * Builders for the storefront's links, next to the route table that declares the patterns, so no page
 * spells a path by hand. Product pages use the product code as the catalogue has it (upper case); order
 * pages use it lower case, as the spec's order routes do (`/pages/order/tps/index`).
 */
import { claimPaths } from './paths/claims.js';
import { loginPaths } from './paths/login.js';
import { minePaths } from './paths/mine.js';
import { policyPaths } from './paths/policies.js';
import { renewalPaths } from './paths/renewals.js';
import { servicePaths } from './paths/service.js';
import { systemPaths } from './paths/system.js';
import { productPaths } from './paths/products.js';

/** The query naming the paid order a purchase adds to; nothing for an ordinary purchase. */
const extendingQuery = (extending?: string | null): string => (extending ? `?extending=${encodeURIComponent(extending)}` : '');

export const paths = {
  home: (): string => '/',
  shop: (): string => '/pages/shop/index',
  service: (): string => '/pages/service/index',
  mine: (): string => '/pages/mine/index',
  /** `extending`: the paid order this purchase adds to (a companion product's offer), carried on to the order. */
  product: (code: string, extending?: string | null): string => `/pages/product/${encodeURIComponent(code)}/index${extendingQuery(extending)}`,
  /** `extending`: the paid order whose car and holder the new order starts with. */
  order: (code: string, extending?: string | null): string => `/pages/order/${encodeURIComponent(code.toLowerCase())}/index${extendingQuery(extending)}`,
  login: (): string => '/pages/login/index',
  smsLogin: (): string => '/pages/login/smsCode/index',
  myPolicy: (): string => '/pages/myPolicy/index',
  policyDetail: (b2cOrderId: string): string => `/pages/myPolicy/detail/index?b2cOrderId=${encodeURIComponent(b2cOrderId)}`,
  notFound: (): string => '/pages/error/404/index',
  nothing: (): string => '/pages/nothing/index',
  desktopNotice: (): string => '/pages/pc/pcDirect/index',
  bridge: (query: Record<string, string>): string => `/pages/poxy/index?${new URLSearchParams(query).toString()}`,
  ...loginPaths,
  ...minePaths,
  ...policyPaths,
  ...renewalPaths,
  ...claimPaths,
  ...servicePaths,
  ...systemPaths,
  ...productPaths,
} as const;
