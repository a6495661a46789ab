/** Queries on `upload_usage`: the files and bytes each user uploaded per day and in total. */
import { UPLOAD_TOTAL_PERIOD, type GatewayDb } from '../storage/database.js';

/** At most `files` files and `bytes` bytes in `period` (a Macao day, or the running total). */
export interface UsageLimit {
  period: string;
  files: number;
  bytes: number;
}

/**
 * Adds one file of `bytes` to the user's usage in `limit.period` unless that would pass the limit: one
 * upsert whose update only happens under the limit, so uploads racing (also on several gateways) cannot
 * pass it together. True when the file was counted.
 */
export async function addUpload(db: GatewayDb, userId: string, bytes: number, limit: UsageLimit): Promise<boolean> {
  if (bytes > limit.bytes || limit.files < 1) return false;
  const row = await db.insertInto('upload_usage').values({ user_id: userId, period: limit.period, files: 1, bytes })
    .onConflict((oc) => oc.columns(['user_id', 'period'])
      .doUpdateSet((eb) => ({ files: eb('upload_usage.files', '+', 1), bytes: eb('upload_usage.bytes', '+', bytes) }))
      .where('upload_usage.files', '<', limit.files)
      .where((eb) => eb(eb('upload_usage.bytes', '+', bytes), '<=', limit.bytes)))
    .returning('files')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the user's day rows before `today` (YYYY-MM-DD): only today's and the total are read. */
export async function pruneUploadDays(db: GatewayDb, userId: string, today: string): Promise<void> {
  await db.deleteFrom('upload_usage').where('user_id', '=', userId).where('period', '<', today).where('period', '!=', UPLOAD_TOTAL_PERIOD).execute();
}
