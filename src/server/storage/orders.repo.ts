/**
 * Queries on `orders`. Every read that serves a user is scoped to that user's id and skips deleted
 * drafts (deletion is a mark: payments keep referring to the order).
 */
import type { Selectable, Updateable } from 'kysely';
import type { OrderStatus } from '../../contract/index.js';
import type { GatewayDb, OrdersTable } from './database.js';
import { compiledOnce } from './compiled-once.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderPatch = Updateable<OrdersTable>;

/** Stores a new order. */
export async function insertOrder(db: GatewayDb, order: OrderRow): Promise<void> {
  await db.insertInto('orders').values(order).execute();
}

/** The user's order with this id, if any. */
export async function findUserOrder(db: GatewayDb, userId: string, b2cOrderId: string): Promise<OrderRow | undefined> {
  return (await userOrderQuery(db, { userId, b2cOrderId })).rows[0];
}

const userOrderQuery = compiledOnce(['userId', 'b2cOrderId'], (db, { userId, b2cOrderId }) => db.selectFrom('orders').selectAll()
  .where('b2c_order_id', '=', b2cOrderId).where('user_id', '=', userId).where('deleted_at', 'is', null));

/** Any order with this id, deleted or not (for the sandbox payment page, which has no session). */
export async function findOrderById(db: GatewayDb, b2cOrderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('b2c_order_id', '=', b2cOrderId).executeTakeFirst();
}

/**
 * Changes an order only while it is still in one of `fromStatuses`, so two racing requests cannot
 * both move it on; false when it had already moved.
 */
export async function updateOrder(db: GatewayDb, b2cOrderId: string, fromStatuses: readonly OrderStatus[], patch: OrderPatch): Promise<boolean> {
  const result = await db.updateTable('orders').set(patch)
    .where('b2c_order_id', '=', b2cOrderId).where('status', 'in', [...fromStatuses]).where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * {@link updateOrder} that answers the order as it was saved, read by the UPDATE itself (`RETURNING`), or
 * undefined when it had already moved on: a save that answers with the saved order needs no second read.
 */
export async function updateOrderReturning(
  db: GatewayDb, b2cOrderId: string, fromStatuses: readonly OrderStatus[], patch: OrderPatch,
): Promise<OrderRow | undefined> {
  return db.updateTable('orders').set(patch)
    .where('b2c_order_id', '=', b2cOrderId).where('status', 'in', [...fromStatuses]).where('deleted_at', 'is', null)
    .returningAll().executeTakeFirst();
}

/** Marks the user's order deleted while it is in one of `fromStatuses`; false when nothing was deleted. */
export async function deleteUserOrder(
  db: GatewayDb, userId: string, b2cOrderId: string, fromStatuses: readonly OrderStatus[], at: string,
): Promise<boolean> {
  const result = await db.updateTable('orders').set({ deleted_at: at, updated_at: at })
    .where('b2c_order_id', '=', b2cOrderId).where('user_id', '=', userId).where('status', 'in', [...fromStatuses])
    .where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user's most recently saved purchase of a product in one of `statuses` (renewals and endorsements are never drafts to resume). */
export async function latestUserOrder(db: GatewayDb, userId: string, productCode: string, statuses: readonly OrderStatus[]): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll()
    .where('user_id', '=', userId).where('product_code', '=', productCode).where('status', 'in', [...statuses])
    .where('kind', '=', 'purchase').where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc').orderBy('b2c_order_id', 'desc').limit(1).executeTakeFirst();
}

/**
 * One page of the user's orders and policies in `statuses` (of `productCodes` when given), newest first,
 * and how many there are in all. Endorsement orders are not listed: they pay a change to a policy
 * that is listed itself.
 */
export async function listUserOrders(
  db: GatewayDb, userId: string, statuses: readonly OrderStatus[], offset: number, limit: number, productCodes?: readonly string[],
): Promise<{ total: number; rows: OrderRow[] }> {
  if (productCodes?.length === 0) return { total: 0, rows: [] };
  let scoped = db.selectFrom('orders')
    .where('user_id', '=', userId).where('status', 'in', [...statuses]).where('kind', '!=', 'endorsement').where('deleted_at', 'is', null);
  if (productCodes) scoped = scoped.where('product_code', 'in', [...productCodes]);
  const counted = await scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await scoped.selectAll()
    .orderBy('updated_at', 'desc').orderBy('b2c_order_id', 'desc').offset(offset).limit(limit).execute();
  return { total: Number(counted.total), rows };
}

/**
 * Takes the order's row lock for the rest of the transaction (PostgreSQL; SQLite runs one transaction
 * at a time anyway) without changing it: what settles its payments takes it first.
 */
export async function lockOrder(db: GatewayDb, b2cOrderId: string): Promise<void> {
  await db.updateTable('orders').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('b2c_order_id', '=', b2cOrderId).execute();
}
