/**
 * The gateway's daily retention job: removes SMS codes, OAuth states, replay-window nonces and sandbox grants
 * past their expiry, and drafts abandoned longer than the draft retention (../storage/retention.repo.ts), so
 * those tables stop growing for as long as the gateway runs. Every instance checks hourly whether a day of
 * gateway time has passed since the last run of any instance on the database (kept in gateway_meta); on
 * PostgreSQL the run holds a transaction advisory lock, so instances sharing a schema never run it together.
 */
import { sql } from 'kysely';
import type { StorageDialect } from '../storage/column-types.js';
import type { GatewayDb } from '../storage/database.js';
import { readMeta, writeMeta } from '../storage/gateway-meta.repo.js';
import { pruneRetainedRows, type RetentionCounts } from '../storage/retention.repo.js';

/** A day of gateway time between runs. */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * How often an instance checks whether a run is due, the first time one interval after it starts: a restart
 * does not run the job at once, and the day between runs is kept to within this.
 */
export const RETENTION_CHECK_EVERY_MS = 60 * 60 * 1000;
/** Drafts untouched this many days are removed unless DRAFT_RETENTION_DAYS says otherwise. */
export { DEFAULT_DRAFT_RETENTION_DAYS } from '../../contract/index.js';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the instant of the last run is kept, shared by every instance on the database. */
const LAST_RUN_KEY = 'retentionLastRun';
/** Advisory-lock namespace of the job (the second key is the schema's hash, as for the start-up lock). */
const RETENTION_LOCK_NAMESPACE = 0x4d4f5252;

/** One run: when (gateway time) and how many rows of each kind it removed. */
export interface RetentionRun {
  at: string;
  removed: RetentionCounts;
}

export interface RetentionJob {
  /**
   * Runs the job when a day has passed since the last run on this database (or there was none); resolves to
   * what it removed, or null when it was not due, another instance holds the run, or the job was stopped.
   */
  runIfDue(): Promise<RetentionRun | null>;
  /** Stops the hourly check and waits for a run under way: the gateway calls it before closing its database. */
  stop(): Promise<void>;
}

export interface RetentionOptions {
  db: GatewayDb;
  dialect: StorageDialect;
  now: () => Date;
  /** Abandoned drafts last changed longer ago than this are removed (never one with a payment). */
  draftRetentionDays: number;
  /** Told of every run that removed anything or not (the gateway logs the counts). */
  onRun: (run: RetentionRun) => void;
  /** Told when a scheduled run failed; the next check tries again. */
  onError: (error: unknown) => void;
}

/** Whether this transaction got the job's lock: always on SQLite, whose writers take turns on the file anyway. */
async function holdsRunLock(trx: GatewayDb, dialect: StorageDialect): Promise<boolean> {
  if (dialect !== 'postgres') return true;
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK_NAMESPACE}, hashtext(current_schema())) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/** Starts the hourly check of `options.db`; the caller stops it (see {@link RetentionJob.stop}). */
export function startRetentionJob(options: RetentionOptions): RetentionJob {
  const { db, dialect, now } = options;
  let stopped = false;
  let running: Promise<RetentionRun | null> = Promise.resolve(null);

  const run = (): Promise<RetentionRun | null> => db.transaction().execute(async (trx) => {
    if (!(await holdsRunLock(trx, dialect))) return null;
    const at = now();
    const lastRun = await readMeta(trx, LAST_RUN_KEY);
    if (lastRun !== undefined && at.getTime() - Date.parse(lastRun) < RETENTION_EVERY_MS) return null;
    const draftsUpdatedBefore = new Date(at.getTime() - options.draftRetentionDays * DAY_MS).toISOString();
    const removed = await pruneRetainedRows(trx, at.toISOString(), draftsUpdatedBefore);
    await writeMeta(trx, LAST_RUN_KEY, at.toISOString());
    return { at: at.toISOString(), removed };
  });

  const runIfDue = (): Promise<RetentionRun | null> => {
    if (stopped) return Promise.resolve(null);
    // One run at a time in this instance: a check falling on a run under way waits for it and finds it not due.
    running = running.catch(() => null).then(run).then((result) => {
      if (result) options.onRun(result);
      return result;
    });
    return running;
  };

  const timer = setInterval(() => {
    runIfDue().catch(options.onError);
  }, RETENTION_CHECK_EVERY_MS);
  // The check alone never keeps the process alive.
  timer.unref();

  return {
    runIfDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => null);
    },
  };
}
