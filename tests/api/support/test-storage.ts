/**
 * Which database the api tests' gateways use. Default: each gateway's own SQLite file. With
 * GATEWAY_TEST_STORAGE=postgres and TEST_DATABASE_URL set (tests/support/test-postgres.sh starts one), each
 * gateway gets its own fresh PostgreSQL schema instead, dropped when the gateway stops: the same tests
 * then prove the storage works on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { dropPostgresSchema, type StorageConfig } from '../../../src/server/storage/open-database.js';

/** Why PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailableReason(): string | null {
  if (!process.env.TEST_DATABASE_URL) {
    return 'TEST_DATABASE_URL is not set (run `export TEST_DATABASE_URL=$(bash tests/support/test-postgres.sh)` to start a local PostgreSQL; .ci/run does)';
  }
  return null;
}

/** A fresh schema on the test PostgreSQL, and how to drop it. */
export function freshPostgresStorage(): { storage: StorageConfig; drop(): Promise<void> } {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error(postgresUnavailableReason() ?? 'no TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    storage: { dialect: 'postgres', url, schema },
    drop: () => dropPostgresSchema(url, schema),
  };
}

/** The storage the api tests run on this time: PostgreSQL when asked for, else null (SQLite). */
export function testPostgresStorage(): { storage: StorageConfig; drop(): Promise<void> } | null {
  if (process.env.GATEWAY_TEST_STORAGE !== 'postgres') return null;
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(`GATEWAY_TEST_STORAGE=postgres but ${reason}`);
  return freshPostgresStorage();
}
