/**
 * The claim machine's actors on the gateway's claim rows, and the claim data in the machine's terms. Calls whose
 * refusal the screen explains in place (save, attach, submit, update) go through `callEnvelope`: the gateway's
 * message and what it names as missing ({ field } or { docType }) reach the screen instead of a passing toast.
 */
import { fromPromise } from 'xstate';
import { ClaimRefused, type ClaimDetail, type ClaimDocument, type ClaimDraft, type ClaimRecord, type ClaimType } from '../../../../flows/claim.machine.js';
import { waitsForNetwork, type ApiClient } from '../../../api/index.js';
import { writeQueueOf } from '../../services/write-queue.js';
import { readBase64 } from '../../services/form-services.js';
import { keptPhoto, photoUploaded, wasUploaded } from '../../drafts/kept-photos.js';
import { useSessionStore } from '../../stores/session.store.js';
import type { EndpointData, EndpointId, EndpointRequest } from '../../../contract/index.js';
import { CLAIM_LINES, type ClaimDetail as ApiClaimDetail } from '../../../contract/rows/claims.js';

/** The info fields kept in the machine's formData, as saveInfo names them. */
export const INFO_FIELDS = ['locateCode', 'description', 'amount', 'bankName', 'bankAccount', 'accountHolder'] as const;

/** The claim draft the gateway answered, in the machine's terms. */
export function draftOf(detail: ApiClaimDetail): ClaimDraft {
  const formData: Record<string, unknown> = {};
  for (const field of INFO_FIELDS) {
    const value = detail[field];
    if (value !== null && value !== undefined) formData[field] = value;
  }
  return { claimId: detail.claimId, claimType: detail.claimType, formData, documents: detail.documents.map(documentOf) };
}

function documentOf(document: ApiClaimDetail['documents'][number]): ClaimDocument {
  return { fileId: document.fileId, docType: document.docType, name: document.name };
}

/** Calls `id`; a refusal rejects with the gateway's message and what it named as missing. */
async function explained<K extends EndpointId>(api: ApiClient, id: K, payload: EndpointRequest[K], fallback: string): Promise<EndpointData[K]> {
  // The claim's info and its submission wait for the network when it is gone, and are sent once when it is back.
  const envelope = waitsForNetwork(id) ? await writeQueueOf(api).sendEnvelope(id, payload) : await api.callEnvelope(id, payload);
  if (envelope === false) throw new ClaimRefused(fallback, {});
  if (envelope.succ) return envelope.data as EndpointData[K];
  const data = (envelope.data ?? {}) as { field?: unknown; docType?: unknown };
  throw new ClaimRefused(envelope.tipMsg ?? fallback, {
    field: typeof data.field === 'string' ? data.field : null,
    docType: typeof data.docType === 'string' ? data.docType : null,
  });
}

/** Calls `id`; a failure (already shown by the client) rejects. */
async function plain<K extends EndpointId>(api: ApiClient, id: K, payload: EndpointRequest[K], fallback: string): Promise<EndpointData[K]> {
  const data = await api.call(id, payload);
  if (data === false) throw new Error(fallback);
  return data;
}

/**
 * Uploads and attaches the photos taken with no network (kept on the device), in the claim's order, each through
 * the queue that waits for the network, so the submission behind them finds them on the claim. A photo gone from
 * the device (another user signed in meanwhile) or refused by the gateway stops the submission with `fallback`.
 */
async function sendPhotosKeptOnDevice(api: ApiClient, claimId: string, documents: readonly ClaimDocument[], fallback: string): Promise<void> {
  const userId = useSessionStore.getState().user?.userId ?? '';
  for (const document of documents.filter((each) => each.onDevice === true && !wasUploaded(each.fileId))) {
    const file = await keptPhoto(userId, document.fileId);
    if (!file) throw new ClaimRefused(fallback, {});
    const stored = await writeQueueOf(api).send('plat.fileUpload', { name: file.name, type: file.type || 'application/octet-stream', content: await readBase64(file) });
    if (stored === false) throw new ClaimRefused(fallback, {});
    await explained(api, 'claim.addDocument', { claimId, docType: document.docType, fileId: stored.fileId }, fallback);
    photoUploaded(userId, document.fileId);
  }
}

/**
 * The save-info payload: the machine's answers with empty optional fields left out and the amount as a number.
 * The page has checked the description and the amount before it saves (the schema requires both).
 */
export function saveInfoPayload(input: { claimId: string; claimType: string; incidentDate: string; formData: Record<string, unknown> }): EndpointRequest['claim.saveInfo'] {
  const text = (field: (typeof INFO_FIELDS)[number]): string | undefined => {
    const value = input.formData[field];
    return value === undefined || value === null || value === '' ? undefined : String(value).trim();
  };
  const optional = (field: 'locateCode' | 'bankName' | 'bankAccount' | 'accountHolder') => {
    const value = text(field);
    return value === undefined ? {} : { [field]: value };
  };
  return {
    claimId: input.claimId, claimType: input.claimType, incidentDate: input.incidentDate,
    ...optional('locateCode'),
    description: text('description') ?? '',
    amount: Number(input.formData.amount),
    ...optional('bankName'), ...optional('bankAccount'), ...optional('accountHolder'),
  };
}

/**
 * The claim types query of a product line: that line's types, or every type for a line with none of its own
 * (a product line the claim rows do not know, such as business, which the gateway's schema would refuse).
 */
function claimTypesQuery(line: string): EndpointRequest['claim.getClaimTypes'] {
  const claimLine = CLAIM_LINES.find((known) => known === line);
  return claimLine === undefined ? {} : { line: claimLine };
}

/** The actors of flows/claim.machine.ts; `failed` is the localised text for a call that failed without a message. */
export function createClaimActors(api: ApiClient, failed: () => string) {
  return {
    applyClaim: fromPromise<ClaimDraft, { b2cOrderId: string; incidentDate: string }>(async ({ input }) =>
      draftOf(await explained(api, 'claim.apply', { b2cOrderId: input.b2cOrderId, incidentDate: input.incidentDate }, failed()))),
    loadClaimTypes: fromPromise<ClaimType[], { line: string }>(async ({ input }) =>
      (await plain(api, 'claim.getClaimTypes', claimTypesQuery(input.line), failed())).items),
    saveInfo: fromPromise<ClaimDraft, { claimId: string; claimType: string; incidentDate: string; formData: Record<string, unknown> }>(async ({ input }) =>
      draftOf(await explained(api, 'claim.saveInfo', saveInfoPayload(input), failed()))),
    attachDocument: fromPromise<ClaimDraft, { claimId: string; document: ClaimDocument }>(async ({ input }) =>
      draftOf(await explained(api, 'claim.addDocument', { claimId: input.claimId, docType: input.document.docType, fileId: input.document.fileId }, failed()))),
    submitClaim: fromPromise<{ claimNo: string }, { claimId: string; claimType: string; formData: Record<string, unknown>; documents: ClaimDocument[] }>(async ({ input }) => {
      await sendPhotosKeptOnDevice(api, input.claimId, input.documents, failed());
      const submitted = await explained(api, 'claim.submit', { claimId: input.claimId }, failed());
      return { claimNo: submitted.claimNo ?? '' };
    }),
    loadRecords: fromPromise<ClaimRecord[], Record<string, never>>(async () =>
      (await plain(api, 'claim.list', { status: 'all', page: 1, pageSize: 50 }, failed())).items),
    loadDetail: fromPromise<ClaimDetail, { claimId: string }>(async ({ input }) => plain(api, 'claim.detail', { claimId: input.claimId }, failed())),
    updateClaim: fromPromise<unknown, { claimId: string; description: string | null; documents: ClaimDocument[] }>(async ({ input }) =>
      explained(api, 'claim.updateInfo', {
        claimId: input.claimId,
        ...(input.description !== null ? { description: input.description.trim() } : {}),
        ...(input.documents.length > 0 ? { documents: input.documents.map((document) => ({ docType: document.docType, fileId: document.fileId })) } : {}),
      }, failed())),
  };
}
