/**
 * The schema's version: the numbered migrations of the gateway database, the table recording which of them a
 * database has had (`schema_migrations`), and the refusal to run on a database a newer gateway migrated.
 *
 * Migration 1 is the baseline (./migrate.ts): it creates whatever of the gateway's tables and columns is
 * missing, so it is run at every preparation, and tables added to it reach databases that recorded it
 * already. A change that an older gateway could not run with (a dropped or renamed column, a new
 * constraint) is a new numbered migration at the end of {@link MIGRATIONS}: it runs once per database, and
 * older gateways refuse the database it was applied to.
 */
import type { ColumnTypes } from './column-types.js';
import type { GatewayDb } from './database.js';
import { migrateDatabase } from './migrate.js';

export interface Migration {
  version: number;
  /** What it does, as `npm run migrate -- --status` prints it. */
  name: string;
  /** Run again at every preparation (the idempotent baseline); others run once. */
  repeatable?: boolean;
  up(db: GatewayDb, types: ColumnTypes): Promise<void>;
}

/** Every migration, in version order. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'baseline: the tables of the reference gateway', repeatable: true, up: migrateDatabase },
  {
    version: 2,
    name: 'orders: index on status and last change (the retention job finds abandoned drafts by it)',
    up: async (db) => {
      await db.schema.createIndex('orders_status_updated').ifNotExists().on('orders').columns(['status', 'updated_at']).execute();
    },
  },
  {
    version: 3,
    name: 'indexes for the queries that read whole growing tables (refunds due, expired codes and grants, coupons used by an order) or a customer\'s orders by status',
    // Found by tests/api/storage/query-plans.test.ts: each of these ran a full scan that grows with customers.
    up: async (db) => {
      await db.schema.createIndex('payment_refunds_status_created').ifNotExists().on('payment_refunds').columns(['status', 'created_at', 'pay_order_id']).execute();
      await db.schema.createIndex('sms_codes_expires_at').ifNotExists().on('sms_codes').column('expires_at').execute();
      await db.schema.createIndex('third_sandbox_grants_expires_at').ifNotExists().on('third_sandbox_grants').column('expires_at').execute();
      await db.schema.createIndex('user_coupons_used_order').ifNotExists().on('user_coupons').column('used_order_id').execute();
      // A customer's orders of a status (my policies): without it SQLite searched every paid order by status
      // (orders_status_updated) and kept the customer's, 345 ms at 100,000 orders in npm run bench:scale.
      await db.schema.createIndex('orders_user_status_updated').ifNotExists().on('orders').columns(['user_id', 'status', 'updated_at', 'b2c_order_id']).execute();
    },
  },
  {
    version: 4,
    name: 'covering indexes for the counts and pages of a customer\'s orders, claims and messages (no row read per listed row)',
    // Each list call counts the customer's rows: with the filter's columns (kind, deleted_at, read_at) outside the
    // index, the count read every one of the customer's rows (my policies at 1,000,000 orders: p50 twice the empty
    // database's in npm run bench:scale). tests/api/storage/query-plans.test.ts checks the counts read the index alone.
    up: async (db) => {
      // Replaces orders_user_status_updated (migration 3): the same search and order, then the count's filters
      // (deleted_at, kind, and product_code for the motor lists) so the count reads the index alone. deleted_at
      // comes after the order's columns: PostgreSQL does not order by the columns after an IS NULL.
      await db.schema.createIndex('orders_user_status_live').ifNotExists().on('orders')
        .columns(['user_id', 'status', 'updated_at', 'b2c_order_id', 'deleted_at', 'kind', 'product_code']).execute();
      await db.schema.dropIndex('orders_user_status_updated').ifExists().execute();
      await db.schema.createIndex('claims_user_status').ifNotExists().on('claims').columns(['user_id', 'status', 'updated_at', 'claim_id']).execute();
      await db.schema.createIndex('messages_user_read').ifNotExists().on('messages').columns(['user_id', 'read_at']).execute();
    },
  },
];

/** The schema version this code knows: its newest migration. */
export const KNOWN_SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** A database a newer gateway migrated: this gateway refuses to run on it (the message is one line for the operator). */
export class SchemaTooNewError extends Error {
  constructor(readonly databaseVersion: number) {
    super(`the database is at schema version ${databaseVersion}, newer than this gateway knows (${KNOWN_SCHEMA_VERSION}): `
      + 'run the gateway version that migrated it, or restore a backup taken before that upgrade');
  }
}

/** A migration a database has had. */
export interface AppliedMigration {
  version: number;
  name: string;
  applied_at: string;
}

/** The migrations `db` has had, oldest first; none for a database without the table (new, or older than versions). */
export async function appliedMigrations(db: GatewayDb): Promise<AppliedMigration[]> {
  try {
    const rows = await db.selectFrom('schema_migrations').select(['version', 'name', 'applied_at']).orderBy('version').execute();
    return rows.map((row) => ({ ...row, version: Number(row.version) }));
  } catch {
    // No schema_migrations table yet: nothing recorded.
    return [];
  }
}

/** Throws {@link SchemaTooNewError} when `db` has a migration newer than this code knows. */
export async function refuseNewerSchema(db: GatewayDb): Promise<void> {
  const newest = (await appliedMigrations(db)).at(-1)?.version ?? 0;
  if (newest > KNOWN_SCHEMA_VERSION) throw new SchemaTooNewError(newest);
}

/**
 * Brings `db` to {@link KNOWN_SCHEMA_VERSION}: runs the repeatable baseline and every migration not recorded
 * yet, in order, recording each with the time `at`. Refuses a newer database first.
 */
export async function applyMigrations(db: GatewayDb, types: ColumnTypes, at: Date): Promise<void> {
  await refuseNewerSchema(db);
  await db.schema.createTable('schema_migrations').ifNotExists()
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  const applied = new Set((await appliedMigrations(db)).map((migration) => migration.version));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version) && !migration.repeatable) continue;
    await migration.up(db, types);
    if (!applied.has(migration.version)) {
      await db.insertInto('schema_migrations').values({ version: migration.version, name: migration.name, applied_at: at.toISOString() }).execute();
    }
  }
}
