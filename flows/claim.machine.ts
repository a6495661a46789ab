/**
 * Claims (spec section 2: myClaim/apply, claimType, info, detail, updateInfo, records): filing a claim
 * (apply for a policy -> claim type from GET /api/plat/claim/getClaimTypes -> info -> documents ->
 * submit) and following claims (records -> detail -> updateInfo). Submitting needs at least one
 * document (spec section 8: "image cannot be empty"); a failed submit or update keeps everything the
 * user entered.
 */
import { assign, setup } from 'xstate';
import { actorNotProvided, messageOf } from './placeholders.js';
import type { FormData } from './types.js';

/** The machine's id; state paths are relative to it. */
export const CLAIM_MACHINE_ID = 'claim';

/** The message key of a submit without any document. */
export const EMPTY_DOCUMENTS_ERROR = 'upload.imageEmpty';

/** A claim type (GET /api/plat/claim/getClaimTypes). */
export interface ClaimType {
  code: string;
  title: string;
}

/** An uploaded document (the upload widget has stored the file). */
export interface ClaimDocument {
  id: string;
  name: string;
}

/** A filed claim in the records list. */
export interface ClaimRecord {
  claimNo: string;
  status: string;
}

/** One claim in detail. */
export interface ClaimDetail extends ClaimRecord {
  claimType: string;
  formData: FormData;
  documents: ClaimDocument[];
}

/** Which claims page started the machine. */
export interface ClaimInput {
  mode: 'apply' | 'records' | 'detail';
  claimNo?: string;
}

/** What the claim screens know. */
export interface ClaimContext {
  mode: ClaimInput['mode'];
  policyNo: string | null;
  claimTypes: ClaimType[];
  claimType: string | null;
  formData: FormData;
  documents: ClaimDocument[];
  claimNo: string | null;
  records: ClaimRecord[];
  detail: ClaimDetail | null;
  error: string | null;
}

/** What the claim screens send. */
export type ClaimEvent =
  | { type: 'SELECT_POLICY'; policyNo: string }
  | { type: 'CHOOSE_TYPE'; claimType: string }
  | { type: 'EDIT'; formData: FormData }
  | { type: 'NEXT'; formData: FormData }
  | { type: 'ATTACH'; document: ClaimDocument }
  | { type: 'REMOVE'; id: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'VIEW_RECORDS' }
  | { type: 'OPEN'; claimNo: string }
  | { type: 'UPDATE' }
  | { type: 'RETRY' };

/** Every actor the app must provide, by name (the invoke ids are the same). */
export const CLAIM_ACTORS = ['loadClaimTypes', 'submitClaim', 'loadRecords', 'loadDetail', 'updateClaim'] as const;

/** Adds a document, replacing one with the same id (re-uploading a file does not duplicate it). */
function withDocument(documents: readonly ClaimDocument[], document: ClaimDocument): ClaimDocument[] {
  return [...documents.filter((existing) => existing.id !== document.id), document];
}

const claimSetup = setup({
  types: {
    context: {} as ClaimContext,
    events: {} as ClaimEvent,
    input: {} as ClaimInput,
  },
  actors: {
    loadClaimTypes: actorNotProvided<ClaimType[], { policyNo: string }>(CLAIM_MACHINE_ID, 'loadClaimTypes'),
    submitClaim: actorNotProvided<{ claimNo: string }, { policyNo: string; claimType: string; formData: FormData; documents: ClaimDocument[] }>(CLAIM_MACHINE_ID, 'submitClaim'),
    loadRecords: actorNotProvided<ClaimRecord[], Record<string, never>>(CLAIM_MACHINE_ID, 'loadRecords'),
    loadDetail: actorNotProvided<ClaimDetail, { claimNo: string }>(CLAIM_MACHINE_ID, 'loadDetail'),
    updateClaim: actorNotProvided<unknown, { claimNo: string; formData: FormData; documents: ClaimDocument[] }>(CLAIM_MACHINE_ID, 'updateClaim'),
  },
  guards: {
    hasDocuments: ({ context }) => context.documents.length > 0,
  },
});

const attach = claimSetup.assign(({ context, event }) => (event.type === 'ATTACH' ? { documents: withDocument(context.documents, event.document), error: null } : {}));
const remove = claimSetup.assign(({ context, event }) => (event.type === 'REMOVE' ? { documents: context.documents.filter((document) => document.id !== event.id) } : {}));
const edit = claimSetup.assign(({ context, event }) => (event.type === 'EDIT' || event.type === 'NEXT' ? { formData: { ...context.formData, ...event.formData } } : {}));

/** The claim machine; start it with the page's mode. */
export const claimMachine = claimSetup.createMachine({
  id: CLAIM_MACHINE_ID,
  initial: 'start',
  context: ({ input }) => ({
    mode: input.mode,
    policyNo: null,
    claimTypes: [],
    claimType: null,
    formData: {},
    documents: [],
    claimNo: input.claimNo ?? null,
    records: [],
    detail: null,
    error: null,
  }),
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.mode === 'detail' && context.claimNo !== null, target: 'loadingDetail' },
        { guard: ({ context }) => context.mode !== 'apply', target: 'loadingRecords' },
        { target: 'apply' },
      ],
    },
    // The apply page: which policy the claim is for.
    apply: {
      on: { SELECT_POLICY: { target: 'loadingTypes', actions: assign(({ event }) => ({ policyNo: event.policyNo, error: null })) } },
    },
    loadingTypes: {
      invoke: {
        id: 'loadClaimTypes',
        src: 'loadClaimTypes',
        input: ({ context }) => ({ policyNo: context.policyNo ?? '' }),
        onDone: { target: 'choosingType', actions: assign(({ event }) => ({ claimTypes: event.output })) },
        onError: { target: 'apply', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    choosingType: {
      on: {
        CHOOSE_TYPE: {
          guard: ({ context, event }) => context.claimTypes.some((type) => type.code === event.claimType),
          target: 'info',
          actions: assign(({ event }) => ({ claimType: event.claimType })),
        },
        BACK: 'apply',
      },
    },
    info: {
      on: { EDIT: { actions: edit }, NEXT: { target: 'documents', actions: edit }, BACK: 'choosingType' },
    },
    documents: {
      on: {
        ATTACH: { actions: attach },
        REMOVE: { actions: remove },
        SUBMIT: [
          { guard: 'hasDocuments', target: 'submitting', actions: assign({ error: null }) },
          { actions: assign({ error: EMPTY_DOCUMENTS_ERROR }) },
        ],
        BACK: 'info',
      },
    },
    submitting: {
      invoke: {
        id: 'submitClaim',
        src: 'submitClaim',
        input: ({ context }) => ({
          policyNo: context.policyNo ?? '', claimType: context.claimType ?? '', formData: context.formData, documents: context.documents,
        }),
        onDone: { target: 'submitted', actions: assign(({ event }) => ({ claimNo: event.output.claimNo })) },
        onError: { target: 'documents', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
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
      on: { OPEN: { target: 'loadingDetail', actions: assign(({ event }) => ({ claimNo: event.claimNo })) } },
    },
    loadingDetail: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ claimNo: context.claimNo ?? '' }),
        onDone: { target: 'detail', actions: assign(({ event }) => ({ detail: event.output, error: null })) },
        onError: { target: 'recordsFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    detail: {
      on: {
        UPDATE: {
          target: 'updateInfo',
          actions: assign(({ context }) => ({ formData: context.detail?.formData ?? {}, documents: context.detail?.documents ?? [] })),
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
          { guard: 'hasDocuments', target: 'updating', actions: assign({ error: null }) },
          { actions: assign({ error: EMPTY_DOCUMENTS_ERROR }) },
        ],
        BACK: 'detail',
      },
    },
    updating: {
      invoke: {
        id: 'updateClaim',
        src: 'updateClaim',
        input: ({ context }) => ({ claimNo: context.claimNo ?? '', formData: context.formData, documents: context.documents }),
        onDone: { target: 'loadingDetail' },
        onError: { target: 'updateInfo', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
  },
});

/** The claim machine's type. */
export type ClaimMachine = typeof claimMachine;
