/**
 * Queries on `points_ledger`: every change of a user's points is a ledger entry, and `users.points`
 * (the balance the profile shows) moves with it in the same call.
 */
import type { Selectable } from 'kysely';
import { macaoToday } from '../calendar/macao-clock.js';
import type { GatewayDb } from '../storage/database.js';
import type { PointsLedgerTable } from './engagement.table.js';

export type PointsEntryRow = Selectable<PointsLedgerTable>;

/** Earned points lapse at the end of the calendar year after the year they were earned (Macao dates). */
export function pointsExpiryFor(now: Date): string {
  return `${Number(macaoToday(now).slice(0, 4)) + 1}-12-31`;
}

/** Adds a ledger entry and moves the user's balance by `delta`. Call inside a transaction. */
export async function addPoints(
  db: GatewayDb,
  entry: { userId: string; delta: number; reason: PointsEntryRow['reason']; ref: string | null; now: Date },
): Promise<void> {
  if (entry.delta === 0) return;
  await db.insertInto('points_ledger').values({
    user_id: entry.userId, delta: entry.delta, reason: entry.reason, ref: entry.ref,
    created_at: entry.now.toISOString(), expires_on: entry.delta > 0 ? pointsExpiryFor(entry.now) : null,
  }).execute();
  await db.updateTable('users').set((eb) => ({ points: eb('points', '+', entry.delta) })).where('user_id', '=', entry.userId).execute();
}

/** True when an entry for this reason and reference exists (an order earns its points once). */
export async function hasPointsEntry(db: GatewayDb, userId: string, reason: PointsEntryRow['reason'], ref: string): Promise<boolean> {
  const row = await db.selectFrom('points_ledger').select('id')
    .where('user_id', '=', userId).where('reason', '=', reason).where('ref', '=', ref).executeTakeFirst();
  return row !== undefined;
}

/** The user's ledger, newest first, one page. */
export async function listPoints(db: GatewayDb, userId: string, offset: number, limit: number): Promise<{ rows: PointsEntryRow[]; total: number }> {
  const rows = await db.selectFrom('points_ledger').selectAll().where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  const count = await db.selectFrom('points_ledger').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/**
 * Books the expiry of earned points whose date has passed (once: what was booked before is deducted).
 * Points cannot be spent yet, so every earned point still counts until its date. Call inside a transaction.
 */
export async function expireLapsedPoints(db: GatewayDb, userId: string, now: Date): Promise<void> {
  const sum = (reason: 'expired' | null) => {
    let query = db.selectFrom('points_ledger').select((eb) => eb.fn.sum<number | string | null>('delta').as('points')).where('user_id', '=', userId);
    query = reason === null ? query.where('delta', '>', 0).where('expires_on', '<', macaoToday(now)) : query.where('reason', '=', reason);
    return query.executeTakeFirstOrThrow().then((row) => Number(row.points ?? 0));
  };
  const lapsed = await sum(null);
  const booked = -(await sum('expired'));
  if (lapsed > booked) await addPoints(db, { userId, delta: booked - lapsed, reason: 'expired', ref: null, now });
}

/** Points earned that lapse on or before `until` (and after `today`), with the earliest such date. */
export async function pointsExpiringBy(db: GatewayDb, userId: string, today: string, until: string): Promise<{ points: number; on: string | null }> {
  const row = await db.selectFrom('points_ledger')
    .select((eb) => [eb.fn.sum<number | string | null>('delta').as('points'), eb.fn.min<string | null>('expires_on').as('on')])
    .where('user_id', '=', userId).where('delta', '>', 0).where('expires_on', '>=', today).where('expires_on', '<=', until)
    .executeTakeFirstOrThrow();
  return { points: Number(row.points ?? 0), on: row.on };
}

/** Total points the user earned for one reason (e.g. invitations). */
export async function pointsEarnedFor(db: GatewayDb, userId: string, reason: PointsEntryRow['reason']): Promise<number> {
  const row = await db.selectFrom('points_ledger').select((eb) => eb.fn.sum<number | string | null>('delta').as('points'))
    .where('user_id', '=', userId).where('reason', '=', reason).executeTakeFirstOrThrow();
  return Number(row.points ?? 0);
}
