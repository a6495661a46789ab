/**
 * The data the purchase flow's actors exchange, declared structurally: flows import nothing of the
 * project, and the app's actor implementations (which return the contract's types) fit these shapes.
 */

/** Answers of an order form, keyed by top-level field. */
export type FormData = Record<string, unknown>;

/** A saved, unfinished order. */
export interface Draft {
  b2cOrderId: string;
  productCode: string;
  formData: FormData;
  /** The id of the wizard step the user last saved, or null before the first save. */
  step: string | null;
  updatedAt: string;
}

/** A priced offer for an order. */
export interface Quotation {
  quotationNo: string;
  premium: number;
  currency: string;
  /** How the premium was made; `kind` says whether `amount` is money, a count or a factor. */
  breakdown: { label: string; amount: number; kind: 'money' | 'count' | 'factor' }[];
  /** Set when it replaced a quotation made under another product version or one that ran out: what the customer is told. */
  productChange?: {
    reason: 'productChanged' | 'quoteExpired';
    previousVersion: string | null;
    version: string;
    previousPremium: number | null;
    premium: number | null;
    currency: string;
    unacceptedFields: string[];
  } | null;
}

/** A payment order; the browser goes to `payUrl`. */
export interface PayOrder {
  payOrderId: string;
  payUrl: string;
  amount: number;
  currency: string;
}

/** What the flow needs of a product definition (a ProductDefinition fits structurally). */
export interface PurchaseProduct {
  code: string;
  steps: readonly { id: string; kind: 'form' | 'review' }[];
  /** Ask the insurer to release (underwrite) the order after the quotation. */
  releaseCheck: boolean;
  /** Fix the premium with a separate call before payment. */
  premiumStep: boolean;
}

/** How a purchase flow starts: fresh, as a copy of an earlier order, or back from the payment page. */
export interface PurchaseInput {
  productCode: string;
  /** The earlier order to buy again. */
  buyAgainFrom?: string;
  /** With buyAgainFrom: start the copy with empty answers. */
  clearAnswers?: boolean;
  /** Set when the payment page sent the browser back (its query string). */
  paymentReturn?: { b2cOrderId: string; payResult: 'success' | 'fail' };
}
