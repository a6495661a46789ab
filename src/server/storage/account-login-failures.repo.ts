/** Queries on `login_failures`: failed password logins per phone. */
import type { GatewayDb } from './database.js';

/** The phone's failed password logins, counting only a run whose last failure is after `since`. */
export async function recentLoginFailures(db: GatewayDb, areaCode: string, phone: string, since: string): Promise<number> {
  const row = await db.selectFrom('login_failures').select(['failures', 'last_failed_at'])
    .where('area_code', '=', areaCode).where('phone', '=', phone).executeTakeFirst();
  return row && row.last_failed_at > since ? Number(row.failures) : 0;
}

/** Counts one more failure; a run that went quiet before `since` starts again at 1. */
export async function recordLoginFailure(db: GatewayDb, areaCode: string, phone: string, at: string, since: string): Promise<number> {
  const failures = (await recentLoginFailures(db, areaCode, phone, since)) + 1;
  await db.insertInto('login_failures').values({ area_code: areaCode, phone, failures, last_failed_at: at })
    .onConflict((oc) => oc.columns(['area_code', 'phone']).doUpdateSet({ failures, last_failed_at: at }))
    .execute();
  return failures;
}

/** Forgets the phone's failures (after a successful login or password reset). */
export async function clearLoginFailures(db: GatewayDb, areaCode: string, phone: string): Promise<void> {
  await db.deleteFrom('login_failures').where('area_code', '=', areaCode).where('phone', '=', phone).execute();
}
