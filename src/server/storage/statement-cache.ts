/**
 * better-sqlite3 as kysely sees it, with its prepared statements kept: kysely's SQLite driver prepares
 * every query afresh (`prepare(sql)` per call), and parsing and planning the same few statements again
 * on each request was a measured part of the draft save's cost (docs/decisions/010-gateway-hot-path.md).
 * A statement only caches the compiled SQL; its parameters are bound on each run, so answers are the
 * same. SQLite re-prepares a statement itself when the schema changes under it.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** More distinct statements than the gateway has; beyond it the oldest is dropped (e.g. long `in` lists). */
const STATEMENT_LIMIT = 1000;

/** `sqlite` for kysely's `SqliteDialect`, preparing each distinct SQL text once. */
export function withStatementCache(sqlite: Database, limit = STATEMENT_LIMIT): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run a second query: prepare another.
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (statements.size >= limit) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
