/**
 * Where the gateway keeps its data, read from the environment the same way by the gateway (src/server/main.ts)
 * and by the operator commands (npm run backup / restore / migrate), so a command always acts on the data the
 * gateway started with the same settings uses.
 */
import { join } from 'node:path';
import { DATABASE_FILE, type StorageConfig } from './open-database.js';

/** The data folder: DATA_DIR, default ./data (keys, the SQLite file, the label override). */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR || './data';
}

/** The database: PostgreSQL when DATABASE_URL is set (schema DATABASE_SCHEMA, default public), else the SQLite file in the data folder. */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  if (env.DATABASE_URL) return { dialect: 'postgres', url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA || 'public' };
  return { dialect: 'sqlite', file: join(dataDirFromEnv(env), DATABASE_FILE) };
}
