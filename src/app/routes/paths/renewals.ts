/** Link builders and route data of the renewals section (pure data: no page imports; see ../sections/renewals.ts for its routes). */
/** What the renewal links need of a product (an engine ProductDefinition fits). */
interface RenewedProduct {
  code: string;
  /** product.json `renewal.paidPage`: the payment returns to the product's own renewal paid page (spec section 2: MTC, MTT, MTV). */
  renewal: { paidPage: boolean };
}

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
  /** Where the payment page sends the browser back after paying a renewal of `product`. */
  renewalReturn: (product: RenewedProduct, policyOrderId: string): string =>
    (product.renewal.paidPage ? renewalPaths.renewalPaid(product.code, policyOrderId) : renewalPaths.renewalOrder(product.code, policyOrderId)),
};
