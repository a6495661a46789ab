/** The answers of replayable writes: their kysely type and their migration (text columns only, portable as they are). */
import type { GatewayDb } from './database.js';

/**
 * One row per replayable write (a draft's step save, a claim's info or submission, the user's details or a
 * relative, an uploaded photo) sent with an Idempotency-Key: the same key again answers `response_json` and applies nothing, so a
 * storefront that sends a queued write again after a dropped connection never applies it twice. Kept until
 * `expires_at`, then removed by the retention job (the answer holds what the user entered).
 */
export interface ReplayedWritesTable {
  user_id: string;
  idempotency_key: string;
  endpoint_id: string;
  /** The call the key is bound to (../../idempotency/idempotency-key.ts). */
  request_hash: string;
  /** The handler's answer (the envelope's data), as JSON; `PENDING_ANSWER` while the first call is still running. */
  response_json: string;
  created_at: string;
  expires_at: string;
}

/**
 * `response_json` of a key claimed by a call still running (issue 29 (e)): a copy arriving meanwhile waits for the
 * answer instead of applying the write again. Never a stored answer, which is always JSON (at least `null`).
 */
export const PENDING_ANSWER = '';

export interface ReplayedWriteTables {
  replayed_writes: ReplayedWritesTable;
}

/** Idempotent: creates what is missing. */
export async function migrateReplayedWrites(db: GatewayDb): Promise<void> {
  await db.schema.createTable('replayed_writes').ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.user_id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('endpoint_id', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('replayed_writes_pk', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('replayed_writes_expires_at').ifNotExists().on('replayed_writes').column('expires_at').execute();
}
