/**
 * Queries on `nonces`: the (timestamp, nonce) pairs already seen, for replay refusal. The table's
 * primary key is what refuses a replay, on one gateway, after a restart and across gateways sharing one
 * PostgreSQL database; nothing here answers "not seen" without the database having said so.
 */
import { CompiledQuery } from 'kysely';
import type { GatewayDb } from './database.js';
import type { WriteGroup } from './write-group.js';

/** A pair to record, with the time after which its timestamp would be refused as stale anyway. */
export interface NoncePair {
  nonce: string;
  requestTimestamp: string;
  expiresAt: string;
}

/** Drops pairs whose timestamps would now be refused as stale anyway; resolves to how many. */
export async function pruneNonces(db: GatewayDb, now: string): Promise<number> {
  const result = await db.deleteFrom('nonces').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The key of a pair in memory: a timestamp holds digits only, so the separator cannot be forged. */
function pairKey(requestTimestamp: string, nonce: string): string {
  return `${requestTimestamp}:${nonce}`;
}

/** Most pairs written in one statement (well under SQLite's and PostgreSQL's bind-parameter limits). */
export const NONCE_BATCH_LIMIT = 200;

/**
 * Records pairs in batches: the pairs asked for while the event loop is busy go to the database in one
 * INSERT ... ON CONFLICT DO NOTHING RETURNING, written in the gateway's write group (./write-group.ts), so the
 * batch shares its commit (one WAL sync on SQLite) with the other short writes of the same moment, the draft
 * saves among them, instead of a commit of its own. Each caller still waits for that commit, and learns from the
 * rows the database returned whether its pair was new, so a pair is accepted only once the database holds it and
 * said it was new; a commit that fails refuses every pair of the batch. A pair asked for twice before its batch
 * is written is refused the second time (it is a replay either way).
 */
export interface NonceWriter {
  /** Resolves true when the pair was new (now committed), false for a replay. */
  remember(pair: NoncePair): Promise<boolean>;
  /** {@link remember}, with what a write of the same group can learn before the commit ({@link PendingPair}). */
  rememberPending(pair: NoncePair): PendingPair;
}

/**
 * A pair on its way to the database. A write of the gateway's write group that must only happen for a new pair
 * (a draft save) asks {@link PendingPair.newIn} with its own transaction: when the pair's batch ran earlier in
 * that same transaction, the write learns the database's answer at once and commits with the pair, in one commit;
 * asked on any other transaction the answer is unknown (undefined), and the write must wait for `committed`.
 */
export interface PendingPair {
  /** Resolves true when the pair was new (now committed), false for a replay; rejects when its commit failed. */
  committed: Promise<boolean>;
  /** Whether the pair was new, when it was written on `trx` (or is already known to be a replay); else undefined. */
  newIn(trx: GatewayDb): boolean | undefined;
}

/** A column of `nonces` a batch writes. */
type NonceColumn = 'nonce' | 'request_timestamp' | 'expires_at';

/** The INSERT of a batch of one size, compiled once: its SQL, and which pair and column each parameter is. */
interface BatchStatement {
  sql: string;
  parameters: ReadonlyArray<readonly [row: number, column: NonceColumn]>;
}

/** A pair as the row written. */
function nonceRow(pair: NoncePair): Record<NonceColumn, string> {
  return { nonce: pair.nonce, request_timestamp: pair.requestTimestamp, expires_at: pair.expiresAt };
}

/**
 * The batch INSERT for `size` pairs, compiled by kysely for the database's own dialect from marker values,
 * whose places in the compiled parameters say where each pair's values go. Building and compiling the
 * query on every batch was a measured part of the calculator's CPU (docs/decisions/010-gateway-hot-path.md);
 * the statement itself, and what the database decides with it, is the same.
 */
function compileBatchStatement(db: GatewayDb, size: number): BatchStatement {
  const places = new Map<string, readonly [number, NonceColumn]>();
  const rows = Array.from({ length: size }, (_, row) => {
    const marked = { nonce: `nonce ${row}`, request_timestamp: `timestamp ${row}`, expires_at: `expires ${row}` };
    for (const column of Object.keys(marked) as NonceColumn[]) places.set(marked[column], [row, column]);
    return marked;
  });
  const compiled = db.insertInto('nonces')
    .values(rows)
    .onConflict((oc) => oc.columns(['request_timestamp', 'nonce']).doNothing())
    .returning(['request_timestamp', 'nonce'])
    .compile();
  const parameters = compiled.parameters.map((value) => {
    const place = typeof value === 'string' ? places.get(value) : undefined;
    if (!place) throw new Error(`the nonce INSERT has a parameter that is not a pair's value: ${String(value)}`);
    return place;
  });
  return { sql: compiled.sql, parameters };
}

interface Waiting {
  pair: NoncePair;
  resolve: (isNew: boolean) => void;
  reject: (error: unknown) => void;
  /** The transaction its batch ran on, and whether the database took the pair as new there (not committed yet). */
  written?: { trx: GatewayDb; isNew: boolean };
}

export function createNonceWriter(db: GatewayDb, writes: WriteGroup): NonceWriter {
  let queue: Waiting[] = [];
  /** Keys queued or being written: a duplicate within a batch is refused here, not by the database. */
  const pending = new Set<string>();
  /** Whether a batch is waiting in the write group for the pairs queued so far. */
  let joined = false;
  const statements = new Map<number, BatchStatement>();

  /** Writes `batch` on the group's transaction; resolves to the keys of the pairs that were new. */
  const insert = async (trx: GatewayDb, batch: Waiting[]): Promise<Set<string>> => {
    let statement = statements.get(batch.length);
    if (!statement) {
      statement = compileBatchStatement(db, batch.length);
      statements.set(batch.length, statement);
    }
    const rows = batch.map(({ pair }) => nonceRow(pair));
    const { rows: inserted } = await trx.executeQuery<{ request_timestamp: string; nonce: string }>(
      CompiledQuery.raw(statement.sql, statement.parameters.map(([row, column]) => rows[row]![column])),
    );
    const fresh = new Set(inserted.map((row) => pairKey(row.request_timestamp, row.nonce)));
    for (const waiting of batch) waiting.written = { trx, isNew: fresh.has(pairKey(waiting.pair.requestTimestamp, waiting.pair.nonce)) };
    return fresh;
  };

  /** The pairs queued so far, up to a batch; the rest join the next group. */
  const take = (): Waiting[] => {
    joined = false;
    const batch = queue.slice(0, NONCE_BATCH_LIMIT);
    queue = queue.slice(NONCE_BATCH_LIMIT);
    if (queue.length > 0) join();
    return batch;
  };

  const settle = (batch: Waiting[], answer: (waiting: Waiting) => void): void => {
    for (const waiting of batch) {
      pending.delete(pairKey(waiting.pair.requestTimestamp, waiting.pair.nonce));
      answer(waiting);
    }
  };

  /** Puts a batch in the write group; it takes the pairs queued by the time the group runs it. */
  const join = (): void => {
    joined = true;
    let batch: Waiting[] | null = null;
    writes.run((trx) => insert(trx, (batch = take()))).then(
      (fresh) => settle(batch!, (waiting) => waiting.resolve(fresh.has(pairKey(waiting.pair.requestTimestamp, waiting.pair.nonce)))),
      // A group whose transaction could not begin never ran the batch: its pairs are still queued.
      (error: unknown) => settle(batch ?? take(), (waiting) => waiting.reject(error)),
    );
  };

  const rememberPending = (pair: NoncePair): PendingPair => {
    const key = pairKey(pair.requestTimestamp, pair.nonce);
    if (pending.has(key)) return { committed: Promise.resolve(false), newIn: () => false };
    pending.add(key);
    let waiting: Waiting | undefined;
    const committed = new Promise<boolean>((resolve, reject) => {
      waiting = { pair, resolve, reject };
      queue.push(waiting);
      if (joined) writes.grew();
      else join();
    });
    return { committed, newIn: (trx) => (waiting?.written?.trx === trx ? waiting.written.isNew : undefined) };
  };

  return { remember: (pair) => rememberPending(pair).committed, rememberPending };
}
