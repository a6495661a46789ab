/**
 * What a claim must satisfy: the policy in force on the incident date and paid by then, an amount in range, documents
 * the claim type takes and files the caller owns, and everything required before it is submitted.
 * Each check throws the localised refusal the storefront shows as a toast.
 */
import { CLAIM_AMOUNT_MAX, type ClaimInfoField, type ClaimStatus } from '../../contract/rows/claims.js';
import { TIP_CODES } from '../../contract/index.js';
import { incidentDateProblem, moneyText, type IncidentDateReason, type Lang } from '../../engine/index.js';
import { macaoToday } from '../calendar/macao-clock.js';
import { GatewayError } from '../gateway-error.js';
import type { MessageParam } from '../i18n/translator.js';
import type { ClaimRow } from './claims.repo.js';
import { listClaimDocuments } from './claims.repo.js';
import type { ClaimTypeDocumentRow } from './claims-reference.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { userHasFile } from '../user-data/files.repo.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { nameIn } from '../i18n/column-in-lang.js';

/** Claims whose documents the caller may still add to. */
export const DOCUMENTS_OPEN: readonly ClaimStatus[] = ['draft', 'infoRequested'];

function refused(messageKey: string, params: Record<string, MessageParam> = {}, data: unknown = null): GatewayError {
  return new GatewayError(400, TIP_CODES.badRequest, `gateway.claims.${messageKey}`, params, 'E', data);
}

/** 409: the claim is not in a status that allows the call. */
export function claimStateConflict(status: ClaimStatus): GatewayError {
  return new GatewayError(409, TIP_CODES.conflict, 'gateway.claims.state', {}, 'E', { status });
}

/** The label of an info field, in the caller's language. */
export function fieldLabel(field: ClaimInfoField | 'claimType'): MessageParam {
  return { labelKeys: [`gateway.claims.fields.${field}`], fallback: field };
}

/** Whether a cover applying at `places` (engine policyClaimPlaces; undefined: everywhere) applies at a claim place. */
export function coversPlace(places: readonly string[] | undefined, place: string): boolean {
  return places === undefined || places.includes(place);
}

/**
 * Refuses a claim place outside the policy's cover (a Macao car policy claimed in Japan, a trip to Macao and Hong Kong
 * claimed in Japan), naming the place in the caller's language.
 */
export function checkPlaceCovered(places: readonly string[] | undefined, place: Record<`name_${Lang}`, string> & { code: string }, lang: Lang): void {
  if (!coversPlace(places, place.code)) throw refused('placeNotCovered', { place: nameIn(place, lang) }, { field: 'locateCode' });
}

/** A paid policy with its cover period: what a claim can be made on. */
export function requirePolicy(order: OrderRow): OrderRow & { policy_no: string; comm_date: string; expiry_date: string } {
  const { policy_no: policyNo, comm_date: from, expiry_date: to } = order;
  if (order.status !== 'paid' || policyNo === null || from === null || to === null) throw refused('notPolicy');
  return { ...order, policy_no: policyNo, comm_date: from, expiry_date: to };
}

/** The refusal of each reason of the engine's incident-date rule (incidentDateProblem). */
const INCIDENT_DATE_KEYS: Record<IncidentDateReason, string> = {
  invalid: 'incidentDate', future: 'futureIncident', outsideCover: 'notInForce',
};

/**
 * The incident happened by today (Macao calendar, at `now`) while the policy was in force: the engine's rule, the
 * one the claim form judges the field with. And not before the day it was paid, which only the gateway knows:
 * cover never starts before the money, so a policy paid after its start date (issued before settlement refused
 * that) covers nothing that happened before its payment. The claim has a date, not a time: the payment's own day
 * counts as covered.
 */
export function checkIncidentDate(order: OrderRow, incidentDate: string, now: Date): void {
  const policy = requirePolicy(order);
  const problem = incidentDateProblem(incidentDate, { commDate: policy.comm_date, expiryDate: policy.expiry_date }, now);
  if (problem) throw refused(INCIDENT_DATE_KEYS[problem.reason], { date: incidentDate, from: problem.from, to: problem.to }, { field: 'incidentDate' });
  const paidOn = policy.paid_at === null ? null : macaoToday(new Date(policy.paid_at));
  if (paidOn !== null && incidentDate < paidOn) throw refused('beforePayment', { date: incidentDate, paidOn }, { field: 'incidentDate' });
}

/** More than 0 and in whole cents (the schema holds the upper bound). */
export function checkAmount(amount: number, currency: string): void {
  const cents = amount * 100;
  if (amount <= 0 || Math.abs(cents - Math.round(cents)) > 1e-6) {
    throw refused('amount', { max: moneyText(CLAIM_AMOUNT_MAX, currency) }, { field: 'amount' });
  }
}

/**
 * Attaching `fileId` as `docType` is allowed: the type takes it, the file is the caller's, room is left,
 * not attached yet. Run it in the transaction that attaches, before each file of a batch.
 */
export async function checkAttachable(
  db: GatewayDb, claim: ClaimRow, requirements: readonly ClaimTypeDocumentRow[], docType: string, fileId: string, lang: Lang,
): Promise<void> {
  const requirement = requirements.find((candidate) => candidate.doc_type === docType);
  if (!requirement) throw refused('docTypeNotForClaim', {}, { docType });
  if (!(await userHasFile(db, claim.user_id, fileId))) throw refused('fileMissing', {}, { fileId });
  const attached = await listClaimDocuments(db, claim.claim_id);
  if (attached.some((document) => document.file_id === fileId)) throw refused('duplicateFile', {}, { fileId });
  if (attached.filter((document) => document.doc_type === docType).length >= requirement.max_files) {
    throw refused('tooManyFiles', { max: requirement.max_files, document: nameIn(requirement, lang) }, { docType });
  }
}

/** Refuses a submit naming the first required info field still empty, then every required document without a file. */
export async function checkComplete(
  db: GatewayDb, claim: ClaimRow, infoFields: readonly ClaimInfoField[], requirements: readonly ClaimTypeDocumentRow[], lang: Lang,
): Promise<void> {
  if (claim.claim_type === null) throw refused('missingInfo', { field: fieldLabel('claimType') }, { field: 'claimType' });
  const values: Record<ClaimInfoField, unknown> = {
    incidentDate: claim.incident_date, locateCode: claim.locate_code, description: claim.description, amount: claim.amount,
    bankName: claim.bank_name, bankAccount: claim.bank_account, accountHolder: claim.account_holder,
  };
  const missingField = infoFields.find((field) => values[field] === null || values[field] === '');
  if (missingField) throw refused('missingInfo', { field: fieldLabel(missingField) }, { field: missingField });
  const attached = new Set((await listClaimDocuments(db, claim.claim_id)).map((document) => document.doc_type));
  // Every document still missing is named at once, not one per submit; the first is the one marked.
  const missing = requirements.filter((requirement) => requirement.required === 1 && !attached.has(requirement.doc_type));
  if (missing[0]) {
    const documents = { items: missing.map((requirement) => nameIn(requirement, lang)), separatorKey: 'gateway.claims.documentSeparator' };
    throw refused('missingDocument', { documents }, { docType: missing[0].doc_type, docTypes: missing.map((requirement) => requirement.doc_type) });
  }
}
