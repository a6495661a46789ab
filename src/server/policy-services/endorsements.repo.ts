/** Queries on `endorsements`. */
import type { Selectable, Updateable } from 'kysely';
import type { EndtStatus } from '../../contract/rows/policy-services.js';
import type { GatewayDb } from '../storage/database.js';
import type { EndorsementsTable } from './policy-services.table.js';

export type EndorsementRow = Selectable<EndorsementsTable>;

export async function insertEndorsement(db: GatewayDb, row: EndorsementRow): Promise<void> {
  await db.insertInto('endorsements').values(row).execute();
}

/** The policy's endorsements, newest first. */
export async function listPolicyEndorsements(db: GatewayDb, policyOrderId: string): Promise<EndorsementRow[]> {
  return db.selectFrom('endorsements').selectAll().where('policy_order_id', '=', policyOrderId)
    .orderBy('created_at', 'desc').orderBy('endt_no', 'desc').execute();
}

/** The policy's endorsements in a status, oldest first. */
export async function policyEndorsementsIn(db: GatewayDb, policyOrderId: string, status: EndtStatus): Promise<EndorsementRow[]> {
  return db.selectFrom('endorsements').selectAll().where('policy_order_id', '=', policyOrderId).where('status', '=', status)
    .orderBy('created_at', 'asc').orderBy('endt_no', 'asc').execute();
}

/** Changes an endorsement only while it is still in `from`; false when it had moved on. */
export async function updateEndorsement(
  db: GatewayDb, endtNo: string, from: EndtStatus, patch: Updateable<EndorsementsTable>,
): Promise<boolean> {
  const result = await db.updateTable('endorsements').set(patch).where('endt_no', '=', endtNo).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The endorsement an order pays, if any. */
export async function findEndorsementByOrder(db: GatewayDb, endtOrderId: string): Promise<EndorsementRow | undefined> {
  return db.selectFrom('endorsements').selectAll().where('endt_order_id', '=', endtOrderId).executeTakeFirst();
}
