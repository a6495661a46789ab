/** Queries on `nonces`: the (timestamp, nonce) pairs already seen, for replay refusal. */
import type { GatewayDb } from './database.js';

/** Records a pair; false when it was already there (a replay). */
export async function rememberNonce(db: GatewayDb, nonce: string, requestTimestamp: string, expiresAt: string): Promise<boolean> {
  const result = await db.insertInto('nonces')
    .values({ nonce, request_timestamp: requestTimestamp, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['request_timestamp', 'nonce']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Drops pairs whose timestamps would now be refused as stale anyway. */
export async function pruneNonces(db: GatewayDb, now: string): Promise<void> {
  await db.deleteFrom('nonces').where('expires_at', '<', now).execute();
}
