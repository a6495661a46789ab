/**
 * Routes of docs/spec/storefront-spec.md#2-screens-and-routes — Renewals: order/renewal/{code}, order/renewalDetail/{code}, and the renewal
 * paid pages. The code is one of MTC, MTS, MTT, MTV, FHH, FHS, FIR, TDS, TGL, THM, TPA, TPS, TPT, TSA, TSS,
 * EDH, EGI (matched without regard to case); the policy to renew is the query's `policyOrderId`.
 *
 * - /pages/order/renewal/index: the caller's renewable policies (renewal.list). The spec lists no list
 *   route; it is the entry point from Mine and Service (static segments outrank `/pages/order/:code/index`).
 * - /pages/order/renewalDetail/{code}/index?policyOrderId=: the renewal offer of a policy (dates, premium,
 *   what changes); without a policy, the renewable policies of that product.
 * - /pages/order/renewal/{code}/index?policyOrderId=: the renewal order: review, change contact details,
 *   save, price and pay; the payment of products without a paid page comes back here.
 * - /pages/order/renewal/{code}/paid/index: the renewal paid page, where the payment of MTC, MTT and MTV
 *   renewals comes back (spec: "Renewal paid pages for MTC, MTT, MTV").
 */
import type { RouteDeclaration } from '../route-entry.js';

export const renewalRoutes: readonly RouteDeclaration[] = [
  {
    id: 'renewalList', titleKey: 'page.renewalList', requiresSession: true,
    load: () => import('../../pages/renewal/renewal-list-page.js').then((m) => m.RenewalListPage),
  },
  {
    id: 'renewalDetail', titleKey: 'page.renewalDetail', requiresSession: true,
    load: () => import('../../pages/renewal/renewal-detail-page.js').then((m) => m.RenewalDetailPage),
  },
  {
    id: 'renewalOrder', titleKey: 'page.renewalOrder', requiresSession: true,
    load: () => import('../../pages/renewal/renewal-order-page.js').then((m) => m.RenewalOrderPage),
  },
  {
    id: 'renewalPaid', titleKey: 'page.renewalPaid', requiresSession: true,
    load: () => import('../../pages/renewal/renewal-paid-page.js').then((m) => m.RenewalPaidPage),
  },
];
