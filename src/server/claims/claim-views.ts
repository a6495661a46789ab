/** The contract's views of claims and claim types, named in the caller's language. */
import {
  CLAIM_INFO_FIELDS, type ClaimDetail, type ClaimInfoField, type ClaimLine, type ClaimSummary, type ClaimType,
} from '../../contract/rows/claims.js';
import type { Lang } from '../../engine/index.js';
import type { ClaimRow } from './claims.repo.js';
import { listClaimDocuments, listClaimHistory } from './claims.repo.js';
import {
  findClaimLocate, listClaimTypeDocuments, listDocumentTypes, type ClaimTypeDocumentRow, type ClaimTypeRow,
} from './claims-reference.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { nameIn } from '../i18n/column-in-lang.js';

/** A reference row's name in `lang`. */
/** The stored info-field list, keeping only fields the contract knows. */
export function infoFieldsOf(row: ClaimTypeRow): ClaimInfoField[] {
  const stored = JSON.parse(row.info_fields) as unknown;
  return Array.isArray(stored) ? CLAIM_INFO_FIELDS.filter((field) => stored.includes(field)) : [];
}

/** Claim types with their documents, in the order given. */
export async function claimTypeViews(db: GatewayDb, rows: readonly ClaimTypeRow[], lang: Lang): Promise<ClaimType[]> {
  const documents = await listClaimTypeDocuments(db, rows.map((row) => row.code));
  return rows.map((row) => ({
    code: row.code,
    line: row.line as ClaimLine,
    name: nameIn(row, lang),
    documents: documents.filter((document) => document.claim_type === row.code).map((document: ClaimTypeDocumentRow) => ({
      docType: document.doc_type, name: nameIn(document, lang), required: document.required === 1, maxFiles: document.max_files,
    })),
    infoFields: infoFieldsOf(row),
  }));
}

/** What a claim's list entry needs besides the claim: its policy and the claim type's name. */
export interface ClaimContext {
  policyNo: string;
  productCode: string;
  claimTypeName: string | null;
}

export function claimSummary(claim: ClaimRow, context: ClaimContext): ClaimSummary {
  return {
    claimId: claim.claim_id, claimNo: claim.claim_no, status: claim.status, b2cOrderId: claim.b2c_order_id,
    policyNo: context.policyNo, productCode: context.productCode, claimType: claim.claim_type,
    claimTypeName: context.claimTypeName, incidentDate: claim.incident_date, amount: claim.amount, currency: claim.currency,
    createdAt: claim.created_at, updatedAt: claim.updated_at, submittedAt: claim.submitted_at,
  };
}

/** The claim with its place, documents and status history. */
export async function claimDetail(db: GatewayDb, claim: ClaimRow, context: ClaimContext, lang: Lang): Promise<ClaimDetail> {
  const [locate, documents, history, docNames] = await Promise.all([
    claim.locate_code === null ? undefined : findClaimLocate(db, claim.locate_code),
    listClaimDocuments(db, claim.claim_id),
    listClaimHistory(db, claim.claim_id),
    listDocumentTypes(db),
  ]);
  const docName = (docType: string): string => {
    const row = docNames.find((candidate) => candidate.doc_type === docType);
    return row ? nameIn(row, lang) : docType;
  };
  return {
    ...claimSummary(claim, context),
    locateCode: claim.locate_code,
    locateName: locate ? nameIn(locate, lang) : null,
    description: claim.description,
    bankName: claim.bank_name,
    bankAccount: claim.bank_account,
    accountHolder: claim.account_holder,
    documents: documents.map((document) => ({
      fileId: document.file_id, name: document.name, type: document.type, size: document.size,
      docType: document.doc_type, docName: docName(document.doc_type), addedAt: document.created_at,
    })),
    history: history.map((entry) => ({ status: entry.status, note: entry.note, at: entry.created_at })),
  };
}
