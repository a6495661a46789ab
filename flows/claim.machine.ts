/**
 * Claims (docs/spec/storefront-spec.md#2-screens-and-routes: myClaim/apply, claimType, info, detail, updateInfo, records), shaped on the
 * gateway's claim rows: filing a claim (apply on a paid policy with the incident date -> claim draft ->
 * claim type of the policy's product line (GET /api/plat/claim/getClaimTypes) -> info saved
 * (claim.saveInfo) -> documents attached one by one (claim.addDocument) -> submit) and following claims
 * (records -> detail -> updateInfo, only while the insurer has asked for more information).
 *
 * Submitting needs at least one document (docs/spec/storefront-spec.md#8-the-error-catalogue: "image cannot be empty"); the gateway then
 * names the first missing info field or document type, and the machine takes the user to it. A failed
 * save, submit or update keeps everything the user entered.
 */
import { assign, setup } from 'xstate';
import { actorNotProvided, messageOf } from './placeholders.js';
import type { FormData } from './types.js';

/** The machine's id; state paths are relative to it. */
export const CLAIM_MACHINE_ID = 'claim';

/** The message key of a submit without any document. */
export const EMPTY_DOCUMENTS_ERROR = 'upload.imageEmpty';

/** The message key of an update that neither adds a document nor changes the description. */
export const NOTHING_TO_UPDATE_ERROR = 'claims.nothingToUpdate';

/** The status in which the insurer waits for more information: the only one that can be updated. */
export const INFO_REQUESTED = 'infoRequested';

/** A document a claim type asks for. */
export interface ClaimDocumentRequirement {
  docType: string;
  name: string;
  required: boolean;
  maxFiles: number;
}

/** A claim type (GET /api/plat/claim/getClaimTypes), named in the user's language. */
export interface ClaimType {
  code: string;
  name: string;
  documents: ClaimDocumentRequirement[];
  /** The info fields submit requires, in the order it checks them. */
  infoFields: string[];
}

/** A document attached to the claim (or, on the update screen, about to be). */
export interface ClaimDocument {
  /** The stored file's id (plat.fileUpload), or the device's own id of a photo not yet uploaded (`onDevice`). */
  fileId: string;
  docType: string;
  name: string;
  /**
   * Taken with no network: kept on the device, uploaded and attached with the claim's submission once the network
   * is back (a claim can be filed offline), so it is listed without a call to the gateway.
   */
  onDevice?: boolean;
}

/** The paid policy a claim is filed on. */
export interface ClaimPolicy {
  b2cOrderId: string;
  /** The product line (travel, home, motor, accident): which claim types apply. */
  line: string;
  /** The policy's product: where its cover applies, so which places the claim may name. */
  productCode: string;
}

/** What the gateway answers about a claim draft (claim.apply, saveInfo, addDocument). */
export interface ClaimDraft {
  claimId: string;
  claimType: string | null;
  formData: FormData;
  documents: ClaimDocument[];
}

/** A filed claim in the records list. */
export interface ClaimRecord {
  claimId: string;
  claimNo: string | null;
  status: string;
}

/** One claim in detail. */
export interface ClaimDetail extends ClaimRecord {
  claimType: string | null;
  description: string | null;
  documents: ClaimDocument[];
  history: { status: string; note: string | null; at: string }[];
}

/** A refusal of submit naming what is missing (the gateway's V00400 data { field } or { docType }). */
export class ClaimRefused extends Error {
  override readonly name = 'ClaimRefused';
  readonly field: string | null;
  readonly docType: string | null;
  constructor(message: string, missing: { field?: string | null; docType?: string | null }) {
    super(message);
    this.field = missing.field ?? null;
    this.docType = missing.docType ?? null;
  }
}

/** Which claims page started the machine. */
export interface ClaimInput {
  mode: 'apply' | 'records' | 'detail' | 'update';
  claimId?: string;
}

/** What the claim screens know. */
export interface ClaimContext {
  mode: ClaimInput['mode'];
  policy: ClaimPolicy | null;
  incidentDate: string | null;
  claimId: string | null;
  claimNo: string | null;
  claimTypes: ClaimType[];
  claimType: string | null;
  formData: FormData;
  documents: ClaimDocument[];
  records: ClaimRecord[];
  detail: ClaimDetail | null;
  error: string | null;
  /** The info field the last refused submit named. */
  missingField: string | null;
  /** The document type the last refused submit named. */
  missingDocType: string | null;
}

/** What the claim screens send. */
export type ClaimEvent =
  | { type: 'SELECT_POLICY'; policy: ClaimPolicy; incidentDate: string }
  | { type: 'CHOOSE_TYPE'; claimType: string }
  | { type: 'EDIT'; formData: FormData }
  | { type: 'NEXT'; formData: FormData }
  | { type: 'ATTACH'; document: ClaimDocument }
  | { type: 'REMOVE'; fileId: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'VIEW_RECORDS' }
  | { type: 'OPEN'; claimId: string }
  | { type: 'UPDATE' }
  | { type: 'RETRY' };

/** Every actor the app must provide, by name (the invoke ids are the same). */
export const CLAIM_ACTORS = [
  'applyClaim', 'loadClaimTypes', 'saveInfo', 'attachDocument', 'submitClaim', 'loadRecords', 'loadDetail', 'updateClaim',
] as const;

/** Adds a document, replacing one with the same file (re-choosing a file does not duplicate it). */
function withDocument(documents: readonly ClaimDocument[], document: ClaimDocument): ClaimDocument[] {
  return [...documents.filter((existing) => existing.fileId !== document.fileId), document];
}

/** What a refused call names as missing (nothing for a plain failure). */
function missingOf(error: unknown): { missingField: string | null; missingDocType: string | null } {
  return error instanceof ClaimRefused ? { missingField: error.field, missingDocType: error.docType } : { missingField: null, missingDocType: null };
}

const claimSetup = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimInput,
  },
  actors: {
    applyClaim: actorNotProvided<ClaimDraft, { b2cOrderId: string; incidentDate: string }>(CLAIM_MACHINE_ID, 'applyClaim'),
    loadClaimTypes: actorNotProvided<ClaimType[], { line: string }>(CLAIM_MACHINE_ID, 'loadClaimTypes'),
    saveInfo: actorNotProvided<ClaimDraft, { claimId: string; claimType: string; incidentDate: string; formData: FormData }>(CLAIM_MACHINE_ID, 'saveInfo'),
    attachDocument: actorNotProvided<ClaimDraft, { claimId: string; document: ClaimDocument }>(CLAIM_MACHINE_ID, 'attachDocument'),
    submitClaim: actorNotProvided<{ claimNo: string }, { claimId: string; claimType: string; formData: FormData; documents: ClaimDocument[] }>(CLAIM_MACHINE_ID, 'submitClaim'),
    loadRecords: actorNotProvided<ClaimRecord[], Record<string, never>>(CLAIM_MACHINE_ID, 'loadRecords'),
    loadDetail: actorNotProvided<ClaimDetail, { claimId: string }>(CLAIM_MACHINE_ID, 'loadDetail'),
    updateClaim: actorNotProvided<unknown, { claimId: string; description: string | null; documents: ClaimDocument[] }>(CLAIM_MACHINE_ID, 'updateClaim'),
  },
  guards: {
    hasDocuments: ({ context }) => context.documents.length > 0,
    isOnDevice: ({ event }) => event.type === 'ATTACH' && event.document.onDevice === true,
    hasUpdate: ({ context }) => context.documents.length > 0
      || (typeof context.formData.description === 'string' && context.formData.description !== (context.detail?.description ?? '')),
    canUpdate: ({ context }) => context.detail?.status === INFO_REQUESTED,
  },
});

const attach = claimSetup.assign(({ context, event }) => (event.type === 'ATTACH' ? { documents: withDocument(context.documents, event.document), error: null } : {}));
const remove = claimSetup.assign(({ context, event }) => (event.type === 'REMOVE' ? { documents: context.documents.filter((document) => document.fileId !== event.fileId) } : {}));
const edit = claimSetup.assign(({ context, event }) => (event.type === 'EDIT' || event.type === 'NEXT' ? { formData: { ...context.formData, ...event.formData } } : {}));
const noMissing = { missingField: null, missingDocType: null } as const;

/** The claim machine; start it with the page's mode. */
export const claimMachine = claimSetup.createMachine({
  id: CLAIM_MACHINE_ID,
  initial: 'start',
  context: ({ input }) => ({
    mode: input.mode,
    policy: null,
    incidentDate: null,
    claimId: input.claimId ?? null,
    claimNo: null,
    claimTypes: [],
    claimType: null,
    formData: {},
    documents: [],
    records: [],
    detail: null,
    error: null,
    missingField: null,
    missingDocType: null,
  }),
  states: {
    start: {
      always: [
        { guard: ({ context }) => (context.mode === 'detail' || context.mode === 'update') && context.claimId !== null, target: 'loadingDetail' },
        { guard: ({ context }) => context.mode !== 'apply', target: 'loadingRecords' },
        { target: 'apply' },
      ],
    },
    // The apply page: which policy the claim is for and when it happened.
    apply: {
      on: {
        SELECT_POLICY: {
          target: 'applying',
          actions: assign(({ event }) => ({ policy: event.policy, incidentDate: event.incidentDate, error: null })),
        },
      },
    },
    applying: {
      invoke: {
        id: 'applyClaim',
        src: 'applyClaim',
        input: ({ context }) => ({ b2cOrderId: context.policy?.b2cOrderId ?? '', incidentDate: context.incidentDate ?? '' }),
        // An open draft on the policy comes back as it was: its type, answers and documents carry on.
        onDone: {
          target: 'loadingTypes',
          actions: assign(({ event }) => ({
            claimId: event.output.claimId, claimType: event.output.claimType, formData: event.output.formData, documents: event.output.documents,
          })),
        },
        onError: { target: 'apply', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    loadingTypes: {
      invoke: {
        id: 'loadClaimTypes',
        src: 'loadClaimTypes',
        input: ({ context }) => ({ line: context.policy?.line ?? '' }),
        onDone: { target: 'choosingType', actions: assign(({ event }) => ({ claimTypes: event.output })) },
        onError: { target: 'apply', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    choosingType: {
      on: {
        CHOOSE_TYPE: {
          guard: ({ context, event }) => context.claimTypes.some((type) => type.code === event.claimType),
          target: 'info',
          actions: assign(({ event }) => ({ claimType: event.claimType, error: null })),
        },
        BACK: 'apply',
      },
    },
    info: {
      on: { EDIT: { actions: edit }, NEXT: { target: 'savingInfo', actions: edit }, BACK: 'choosingType' },
    },
    savingInfo: {
      invoke: {
        id: 'saveInfo',
        src: 'saveInfo',
        input: ({ context }) => ({ claimId: context.claimId ?? '', claimType: context.claimType ?? '', incidentDate: context.incidentDate ?? '', formData: context.formData }),
        // Changing the type drops the documents the new type does not take: the gateway's list is the truth.
        onDone: { target: 'documents', actions: assign(({ event }) => ({ documents: event.output.documents, error: null, ...noMissing })) },
        onError: { target: 'info', actions: assign(({ event }) => ({ error: messageOf(event.error), ...missingOf(event.error) })) },
      },
    },
    documents: {
      on: {
        ATTACH: [
          { guard: 'isOnDevice', actions: attach },
          { target: 'attaching', actions: assign({ error: null }) },
        ],
        SUBMIT: [
          { guard: 'hasDocuments', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ error: EMPTY_DOCUMENTS_ERROR }) },
        ],
        BACK: 'info',
      },
    },
    attaching: {
      invoke: {
        id: 'attachDocument',
        src: 'attachDocument',
        input: ({ context, event }) => ({
          claimId: context.claimId ?? '',
          document: event.type === 'ATTACH' ? event.document : { fileId: '', docType: '', name: '' },
        }),
        onDone: {
          target: 'documents',
          actions: assign(({ context, event }) => ({
            documents: event.output.documents,
            missingDocType: event.output.documents.some((document) => document.docType === context.missingDocType) ? null : context.missingDocType,
          })),
        },
        onError: { target: 'documents', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    submitting: {
      invoke: {
        id: 'submitClaim',
        src: 'submitClaim',
        input: ({ context }) => ({
          claimId: context.claimId ?? '', claimType: context.claimType ?? '', formData: context.formData, documents: context.documents,
        }),
        onDone: { target: 'submitted', actions: assign(({ event }) => ({ claimNo: event.output.claimNo, ...noMissing })) },
        onError: { target: 'submitRefused', actions: assign(({ event }) => ({ error: messageOf(event.error), ...missingOf(event.error) })) },
      },
    },
    // A refusal naming an info field takes the user back to the info form; anything else stays on the documents.
    submitRefused: {
      always: [
        { guard: ({ context }) => context.missingField !== null, target: 'info' },
        { target: 'documents' },
      ],
    },
    submitted: { on: { VIEW_RECORDS: 'loadingRecords' } },
    loadingRecords: {
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        input: {},
        onDone: { target: 'records', actions: assign(({ event }) => ({ records: event.output, error: null })) },
        onError: { target: 'recordsFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    recordsFailed: { on: { RETRY: 'loadingRecords' } },
    records: {
      on: { OPEN: { target: 'loadingDetail', actions: assign(({ event }) => ({ claimId: event.claimId })) } },
    },
    loadingDetail: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ claimId: context.claimId ?? '' }),
        onDone: { target: 'detail', actions: assign(({ event }) => ({ detail: event.output, error: null })) },
        onError: { target: 'detailFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    detailFailed: { on: { RETRY: 'loadingDetail', BACK: 'loadingRecords' } },
    detail: {
      on: {
        UPDATE: {
          guard: 'canUpdate',
          target: 'updateInfo',
          actions: assign(({ context }) => ({ formData: { description: context.detail?.description ?? '' }, documents: [], error: null })),
        },
        BACK: 'loadingRecords',
      },
    },
    updateInfo: {
      on: {
        EDIT: { actions: edit },
        ATTACH: { actions: attach },
        REMOVE: { actions: remove },
        SUBMIT: [
          { guard: 'hasUpdate', target: 'updating', actions: assign({ error: null }) },
          { actions: assign({ error: NOTHING_TO_UPDATE_ERROR }) },
        ],
        BACK: 'detail',
      },
    },
    updating: {
      invoke: {
        id: 'updateClaim',
        src: 'updateClaim',
        input: ({ context }) => {
          const description = typeof context.formData.description === 'string' ? context.formData.description : '';
          return {
            claimId: context.claimId ?? '',
            description: description !== (context.detail?.description ?? '') ? description : null,
            documents: context.documents,
          };
        },
        onDone: { target: 'loadingDetail', actions: assign({ documents: [] }) },
        onError: { target: 'updateInfo', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
  },
});

/** The claim machine's type. */
export type ClaimMachine = typeof claimMachine;
