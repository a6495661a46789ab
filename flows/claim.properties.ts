/**
 * What the model checker must prove of claims (`npm run model-check`): the inputs the machine
 * starts from, representative event payloads and actor results (samples in ./model-samples.ts), the
 * context its guards read, and its properties. Every model also gets the built-in `no-error` property;
 * to add a property, add an object to `properties` (docs/testing-flows.md). Predicates are written
 * against the spec, not against the machine's own helpers, so a bug in a guard cannot hide itself.
 */
import {
  defineFlowModel, enters, invokedInput, invokes, isActorResult, isIn, neverProperty, noDeadlock, reachableAll, sameData, type AnyFlowModel,
} from './flow-model.js';
import { CLAIM_MACHINE_ID, claimMachine, ClaimRefused, EMPTY_DOCUMENTS_ERROR, type ClaimDocument, type ClaimMachine } from './claim.machine.js';

type ClaimSnapshot = ReturnType<ClaimMachine['getInitialSnapshot']>;

const claimDraft = (documents: ClaimDocument[]) => ({ claimId: 'CL-1', claimType: null, formData: {}, documents });
const claimTypeSample = { code: 'TRAVEL_DELAY', name: 'Trip delay', documents: [{ docType: 'ID_PROOF', name: 'ID', required: true, maxFiles: 2 }], infoFields: ['incidentDate'] };
const claimDetailSample = (status: string) => ({
  claimId: 'CL-1', claimNo: 'C-TPS-2026-000001', status, claimType: 'TRAVEL_DELAY', description: 'A nine-hour flight delay.',
  documents: [{ fileId: 'F9', docType: 'ID_PROOF', name: 'old.jpg' }], history: [{ status, note: null, at: '2026-01-01T00:00:00Z' }],
});

export const claimModel: AnyFlowModel = defineFlowModel<ClaimMachine>({
  id: CLAIM_MACHINE_ID,
  description: 'filing a claim (apply, claim type, info, documents, submit) and following it (records, detail, updateInfo)',
  machine: () => claimMachine,
  inputs: () => [{ mode: 'apply' }, { mode: 'records' }, { mode: 'detail', claimId: 'CL-1' }, { mode: 'update', claimId: 'CL-1' }],
  events: () => [
    { type: 'SELECT_POLICY', policy: { b2cOrderId: 'B2C-1', line: 'travel' }, incidentDate: '2026-01-02' },
    { type: 'CHOOSE_TYPE', claimType: 'TRAVEL_DELAY' }, { type: 'CHOOSE_TYPE', claimType: 'NOT-OFFERED' },
    { type: 'EDIT', formData: { description: 'A nine-hour delay, with receipts.' } }, { type: 'NEXT', formData: { amount: 800 } },
    { type: 'ATTACH', document: { fileId: 'F1', docType: 'ID_PROOF', name: 'id.jpg' } },
    { type: 'REMOVE', fileId: 'F1' }, { type: 'SUBMIT' }, { type: 'BACK' }, { type: 'VIEW_RECORDS' },
    { type: 'OPEN', claimId: 'CL-1' }, { type: 'UPDATE' }, { type: 'RETRY' },
  ],
  actors: () => ({
    applyClaim: { outputs: [claimDraft([])] },
    loadClaimTypes: { outputs: [[claimTypeSample]] },
    saveInfo: { outputs: [claimDraft([])], errors: [new Error('Description of what happened is not valid')] },
    attachDocument: { outputs: [claimDraft([{ fileId: 'F1', docType: 'ID_PROOF', name: 'id.jpg' }])] },
    submitClaim: {
      outputs: [{ claimNo: 'C-TPS-2026-000001' }],
      errors: [new ClaimRefused('Please fill in Bank name before submitting', { field: 'bankName' }), new ClaimRefused('Please upload "ID"', { docType: 'ID_PROOF' }), new Error('offline')],
    },
    loadRecords: { outputs: [[{ claimId: 'CL-1', claimNo: 'C-TPS-2026-000001', status: 'submitted' }]] },
    loadDetail: { outputs: [claimDetailSample('infoRequested'), claimDetailSample('submitted')] },
    updateClaim: { outputs: [claimDetailSample('submitted')] },
  }),
  properties: [
    reachableAll,
    noDeadlock(['submitted', 'records', 'detail']),
    neverProperty<ClaimSnapshot, { typeChosen: boolean; infoDone: boolean }>({
      id: 'submit-after-type-info-documents',
      description: 'a claim is submitted only after a claim type, the info saved by the gateway and at least one document',
      memory: {
        initial: { typeChosen: false, infoDone: false },
        update: (memory, step) => {
          if (enters(step, 'apply')) return { typeChosen: false, infoDone: false };
          if (isIn(step.prev, 'choosingType') && enters(step, 'info')) return { ...memory, typeChosen: true };
          return isActorResult(step.event, 'saveInfo', 'done') ? { ...memory, infoDone: true } : memory;
        },
      },
      when: (step, memory) => invokes(step, 'submitClaim')
        && !(memory.typeChosen && memory.infoDone && (invokedInput(step, 'submitClaim') as { documents: ClaimDocument[] }).documents.length > 0),
    }),
    {
      kind: 'never',
      id: 'empty-documents-refused',
      description: 'submitting a claim without any document is refused with "image cannot be empty"',
      when: (step) => step.event.type === 'SUBMIT' && isIn(step.prev, 'documents') && step.prev.context.documents.length === 0
        && (step.invoked.length > 0 || step.next.context.error !== EMPTY_DOCUMENTS_ERROR),
    },
    {
      kind: 'never',
      id: 'claim-type-from-the-list',
      description: 'only a claim type the gateway offered can be chosen',
      when: (step) => isIn(step.prev, 'choosingType') && enters(step, 'info')
        && !step.next.context.claimTypes.some((type) => type.code === step.next.context.claimType),
    },
    {
      kind: 'never',
      id: 'failed-submit-keeps-everything',
      description: 'a failed save, submit or update keeps the claim type, answers and documents on an editing screen (the info form when an info field is missing)',
      when: (step) => (isActorResult(step.event, 'submitClaim', 'error') || isActorResult(step.event, 'updateClaim', 'error') || isActorResult(step.event, 'saveInfo', 'error'))
        && (!(isIn(step.next, 'documents') || isIn(step.next, 'updateInfo') || isIn(step.next, 'info'))
          || !sameData([step.next.context.claimType, step.next.context.formData, step.next.context.documents], [step.prev.context.claimType, step.prev.context.formData, step.prev.context.documents])),
    },
    {
      kind: 'never',
      id: 'submit-refusal-goes-to-missing',
      description: 'a submit refused for a missing info field opens the info form; one for a missing document stays on the documents',
      when: (step) => isActorResult(step.event, 'submitClaim', 'error')
        && (step.next.context.missingField !== null ? !isIn(step.next, 'info') : !isIn(step.next, 'documents')),
    },
    {
      kind: 'never',
      id: 'update-only-when-info-requested',
      description: 'a claim is updated only while the insurer has asked for more information',
      when: (step) => enters(step, 'updateInfo') && step.next.context.detail?.status !== 'infoRequested',
    },
  ],
});
