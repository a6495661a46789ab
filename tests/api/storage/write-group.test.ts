/**
 * The draft saves' group commit (src/server/storage/write-group.ts), on the database the api suite runs on
 * (SQLite by default, PostgreSQL under GATEWAY_TEST_STORAGE=postgres): writes asked for at the same moment share
 * one transaction, each caller hears of its write only once it is committed, and a write that fails is undone
 * alone while the others are stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayDb } from '../../../src/server/storage/database.js';
import { DATABASE_FILE, openDatabase, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { createNonceWriter } from '../../../src/server/storage/nonces.repo.js';
import { createWriteGroup } from '../../../src/server/storage/write-group.js';
import { testPostgresStorage } from '../support/test-storage.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase(): Promise<{ db: GatewayDb; storage: StorageConfig }> {
  const postgres = testPostgresStorage();
  let storage: StorageConfig;
  if (postgres) {
    storage = postgres.storage;
    cleanups.push(() => postgres.drop());
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'mo-write-group-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    storage = { dialect: 'sqlite', file: join(dir, DATABASE_FILE) };
  }
  const db = await openDatabase(storage);
  cleanups.push(() => db.destroy());
  return { db, storage };
}

/** A row of `nonces` (a small table with a unique key), as a write of the group inserts it. */
const insertNonce = (nonce: string) => async (db: GatewayDb): Promise<string> => {
  await db.insertInto('nonces').values({ nonce, request_timestamp: '1', expires_at: '2099-01-01T00:00:00.000Z' }).execute();
  return nonce;
};

/** One turn of the event loop later. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function storedNonces(db: GatewayDb): Promise<string[]> {
  return (await db.selectFrom('nonces').select('nonce').orderBy('nonce').execute()).map((row) => row.nonce);
}

describe('the write group', () => {
  it('commits the writes asked for at the same moment in one transaction, each answered with its own result', async () => {
    const { db } = await freshDatabase();
    const transactions = vi.spyOn(db, 'transaction');
    const group = createWriteGroup(db);
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((nonce) => group.run(insertNonce(nonce))));
    expect(results).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await storedNonces(db)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // A write asked for later is another group.
    await group.run(insertNonce('f'));
    expect(transactions).toHaveBeenCalledTimes(2);
  });

  it('waits while writes keep arriving turn after turn of the event loop, and commits them in one transaction', async () => {
    const { db } = await freshDatabase();
    const transactions = vi.spyOn(db, 'transaction');
    // A bound no slow machine reaches in four turns: what is tested is the waiting, not the bound.
    const group = createWriteGroup(db, { maxWaitMs: 60_000 });
    const written: Promise<string>[] = [];
    for (const nonce of ['t1', 't2', 't3', 't4']) {
      written.push(group.run(insertNonce(nonce)));
      await nextTurn();
    }
    expect(await Promise.all(written)).toEqual(['t1', 't2', 't3', 't4']);
    expect(transactions).toHaveBeenCalledTimes(1);
  });

  it('commits one turn after the writes stopped arriving, and never waits longer than its bound', async () => {
    const { db } = await freshDatabase();
    const transactions = vi.spyOn(db, 'transaction');
    const group = createWriteGroup(db);
    const alone = group.run(insertNonce('alone'));
    await nextTurn();
    await nextTurn();
    expect(transactions).toHaveBeenCalledTimes(1);
    await alone;
    // A write every turn, on and on: without the bound the group would wait for ever and never commit. With it,
    // the group commits WRITE_GROUP_MAX_WAIT_MS after its first write and the next one starts, each write answered.
    // The loop stops once two groups have committed (or after two seconds, far beyond the bound, on a slow machine).
    const startedAt = performance.now();
    const steady: Promise<string>[] = [];
    while (transactions.mock.calls.length < 3 && performance.now() - startedAt < 2_000) {
      steady.push(group.run(insertNonce(`steady-${steady.length}`)));
      await nextTurn();
    }
    await Promise.all(steady);
    expect(transactions.mock.calls.length).toBeGreaterThan(2);
    expect(steady.length).toBeGreaterThan(2);
  });

  it('undoes a failing write alone: its caller gets the error, the others of its group are stored', async () => {
    const { db } = await freshDatabase();
    await insertNonce('taken')(db);
    const group = createWriteGroup(db);
    const failing = async (trx: GatewayDb): Promise<string> => {
      // Its first statement succeeds, its second breaks the unique key: both must be undone.
      await insertNonce('half-done')(trx);
      return insertNonce('taken')(trx);
    };
    const outcomes = await Promise.allSettled([group.run(insertNonce('before')), group.run(failing), group.run(insertNonce('after'))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await storedNonces(db)).toEqual(['after', 'before', 'taken']);
  });

  it('undoes a failing write that is alone in its group, and gives its caller the error', async () => {
    const { db } = await freshDatabase();
    await insertNonce('taken')(db);
    const group = createWriteGroup(db);
    await expect(group.run(async (trx) => {
      await insertNonce('half-done')(trx);
      return insertNonce('taken')(trx);
    })).rejects.toThrow();
    expect(await storedNonces(db)).toEqual(['taken']);
    // The group goes on: the next write is stored.
    await group.run(insertNonce('next'));
    expect(await storedNonces(db)).toEqual(['next', 'taken']);
  });

  it('answers a write only once it is committed: another connection already reads it', async () => {
    const { db, storage } = await freshDatabase();
    if (storage.dialect !== 'sqlite') return; // PostgreSQL: the same commit, read back by the suite's api tests.
    const group = createWriteGroup(db);
    const other = new SQLite(storage.file, { readonly: true });
    cleanups.push(() => {
      other.close();
    });
    const seen = await Promise.all(['x', 'y'].map(async (nonce) => {
      await group.run(insertNonce(nonce));
      return other.prepare('select count(*) as n from nonces where nonce = ?').get(nonce) as { n: number };
    }));
    expect(seen).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it("records request nonces in the same transaction as the other writes of the moment, each pair answered after its commit", async () => {
    const { db } = await freshDatabase();
    const transactions = vi.spyOn(db, 'transaction');
    const outsideTransactions = vi.spyOn(db, 'executeQuery');
    const group = createWriteGroup(db);
    const nonces = createNonceWriter(db, group);
    const pair = (nonce: string) => ({ nonce, requestTimestamp: '2', expiresAt: '2099-01-01T00:00:00.000Z' });
    const [first, again, save, second] = await Promise.all([
      nonces.remember(pair('call-1')), nonces.remember(pair('call-1')), group.run(insertNonce('a-save')), nonces.remember(pair('call-2')),
    ]);
    // One transaction for both pairs and the other write; the pair asked for twice is refused the second time.
    expect([first, again, save, second]).toEqual([true, false, 'a-save', true]);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(outsideTransactions).not.toHaveBeenCalled();
    expect(await storedNonces(db)).toEqual(['a-save', 'call-1', 'call-2']);
    // A pair already stored is a replay, in a later group too.
    expect(await nonces.remember(pair('call-2'))).toBe(false);
  });

  it('refuses, never accepts, the pairs of a group whose transaction could not begin, and records the next ones', async () => {
    const { db } = await freshDatabase();
    const group = createWriteGroup(db);
    const nonces = createNonceWriter(db, group);
    const pair = (nonce: string) => ({ nonce, requestTimestamp: '3', expiresAt: '2099-01-01T00:00:00.000Z' });
    const begin = vi.spyOn(db, 'transaction').mockImplementationOnce(() => {
      throw new Error('the database is gone');
    });
    const outcomes = await Promise.allSettled([nonces.remember(pair('lost-1')), nonces.remember(pair('lost-2'))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    begin.mockRestore();
    expect(await nonces.remember(pair('lost-1'))).toBe(true);
    expect(await storedNonces(db)).toEqual(['lost-1']);
  });

  it('drains at shutdown: the writes asked for commit before drain resolves, and their callers hear of it', async () => {
    const { db } = await freshDatabase();
    const commits: { size: number; failed: boolean }[] = [];
    // A bound no test reaches: without the drain the group would wait for a quiet turn.
    const group = createWriteGroup(db, { maxWaitMs: 60_000, onCommit: (size, _seconds, failed) => commits.push({ size, failed }) });
    const answered: string[] = [];
    const writes = ['x', 'y', 'z'].map((nonce) => group.run(insertNonce(nonce)).then((value) => answered.push(value)));
    await group.drain();
    expect(await storedNonces(db)).toEqual(['x', 'y', 'z']);
    await Promise.all(writes);
    expect(answered).toEqual(['x', 'y', 'z']);
    expect(commits).toEqual([{ size: 3, failed: false }]);
  });
});
