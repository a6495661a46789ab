/**
 * The book of business of `npm run bench:scale`: M orders of M/3 customers bulk-inserted into a gateway
 * database, copied from the rows a real purchase of the bench's buyer left (its paid order, payment and
 * message, and a draft), so every column holds what the gateway itself writes. Ratios per 10 orders: 6 paid
 * (each with its payment and its "policy issued" message, one in 20 of them with a submitted claim), 1
 * failed (with its failed payment) and 3 drafts. Times are spread over the three years before the real
 * rows, so the bench buyer's own rows stay the newest. Written through kysely in multi-row inserts, many
 * per transaction: the same code fills SQLite and PostgreSQL.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { GatewayDb, OrdersTable, PaymentsTable, UsersTable } from '../../server/storage/database.js';
import type { ClaimsTable } from '../../server/claims/claims.table.js';
import type { MessagesTable } from '../../server/engagement/engagement.table.js';

/** The rows one real purchase left, copied into every synthetic order. */
export interface BookTemplate {
  user: Selectable<UsersTable>;
  paid: Selectable<OrdersTable>;
  payment: Selectable<PaymentsTable>;
  message: Selectable<MessagesTable>;
  draft: Selectable<OrdersTable>;
}

/** Reads the template from the buyer's rows; throws when the purchase left none of a kind. */
export async function readTemplate(db: GatewayDb, userId: string): Promise<BookTemplate> {
  const user = await db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const paid = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', 'paid').executeTakeFirstOrThrow();
  const payment = await db.selectFrom('payments').selectAll().where('b2c_order_id', '=', paid.b2c_order_id).where('status', '=', 'paid').executeTakeFirstOrThrow();
  const message = await db.selectFrom('messages').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const draft = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', 'draft').executeTakeFirstOrThrow();
  return { user, paid, payment, message, draft };
}

/** Rows per multi-row INSERT: well under SQLite's and PostgreSQL's limits on bound parameters. */
const ROWS_PER_INSERT = 400;
/** Orders written per transaction (one commit, one sync, each). */
const ORDERS_PER_TRANSACTION = 20_000;
const YEAR_MS = 365 * 24 * 3600 * 1000;

interface Batch {
  users: Insertable<UsersTable>[];
  orders: Insertable<OrdersTable>[];
  payments: Insertable<PaymentsTable>[];
  messages: Insertable<MessagesTable>[];
  claims: Insertable<ClaimsTable>[];
}

const emptyBatch = (): Batch => ({ users: [], orders: [], payments: [], messages: [], claims: [] });

/** The tables a fill writes, in the order their rows may reference each other. */
const FILLED_TABLES = ['users', 'orders', 'payments', 'messages', 'claims'] as const;

async function writeBatch(db: GatewayDb, batch: Batch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const chunks = <T>(rows: T[]): T[][] => Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, at) => rows.slice(at * ROWS_PER_INSERT, (at + 1) * ROWS_PER_INSERT));
    for (const rows of chunks(batch.users)) await trx.insertInto('users').values(rows).execute();
    for (const rows of chunks(batch.orders)) await trx.insertInto('orders').values(rows).execute();
    for (const rows of chunks(batch.payments)) await trx.insertInto('payments').values(rows).execute();
    for (const rows of chunks(batch.messages)) await trx.insertInto('messages').values(rows).execute();
    for (const rows of chunks(batch.claims)) await trx.insertInto('claims').values(rows).execute();
  });
}

/**
 * On PostgreSQL, what autovacuum does to tables that grew, before the gateway reads them: the visibility map
 * (without it an index-only scan, e.g. a customer's order count, still reads every row it counts) and the
 * planner's statistics. A database in use has both; one just bulk-filled has neither. SQLite keeps neither.
 */
async function settleAfterFill(db: GatewayDb, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') for (const table of FILLED_TABLES) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
}

/**
 * One synthetic order `index` of `userId` at `at` into `batch`, with what its kind brings (payment,
 * message, claim); the ids carry the index, so they never meet the gateway's own.
 */
function addOrder(batch: Batch, template: BookTemplate, userId: string, index: number, at: string): void {
  const id = `SYN-${String(index).padStart(9, '0')}`;
  const kind = index % 10;
  if (kind >= 7) {
    batch.orders.push({ ...template.draft, b2c_order_id: id, user_id: userId, created_at: at, updated_at: at });
    return;
  }
  const paid = kind < 6;
  const payOrderId = `SYNPAY-${String(index).padStart(9, '0')}`;
  batch.orders.push({
    ...template.paid, b2c_order_id: id, user_id: userId, created_at: at, updated_at: at, pay_order_id: payOrderId,
    status: paid ? 'paid' : 'failed', policy_no: paid ? `SYNPOL-${String(index).padStart(9, '0')}` : null, paid_at: paid ? at : null,
  });
  batch.payments.push({
    ...template.payment, pay_order_id: payOrderId, b2c_order_id: id, user_id: userId, idempotency_key: `syn-${index}`,
    status: paid ? 'paid' : 'failed', created_at: at, updated_at: at,
  });
  if (!paid) return;
  batch.messages.push({ ...template.message, message_id: `MSG-SYN-${index}`, user_id: userId, created_at: at, read_at: index % 3 === 0 ? null : at });
  if (index % 20 === 0) {
    batch.claims.push({
      claim_id: `SYNCLM-${index}`, user_id: userId, b2c_order_id: id, status: 'submitted', claim_no: `SYNCL-${index}`, claim_type: null,
      incident_date: at.slice(0, 10), locate_code: null, description: 'synthetic', amount: 1000, currency: template.paid.currency,
      bank_name: null, bank_account: null, account_holder: null, created_at: at, updated_at: at, submitted_at: at,
    });
  }
}

/**
 * Adds `orders` synthetic orders of `orders / 3` new customers, and `ownOrders` more of the bench buyer
 * (so its lists have deep pages); returns the phones of the new customers (8 digits starting with 68), for
 * sign-ins of returning customers.
 */
export async function fillBook(db: GatewayDb, dialect: 'sqlite' | 'postgres', template: BookTemplate, orders: number, ownOrders: number): Promise<string[]> {
  const customers = Math.max(1, Math.ceil(orders / 3));
  const newest = Date.parse(template.draft.created_at) - 60_000;
  const phones: string[] = [];
  let batch = emptyBatch();
  const flush = async (): Promise<void> => {
    await writeBatch(db, batch);
    batch = emptyBatch();
  };
  for (let index = 0; index < orders + ownOrders; index += 1) {
    const own = index >= orders;
    const customer = index % customers;
    const userId = own ? template.user.user_id : `SYNUSER-${customer}`;
    if (!own && index < customers) {
      const phone = `68${String(customer).padStart(6, '0')}`;
      phones.push(phone);
      batch.users.push({ ...template.user, user_id: userId, phone, username: null, mail: null, created_at: new Date(newest - 3 * YEAR_MS).toISOString() });
    }
    // Spread over three years, the bench buyer's own orders in the last month.
    const at = new Date(newest - (own ? ((orders + ownOrders - index) * 3600_000) % (30 * 24 * 3600_000) : ((index * 7919) % orders) * ((3 * YEAR_MS) / orders))).toISOString();
    addOrder(batch, template, userId, index, at);
    if (batch.orders.length >= ORDERS_PER_TRANSACTION) await flush();
  }
  await flush();
  await settleAfterFill(db, dialect);
  return phones;
}
