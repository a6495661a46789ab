/** The SMS send log: its kysely type and its migration (portable: see ../column-types.ts). */
import type { Generated } from 'kysely';
import type { ColumnTypes } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';

/**
 * One row per SMS code the gateway sent, kept in the database so the send budgets (per phone, per client
 * address, overall) hold across every gateway instance on it. A send refused by a budget leaves no row.
 */
export interface SmsSendsTable {
  id: Generated<number>;
  area_code: string;
  phone: string;
  /** The sender's address as the per-address budget counts it (an IPv4 address, or an IPv6 /64 prefix). */
  client_key: string;
  created_at: string;
  /** Sandbox mode only: the plain code, so the loopback read-out of any instance finds it. */
  sandbox_code: string | null;
}

/**
 * One row (id 1) every budget decision updates first, inside its transaction, to itself: the row lock
 * makes the decisions of all instances take turns, so counting the log and adding to it cannot
 * interleave, and the row never changes (a refused send stores nothing).
 */
export interface SmsSendLockTable {
  id: number;
}

export interface SmsTables {
  sms_sends: SmsSendsTable;
  sms_send_lock: SmsSendLockTable;
}

/** Idempotent: creates what is missing. */
export async function migrateSms(db: GatewayDb, types: ColumnTypes): Promise<void> {
  await types.addAutoId(db.schema.createTable('sms_sends').ifNotExists(), 'id')
    .addColumn('area_code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sandbox_code', 'text')
    .execute();
  await db.schema.createIndex('sms_sends_created_at').ifNotExists().on('sms_sends').column('created_at').execute();
  await db.schema.createIndex('sms_sends_client').ifNotExists().on('sms_sends').columns(['client_key', 'created_at']).execute();
  await db.schema.createIndex('sms_sends_phone').ifNotExists().on('sms_sends').columns(['area_code', 'phone', 'created_at']).execute();

  await db.schema.createTable('sms_send_lock').ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .execute();
  await db.insertInto('sms_send_lock').values({ id: 1 }).onConflict((oc) => oc.column('id').doNothing()).execute();
}
