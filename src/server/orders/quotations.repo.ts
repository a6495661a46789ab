/**
 * The core system's quotation look-up: quotations live on the orders they price (orders.quotation_no),
 * so a number names the current quotation of one order; a superseded number names none.
 */
import type { GatewayDb } from '../storage/database.js';
import type { OrderRow } from './orders.repo.js';

/** The user's order whose current quotation has this number, if any. */
export async function findUserOrderByQuotation(db: GatewayDb, userId: string, quotationNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll()
    .where('quotation_no', '=', quotationNo).where('user_id', '=', userId).where('deleted_at', 'is', null)
    .executeTakeFirst();
}
