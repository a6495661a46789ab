/**
 * How long an open payment may be paid: {@link PAYMENT_VALID_MINUTES} from when it was opened. A payment
 * page left open for days could otherwise settle an order long after its price, quotation or start date
 * stopped holding; after this the page says it expired and money reported for it is refunded.
 */
import type { PaymentRow } from './payments.repo.js';

/** Minutes an open payment stays payable. */
export const PAYMENT_VALID_MINUTES = 30;

const MINUTE_MS = 60_000;

/** The instant until which the payment may be paid. */
export function paymentValidUntil(payment: Pick<PaymentRow, 'created_at'>): Date {
  return new Date(Date.parse(payment.created_at) + PAYMENT_VALID_MINUTES * MINUTE_MS);
}

/** Whether the payment can no longer be paid at `at`. */
export function paymentExpired(payment: Pick<PaymentRow, 'created_at'>, at: Date): boolean {
  return paymentValidUntil(payment).getTime() <= at.getTime();
}
