/**
 * Opens the gateway database through kysely: the embedded SQLite file by default, or PostgreSQL when a
 * connection URL is configured. Both get the same migrations (./migrate.ts, portable column types).
 */
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { columnTypes, type StorageDialect } from './column-types.js';
import type { GatewayDatabase, GatewayDb } from './database.js';
import { migrateDatabase } from './migrate.js';

/** The SQLite file name inside the data folder. */
export const DATABASE_FILE = 'gateway.sqlite';

export type StorageConfig =
  | { dialect: 'sqlite'; file: string }
  | {
    dialect: 'postgres';
    /** postgres://user:password@host:port/database */
    url: string;
    /** Schema the tables live in (created when missing); default `public`. Tests give each gateway its own. */
    schema?: string;
  };

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function openSqlite(file: string): GatewayDb {
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; the gateway is the only writer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<GatewayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
}

async function openPostgres(url: string, schema: string): Promise<GatewayDb> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Not a PostgreSQL schema name: ${JSON.stringify(schema)}`);
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(`create schema if not exists "${schema}"`);
  } finally {
    await setup.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path="${schema}"` });
  return new Kysely<GatewayDatabase>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the configured database and brings its tables up to date. */
export async function openDatabase(config: StorageConfig): Promise<GatewayDb> {
  const dialect: StorageDialect = config.dialect;
  const db = config.dialect === 'sqlite' ? openSqlite(config.file) : await openPostgres(config.url, config.schema ?? 'public');
  try {
    await migrateDatabase(db, columnTypes(dialect));
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
