/** Queries on `sms_sends`, the send log the SMS budgets count, and the lock their decisions take turns on. */
import type { GatewayDb } from '../storage/database.js';

/** Whose sends a budget counts: one phone's, one client address's, or everyone's. */
export type SendScope = { areaCode: string; phone: string } | { clientKey: string } | 'all';

/**
 * Runs `decide` in a transaction that first takes the `sms_send_lock` row: budget decisions of every
 * gateway instance on the database take turns, so two cannot both count a free place and both take it.
 */
export async function withSendLock<T>(db: GatewayDb, decide: (trx: GatewayDb) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // Writing the row to itself takes its lock without changing anything.
    await trx.updateTable('sms_send_lock').set((eb) => ({ id: eb.ref('id') })).where('id', '=', 1).execute();
    return decide(trx);
  });
}

/** Logs a send; `sandboxCode` only in sandbox mode. */
export async function recordSend(
  db: GatewayDb, send: { areaCode: string; phone: string; clientKey: string; at: string; sandboxCode: string | null },
): Promise<void> {
  await db.insertInto('sms_sends')
    .values({ area_code: send.areaCode, phone: send.phone, client_key: send.clientKey, created_at: send.at, sandbox_code: send.sandboxCode })
    .execute();
}

/**
 * Creation times of at most `limit` sends of `scope` since `since`, newest first: with `limit` of them
 * there, the budget is spent until the last one listed leaves the window.
 */
export async function sendTimes(db: GatewayDb, scope: SendScope, since: string, limit: number): Promise<string[]> {
  let query = db.selectFrom('sms_sends').select('created_at').where('created_at', '>=', since);
  if (scope !== 'all') {
    query = 'clientKey' in scope
      ? query.where('client_key', '=', scope.clientKey)
      : query.where('area_code', '=', scope.areaCode).where('phone', '=', scope.phone);
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => row.created_at);
}

/** Forgets sends created before `before`: no budget looks further back than its window. */
export async function pruneSends(db: GatewayDb, before: string): Promise<void> {
  await db.deleteFrom('sms_sends').where('created_at', '<', before).execute();
}

/** Sandbox mode: the newest code sent to a phone through any gateway instance on this database, or null. */
export async function latestSandboxCode(db: GatewayDb, areaCode: string, phone: string): Promise<string | null> {
  const row = await db.selectFrom('sms_sends').select('sandbox_code')
    .where('area_code', '=', areaCode).where('phone', '=', phone).where('sandbox_code', 'is not', null)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.sandbox_code ?? null;
}
