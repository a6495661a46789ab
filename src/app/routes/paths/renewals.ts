/** Link builders and route data of the renewals section (pure data: no page imports; see ../sections/renewals.ts for its routes). */
/** The products whose renewal payment returns to a renewal paid page of their own (spec section 2). */
export const RENEWAL_PAID_PAGE_CODES: readonly string[] = ['MTC', 'MTT', 'MTV'];

const withPolicy = (path: string, policyOrderId?: string): string =>
  (policyOrderId ? `${path}?${new URLSearchParams({ policyOrderId }).toString()}` : path);

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const renewalPaths = {
  renewalList: (): string => '/pages/order/renewal/index',
  renewalDetail: (code: string, policyOrderId?: string): string =>
    withPolicy(`/pages/order/renewalDetail/${encodeURIComponent(code.toUpperCase())}/index`, policyOrderId),
  renewalOrder: (code: string, policyOrderId?: string): string =>
    withPolicy(`/pages/order/renewal/${encodeURIComponent(code.toUpperCase())}/index`, policyOrderId),
  renewalPaid: (code: string, policyOrderId?: string): string =>
    withPolicy(`/pages/order/renewal/${encodeURIComponent(code.toUpperCase())}/paid/index`, policyOrderId),
  /** Where the payment page sends the browser back after paying a renewal of `code`. */
  renewalReturn: (code: string, policyOrderId: string): string =>
    (RENEWAL_PAID_PAGE_CODES.includes(code.toUpperCase()) ? renewalPaths.renewalPaid(code, policyOrderId) : renewalPaths.renewalOrder(code, policyOrderId)),
};
