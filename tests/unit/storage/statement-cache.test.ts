import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../src/server/storage/statement-cache.js';

interface Table { id: number; name: string }

function database(limit?: number) {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table items (id integer primary key, name text not null)');
  const cached = withStatementCache(sqlite, limit);
  return { sqlite, cached, db: new Kysely<{ items: Table }>({ dialect: new SqliteDialect({ database: cached }) }) };
}

describe('withStatementCache', () => {
  it('prepares each SQL text once and answers every call with its own parameters', async () => {
    const { cached, db } = database();
    expect(cached.prepare('select 1')).toBe(cached.prepare('select 1'));
    for (const [id, name] of [[1, 'a'], [2, 'b'], [3, 'c']] as const) await db.insertInto('items').values({ id, name }).execute();
    const find = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
    expect([await find(1), await find(3), await find(4)]).toEqual([{ name: 'a' }, { name: 'c' }, undefined]);
    await db.destroy();
  });

  it('gives a statement still being iterated a fresh twin, and drops the oldest beyond its limit', () => {
    const { sqlite, cached } = database(2);
    sqlite.exec("insert into items (id, name) values (1, 'a'), (2, 'b')");
    const first = cached.prepare('select name from items') as unknown as SQLite.Statement;
    const rows = first.iterate();
    rows.next();
    const twin = cached.prepare('select name from items') as unknown as SQLite.Statement;
    expect(twin).not.toBe(first);
    expect(twin.all()).toEqual([{ name: 'a' }, { name: 'b' }]);
    rows.return?.();
    cached.prepare('select 1');
    cached.prepare('select 2');
    expect(cached.prepare('select name from items')).not.toBe(first);
    cached.close();
  });
});
