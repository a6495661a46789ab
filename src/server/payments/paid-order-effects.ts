/**
 * What else happens, in the settlement's transaction, when an order is paid: the domains that react to
 * a paid order (coupons used, points earned, a message to the user) are called from here, in order.
 */
import type { GatewayDb } from '../storage/database.js';
import type { OrderRow } from '../storage/orders.repo.js';

export async function applyPaidOrderEffects(_trx: GatewayDb, _order: OrderRow, _paidAt: string): Promise<void> {}
