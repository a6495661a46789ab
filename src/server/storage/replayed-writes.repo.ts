/** The stored answers of replayable writes (schema/replayed-writes.ts). */
import type { Selectable } from 'kysely';
import type { GatewayDb } from './database.js';
import type { ReplayedWritesTable } from './schema/replayed-writes.js';

export type ReplayedWriteRow = Selectable<ReplayedWritesTable>;

/** The user's write made under this idempotency key and not yet expired at `now`, if any. */
export async function findReplayedWrite(db: GatewayDb, userId: string, idempotencyKey: string, now: string): Promise<ReplayedWriteRow | undefined> {
  return db.selectFrom('replayed_writes').selectAll()
    .where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Stores a write's answer; the user's key already stored (an expired row, or a race) is replaced by this one. */
export async function storeReplayedWrite(db: GatewayDb, row: ReplayedWriteRow): Promise<void> {
  await db.insertInto('replayed_writes').values(row)
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doUpdateSet({
      endpoint_id: row.endpoint_id, request_hash: row.request_hash, response_json: row.response_json, created_at: row.created_at, expires_at: row.expires_at,
    }))
    .execute();
}

/** Removes the answers expired at `now`; how many went. */
export async function pruneReplayedWrites(db: GatewayDb, now: string): Promise<number> {
  return Number((await db.deleteFrom('replayed_writes').where('expires_at', '<', now).executeTakeFirst()).numDeletedRows);
}
