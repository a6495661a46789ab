/**
 * Opens the gateway database through kysely: the embedded SQLite file by default, or PostgreSQL when a
 * connection URL is configured. Both get the same migrations (./schema-migrations.ts, portable column types).
 */
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type KyselyConfig } from 'kysely';
import type Pg from 'pg';
import { columnTypes, type StorageDialect } from './column-types.js';
import type { GatewayDatabase, GatewayDb } from './database.js';
import { readMeta, writeMeta } from './gateway-meta.repo.js';
import { privateFile, tightenFiles } from './private-files.js';
import { applyMigrations, refuseNewerSchema } from './schema-migrations.js';
import { withStatementCache } from './statement-cache.js';

/** The SQLite file name inside the data folder. */
export const DATABASE_FILE = 'gateway.sqlite';

/**
 * Called with every statement the gateway runs, as compiled (SQL text with placeholders, and its
 * parameters): for the test that checks each one has an index to serve it (tests/api/storage/query-plans.test.ts).
 */
export type QueryObserver = (sql: string, parameters: readonly unknown[]) => void;

export type StorageConfig = (
  | { dialect: 'sqlite'; file: string }
  | {
    dialect: 'postgres';
    /** postgres://user:password@host:port/database */
    url: string;
    /** Schema the tables live in (created when missing); default `public`. Tests give each gateway its own. */
    schema?: string;
  }
) & { onQuery?: QueryObserver };

/** kysely's `log` option for an observer: every query event, failed ones too (a refused insert is still a statement the gateway runs). */
function queryLog(onQuery: QueryObserver | undefined): KyselyConfig['log'] {
  return onQuery ? (event) => onQuery(event.query.sql, event.query.parameters) : undefined;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The PostgreSQL client, loaded only when a PostgreSQL database is configured: importing it also loads
 * node's fetch implementation (pg probes for a Cloudflare runtime), a measured part of a SQLite gateway's
 * start for nothing it uses (docs/decisions/010-gateway-hot-path.md).
 */
async function loadPg(): Promise<typeof Pg> {
  return (await import('pg')).default;
}

/**
 * The settings of the gateway's SQLite connection, in order. WAL lets readers run beside the writer (the gateway
 * is the only writer). `synchronous = FULL` is set explicitly: better-sqlite3 is built with
 * SQLITE_DEFAULT_WAL_SYNCHRONOUS=1, so without it a commit in WAL mode does not sync the log (NORMAL), whatever
 * `PRAGMA synchronous` reads back, and an answered write or an accepted nonce could be lost to a power cut
 * (docs/decisions/010-gateway-hot-path.md, "commits that were never synced").
 */
export const SQLITE_SETTINGS = ['journal_mode = WAL', 'synchronous = FULL', 'foreign_keys = ON', 'busy_timeout = 5000'] as const;

/** The journal files SQLite keeps beside a database in WAL mode. */
const SQLITE_JOURNAL_SUFFIXES = ['-wal', '-shm'] as const;

function openSqlite(file: string, onQuery?: QueryObserver): GatewayDb {
  // Customers' data: the file and its journals are the gateway's alone, also when an earlier start left them readable.
  privateFile(file);
  tightenFiles(SQLITE_JOURNAL_SUFFIXES.map((suffix) => `${file}${suffix}`));
  const sqlite = new SQLite(file);
  for (const setting of SQLITE_SETTINGS) sqlite.pragma(setting);
  return new Kysely<GatewayDatabase>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log: queryLog(onQuery) });
}

/**
 * Advisory-lock namespace of the gateway's start-up (the first key of pg_advisory_lock(int, int); the
 * second is the schema's hash): gateways sharing a schema take turns creating and seeding it, gateways on
 * other schemas do not wait for each other.
 */
const STARTUP_LOCK_NAMESPACE = 0x4d4f5354;

/** Runs `work` on the schema while holding its start-up lock (see {@link openDatabase}). */
async function underStartupLock(pg: typeof Pg, url: string, schema: string, work: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    // A session lock: PostgreSQL drops it when this connection ends, even if the process is killed.
    await lock.query('select pg_advisory_lock($1, hashtext($2))', [STARTUP_LOCK_NAMESPACE, schema]);
    await lock.query(`create schema if not exists "${schema}"`);
    await work();
  } finally {
    await lock.end();
  }
}

/** How a PostgreSQL pool's connections are used (the `/metrics` gauge). */
export interface PoolUse {
  total: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** The pool of each PostgreSQL database opened here: kysely does not expose it. */
const pools = new WeakMap<GatewayDb, Pg.Pool>();

/** The use of `db`'s PostgreSQL pool now, or null for SQLite. */
export function poolUseOf(db: GatewayDb): PoolUse | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

function openPostgres(pg: typeof Pg, url: string, schema: string, onQuery?: QueryObserver): GatewayDb {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Not a PostgreSQL schema name: ${JSON.stringify(schema)}`);
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path="${schema}"` });
  const db = new Kysely<GatewayDatabase>({ dialect: new PostgresDialect({ pool }), log: queryLog(onQuery) });
  pools.set(db, pool);
  return db;
}

/** Where {@link openDatabase} records the `preparedMark` of the last complete preparation. */
const PREPARED_MARK_KEY = 'preparedBy';

/** The mark of the last complete preparation of `db`, or undefined (also for a new database without tables). */
async function preparedMarkOf(db: GatewayDb): Promise<string | undefined> {
  try {
    return await readMeta(db, PREPARED_MARK_KEY);
  } catch {
    // No gateway_meta table yet: a new database, prepared below.
    return undefined;
  }
}

/**
 * Opens the configured database, refuses it when a newer gateway migrated it (`SchemaTooNewError`), brings
 * its tables up to date (./schema-migrations.ts) and then runs `prepare` (the gateway's seeding). With a
 * `preparedMark` (the compiled code and the product files it seeds from), both are skipped when the last complete preparation of this database recorded the same mark: the same code
 * made the same tables and seeded the same rows already, and their kysely queries, cold at start, were a
 * measured part of the compiled gateway's start (docs/decisions/010-gateway-hot-path.md). On PostgreSQL several gateways may share a schema and start at the same moment: both steps
 * run under an advisory lock of that schema, because `create table if not exists` and the seed inserts
 * of two sessions racing fail (a duplicate pg_type or primary key) instead of waiting for each other.
 * SQLite serialises writers on its file lock already.
 */
export async function openDatabase(
  config: StorageConfig,
  prepare: (db: GatewayDb) => Promise<void> = async () => undefined,
  preparedMark?: string,
): Promise<GatewayDb> {
  const dialect: StorageDialect = config.dialect;
  const db = await connectDatabase(config);
  const setUp = async (): Promise<void> => {
    // Before the prepared mark: a newer gateway may have migrated the database since this build prepared it.
    await refuseNewerSchema(db);
    if (preparedMark !== undefined && (await preparedMarkOf(db)) === preparedMark) return;
    await applyMigrations(db, columnTypes(dialect), new Date());
    await prepare(db);
    if (preparedMark !== undefined) await writeMeta(db, PREPARED_MARK_KEY, preparedMark);
  };
  try {
    if (config.dialect === 'sqlite') await setUp();
    else await underStartupLock(await loadPg(), config.url, config.schema ?? 'public', setUp);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/**
 * Opens the configured database as it is, neither migrated nor seeded: for the operator commands that look
 * at it (`npm run migrate -- --status`). The gateway opens it with {@link openDatabase}.
 */
export async function connectDatabase(config: StorageConfig): Promise<GatewayDb> {
  return config.dialect === 'sqlite' ? openSqlite(config.file, config.onQuery) : openPostgres(await loadPg(), config.url, config.schema ?? 'public', config.onQuery);
}

/**
 * Drops a PostgreSQL schema and everything in it: for the tools and tests that give each run a schema of
 * its own (the soak, the PostgreSQL test suite). Never called by the gateway itself.
 */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema.replace(/"/g, '""')}" cascade`);
  } finally {
    await client.end();
  }
}
