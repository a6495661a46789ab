/**
 * A statement that may fail (a unique key another call took first) inside a transaction: PostgreSQL aborts the
 * whole transaction on any error, so without a savepoint the caller could not go on to read what the other call
 * stored. SQLite would go on, but gets the same savepoint so both databases behave alike.
 */
import { sql } from 'kysely';
import type { GatewayDb } from './database.js';

/**
 * Runs `work` on `db`; inside a transaction, in a savepoint of its own, rolled back to when `work` throws (the
 * error is rethrown) so the transaction can go on. Outside a transaction `work` runs as it is.
 */
export async function insideSavepoint<T>(db: GatewayDb, work: () => Promise<T>): Promise<T> {
  if (!db.isTransaction) return work();
  await sql`savepoint may_fail`.execute(db);
  try {
    const result = await work();
    await sql`release savepoint may_fail`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint may_fail`.execute(db);
    await sql`release savepoint may_fail`.execute(db);
    throw error;
  }
}
