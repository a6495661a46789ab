/**
 * Queries on `renewals` (the link from a policy to the order renewing it) and the policy reads the
 * renewal calls need: the caller's paid policies with their renewal order's id and status.
 */
import type { Selectable } from 'kysely';
import type { OrderStatus } from '../../contract/index.js';
import type { GatewayDb } from '../storage/database.js';
import type { OrderRow } from '../orders/orders.repo.js';
import type { RenewalsTable } from './policy-services.table.js';

export type RenewalRow = Selectable<RenewalsTable>;

/** A paid policy with the (not deleted) order renewing it, if any. */
export type PolicyWithRenewal = OrderRow & { renewal_order_id: string | null; renewal_status: OrderStatus | null };

function policiesWithRenewal(db: GatewayDb, userId: string) {
  return db.selectFrom('orders as o')
    .leftJoin('renewals as r', 'r.policy_order_id', 'o.b2c_order_id')
    .leftJoin('orders as ro', (join) => join.onRef('ro.b2c_order_id', '=', 'r.renewal_order_id').on('ro.deleted_at', 'is', null))
    .selectAll('o')
    .select(['ro.b2c_order_id as renewal_order_id', 'ro.status as renewal_status'])
    .where('o.user_id', '=', userId).where('o.status', '=', 'paid').where('o.deleted_at', 'is', null);
}

/** The user's paid policies expiring from `from` to `to` (both YYYY-MM-DD, inclusive), soonest first. */
export async function userPoliciesExpiring(db: GatewayDb, userId: string, from: string, to: string): Promise<PolicyWithRenewal[]> {
  return policiesWithRenewal(db, userId)
    .where('o.expiry_date', '>=', from).where('o.expiry_date', '<=', to)
    .orderBy('o.expiry_date', 'asc').orderBy('o.b2c_order_id', 'asc').execute();
}

/** One paid policy of the user with its renewal, if any. */
export async function userPolicyWithRenewal(db: GatewayDb, userId: string, b2cOrderId: string): Promise<PolicyWithRenewal | undefined> {
  return policiesWithRenewal(db, userId).where('o.b2c_order_id', '=', b2cOrderId).executeTakeFirst();
}

/** The renewal link of a policy, if any. */
export async function findRenewalOfPolicy(db: GatewayDb, policyOrderId: string): Promise<RenewalRow | undefined> {
  return db.selectFrom('renewals').selectAll().where('policy_order_id', '=', policyOrderId).executeTakeFirst();
}

/** The renewal link whose renewal order this is, if any. */
export async function findRenewalByOrder(db: GatewayDb, renewalOrderId: string): Promise<RenewalRow | undefined> {
  return db.selectFrom('renewals').selectAll().where('renewal_order_id', '=', renewalOrderId).executeTakeFirst();
}

/**
 * Links the policy to its renewal order: a new link, or the existing one pointed at a new order (the
 * earlier renewal order was deleted).
 */
export async function saveRenewalLink(db: GatewayDb, link: RenewalRow): Promise<void> {
  await db.insertInto('renewals').values(link)
    .onConflict((oc) => oc.column('policy_order_id').doUpdateSet({ renewal_order_id: link.renewal_order_id, updated_at: link.updated_at }))
    .execute();
}
