/** Queries on `verify_tokens` (stored as their SHA-256 only). */
import type { Selectable } from 'kysely';
import type { VerifyTokensTable } from './account.table.js';
import type { GatewayDb } from '../storage/database.js';

export type VerifyTokenRow = Selectable<VerifyTokensTable>;

/** Stores a new token and forgets the ones that expired before its creation. */
export async function insertVerifyToken(db: GatewayDb, row: VerifyTokenRow): Promise<void> {
  await db.deleteFrom('verify_tokens').where('expires_at', '<', row.created_at).execute();
  await db.insertInto('verify_tokens').values(row).execute();
}

/** Spends a live token of `purpose`; undefined when unknown, expired, spent or of another purpose. */
export async function spendVerifyToken(db: GatewayDb, tokenHash: string, purpose: VerifyTokenRow['purpose'], now: string): Promise<VerifyTokenRow | undefined> {
  const row = await db.selectFrom('verify_tokens').selectAll()
    .where('token_hash', '=', tokenHash).where('purpose', '=', purpose).where('used', '=', 0).where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const spent = await db.updateTable('verify_tokens').set({ used: 1 }).where('token_hash', '=', tokenHash).where('used', '=', 0).executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? row : undefined;
}
