/**
 * Queries on `login_failures`: password login attempts per phone since its last successful one. An attempt
 * is counted before its password is checked, in the same statement that reads the count, so racing
 * attempts each get their own number and none can slip under the picture-code threshold.
 */
import type { GatewayDb } from '../storage/database.js';

/**
 * Counts one more attempt for the phone and answers its number in the run: a run whose last attempt is
 * not after `since` starts again at 1. One upsert, atomic on SQLite and PostgreSQL alike.
 */
export async function countLoginAttempt(db: GatewayDb, areaCode: string, phone: string, at: string, since: string): Promise<number> {
  const row = await db.insertInto('login_failures').values({ area_code: areaCode, phone, failures: 1, last_failed_at: at })
    .onConflict((oc) => oc.columns(['area_code', 'phone']).doUpdateSet((eb) => ({
      failures: eb.case().when('login_failures.last_failed_at', '>', since)
        .then(eb('login_failures.failures', '+', 1)).else(1).end(),
      last_failed_at: at,
    })))
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Forgets the phone's attempts (after a successful login or password reset). */
export async function clearLoginFailures(db: GatewayDb, areaCode: string, phone: string): Promise<void> {
  await db.deleteFrom('login_failures').where('area_code', '=', areaCode).where('phone', '=', phone).execute();
}
