/** Queries on `mail_verifications` (pending new addresses with their hashed codes) and `mail_outbox`. */
import type { Insertable, Selectable } from 'kysely';
import type { MailOutboxTable, MailVerificationsTable } from './account.table.js';
import type { GatewayDb } from '../storage/database.js';

export type MailVerificationRow = Selectable<MailVerificationsTable>;

/** When the user was last sent a mail code, if ever. */
export async function lastMailCodeAt(db: GatewayDb, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('mail_verifications').select('created_at')
    .where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.created_at;
}

/** Stores a new code and its mail in one go, retiring the user's earlier codes: only the newest works. */
export async function insertMailCode(db: GatewayDb, code: Insertable<MailVerificationsTable>, mail: Insertable<MailOutboxTable>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('mail_verifications').set({ used: 1 }).where('user_id', '=', code.user_id).where('used', '=', 0).execute();
    await trx.insertInto('mail_verifications').values(code).execute();
    await trx.insertInto('mail_outbox').values(mail).execute();
  });
}

/** The user's newest unused, unexpired mail code, if any. */
export async function liveMailCode(db: GatewayDb, userId: string, now: string): Promise<MailVerificationRow | undefined> {
  return db.selectFrom('mail_verifications').selectAll()
    .where('user_id', '=', userId).where('used', '=', 0).where('expires_at', '>', now)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Marks a code used; false when another request used it first. */
export async function useMailCode(db: GatewayDb, id: number): Promise<boolean> {
  const result = await db.updateTable('mail_verifications').set({ used: 1 }).where('id', '=', id).where('used', '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts a wrong guess; the code is retired once `maxAttempts` is reached. */
export async function recordWrongMailCode(db: GatewayDb, id: number, maxAttempts: number): Promise<void> {
  await db.updateTable('mail_verifications').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', id).execute();
  await db.updateTable('mail_verifications').set({ used: 1 }).where('id', '=', id).where('attempts', '>=', maxAttempts).execute();
}
