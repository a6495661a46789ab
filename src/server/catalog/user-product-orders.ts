/**
 * Reads of the user's orders by product that the catalogue rows need beside orders.repo.ts (which
 * lists across every product): a page of some products' orders, and the paid policies in force.
 */
import type { OrderStatus } from '../../contract/index.js';
import type { GatewayDb } from '../storage/database.js';
import type { OrderRow } from '../storage/orders.repo.js';

/** One page of the user's orders of `productCodes` in `statuses`, newest first, and how many there are in all. */
export async function listUserProductOrders(
  db: GatewayDb, userId: string, productCodes: readonly string[], statuses: readonly OrderStatus[], offset: number, limit: number,
): Promise<{ total: number; rows: OrderRow[] }> {
  if (productCodes.length === 0) return { total: 0, rows: [] };
  const scoped = db.selectFrom('orders')
    .where('user_id', '=', userId).where('product_code', 'in', [...productCodes]).where('status', 'in', [...statuses])
    .where('deleted_at', 'is', null);
  const counted = await scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await scoped.selectAll()
    .orderBy('updated_at', 'desc').orderBy('b2c_order_id', 'desc').offset(offset).limit(limit).execute();
  return { total: Number(counted.total), rows };
}

/** The user's paid orders of `productCodes` whose term covers `today` (YYYY-MM-DD), latest ending first. */
export async function userPoliciesInForce(db: GatewayDb, userId: string, productCodes: readonly string[], today: string): Promise<OrderRow[]> {
  if (productCodes.length === 0) return [];
  return db.selectFrom('orders').selectAll()
    .where('user_id', '=', userId).where('product_code', 'in', [...productCodes]).where('status', '=', 'paid')
    .where('deleted_at', 'is', null).where('comm_date', '<=', today).where('expiry_date', '>=', today)
    .orderBy('expiry_date', 'desc').orderBy('b2c_order_id', 'asc')
    .execute();
}

/** The user's paid order with this policy number, if any. */
export async function findUserPolicy(db: GatewayDb, userId: string, policyNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll()
    .where('policy_no', '=', policyNo).where('user_id', '=', userId).where('status', '=', 'paid').where('deleted_at', 'is', null)
    .executeTakeFirst();
}
