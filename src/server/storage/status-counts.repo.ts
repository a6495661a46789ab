/**
 * How many orders and payments the database holds in each status: read when `/metrics` is scraped, so the
 * figures are the database's (every instance's on a shared PostgreSQL), not one process's.
 */
import type { GatewayDb } from './database.js';

/** One status and how many rows have it. */
export interface StatusCount {
  status: string;
  count: number;
}

/** Orders per status; deleted drafts are left out (they are kept only for the payments that refer to them). */
export async function countOrdersByStatus(db: GatewayDb): Promise<StatusCount[]> {
  const rows = await db.selectFrom('orders').select(['status', db.fn.countAll<string | number>().as('count')])
    .where('deleted_at', 'is', null).groupBy('status').execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
