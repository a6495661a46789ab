/** How long a quotation holds: the product's `quoteValidDays` from when it was made. */
import { TIP_CODES } from '../../contract/index.js';
import { DEFAULT_QUOTE_VALID_DAYS, type ProductBundle } from '../../engine/index.js';
import { GatewayError } from '../gateway-error.js';
import type { OrderRow } from './orders.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant (ISO) until which a quotation made at `at` may be paid at its price. */
export function quoteValidUntil(bundle: ProductBundle, at: Date): string {
  return new Date(at.getTime() + (bundle.definition.quoteValidDays ?? DEFAULT_QUOTE_VALID_DAYS) * DAY_MS).toISOString();
}

/** Whether the order's quotation has run out at `at` (an order quoted before quotations had a validity never does). */
export function quoteExpired(row: OrderRow, at: Date): boolean {
  return row.quote_valid_until !== null && row.quote_valid_until <= at.toISOString();
}

/** 409 telling the customer the quotation ran out: getting a new one re-quotes on the current version. */
export function quoteExpiredRefusal(): GatewayError {
  return new GatewayError(409, TIP_CODES.conflict, 'gateway.quoteExpired');
}
