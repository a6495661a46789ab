/**
 * The deletes of the retention job (../retention/retention-job.ts): rows that no call can use any more and
 * that would otherwise only grow, and drafts their owners abandoned long ago. Each returns how many rows went.
 */
import { sql } from 'kysely';
import type { GatewayDb } from './database.js';
import { pruneNonces } from './nonces.repo.js';
import { pruneReplayedWrites } from './replayed-writes.repo.js';

/** How many rows one retention run removed, per kind (counts only: nothing about whose rows). */
export interface RetentionCounts {
  smsCodes: number;
  oauthStates: number;
  nonces: number;
  sandboxGrants: number;
  drafts: number;
  /** Answers kept for a retry of a replayable write (../idempotency/replayable-writes.ts). */
  replayedWrites: number;
}

/**
 * The tables whose rows point at an order: a draft any of them names is kept, so the delete never breaks a
 * foreign key (and a renewal, endorsement or coupon keeps the order it was made for).
 */
const ORDER_REFERENCES = [
  ['payments', 'b2c_order_id'],
  ['payment_refunds', 'b2c_order_id'],
  ['renewals', 'policy_order_id'],
  ['renewals', 'renewal_order_id'],
  ['endorsements', 'policy_order_id'],
  ['endorsements', 'endt_order_id'],
  ['policy_information', 'policy_order_id'],
  ['claims', 'b2c_order_id'],
  ['order_coupons', 'b2c_order_id'],
  ['user_coupons', 'used_order_id'],
] as const;

/**
 * Deletes orders never paid and without any payment (none opened, so no money can arrive for them) whose last
 * change is older than `updatedBefore`; orders another table refers to are kept.
 */
async function pruneAbandonedDrafts(db: GatewayDb, updatedBefore: string): Promise<number> {
  let query = db.deleteFrom('orders')
    .where('updated_at', '<', updatedBefore)
    .where('paid_at', 'is', null)
    .where('status', 'in', ['draft', 'quoted', 'priced']);
  for (const [table, column] of ORDER_REFERENCES) {
    query = query.where(sql<boolean>`not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref('orders.b2c_order_id')})`);
  }
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

async function deleteExpired(db: GatewayDb, table: 'sms_codes' | 'third_oauth_states' | 'third_sandbox_grants', now: string): Promise<number> {
  return Number((await db.deleteFrom(table).where('expires_at', '<', now).executeTakeFirst()).numDeletedRows);
}

/**
 * Removes SMS codes, OAuth states, replay-window nonces, sandbox grants and replayable writes' answers past their
 * expiry at `now`, and
 * abandoned drafts last changed before `draftsUpdatedBefore` (ISO instants).
 */
export async function pruneRetainedRows(db: GatewayDb, now: string, draftsUpdatedBefore: string): Promise<RetentionCounts> {
  return {
    smsCodes: await deleteExpired(db, 'sms_codes', now),
    oauthStates: await deleteExpired(db, 'third_oauth_states', now),
    nonces: await pruneNonces(db, now),
    sandboxGrants: await deleteExpired(db, 'third_sandbox_grants', now),
    drafts: await pruneAbandonedDrafts(db, draftsUpdatedBefore),
    replayedWrites: await pruneReplayedWrites(db, now),
  };
}
