/** The contract's views of a stored order (src/contract/responses.ts). */
import { RATING_LABELS } from '../../engine/index.js';
import type { Draft, FormData, OrderDetail, OrderSummary, PaymentRefund, ProductVersionRef, Quotation } from '../../contract/index.js';
import type { OrderRow, SavedDraftRow } from './orders.repo.js';
import type { PaymentRefundRow } from '../payments/payments.repo.js';

/** The stored form data of an order. */
export function orderFormData(row: OrderRow): FormData {
  return JSON.parse(row.form_data) as FormData;
}

/** The product version the order names; null for orders stored before versions were. */
export function orderVersion(row: Pick<OrderRow, 'product_version' | 'product_hash'>): ProductVersionRef | null {
  return row.product_version !== null && row.product_hash !== null ? { version: row.product_version, hash: row.product_hash } : null;
}

/**
 * The draft view of an order. `formData` is the order's form when the caller holds it already, as the
 * object it has just stored (the same JSON), so it is not parsed back from the row (nor read from it).
 */
export function toDraft(row: OrderRow): Draft;
export function toDraft(row: SavedDraftRow, formData: FormData): Draft;
export function toDraft(row: SavedDraftRow & Partial<Pick<OrderRow, 'form_data'>>, formData?: FormData): Draft {
  formData ??= orderFormData(row as OrderRow);
  return {
    b2cOrderId: row.b2c_order_id, productCode: row.product_code, formData, step: row.step, updatedAt: row.updated_at,
    productVersion: orderVersion(row),
  };
}

export function toSummary(row: OrderRow): OrderSummary {
  return {
    b2cOrderId: row.b2c_order_id,
    productCode: row.product_code,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    premium: row.premium,
    paidAmount: row.paid_amount,
    discount: row.discount,
    currency: row.currency,
    policyNo: row.policy_no,
    commDate: row.comm_date,
    expiryDate: row.expiry_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    productVersion: orderVersion(row),
  };
}

export function toRefund(row: PaymentRefundRow): PaymentRefund {
  return {
    payOrderId: row.pay_order_id, amount: row.amount, currency: row.currency, reason: row.reason, createdAt: row.created_at,
    status: row.status, refundedAt: row.refunded_at,
  };
}

/** The order with its form and payment, and the refunds due on it. */
export function toDetail(row: OrderRow, refunds: readonly PaymentRefundRow[]): OrderDetail {
  return {
    ...toSummary(row), formData: orderFormData(row), quotationNo: row.quotation_no, payOrderId: row.pay_order_id, paidAt: row.paid_at,
    refunds: refunds.map(toRefund),
  };
}

/** The quotation stored on an order; the caller has checked it has one. */
export function toQuotation(row: OrderRow): Quotation {
  if (row.quotation_no === null || row.premium === null) throw new Error(`order ${row.b2c_order_id} has no quotation`);
  const breakdown = row.breakdown === null ? [] : storedBreakdown(row.breakdown);
  return {
    quotationNo: row.quotation_no, premium: row.premium, currency: row.currency, breakdown, productVersion: orderVersion(row), validUntil: row.quote_valid_until,
  };
}

type StoredLine = Omit<Quotation['breakdown'][number], 'kind'> & { kind?: Quotation['breakdown'][number]['kind'] };

/**
 * The breakdown lines stored with an order. Lines stored before lines said their kind are read as the
 * rating kinds wrote them: the table amount is money, persons a count, any other stored line a factor
 * (coupon discounts are added when priced, never stored).
 */
export function storedBreakdown(json: string): Quotation['breakdown'] {
  return (JSON.parse(json) as StoredLine[]).map((line) => ({
    ...line,
    kind: line.kind ?? (line.label === RATING_LABELS.base ? 'money' : line.label === RATING_LABELS.persons ? 'count' : 'factor'),
  }));
}
