/**
 * Queries on `claims`, `claim_documents` and `claim_status_history`. Every read that serves a user is
 * scoped to that user's id: someone else's claim is not found.
 */
import type { Selectable, Updateable } from 'kysely';
import type { ClaimStatus } from '../../contract/rows/claims.js';
import type { GatewayDb } from '../storage/database.js';
import { pageOf, type ListPage, type ListWindow } from '../storage/list-window.js';
import type { ClaimsTable, ClaimStatusHistoryTable } from './claims.table.js';

export type ClaimRow = Selectable<ClaimsTable>;
export type ClaimPatch = Updateable<ClaimsTable>;
export type ClaimHistoryRow = Selectable<ClaimStatusHistoryTable>;

/** An attached document with its file's metadata (not its content). */
export interface ClaimDocumentFileRow {
  doc_type: string;
  file_id: string;
  created_at: string;
  name: string;
  type: string;
  size: number;
}

/** Stores a new claim and the first entry of its status history. */
export async function insertClaim(db: GatewayDb, claim: ClaimRow): Promise<void> {
  await db.insertInto('claims').values(claim).execute();
  await insertClaimHistory(db, claim.claim_id, claim.status, null, claim.created_at);
}

/** Records that a claim entered `status`. */
export async function insertClaimHistory(db: GatewayDb, claimId: string, status: ClaimStatus, note: string | null, at: string): Promise<void> {
  await db.insertInto('claim_status_history').values({ claim_id: claimId, status, note, created_at: at }).execute();
}

/** The user's claim with this id, if any. */
export async function findUserClaim(db: GatewayDb, userId: string, claimId: string): Promise<ClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('claim_id', '=', claimId).where('user_id', '=', userId).executeTakeFirst();
}

/** The user's claim with this claim number, if any. */
export async function findUserClaimByNo(db: GatewayDb, userId: string, claimNo: string): Promise<ClaimRow | undefined> {
  return db.selectFrom('claims').selectAll().where('claim_no', '=', claimNo).where('user_id', '=', userId).executeTakeFirst();
}

/** The user's newest claim on this order in one of `statuses`, if any. */
export async function findUserOrderClaim(
  db: GatewayDb, userId: string, b2cOrderId: string, statuses: readonly ClaimStatus[],
): Promise<ClaimRow | undefined> {
  return db.selectFrom('claims').selectAll()
    .where('user_id', '=', userId).where('b2c_order_id', '=', b2cOrderId).where('status', 'in', [...statuses])
    .orderBy('created_at', 'desc').orderBy('claim_id', 'desc').limit(1).executeTakeFirst();
}

/** Changes a claim only while it is in one of `fromStatuses`; false when it had already moved on. */
export async function updateClaim(db: GatewayDb, claimId: string, fromStatuses: readonly ClaimStatus[], patch: ClaimPatch): Promise<boolean> {
  const result = await db.updateTable('claims').set(patch)
    .where('claim_id', '=', claimId).where('status', 'in', [...fromStatuses]).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One page of the user's claims in `statuses`, newest first, and how many there are in all. */
export async function listUserClaims(
  db: GatewayDb, userId: string, statuses: readonly ClaimStatus[], window: ListWindow,
): Promise<ListPage<ClaimRow>> {
  const scoped = db.selectFrom('claims').where('user_id', '=', userId).where('status', 'in', [...statuses]);
  const counted = await scoped.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { after } = window;
  const from = after
    ? scoped.where((eb) => eb(eb.refTuple('updated_at', 'claim_id'), '<', eb.tuple(after.sortKey, after.id)))
    : scoped.offset(window.offset);
  const rows = await from.selectAll().orderBy('updated_at', 'desc').orderBy('claim_id', 'desc').limit(window.limit + 1).execute();
  return pageOf(Number(counted.total), rows, window, (row) => ({ sortKey: row.updated_at, id: row.claim_id }));
}

/** The claim's documents with their files' metadata, in the order they were attached. */
export async function listClaimDocuments(db: GatewayDb, claimId: string): Promise<ClaimDocumentFileRow[]> {
  return db.selectFrom('claim_documents as d')
    .innerJoin('files as f', 'f.file_id', 'd.file_id')
    .select(['d.doc_type', 'd.file_id', 'd.created_at', 'f.name', 'f.type', 'f.size'])
    .where('d.claim_id', '=', claimId)
    .orderBy('d.id')
    .execute();
}

/** Whether this file is attached to the claim as this document type. */
export async function hasClaimDocument(db: GatewayDb, claimId: string, docType: string, fileId: string): Promise<boolean> {
  const row = await db.selectFrom('claim_documents').select('id')
    .where('claim_id', '=', claimId).where('doc_type', '=', docType).where('file_id', '=', fileId).executeTakeFirst();
  return row !== undefined;
}

/** Attaches a file to the claim as a document type. */
export async function insertClaimDocument(db: GatewayDb, claimId: string, docType: string, fileId: string, at: string): Promise<void> {
  await db.insertInto('claim_documents').values({ claim_id: claimId, doc_type: docType, file_id: fileId, created_at: at }).execute();
}

/** Detaches every document of a type not in `keepDocTypes`. */
export async function deleteClaimDocumentsExcept(db: GatewayDb, claimId: string, keepDocTypes: readonly string[]): Promise<void> {
  let query = db.deleteFrom('claim_documents').where('claim_id', '=', claimId);
  if (keepDocTypes.length > 0) query = query.where('doc_type', 'not in', [...keepDocTypes]);
  await query.execute();
}

/** The claim's status history, oldest first. */
export async function listClaimHistory(db: GatewayDb, claimId: string): Promise<ClaimHistoryRow[]> {
  return db.selectFrom('claim_status_history').selectAll().where('claim_id', '=', claimId).orderBy('id').execute();
}
