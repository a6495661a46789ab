/**
 * A new customer's first SMS sign-in writes the account, its new-user coupons and the session in one
 * transaction, and every SMS sign-in spends its code in that same transaction: one commit (one sync of the log on SQLite, where each statement alone was a commit of its own and
 * the login waited on every one of them), and no account left without its coupons should the session's insert
 * fail. Read from the statements the gateway ran (the storage's onQuery observer); SQLite, and PostgreSQL under
 * GATEWAY_TEST_STORAGE=postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, type StorageConfig } from '../../../src/server/storage/open-database.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { testPostgresStorage } from '../support/test-storage.js';

/** The statements the gateway ran, in order. */
const statements: string[] = [];
const postgres = testPostgresStorage();
const dataDir = mkdtempSync(join(tmpdir(), 'mo-sign-in-commits-'));
const storage: StorageConfig = postgres
  ? { ...postgres.storage, onQuery: (text) => statements.push(text) }
  : { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE), onQuery: (text) => statements.push(text) };
let session: ClientSession;

beforeAll(async () => {
  session = await startClientSession({ dataDir, storage });
});

afterAll(async () => {
  await session?.stop();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`a new customer's sign-in commits once for the account and the session (${postgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('writes the user, the new-user coupons and the session between one begin and one commit', async () => {
    statements.length = 0;
    await session.signIn(freshPhone());
    const at = (pattern: RegExp): number[] => statements.flatMap((text, index) => (pattern.test(text) ? [index] : []));
    const [user] = at(/^insert into "users"/);
    const [sessionRow] = at(/^insert into "sessions"/);
    const coupons = at(/^insert into "user_coupons"/);
    expect(user).toBeDefined();
    expect(sessionRow).toBeDefined();
    expect(coupons.length).toBeGreaterThan(0);
    const begin = at(/^begin/i).filter((index) => index < user!).at(-1);
    const commit = at(/^commit/i).find((index) => index > user!);
    expect(begin).toBeDefined();
    // No commit between the transaction's begin and the session's insert: all of them in one transaction.
    expect(at(/^commit/i).filter((index) => index > begin! && index < sessionRow!)).toEqual([]);
    expect(commit).toBeGreaterThan(sessionRow!);
    expect(coupons.every((index) => index > begin! && index < commit!)).toBe(true);
  });

  it('spends the SMS code in the sign-in\'s transaction: one commit for the code, the account and the session', async () => {
    statements.length = 0;
    await session.signIn(freshPhone());
    const at = (pattern: RegExp): number[] => statements.flatMap((text, index) => (pattern.test(text) ? [index] : []));
    // The code spent (the send's own UPDATE retires the phone's older codes: "id" <, not "id" =).
    const [spent] = at(/^update "sms_codes" set "used" = \S+ where "id" = /);
    const [sessionRow] = at(/^insert into "sessions"/);
    expect(spent).toBeDefined();
    expect(sessionRow).toBeGreaterThan(spent!);
    // The session's transaction began before the code was spent, and nothing committed in between.
    expect(at(/^begin/i).filter((index) => index < sessionRow!).at(-1)).toBeLessThan(spent!);
    expect(at(/^commit/i).filter((index) => index > spent! && index < sessionRow!)).toEqual([]);
    expect(at(/^commit/i).some((index) => index > sessionRow!)).toBe(true);
  });
});
