/**
 * Queries on `orders`. Every read that serves a user is scoped to that user's id and skips deleted
 * drafts (deletion is a mark: payments keep referring to the order).
 */
import type { Selectable, Updateable } from 'kysely';
import type { OrderStatus } from '../../contract/index.js';
import type { GatewayDb, OrdersTable } from '../storage/database.js';
import { compiledOnce } from '../storage/compiled-once.js';
import { pageOf, type ListPage, type ListWindow } from '../storage/list-window.js';

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

/** What a draft save stores besides the form: the step reached and the policy term's dates, at `at`. */
export interface DraftSave {
  /** The form's JSON text. */
  formData: string;
  step: string;
  commDate: string | null;
  expiryDate: string | null;
  at: string;
}

/** Whose draft a save is for: the user's purchase of the product, by its id. */
export interface DraftOwner {
  userId: string;
  b2cOrderId: string;
  productCode: string;
}

/** The columns of a quotation that a save of the same answers keeps. */
type HeldColumn = 'quotation_no' | 'premium' | 'breakdown' | 'released_at' | 'quote_valid_until';

/** The columns a saved draft is answered with (its form is the one the caller just stored). */
export type SavedDraftRow = Pick<OrderRow, 'b2c_order_id' | 'product_code' | 'step' | 'updated_at' | 'product_version' | 'product_hash'>;

/**
 * The draft save of the user's purchase of a product while it is in one of `fromStatuses`: one UPDATE that
 * checks the owner, the product, the kind and the status itself and answers the saved columns (`RETURNING`),
 * so a save that goes through reads nothing first. Changed answers clear the quotation; the same answers
 * (the same JSON text: the caller stores it canonical) keep it, with its number, price, validity, version
 * and release, and the order stays quoted: getQuotation then honours it while valid or re-quotes it saying
 * it expired (decision 017). Undefined when no such order could be saved: the caller reads the order only
 * then, to name the refusal. Compiled once per database
 * ({@link compiledOnce}); make one per status list, once.
 */
export function draftSaver(fromStatuses: readonly OrderStatus[]): (db: GatewayDb, owner: DraftOwner, save: DraftSave) => Promise<SavedDraftRow | undefined> {
  const query = compiledOnce(
    ['userId', 'b2cOrderId', 'productCode', 'formData', 'step', 'commDate', 'expiryDate', 'at'],
    (db, values) => db.updateTable('orders')
      .set((eb) => {
        // Every right-hand side reads the row as it was before this UPDATE (SQLite and PostgreSQL alike).
        const holds = eb.and([eb('form_data', '=', values.formData), eb('quotation_no', 'is not', null)]);
        const kept = <Column extends HeldColumn>(column: Column) => eb.case().when(holds).then(eb.ref(column)).else(null).end();
        return {
          form_data: values.formData, step: values.step, status: eb.case().when(holds).then(eb.val<OrderStatus>('quoted')).else(eb.val<OrderStatus>('draft')).end(),
          quotation_no: kept('quotation_no'), premium: kept('premium'), breakdown: kept('breakdown'), released_at: kept('released_at'),
          quote_valid_until: kept('quote_valid_until'), comm_date: values.commDate, expiry_date: values.expiryDate, updated_at: values.at,
        };
      })
      .where('b2c_order_id', '=', values.b2cOrderId).where('user_id', '=', values.userId).where('product_code', '=', values.productCode)
      .where('kind', '=', 'purchase').where('status', 'in', [...fromStatuses]).where('deleted_at', 'is', null)
      .returning(['b2c_order_id', 'product_code', 'step', 'updated_at', 'product_version', 'product_hash']),
  );
  return async (db, owner, save) => (await query(db, { ...owner, ...save })).rows[0];
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
  db: GatewayDb, userId: string, statuses: readonly OrderStatus[], window: ListWindow, productCodes?: readonly string[],
): Promise<ListPage<OrderRow>> {
  if (productCodes?.length === 0) return { total: 0, rows: [], next: null };
  let scoped = db.selectFrom('orders')
    .where('user_id', '=', userId).where('status', 'in', [...statuses]).where('kind', '!=', 'endorsement').where('deleted_at', 'is', null);
  if (productCodes) scoped = scoped.where('product_code', 'in', [...productCodes]);
  const counted = await scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { after } = window;
  const from = after
    ? scoped.where((eb) => eb(eb.refTuple('updated_at', 'b2c_order_id'), '<', eb.tuple(after.sortKey, after.id)))
    : scoped.offset(window.offset);
  const rows = await from.selectAll().orderBy('updated_at', 'desc').orderBy('b2c_order_id', 'desc').limit(window.limit + 1).execute();
  return pageOf(Number(counted.total), rows, window, (row) => ({ sortKey: row.updated_at, id: row.b2c_order_id }));
}

/**
 * Takes the order's row lock for the rest of the transaction (PostgreSQL; SQLite runs one transaction
 * at a time anyway) without changing it: what settles its payments takes it first.
 */
export async function lockOrder(db: GatewayDb, b2cOrderId: string): Promise<void> {
  await db.updateTable('orders').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('b2c_order_id', '=', b2cOrderId).execute();
}
