/** Entities the contract's answers are made of, shared by the rows of every domain. */

export type FormData = Record<string, unknown>;

export interface UserInfo {
  userId: string;
  username: string | null;
  areaCode: string;
  phone: string;
  mail: string | null;
  grade: string;
  points: number;
  /** The avatar: one of the user's uploads (user.setHead); null or absent when none is set. */
  headFileId?: string | null;
  /** Personal details (user.setInfo) and real-name authentication (user.authentication); absent in older answers. */
  info?: PersonalInfo;
}

/** The identity documents real-name authentication accepts: Macao, Hong Kong and mainland resident cards. */
export type IdType = 'MO' | 'HK' | 'CN';

/** A user's personal details; null where not given. */
export interface PersonalInfo {
  nameZh: string | null;
  nameEn: string | null;
  gender: 'M' | 'F' | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  address: string | null;
  /** Set once real-name authentication passed; the document number is masked. */
  authentication: { name: string; idType: IdType; idNumberMasked: string; authenticatedAt: string } | null;
}

/** The product version an order, quotation or policy was made under: product.json `version` and the content hash. */
export interface ProductVersionRef {
  version: string;
  hash: string;
}

/**
 * Told to the customer when an order meets a product whose price or terms changed since it was made
 * (`productChanged`), or whose quotation ran out (`quoteExpired`): the price before and after for the
 * same answers (null where a version cannot price them yet) and the answers the current form no longer
 * accepts (kept in the draft, to be changed by the customer).
 */
export interface ProductChange {
  reason: 'productChanged' | 'quoteExpired';
  /** Null for orders made before versions were recorded. */
  previousVersion: string | null;
  version: string;
  previousPremium: number | null;
  premium: number | null;
  currency: string;
  /** Dotted paths of the refused answers. */
  unacceptedFields: string[];
}

export interface Draft {
  b2cOrderId: string;
  productCode: string;
  formData: FormData;
  /** The id of the wizard step the user last saved. */
  step: string | null;
  updatedAt: string;
  /** The version the draft was made under; null for drafts older than versions; absent from other gateways. */
  productVersion?: ProductVersionRef | null;
  /** Set when the draft is resumed after its product changed. */
  productChange?: ProductChange | null;
}

export interface Quotation {
  quotationNo: string;
  premium: number;
  currency: string;
  /**
   * How the premium was made: `label` an i18n key (or a text), `amount` money, a count (persons) or a
   * factor (1.12 = +12%) as `kind` says.
   */
  breakdown: { label: string; amount: number; kind: 'money' | 'count' | 'factor' }[];
  /** The version the quotation prices on; absent from other gateways. */
  productVersion?: ProductVersionRef | null;
  /** Until when (ISO instant) it may be paid at this price, whatever changes in the product meanwhile. */
  validUntil?: string | null;
  /** Set when this quotation replaced one made under another version or one that ran out. */
  productChange?: ProductChange | null;
}

/** What an order buys: a new policy, the renewal of one (the next term is a policy too), or an endorsement's premium difference. */
export type OrderKind = 'purchase' | 'renewal' | 'endorsement';

export type OrderStatus = 'draft' | 'quoted' | 'priced' | 'paying' | 'paid' | 'failed';

/**
 * A page of a customer's list read newest first (orders and policies, motor orders and policies, claims, messages). `nextCursor`,
 * sent back as the request's `cursor`, continues the list right after this page's last item, whatever
 * was added since; null on the last page.
 */
export interface CursorPage<T> {
  total: number;
  items: T[];
  nextCursor: string | null;
}

export interface OrderSummary {
  b2cOrderId: string;
  productCode: string;
  kind: OrderKind;
  /** The storefront channel the order was made in (x-options channel: web, bank, telecom, payment, wechat). */
  channel: string;
  status: OrderStatus;
  premium: number | null;
  /**
   * What the payment that paid the order took: the premium less the coupon's discount. Null until paid and
   * for orders paid before it was recorded; absent from other gateways.
   */
  paidAmount?: number | null;
  /** What the coupon took off the premium in that payment (0 without one); null and absent as paidAmount. */
  discount?: number | null;
  currency: string;
  policyNo: string | null;
  commDate: string | null;
  expiryDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** The product version it was made under (a policy's terms); null for orders older than versions; absent from other gateways. */
  productVersion?: ProductVersionRef | null;
}

/**
 * Why a payment's money is to be refunded: it arrived for a payment the order had moved on from, for another
 * amount than was due, after the quotation ran out, after the cover's start date could no longer be chosen,
 * after the product left the shop, after the payment itself expired, or after the payment was reported failed.
 */
export type RefundReason = 'superseded' | 'amountChanged' | 'quoteExpired' | 'coverStarted' | 'productWithdrawn' | 'paymentExpired' | 'reportedFailed';

/** Where a refund stands: owed, or paid back through the payment provider. */
export type RefundStatus = 'due' | 'refunded';

/** Money a payment brought that its order could not take, to be paid back. */
export interface PaymentRefund {
  payOrderId: string;
  amount: number;
  currency: string;
  reason: RefundReason;
  createdAt: string;
  /** The reference gateway always sends it; another insurer's gateway may leave it out (read as due). */
  status?: RefundStatus;
  /** When the money was paid back (ISO instant); null while due. */
  refundedAt?: string | null;
}

export interface OrderDetail extends OrderSummary {
  formData: FormData;
  quotationNo: string | null;
  payOrderId: string | null;
  paidAt: string | null;
  /**
   * Payments of this order (and of a policy's endorsement orders) whose money arrived after the order had
   * moved on or for another amount, to be refunded. The reference gateway always sends it (empty when
   * none); another insurer's gateway may leave it out.
   */
  refunds?: PaymentRefund[];
}

/** One entry of a reference list, named in the caller's language. */
export interface ReferenceItem {
  code: string;
  name: string;
  /** Secondary text (a block's district and its name in the other script). */
  description?: string;
  /** The address as far as the list knows it (a block: its name and district), which a form may copy into its address field. */
  address?: string;
}

/** An uploaded file as stored. */
export interface StoredFile {
  fileId: string;
  name: string;
  type: string;
  size: number;
}
