/** Contract rows: Claims: types, locations, claim-type details, apply and submit, records, detail, update and claim images. */
import type { EndpointDef } from '../endpoint-def.js';
import type { CursorPage, StoredFile } from '../entities.js';

/** Largest amount one claim may ask for, in the policy's currency. */
export const CLAIM_AMOUNT_MAX = 1_000_000;

export const CLAIM_STATUSES = ['draft', 'submitted', 'infoRequested', 'approved', 'rejected', 'paid'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The product lines claim types belong to. */
export const CLAIM_LINES = ['travel', 'home', 'motor', 'accident'] as const;
export type ClaimLine = (typeof CLAIM_LINES)[number];

/** The info fields a claim type can require, in the order submit checks them. */
export const CLAIM_INFO_FIELDS = ['incidentDate', 'locateCode', 'description', 'amount', 'bankName', 'bankAccount', 'accountHolder'] as const;
export type ClaimInfoField = (typeof CLAIM_INFO_FIELDS)[number];

export const claimRows = {
  'claim.getClaimTypes': { method: 'GET', path: '/api/plat/claim/getClaimTypes', access: 'anonymous' },
  'claim.getClaimLocateList': { method: 'POST', path: '/api/plat/claim/getClaimLocateList', access: 'optional' },
  'claim.getClaimByCodes': { method: 'POST', path: '/api/plat/claim/getClaimByCodes/{code}', access: 'anonymous' },
  'claim.apply': { method: 'POST', path: '/api/plat/claim/apply', access: 'session' },
  'claim.saveInfo': { method: 'POST', path: '/api/plat/claim/saveInfo', access: 'session', replayable: true },
  'claim.addDocument': { method: 'POST', path: '/api/plat/claim/addDocument', access: 'session', replayable: true },
  'claim.submit': { method: 'POST', path: '/api/plat/claim/submit', access: 'session', replayable: true },
  'claim.list': { method: 'POST', path: '/api/plat/claim/list', access: 'session' },
  'claim.detail': { method: 'POST', path: '/api/plat/claim/detail', access: 'session' },
  'claim.updateInfo': { method: 'POST', path: '/api/plat/claim/updateInfo', access: 'session' },
  'claim.claimImage': { method: 'GET', path: '/api/adapter/claim/claimImage', access: 'session' },
} as const satisfies Record<string, EndpointDef>;

/** A document a claim type asks for. */
export interface ClaimDocumentRequirement {
  docType: string;
  name: string;
  required: boolean;
  maxFiles: number;
}

/** One kind of claim of a product line, with what it needs. */
export interface ClaimType {
  code: string;
  line: ClaimLine;
  name: string;
  documents: ClaimDocumentRequirement[];
  /** The info fields submit requires, in the order it checks them. */
  infoFields: ClaimInfoField[];
}

export interface ClaimLocate {
  code: string;
  name: string;
  region: string;
}

export interface ClaimSummary {
  claimId: string;
  claimNo: string | null;
  status: ClaimStatus;
  b2cOrderId: string;
  policyNo: string;
  productCode: string;
  claimType: string | null;
  /** The claim type's name in the caller's language. */
  claimTypeName: string | null;
  incidentDate: string;
  amount: number | null;
  currency: string;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
}

export interface ClaimDocument extends StoredFile {
  docType: string;
  docName: string;
  addedAt: string;
}

export interface ClaimStatusChange {
  status: ClaimStatus;
  /** The insurer's note (what information it asks for), when it gave one. */
  note: string | null;
  at: string;
}

export interface ClaimDetail extends ClaimSummary {
  locateCode: string | null;
  locateName: string | null;
  description: string | null;
  bankName: string | null;
  bankAccount: string | null;
  accountHolder: string | null;
  documents: ClaimDocument[];
  history: ClaimStatusChange[];
}

/** The `data` each row of claimRows answers with. */
export interface ClaimData {
  'claim.getClaimTypes': { items: ClaimType[] };
  'claim.getClaimLocateList': { items: ClaimLocate[] };
  'claim.getClaimByCodes': ClaimType;
  'claim.apply': ClaimDetail;
  'claim.saveInfo': ClaimDetail;
  'claim.addDocument': ClaimDetail;
  'claim.submit': ClaimDetail;
  'claim.list': CursorPage<ClaimSummary>;
  'claim.detail': ClaimDetail;
  'claim.updateInfo': ClaimDetail;
  'claim.claimImage': StoredFile & { content: string; docType: string; claimNo: string };
}
