/** Queries on `sms_sends`, the send log the SMS budgets count (count after insert: see sms-code-service.ts). */
import type { GatewayDb } from './database.js';

/** Whose sends a budget counts: one phone's, one client address's, or everyone's. */
export type SendScope = { areaCode: string; phone: string } | { clientKey: string } | 'all';

/** Logs a send (its code not yet readable) and returns its id. */
export async function recordSend(db: GatewayDb, send: { areaCode: string; phone: string; clientKey: string; at: string }): Promise<number> {
  const row = await db.insertInto('sms_sends')
    .values({ area_code: send.areaCode, phone: send.phone, client_key: send.clientKey, created_at: send.at, sandbox_code: null })
    .returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Creation times of at most `limit` sends of `scope` since `since`, other than send `exceptId`, newest
 * first: with `limit` of them there, the budget is spent until the last one listed leaves the window.
 */
export async function otherSendTimes(db: GatewayDb, scope: SendScope, since: string, exceptId: number, limit: number): Promise<string[]> {
  let query = db.selectFrom('sms_sends').select('created_at').where('created_at', '>=', since).where('id', '<>', exceptId);
  if (scope !== 'all') {
    query = 'clientKey' in scope
      ? query.where('client_key', '=', scope.clientKey)
      : query.where('area_code', '=', scope.areaCode).where('phone', '=', scope.phone);
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => row.created_at);
}

/** Takes back a send a budget refused. */
export async function dropSend(db: GatewayDb, id: number): Promise<void> {
  await db.deleteFrom('sms_sends').where('id', '=', id).execute();
}

/** Sandbox mode: makes a sent code readable by the loopback read-out. */
export async function keepSandboxCode(db: GatewayDb, id: number, code: string): Promise<void> {
  await db.updateTable('sms_sends').set({ sandbox_code: code }).where('id', '=', id).execute();
}

/** Sandbox mode: the newest code sent to a phone through any gateway instance on this database, or null. */
export async function latestSandboxCode(db: GatewayDb, areaCode: string, phone: string): Promise<string | null> {
  const row = await db.selectFrom('sms_sends').select('sandbox_code')
    .where('area_code', '=', areaCode).where('phone', '=', phone).where('sandbox_code', 'is not', null)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.sandbox_code ?? null;
}
