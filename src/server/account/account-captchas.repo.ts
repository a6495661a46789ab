/** Queries on `captchas` (picture codes). */
import type { Selectable } from 'kysely';
import type { CaptchasTable } from './account.table.js';
import type { GatewayDb } from '../storage/database.js';

export type CaptchaRow = Selectable<CaptchasTable>;

/** Stores a new picture code and forgets the ones that expired before `now`. */
export async function insertCaptcha(db: GatewayDb, captcha: CaptchaRow, now: string): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  await db.insertInto('captchas').values(captcha).execute();
}

/**
 * Spends a live picture code and answers its stored answer hash; undefined when the code is unknown,
 * expired or already spent (by this check or a concurrent one).
 */
export async function spendCaptcha(db: GatewayDb, captchaId: string, now: string): Promise<string | undefined> {
  const row = await db.selectFrom('captchas').select('answer_hash')
    .where('captcha_id', '=', captchaId).where('used', '=', 0).where('expires_at', '>', now).executeTakeFirst();
  if (!row) return undefined;
  const spent = await db.updateTable('captchas').set({ used: 1 }).where('captcha_id', '=', captchaId).where('used', '=', 0).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? row.answer_hash : undefined;
}
