/** Queries on `sms_codes`. */
import type { Selectable } from 'kysely';
import type { GatewayDb, SmsCodesTable } from '../storage/database.js';

export type SmsCodeRow = Selectable<SmsCodesTable>;

/**
 * Stores a newly sent code (hashed) and retires the phone's earlier unused codes: only the newest works.
 * The SMS service runs it inside the send lock's transaction (sms-sends.repo.ts withSendLock); even apart
 * from it, the newest code is the one {@link liveCode} answers between the two statements.
 */
export async function insertCode(db: GatewayDb, code: Omit<SmsCodeRow, 'id'>): Promise<void> {
  const inserted = await db.insertInto('sms_codes').values(code).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('sms_codes').set({ used: 1 })
    .where('area_code', '=', code.area_code).where('phone', '=', code.phone).where('used', '=', 0).where('id', '<', inserted.id).execute();
}

/** The phone's newest unused, unexpired code, if any. */
export async function liveCode(db: GatewayDb, areaCode: string, phone: string, now: string): Promise<SmsCodeRow | undefined> {
  return db.selectFrom('sms_codes').selectAll()
    .where('area_code', '=', areaCode).where('phone', '=', phone).where('used', '=', 0).where('expires_at', '>', now)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: GatewayDb, id: number): Promise<boolean> {
  const result = await db.updateTable('sms_codes').set({ used: 1 }).where('id', '=', id).where('used', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Takes one of the code's `maxAttempts` guesses before the guess is compared: one statement that checks
 * and counts, so guesses sent at once each take their own place and none is compared once they are spent.
 * Answers the guess's number, or null when the code is used or its guesses are spent.
 */
export async function claimAttempt(db: GatewayDb, id: number, maxAttempts: number): Promise<number | null> {
  const row = await db.updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id).where('used', '=', 0).where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/** Retires a code (its last guess was wrong): the phone has no live code until a new one is sent. */
export async function retireCode(db: GatewayDb, id: number): Promise<void> {
  await db.updateTable('sms_codes').set({ used: 1 }).where('id', '=', id).execute();
}
