/** Link builders of the renewals section (pure data: no page imports; see ../sections/renewals.ts for its routes). */
import { linkTo } from '../link-to.js';

/** What the renewal links need of a product (an engine ProductDefinition fits). */
interface RenewedProduct {
  code: string;
  /** product.json `renewal.paidPage`: the payment returns to the product's own renewal paid page (docs/spec/storefront-spec.md#2-screens-and-routes, "renewal paid pages"). */
  renewal: { paidPage: boolean };
}

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const renewalPaths = {
  renewalList: (): string => linkTo('renewalList'),
  renewalDetail: (code: string, policyOrderId?: string): string => linkTo('renewalDetail', { code: code.toUpperCase() }, { policyOrderId }),
  renewalOrder: (code: string, policyOrderId?: string): string => linkTo('renewalOrder', { code: code.toUpperCase() }, { policyOrderId }),
  renewalPaid: (code: string, policyOrderId?: string): string => linkTo('renewalPaid', { code: code.toUpperCase() }, { policyOrderId }),
  /** Where the payment page sends the browser back after paying a renewal of `product`. */
  renewalReturn: (product: RenewedProduct, policyOrderId: string): string =>
    (product.renewal.paidPage ? renewalPaths.renewalPaid(product.code, policyOrderId) : renewalPaths.renewalOrder(product.code, policyOrderId)),
};
