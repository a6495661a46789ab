/** Reads of the user's policies by product that the catalogue rows need beside orders.repo.ts: the paid policies in force, one policy. */
import type { GatewayDb } from '../storage/database.js';
import type { OrderRow } from '../orders/orders.repo.js';

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
