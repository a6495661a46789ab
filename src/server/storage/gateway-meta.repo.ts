/** Queries on `gateway_meta`: small facts about the database itself (e.g. whether demo data was seeded). */
import type { GatewayDb } from './database.js';

/** The stored value of `key`, if any. */
export async function readMeta(db: GatewayDb, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('gateway_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores `value` under `key`, replacing an earlier one. */
export async function writeMeta(db: GatewayDb, key: string, value: string): Promise<void> {
  await db.insertInto('gateway_meta').values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}
