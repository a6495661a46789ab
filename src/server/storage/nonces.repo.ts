/**
 * Queries on `nonces`: the (timestamp, nonce) pairs already seen, for replay refusal. The table's
 * primary key is what refuses a replay, on one gateway, after a restart and across gateways sharing one
 * PostgreSQL database; nothing here answers "not seen" without the database having said so.
 */
import type { GatewayDb } from './database.js';

/** A pair to record, with the time after which its timestamp would be refused as stale anyway. */
export interface NoncePair {
  nonce: string;
  requestTimestamp: string;
  expiresAt: string;
}

/** Drops pairs whose timestamps would now be refused as stale anyway. */
export async function pruneNonces(db: GatewayDb, now: string): Promise<void> {
  await db.deleteFrom('nonces').where('expires_at', '<', now).execute();
}

/** The key of a pair in memory: a timestamp holds digits only, so the separator cannot be forged. */
function pairKey(requestTimestamp: string, nonce: string): string {
  return `${requestTimestamp}:${nonce}`;
}

/** Most pairs written in one statement (well under SQLite's and PostgreSQL's bind-parameter limits). */
export const NONCE_BATCH_LIMIT = 200;

/**
 * Records pairs in batches: the pairs asked for while the event loop is busy go to the database in one
 * INSERT ... ON CONFLICT DO NOTHING RETURNING, one commit (one WAL sync on SQLite) instead of one per
 * call. Each caller still waits for its own pair's commit, and learns from the rows the database returned
 * whether it was new, so a pair is accepted only once the database holds it and said it was new. A pair
 * asked for twice before its batch is written is refused the second time (it is a replay either way).
 */
export interface NonceWriter {
  /** Resolves true when the pair was new (now committed), false for a replay. */
  remember(pair: NoncePair): Promise<boolean>;
}

interface Waiting {
  pair: NoncePair;
  resolve: (isNew: boolean) => void;
  reject: (error: unknown) => void;
}

export function createNonceWriter(db: GatewayDb): NonceWriter {
  let queue: Waiting[] = [];
  /** Keys queued or being written: a duplicate within a batch is refused here, not by the database. */
  const pending = new Set<string>();
  let scheduled = false;

  const write = async (batch: Waiting[]): Promise<void> => {
    try {
      const inserted = await db.insertInto('nonces')
        .values(batch.map(({ pair }) => ({ nonce: pair.nonce, request_timestamp: pair.requestTimestamp, expires_at: pair.expiresAt })))
        .onConflict((oc) => oc.columns(['request_timestamp', 'nonce']).doNothing())
        .returning(['request_timestamp', 'nonce'])
        .execute();
      const fresh = new Set(inserted.map((row) => pairKey(row.request_timestamp, row.nonce)));
      for (const waiting of batch) waiting.resolve(fresh.has(pairKey(waiting.pair.requestTimestamp, waiting.pair.nonce)));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      for (const { pair } of batch) pending.delete(pairKey(pair.requestTimestamp, pair.nonce));
    }
  };

  const flush = (): void => {
    scheduled = false;
    while (queue.length > 0) {
      const batch = queue.slice(0, NONCE_BATCH_LIMIT);
      queue = queue.slice(NONCE_BATCH_LIMIT);
      void write(batch);
    }
  };

  return {
    remember(pair) {
      const key = pairKey(pair.requestTimestamp, pair.nonce);
      if (pending.has(key)) return Promise.resolve(false);
      pending.add(key);
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ pair, resolve, reject });
        // After the I/O already read in this turn of the event loop: the calls it carries join the batch.
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}
