/** Queries on `login_address_attempts`: password login attempts per client address and fixed window. */
import type { GatewayDb } from '../storage/database.js';

/**
 * Counts one more attempt from `clientKey` in the window starting at `windowStart` and answers its number
 * there: one upsert, so racing attempts (also on several gateways) each get their own number. Windows that
 * ended before it are deleted on the way: only the current one is ever read.
 */
export async function countAddressLoginAttempt(db: GatewayDb, clientKey: string, windowStart: string): Promise<number> {
  const row = await db.insertInto('login_address_attempts').values({ client_key: clientKey, window_start: windowStart, attempts: 1 })
    .onConflict((oc) => oc.columns(['client_key', 'window_start']).doUpdateSet((eb) => ({ attempts: eb('login_address_attempts.attempts', '+', 1) })))
    .returning('attempts')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('login_address_attempts').where('window_start', '<', windowStart).execute();
  return Number(row.attempts);
}
