/** Opens (creating when missing) the gateway's SQLite file through kysely. */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { GatewayDatabase, GatewayDb } from './database.js';
import { columnTypes } from './column-types.js';
import { migrateDatabase } from './migrate.js';

/** The SQLite file name inside the data folder. */
export const DATABASE_FILE = 'gateway.sqlite';

/** Opens the database at `file` and brings its tables up to date. */
export async function openDatabase(file: string): Promise<GatewayDb> {
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; the gateway is the only writer.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<GatewayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateDatabase(db, columnTypes('sqlite'));
  return db;
}
