/**
 * Queries kysely builds and compiles once per database instead of on every call. Building a query's
 * tree and compiling it to SQL was a measured part of the draft save's CPU, five to six queries a call
 * (docs/decisions/010-gateway-hot-path.md). The query is built from marker values, one per argument;
 * their places among the compiled parameters say where each call's values go. The SQL, for the
 * database's own dialect, and what the database does with it are exactly what building it anew would give.
 */
import { CompiledQuery, type Compilable, type DialectAdapter, type QueryResult } from 'kysely';
import type { GatewayDb } from './database.js';

/** Begins every marker: no value a caller passes starts with a NUL character. */
const MARKER_PREFIX = '\u0000compiled-once:';

/** Where a compiled parameter comes from: an argument by name, or a value fixed in the query. */
type Place<Name extends string> = { argument: Name } | { fixed: unknown };

interface Compiled<Name extends string> {
  sql: string;
  places: readonly Place<Name>[];
}

/**
 * A query runner for `build`, which makes the query on `db` from the values of `names` (given as
 * markers: pass them to kysely as values only, never read them). Each run binds its arguments.
 */
export function compiledOnce<Name extends string, Row>(
  names: readonly Name[],
  build: (db: GatewayDb, values: Readonly<Record<Name, string>>) => Compilable<Row>,
): (db: GatewayDb, values: Readonly<Record<Name, unknown>>) => Promise<QueryResult<Row>> {
  // Per dialect adapter, which a transaction shares with its database (the group commit's saves run in one:
  // ./write-group.ts), so a query is compiled once per database, not once per transaction.
  const compiledFor = new WeakMap<DialectAdapter, Compiled<Name>>();
  const compile = (db: GatewayDb): Compiled<Name> => {
    const markers = Object.fromEntries(names.map((name) => [name, `${MARKER_PREFIX}${name}`])) as Record<Name, string>;
    const query = build(db, markers).compile();
    const places = query.parameters.map((value): Place<Name> =>
      typeof value === 'string' && value.startsWith(MARKER_PREFIX) ? { argument: value.slice(MARKER_PREFIX.length) as Name } : { fixed: value });
    return { sql: query.sql, places };
  };
  return (db, values) => {
    const executor = db.getExecutor();
    // A plugin (withSchema, ...) may change the SQL: such a database's queries are compiled on every call.
    let compiled = executor.plugins.length === 0 ? compiledFor.get(executor.adapter) : undefined;
    if (!compiled) {
      compiled = compile(db);
      if (executor.plugins.length === 0) compiledFor.set(executor.adapter, compiled);
    }
    const parameters = compiled.places.map((place) => ('argument' in place ? values[place.argument] : place.fixed));
    return db.executeQuery(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>);
  };
}
