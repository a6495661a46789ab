/** Gateway answers shaped like src/server/claims/claims.handlers.ts gives them, for the claims component tests. */
import type { ClaimDetail, ClaimType } from '../../../src/contract/rows/claims.js';

export const ORDER = {
  b2cOrderId: 'B2C-TPS-1', productCode: 'TPS', kind: 'new', status: 'paid', premium: 320, currency: 'MOP', policyNo: 'P-TPS-2021-000001',
  commDate: '2021-05-01', expiryDate: '2099-04-30', createdAt: '2021-04-20T02:00:00Z', updatedAt: '2021-04-20T02:00:00Z',
};

export const TRAVEL_DELAY: ClaimType = {
  code: 'TRAVEL_DELAY', line: 'travel', name: 'Trip delay',
  documents: [
    { docType: 'DELAY_CERTIFICATE', name: 'Delay certificate from the carrier', required: true, maxFiles: 2 },
    { docType: 'ID_PROOF', name: 'Proof of identity', required: true, maxFiles: 2 },
  ],
  infoFields: ['incidentDate', 'locateCode', 'description', 'amount', 'bankName', 'bankAccount', 'accountHolder'],
};
export const BAGGAGE: ClaimType = { code: 'BAGGAGE_LOSS', line: 'travel', name: 'Baggage loss', documents: [{ docType: 'PIR', name: 'Property irregularity report', required: true, maxFiles: 1 }], infoFields: ['incidentDate', 'description', 'amount'] };

export const LOCATES = { items: [{ code: 'MO', name: 'Macao', region: 'macao' }, { code: 'JP', name: 'Japan', region: 'asia' }] };

export function claim(overrides: Partial<ClaimDetail> = {}): ClaimDetail {
  return {
    claimId: 'CL-20260101-0123456789AB', claimNo: null, status: 'draft', b2cOrderId: ORDER.b2cOrderId, policyNo: ORDER.policyNo, productCode: 'TPS',
    claimType: null, claimTypeName: null, incidentDate: '2021-05-02', amount: null, currency: 'MOP', createdAt: '2021-05-03T01:00:00Z',
    updatedAt: '2021-05-03T01:00:00Z', submittedAt: null, locateCode: null, locateName: null, description: null, bankName: null,
    bankAccount: null, accountHolder: null, documents: [], history: [{ status: 'draft', note: null, at: '2021-05-03T01:00:00Z' }],
    ...overrides,
  };
}

export function document(fileId: string, docType: string, docName: string, name = `${fileId}.png`) {
  return { fileId, name, type: 'image/png', size: 68, docType, docName, addedAt: '2021-05-03T01:10:00Z' };
}

/** The envelope `callEnvelope` resolves to. */
export function ok<T>(data: T) {
  return { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data };
}

export function refused(tipMsg: string, data: unknown = null) {
  return { succ: false, tipCode: 'V00400', tipType: 'E', tipMsg, data };
}
