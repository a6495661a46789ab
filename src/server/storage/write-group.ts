/**
 * Group commit for short writes that many calls make at once (every signed call's nonce, the draft save); the
 * gateway has one group (GatewayContext.writes), so they share commits with each other. On SQLite every commit
 * syncs the write-ahead log (`synchronous = FULL`, set explicitly in ./open-database.ts: an answered save survives
 * a power cut), and better-sqlite3 syncs on the event loop's thread: one sync a call was the largest single cost of
 * a draft save that our code could share (docs/decisions/010-gateway-hot-path.md). The writes asked for while the
 * event loop is busy run in ONE transaction, each in a savepoint of its own, and commit once; each caller learns its
 * own result only after that commit, so nothing is answered before it is durable, exactly as with a commit of its own.
 * The group commits once a turn of the event loop brought no new write (or WRITE_GROUP_MAX_WAIT_MS after its first):
 * while calls keep arriving they join it, so under load one sync serves most of the calls in flight, and a call
 * alone waits one idle turn of the loop.
 *
 * - A write that throws is rolled back to its savepoint: its changes are undone, its caller gets its error, and
 *   the other writes of the group commit as if it had not been there.
 * - A commit that fails rejects every caller of the group: none of their changes is stored.
 * - Writes of one group run one after another, in the order they were asked for (two saves of one order apply
 *   in that order, as before).
 *
 * A write must be a few statements on the transaction it is given, nothing slow, and nothing on the database
 * itself: the group holds SQLite's one connection while it runs, so a query on the database would wait for the
 * group and the group for it. On PostgreSQL the group is one transaction on one pooled connection,
 * with the same savepoints.
 */
import { sql } from 'kysely';
import type { GatewayDb } from './database.js';

/** One write of a group: a few statements on the group's transaction. */
export type GroupedWrite<T> = (db: GatewayDb) => Promise<T>;

export interface WriteGroup {
  /** Runs `write` in the next group's transaction; resolves to its result once that transaction has committed. */
  run<T>(write: GroupedWrite<T>): Promise<T>;
  /**
   * Says that a write already asked for has grown (a batch took in another item): the group counts it as a new
   * write when it decides whether calls are still arriving.
   */
  grew(): void;
  /**
   * Commits the writes asked for so far without waiting for more, and resolves once every group under way
   * has committed (or failed): the gateway's shutdown runs it before it closes the database.
   */
  drain(): Promise<void>;
}

/** Most writes in one transaction: a bound on how long the group holds the database. */
export const WRITE_GROUP_LIMIT = 100;
/** Longest the first write of a group waits for others to join while calls keep arriving. */
export const WRITE_GROUP_MAX_WAIT_MS = 2;

interface Queued {
  write: GroupedWrite<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Runs the writes of `group` in one transaction on `db`, each in a savepoint of its own; one outcome per write. */
function runGroup(db: GatewayDb, group: Queued[]): Promise<Outcome[]> {
  return db.transaction().execute(async (trx) => {
    // A write alone needs no savepoint: if it throws, the whole transaction is rolled back, which is its own.
    if (group.length === 1) return [{ ok: true, value: await group[0]!.write(trx) }];
    const done: Outcome[] = [];
    for (const { write } of group) {
      await sql`savepoint grouped_write`.execute(trx);
      try {
        done.push({ ok: true, value: await write(trx) });
      } catch (error) {
        await sql`rollback to savepoint grouped_write`.execute(trx);
        done.push({ ok: false, error });
      }
      await sql`release savepoint grouped_write`.execute(trx);
    }
    return done;
  });
}

export interface WriteGroupOptions {
  /** Longest the first write of a group waits for others to join (WRITE_GROUP_MAX_WAIT_MS unless given). */
  maxWaitMs?: number;
  /** Told of each group's commit: how many writes, how long it took, whether it failed (the gateway's metrics). */
  onCommit?: (size: number, seconds: number, failed: boolean) => void;
}

export function createWriteGroup(db: GatewayDb, { maxWaitMs = WRITE_GROUP_MAX_WAIT_MS, onCommit }: WriteGroupOptions = {}): WriteGroup {
  let queue: Queued[] = [];
  /** Groups running now: what {@link WriteGroup.drain} waits for. */
  const running = new Set<Promise<void>>();

  const commit = async (group: Queued[]): Promise<void> => {
    let outcomes: Outcome[];
    const startedAt = performance.now();
    try {
      outcomes = await runGroup(db, group);
    } catch (error) {
      onCommit?.(group.length, (performance.now() - startedAt) / 1000, true);
      // A failed commit (or the failure of a write alone, rolled back with its transaction).
      for (const { reject } of group) reject(error);
      return;
    }
    onCommit?.(group.length, (performance.now() - startedAt) / 1000, false);
    group.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  };

  const flush = (): void => {
    while (queue.length > 0) {
      const committed = commit(queue.slice(0, WRITE_GROUP_LIMIT));
      running.add(committed);
      void committed.finally(() => running.delete(committed));
      queue = queue.slice(WRITE_GROUP_LIMIT);
    }
  };

  // Writes asked for (or grown) since the group was scheduled (none: no group is waiting), and how many of them the
  // last turn had seen.
  let asked = 0;
  let askedAtLastTurn = 0;
  let firstAskedAt = 0;
  /**
   * Commits once a turn of the event loop has brought no new write: while calls keep arriving, each turn's calls
   * join the group, so one sync serves them all; when they stop, the group commits one turn later.
   */
  const flushWhenQuiet = (): void => {
    const growing = asked > askedAtLastTurn;
    if (growing && queue.length < WRITE_GROUP_LIMIT && performance.now() - firstAskedAt < maxWaitMs) {
      askedAtLastTurn = asked;
      setImmediate(flushWhenQuiet);
      return;
    }
    asked = 0;
    askedAtLastTurn = 0;
    flush();
  };

  const ask = (): void => {
    asked += 1;
    if (asked === 1) {
      firstAskedAt = performance.now();
      // After the I/O already read in this turn of the event loop: the calls it carries join the group.
      setImmediate(flushWhenQuiet);
    }
  };

  return {
    run<T>(write: GroupedWrite<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
        ask();
      });
    },
    grew() {
      if (asked > 0) asked += 1;
    },
    async drain() {
      // The group waiting for a quiet turn commits now; its scheduled turn then finds nothing to commit.
      flush();
      await Promise.all(running);
    },
  };
}
