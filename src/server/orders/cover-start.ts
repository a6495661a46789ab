/**
 * Cover never starts before the money: an order whose policy start date is earlier than the first start
 * date a purchase may choose now (today in Macao, tomorrow from 22:00: spec section 5) can no longer be
 * paid. Otherwise a buyer could wait for a loss and then buy cover that began before it.
 */
import { TIP_CODES } from '../../contract/index.js';
import { macaoStartDate } from '../calendar/macao-clock.js';
import { GatewayError } from '../gateway-error.js';
import type { OrderRow } from './orders.repo.js';

/** Whether the order's cover starts before the first start date a purchase may have at `at` (an order without a term never does). */
export function coverStartPassed(row: Pick<OrderRow, 'comm_date'>, at: Date): boolean {
  return row.comm_date !== null && row.comm_date < macaoStartDate(at);
}

/** 409 telling the customer the start date has passed: choose a new one and get a new quotation. */
export function coverStartedRefusal(): GatewayError {
  return new GatewayError(409, TIP_CODES.conflict, 'gateway.coverStarted');
}
