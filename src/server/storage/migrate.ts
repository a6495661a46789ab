/**
 * Migration 1, the baseline (./schema-migrations.ts): creates the gateway's tables and indexes when they are
 * missing. Written with kysely's schema builder (no SQLite-only SQL) so the same migration can run on PostgreSQL.
 */
import type { AlterTableBuilder, AlterTableColumnAlteringBuilder } from 'kysely';
import type { ColumnTypes } from './column-types.js';
import type { GatewayDb } from './database.js';
import { ownTables } from './own-tables.js';
import { migrateAccount } from '../account/account.table.js';
import { migrateThirdParty } from '../third-party/third-party.table.js';
import { migrateUserData } from '../user-data/user-data.table.js';
import { migrateCatalog } from '../catalog/catalog.table.js';
import { migratePolicyService } from '../policy-services/policy-services.table.js';
import { migrateClaim } from '../claims/claims.table.js';
import { migrateEngagement } from '../engagement/engagement.table.js';
import { migrateReplayedWrites } from './replayed-writes.table.js';
import { migrateSms } from '../sms/sms.table.js';
import { migrateProductVersions } from '../catalog/product-versions.table.js';

/** Adds a column a table created by an earlier version lacks (createTable ifNotExists leaves old tables as they were). */
async function addColumnIfMissing(
  db: GatewayDb, table: string, column: string, add: (builder: AlterTableBuilder) => AlterTableColumnAlteringBuilder,
): Promise<void> {
  const tables = await ownTables(db);
  const found = tables.find((candidate) => candidate.name === table);
  if (found && !found.columns.some((candidate) => candidate.name === column)) await add(db.schema.alterTable(table)).execute();
}

/** Idempotent: safe on every start. */
export async function migrateDatabase(db: GatewayDb, types: ColumnTypes): Promise<void> {
  await db.schema.createTable('users').ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('mail', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_phone_unique', ['area_code', 'phone'])
    .execute();

  await db.schema.createTable('sessions').ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at').ifNotExists().on('sessions').column('expires_at').execute();

  await types.addAutoId(db.schema.createTable('sms_codes').ifNotExists(), 'id')
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_codes_phone').ifNotExists().on('sms_codes').columns(['area_code', 'phone', 'created_at']).execute();

  await db.schema.createTable('orders').ifNotExists()
    .addColumn('b2c_order_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('product_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('purchase'))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('form_data', 'text', (c) => c.notNull())
    .addColumn('step', 'text')
    .addColumn('quotation_no', 'text')
    .addColumn('premium', types.double)
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('breakdown', 'text')
    .addColumn('released_at', 'text')
    .addColumn('pay_order_id', 'text')
    .addColumn('policy_no', 'text', (c) => c.unique())
    .addColumn('comm_date', 'text')
    .addColumn('expiry_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('deleted_at', 'text')
    .addColumn('product_version', 'text')
    .addColumn('product_hash', 'text')
    .addColumn('quote_valid_until', 'text')
    .addColumn('paid_amount', types.double)
    .addColumn('discount', types.double)
    .execute();
  await addColumnIfMissing(db, 'orders', 'kind', (table) => table.addColumn('kind', 'text', (c) => c.notNull().defaultTo('purchase')));
  await addColumnIfMissing(db, 'orders', 'channel', (table) => table.addColumn('channel', 'text', (c) => c.notNull().defaultTo('web')));
  for (const column of ['product_version', 'product_hash', 'quote_valid_until']) {
    await addColumnIfMissing(db, 'orders', column, (table) => table.addColumn(column, 'text'));
  }
  for (const column of ['paid_amount', 'discount']) {
    await addColumnIfMissing(db, 'orders', column, (table) => table.addColumn(column, types.double));
  }
  await db.schema.createIndex('orders_user').ifNotExists().on('orders').columns(['user_id', 'updated_at']).execute();

  await db.schema.createTable('payments').ifNotExists()
    .addColumn('pay_order_id', 'text', (c) => c.primaryKey())
    .addColumn('b2c_order_id', 'text', (c) => c.notNull().references('orders.b2c_order_id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('amount', types.double, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text')
    .addColumn('page_secret_hash', 'text')
    .addUniqueConstraint('payments_idempotency_unique', ['user_id', 'idempotency_key'])
    .execute();
  await addColumnIfMissing(db, 'payments', 'request_hash', (table) => table.addColumn('request_hash', 'text'));
  await addColumnIfMissing(db, 'payments', 'page_secret_hash', (table) => table.addColumn('page_secret_hash', 'text'));
  await db.schema.createIndex('payments_order').ifNotExists().on('payments').columns(['b2c_order_id', 'status']).execute();

  // The primary key makes a payment's refund a single row, however many reports of it race.
  await db.schema.createTable('payment_refunds').ifNotExists()
    .addColumn('pay_order_id', 'text', (c) => c.primaryKey().references('payments.pay_order_id'))
    .addColumn('b2c_order_id', 'text', (c) => c.notNull().references('orders.b2c_order_id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('amount', types.double, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'text')
    .execute();
  await addColumnIfMissing(db, 'payment_refunds', 'refunded_at', (table) => table.addColumn('refunded_at', 'text'));
  await db.schema.createIndex('payment_refunds_order').ifNotExists().on('payment_refunds').column('b2c_order_id').execute();

  await db.schema.createTable('nonces').ifNotExists()
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('request_timestamp', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('nonces_pk', ['request_timestamp', 'nonce'])
    .execute();
  await db.schema.createIndex('nonces_expires_at').ifNotExists().on('nonces').column('expires_at').execute();

  await db.schema.createTable('feature_bans').ifNotExists()
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('feature_bans_pk', ['kind', 'value'])
    .execute();

  await db.schema.createTable('sequences').ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.createTable('gateway_meta').ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('reference_items').ifNotExists()
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('parent_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name_tw', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reference_items_pk', ['list', 'parent_code', 'code'])
    .execute();

  await db.schema.createTable('files').ifNotExists()
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', types.binary, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_user').ifNotExists().on('files').columns(['user_id', 'created_at']).execute();

  await db.schema.createTable('upload_usage').ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_usage_pk', ['user_id', 'period'])
    .execute();

  await migrateAccount(db, types);
  await migrateThirdParty(db, types);
  await addColumnIfMissing(db, 'third_oauth_states', 'browser_hash', (table) => table.addColumn('browser_hash', 'text'));
  await addColumnIfMissing(db, 'third_oauth_states', 'client_key', (table) => table.addColumn('client_key', 'text', (c) => c.notNull().defaultTo('')));
  await migrateUserData(db, types);
  await migrateCatalog(db, types);
  await migratePolicyService(db, types);
  await migrateClaim(db, types);
  await migrateEngagement(db, types);
  await migrateSms(db, types);
  await migrateProductVersions(db, types);
  await addColumnIfMissing(db, 'product_versions', 'benefits', (table) => table.addColumn('benefits', 'text'));
  await migrateReplayedWrites(db);
}
