/** The stored answers of replayable writes (./replayed-writes.table.ts). */
import type { Selectable } from 'kysely';
import type { GatewayDb } from './database.js';
import { PENDING_ANSWER, type ReplayedWritesTable } from './replayed-writes.table.js';

export type ReplayedWriteRow = Selectable<ReplayedWritesTable>;

/** The user's write made (or being made) under this idempotency key and not yet expired at `now`, if any. */
export async function findReplayedWrite(db: GatewayDb, userId: string, idempotencyKey: string, now: string): Promise<ReplayedWriteRow | undefined> {
  return db.selectFrom('replayed_writes').selectAll()
    .where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Claims the user's key for one call, as a pending row (`PENDING_ANSWER`) until `row.expires_at`: true when this
 * call got it. One statement, so of two copies arriving together on any gateway exactly one gets it; a row
 * expired at `now` (an old answer, or a claim whose gateway died) is taken over.
 */
export async function claimReplayedWrite(db: GatewayDb, row: Omit<ReplayedWriteRow, 'response_json'>, now: string): Promise<boolean> {
  const claimed = await db.insertInto('replayed_writes').values({ ...row, response_json: PENDING_ANSWER })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key'])
      .doUpdateSet({
        endpoint_id: row.endpoint_id, request_hash: row.request_hash, response_json: PENDING_ANSWER, created_at: row.created_at, expires_at: row.expires_at,
      })
      .where('replayed_writes.expires_at', '<=', now))
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Stores the answer of the call that claimed the key, kept until `expiresAt`. */
export async function completeReplayedWrite(db: GatewayDb, userId: string, idempotencyKey: string, responseJson: string, expiresAt: string): Promise<void> {
  await db.updateTable('replayed_writes').set({ response_json: responseJson, expires_at: expiresAt })
    .where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).where('response_json', '=', PENDING_ANSWER)
    .execute();
}

/** Gives up a pending claim (its call failed and wrote nothing), so the next copy of the write runs it again. */
export async function releaseReplayedWrite(db: GatewayDb, userId: string, idempotencyKey: string): Promise<void> {
  await db.deleteFrom('replayed_writes')
    .where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).where('response_json', '=', PENDING_ANSWER)
    .execute();
}

/** Removes the answers expired at `now`; how many went. */
export async function pruneReplayedWrites(db: GatewayDb, now: string): Promise<number> {
  return Number((await db.deleteFrom('replayed_writes').where('expires_at', '<', now).executeTakeFirst()).numDeletedRows);
}
