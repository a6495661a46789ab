/**
 * Queries on the claims reference tables: claim types with the documents they ask for, the document
 * types, and the places an incident can happen. Read by the claim calls, written by the seed.
 */
import type { Selectable } from 'kysely';
import type { ClaimLocateDef, ClaimTypeDef, DocumentTypeDef } from './claim-reference-data.js';
import type { GatewayDb } from '../storage/database.js';
import type { ClaimDocumentTypesTable, ClaimLocatesTable, ClaimTypesTable } from './claims.table.js';

export type ClaimTypeRow = Selectable<ClaimTypesTable>;
export type ClaimLocateRow = Selectable<ClaimLocatesTable>;

/** A document a claim type asks for, with the document type's names. */
export interface ClaimTypeDocumentRow {
  claim_type: string;
  doc_type: string;
  required: number;
  max_files: number;
  name_tw: string;
  name_cn: string;
  name_en: string;
}

/** The claim types of a line (all lines without one), in display order. */
export async function listClaimTypes(db: GatewayDb, line?: string): Promise<ClaimTypeRow[]> {
  let query = db.selectFrom('claim_types').selectAll();
  if (line !== undefined) query = query.where('line', '=', line);
  return query.orderBy('sort_order').orderBy('code').execute();
}

/** The claim type with this code, if any. */
export async function findClaimType(db: GatewayDb, code: string): Promise<ClaimTypeRow | undefined> {
  return db.selectFrom('claim_types').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The documents these claim types ask for, each type's in display order. */
export async function listClaimTypeDocuments(db: GatewayDb, claimTypes: readonly string[]): Promise<ClaimTypeDocumentRow[]> {
  if (claimTypes.length === 0) return [];
  return db.selectFrom('claim_type_documents as r')
    .innerJoin('claim_document_types as d', 'd.doc_type', 'r.doc_type')
    .select(['r.claim_type', 'r.doc_type', 'r.required', 'r.max_files', 'd.name_tw', 'd.name_cn', 'd.name_en'])
    .where('r.claim_type', 'in', [...claimTypes])
    .orderBy('r.claim_type').orderBy('r.sort_order').orderBy('r.doc_type')
    .execute();
}

/** Every document type, by code. */
export async function listDocumentTypes(db: GatewayDb): Promise<Selectable<ClaimDocumentTypesTable>[]> {
  return db.selectFrom('claim_document_types').selectAll().orderBy('doc_type').execute();
}

/** Every place an incident can happen, in display order. */
export async function listClaimLocates(db: GatewayDb): Promise<ClaimLocateRow[]> {
  return db.selectFrom('claim_locates').selectAll().orderBy('sort_order').orderBy('code').execute();
}

/** The place with this code, if any. */
export async function findClaimLocate(db: GatewayDb, code: string): Promise<ClaimLocateRow | undefined> {
  return db.selectFrom('claim_locates').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Stores the reference data, replacing the names, rules and order of what is already there. */
export async function upsertClaimReference(
  db: GatewayDb, documentTypes: readonly DocumentTypeDef[], claimTypes: readonly ClaimTypeDef[], locates: readonly ClaimLocateDef[],
): Promise<void> {
  for (const { code, names } of documentTypes) {
    const values = { name_tw: names.tw, name_cn: names.cn, name_en: names.en };
    await db.insertInto('claim_document_types').values({ doc_type: code, ...values })
      .onConflict((oc) => oc.column('doc_type').doUpdateSet(values)).execute();
  }
  for (const [index, type] of claimTypes.entries()) {
    const values = {
      line: type.line, name_tw: type.names.tw, name_cn: type.names.cn, name_en: type.names.en,
      info_fields: JSON.stringify(type.infoFields), sort_order: index,
    };
    await db.insertInto('claim_types').values({ code: type.code, ...values })
      .onConflict((oc) => oc.column('code').doUpdateSet(values)).execute();
    await db.deleteFrom('claim_type_documents').where('claim_type', '=', type.code)
      .where('doc_type', 'not in', type.documents.map((document) => document.docType)).execute();
    for (const [docIndex, document] of type.documents.entries()) {
      const rule = { required: document.required ? 1 : 0, max_files: document.maxFiles, sort_order: docIndex };
      await db.insertInto('claim_type_documents').values({ claim_type: type.code, doc_type: document.docType, ...rule })
        .onConflict((oc) => oc.columns(['claim_type', 'doc_type']).doUpdateSet(rule)).execute();
    }
  }
  for (const [index, { code, region, names }] of locates.entries()) {
    const values = { region, name_tw: names.tw, name_cn: names.cn, name_en: names.en, sort_order: index };
    await db.insertInto('claim_locates').values({ code, ...values })
      .onConflict((oc) => oc.column('code').doUpdateSet(values)).execute();
  }
}
