/**
 * The claim machine on its own (flows/claim.machine.ts), with fake actors: it replaces the checks of
 * tests/unit/model/claim.machine.test.ts, which were written for the machine before it followed the gateway's
 * claim rows (apply, saveInfo, addDocument, submit; updateInfo only when infoRequested).
 */
import { describe, expect, it } from 'vitest';
import { claimMachine, ClaimRefused, EMPTY_DOCUMENTS_ERROR, NOTHING_TO_UPDATE_ERROR, type ClaimDetail, type ClaimInput } from '../../../flows/claim.machine.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const draft = (documents: { fileId: string; docType: string; name: string }[] = []) => ({ claimId: 'CL-1', claimType: null, formData: {}, documents });
const delay = { code: 'TRAVEL_DELAY', name: 'Trip delay', documents: [{ docType: 'ID_PROOF', name: 'ID', required: true, maxFiles: 2 }], infoFields: [] };
const detail = (status: string): ClaimDetail => ({
  claimId: 'CL-1', claimNo: 'C-TPS-2026-000001', status, claimType: 'TRAVEL_DELAY', description: 'A nine-hour flight delay.',
  documents: [{ fileId: 'F9', docType: 'ID_PROOF', name: 'old.jpg' }], history: [{ status, note: null, at: '2026-01-01T00:00:00Z' }],
});

function start(input: ClaimInput, actors: Record<string, FakeActor> = {}) {
  return runMachine(claimMachine, input, {
    applyClaim: answering(draft()),
    loadClaimTypes: answering([delay]),
    saveInfo: answering(draft()),
    attachDocument: answering(draft([{ fileId: 'F1', docType: 'ID_PROOF', name: 'id.jpg' }])),
    submitClaim: answering({ claimNo: 'C-TPS-2026-000001' }),
    loadRecords: answering([{ claimId: 'CL-1', claimNo: null, status: 'draft' }]),
    loadDetail: answering(detail('infoRequested')),
    updateClaim: answering(detail('submitted')),
    ...actors,
  });
}

async function toDocuments(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'SELECT_POLICY', policy: { b2cOrderId: 'B2C-1', line: 'travel', productCode: 'TPS' }, incidentDate: '2026-01-02' });
  await run.at('choosingType');
  run.actor.send({ type: 'CHOOSE_TYPE', claimType: 'TRAVEL_DELAY' });
  run.actor.send({ type: 'NEXT', formData: { description: 'A nine-hour flight delay.' } });
  await run.at('documents');
}

describe('claim machine', () => {
  it('files a claim: apply, a type from the list, info saved, a document attached, submit', async () => {
    const run = start({ mode: 'apply' });
    run.actor.send({ type: 'SELECT_POLICY', policy: { b2cOrderId: 'B2C-1', line: 'travel', productCode: 'TPS' }, incidentDate: '2026-01-02' });
    await run.at('choosingType');
    expect(run.recorded.calls.applyClaim).toEqual([{ b2cOrderId: 'B2C-1', incidentDate: '2026-01-02' }]);
    expect(run.recorded.calls.loadClaimTypes).toEqual([{ line: 'travel' }]);
    run.actor.send({ type: 'CHOOSE_TYPE', claimType: 'NOT-OFFERED' });
    expect(run.actor.getSnapshot().value).toBe('choosingType');
    run.actor.send({ type: 'CHOOSE_TYPE', claimType: 'TRAVEL_DELAY' });
    run.actor.send({ type: 'NEXT', formData: { description: 'A nine-hour flight delay.' } });
    await run.at('documents');
    expect(run.recorded.calls.saveInfo).toEqual([{ claimId: 'CL-1', claimType: 'TRAVEL_DELAY', incidentDate: '2026-01-02', formData: { description: 'A nine-hour flight delay.' } }]);
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().context.error).toBe(EMPTY_DOCUMENTS_ERROR);
    run.actor.send({ type: 'ATTACH', document: { fileId: 'F1', docType: 'ID_PROOF', name: 'id.jpg' } });
    await run.at('documents');
    run.actor.send({ type: 'SUBMIT' });
    await run.at('submitted');
    expect(run.actor.getSnapshot().context.claimNo).toBe('C-TPS-2026-000001');
    run.actor.send({ type: 'VIEW_RECORDS' });
    await run.at('records');
  });

  it('goes to the info field or stays on the documents a refused submit names, keeping everything', async () => {
    let refusals = 0;
    const run = start({ mode: 'apply' }, {
      // The gateway keeps the attached document across saves of the same type.
      saveInfo: answering(draft([{ fileId: 'F1', docType: 'ID_PROOF', name: 'id.jpg' }])),
      submitClaim: async () => {
        refusals += 1;
        throw refusals === 1 ? new ClaimRefused('Bank name missing', { field: 'bankName' }) : new ClaimRefused('ID missing', { docType: 'ID_PROOF' });
      },
    });
    await toDocuments(run);
    run.actor.send({ type: 'ATTACH', document: { fileId: 'F1', docType: 'ID_PROOF', name: 'id.jpg' } });
    await run.at('documents');
    run.actor.send({ type: 'SUBMIT' });
    await run.at('info');
    expect(run.actor.getSnapshot().context).toMatchObject({ missingField: 'bankName', error: 'Bank name missing', formData: { description: 'A nine-hour flight delay.' } });
    run.actor.send({ type: 'NEXT', formData: { bankName: 'BNU' } });
    await run.at('documents');
    run.actor.send({ type: 'SUBMIT' });
    await run.until((snapshot) => snapshot.context.missingDocType === 'ID_PROOF');
    expect(run.actor.getSnapshot().value).toBe('documents');
  });

  it('keeps the answers when saving the info fails', async () => {
    const run = start({ mode: 'apply' }, { saveInfo: failing('Description of what happened is not valid') });
    run.actor.send({ type: 'SELECT_POLICY', policy: { b2cOrderId: 'B2C-1', line: 'travel', productCode: 'TPS' }, incidentDate: '2026-01-02' });
    await run.at('choosingType');
    run.actor.send({ type: 'CHOOSE_TYPE', claimType: 'TRAVEL_DELAY' });
    run.actor.send({ type: 'NEXT', formData: { description: 'late' } });
    await run.until((snapshot) => snapshot.context.error !== null);
    expect(run.actor.getSnapshot().value).toBe('info');
    expect(run.actor.getSnapshot().context.formData).toEqual({ description: 'late' });
  });

  it('updates only an infoRequested claim, then shows the fresh detail', async () => {
    const run = start({ mode: 'update', claimId: 'CL-1' });
    await run.at('detail');
    run.actor.send({ type: 'UPDATE' });
    expect(run.actor.getSnapshot().value).toBe('updateInfo');
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().context.error).toBe(NOTHING_TO_UPDATE_ERROR);
    run.actor.send({ type: 'ATTACH', document: { fileId: 'F3', docType: 'ID_PROOF', name: 'new.jpg' } });
    run.actor.send({ type: 'SUBMIT' });
    await run.until((snapshot) => (run.recorded.calls.loadDetail?.length ?? 0) === 2 && snapshot.matches('detail'));
    expect(run.recorded.calls.updateClaim).toEqual([{ claimId: 'CL-1', description: null, documents: [{ fileId: 'F3', docType: 'ID_PROOF', name: 'new.jpg' }] }]);

    const submitted = start({ mode: 'detail', claimId: 'CL-1' }, { loadDetail: answering(detail('submitted')) });
    await submitted.at('detail');
    submitted.actor.send({ type: 'UPDATE' });
    expect(submitted.actor.getSnapshot().value).toBe('detail');
  });
});
