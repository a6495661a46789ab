import { describe, expect, it } from 'vitest';
import { claimMachine, EMPTY_DOCUMENTS_ERROR, type ClaimDetail, type ClaimInput } from '../../../flows/index.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const detail: ClaimDetail = { claimNo: 'CL-1', status: 'open', claimType: 'ACCIDENT', formData: { place: 'Macao' }, documents: [{ id: 'D9', name: 'old.jpg' }] };

function start(input: ClaimInput, actors: Record<string, FakeActor> = {}) {
  return runMachine(claimMachine, input, {
    loadClaimTypes: answering([{ code: 'ACCIDENT', title: 'claim.type.accident' }]),
    submitClaim: answering({ claimNo: 'CL-2' }),
    loadRecords: answering([{ claimNo: 'CL-1', status: 'open' }]),
    loadDetail: answering(detail),
    updateClaim: answering({ updated: true }),
    ...actors,
  });
}

async function toDocuments(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'SELECT_POLICY', policyNo: 'POL-1' });
  await run.at('choosingType');
  run.actor.send({ type: 'CHOOSE_TYPE', claimType: 'ACCIDENT' });
  run.actor.send({ type: 'NEXT', formData: { date: '2030-01-01' } });
  await run.at('documents');
}

describe('claim machine', () => {
  it('files a claim: policy, a type from the list, info, at least one document, submit, then the records', async () => {
    const run = start({ mode: 'apply' });
    run.actor.send({ type: 'SELECT_POLICY', policyNo: 'POL-1' });
    await run.at('choosingType');
    expect(run.recorded.calls.loadClaimTypes).toEqual([{ policyNo: 'POL-1' }]);
    run.actor.send({ type: 'CHOOSE_TYPE', claimType: 'NOT-OFFERED' });
    expect(run.actor.getSnapshot().value).toBe('choosingType');
    run.actor.send({ type: 'CHOOSE_TYPE', claimType: 'ACCIDENT' });
    run.actor.send({ type: 'EDIT', formData: { place: 'Taipa' } });
    run.actor.send({ type: 'NEXT', formData: { date: '2030-01-01' } });
    await run.at('documents');

    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().context.error).toBe(EMPTY_DOCUMENTS_ERROR);
    run.actor.send({ type: 'ATTACH', document: { id: 'D1', name: 'receipt.jpg' } });
    run.actor.send({ type: 'ATTACH', document: { id: 'D1', name: 'receipt-2.jpg' } });
    run.actor.send({ type: 'SUBMIT' });
    await run.at('submitted');
    expect(run.recorded.calls.submitClaim).toEqual([{
      policyNo: 'POL-1', claimType: 'ACCIDENT', formData: { place: 'Taipa', date: '2030-01-01' }, documents: [{ id: 'D1', name: 'receipt-2.jpg' }],
    }]);
    expect(run.actor.getSnapshot().context.claimNo).toBe('CL-2');
    run.actor.send({ type: 'VIEW_RECORDS' });
    await run.at('records');
  });

  it('keeps type, answers and documents when the submit fails', async () => {
    const run = start({ mode: 'apply' }, { submitClaim: failing('offline') });
    await toDocuments(run);
    run.actor.send({ type: 'ATTACH', document: { id: 'D1', name: 'receipt.jpg' } });
    run.actor.send({ type: 'SUBMIT' });
    await run.until((snapshot) => snapshot.context.error === 'offline');
    expect(run.actor.getSnapshot().value).toBe('documents');
    expect(run.actor.getSnapshot().context).toMatchObject({ claimType: 'ACCIDENT', formData: { date: '2030-01-01' }, documents: [{ id: 'D1' }] });
  });

  it('follows a claim: records, detail, update with the claim prefilled, then the fresh detail', async () => {
    const run = start({ mode: 'records' });
    await run.at('records');
    run.actor.send({ type: 'OPEN', claimNo: 'CL-1' });
    await run.at('detail');
    run.actor.send({ type: 'UPDATE' });
    expect(run.actor.getSnapshot().context).toMatchObject({ formData: detail.formData, documents: detail.documents });
    run.actor.send({ type: 'REMOVE', id: 'D9' });
    run.actor.send({ type: 'SUBMIT' });
    expect(run.actor.getSnapshot().context.error).toBe(EMPTY_DOCUMENTS_ERROR);
    run.actor.send({ type: 'ATTACH', document: { id: 'D3', name: 'new.jpg' } });
    run.actor.send({ type: 'SUBMIT' });
    await run.until((snapshot) => (run.recorded.calls.loadDetail?.length ?? 0) === 2 && snapshot.matches('detail'));
    expect(run.recorded.calls.updateClaim).toEqual([{ claimNo: 'CL-1', formData: detail.formData, documents: [{ id: 'D3', name: 'new.jpg' }] }]);
  });

  it('opens a claim directly in detail mode, and offers a retry when the records do not load', async () => {
    const direct = start({ mode: 'detail', claimNo: 'CL-1' });
    await direct.at('detail');
    expect(direct.recorded.calls.loadDetail).toEqual([{ claimNo: 'CL-1' }]);

    let loads = 0;
    const retried = start({ mode: 'records' }, { loadRecords: async () => { loads += 1; if (loads === 1) throw new Error('offline'); return []; } });
    await retried.at('recordsFailed');
    retried.actor.send({ type: 'RETRY' });
    await retried.at('records');
  });
});
