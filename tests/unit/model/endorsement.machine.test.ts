import { describe, expect, it } from 'vitest';
import { endorsementMachine, type EndorsementCheck, type EndorsementInput } from '../../../flows/index.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const due: EndorsementCheck = { allowed: true, premiumDue: true, endtNo: 'E-1', reason: null };
const premium = { quotationNo: 'Q-E1', premium: 80, currency: 'MOP', breakdown: [] };
const payOrder = { payOrderId: 'PAY-E1', payUrl: '/sandbox/pay/PAY-E1', amount: 80, currency: 'MOP' };

function start(input: Partial<EndorsementInput>, actors: Record<string, FakeActor> = {}) {
  return runMachine(endorsementMachine, { policyNo: 'POL-1', kind: 'general', ...input }, {
    checkEndorsement: answering(due),
    endorsementPremium: answering(premium),
    pay: answering(payOrder),
    confirmPayment: answering({ status: 'paid' }),
    ...actors,
  });
}

describe('endorsement machine', () => {
  it('checks a vehicle change, prices it and pays it', async () => {
    const run = start({ kind: 'vehicle' });
    run.actor.send({ type: 'EDIT', changes: { plateNo: 'MA-12-34' } });
    run.actor.send({ type: 'SUBMIT', changes: { engineNo: 'EN-1' } });
    await run.at('readyToPay');
    expect(run.recorded.calls.checkEndorsement).toEqual([{ policyNo: 'POL-1', kind: 'vehicle', changes: { plateNo: 'MA-12-34', engineNo: 'EN-1' } }]);
    expect(run.recorded.calls.endorsementPremium).toEqual([{ policyNo: 'POL-1', endtNo: 'E-1', changes: { plateNo: 'MA-12-34', engineNo: 'EN-1' } }]);
    run.actor.send({ type: 'PAY', returnUrl: '/pages/myPolicy/index' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.calls.pay).toEqual([{ b2cOrderId: 'E-1', returnUrl: '/pages/myPolicy/index' }]);
  });

  it('accepts a change without a premium, and shows a refusal with a way back to the changes', async () => {
    const free = start({}, { checkEndorsement: answering({ allowed: true, premiumDue: false, endtNo: 'E-2', reason: null }) });
    free.actor.send({ type: 'SUBMIT', changes: { address: 'Rua Nova 1' } });
    await free.until((snapshot) => snapshot.status === 'done');
    expect(free.actor.getSnapshot().value).toBe('accepted');
    expect(free.recorded.calls.endorsementPremium).toBeUndefined();

    const refused = start({}, { checkEndorsement: answering({ allowed: false, premiumDue: false, endtNo: null, reason: 'in a claim' }) });
    refused.actor.send({ type: 'SUBMIT', changes: { address: 'Rua Nova 1' } });
    await refused.at('refused');
    expect(refused.actor.getSnapshot().context.check?.reason).toBe('in a claim');
    refused.actor.send({ type: 'BACK' });
    await refused.at('editing');
    expect(refused.actor.getSnapshot().context.changes).toEqual({ address: 'Rua Nova 1' });
  });

  it('keeps the changes when the check fails', async () => {
    const run = start({}, { checkEndorsement: failing('offline') });
    run.actor.send({ type: 'SUBMIT', changes: { address: 'Rua Nova 1' } });
    await run.until((snapshot) => snapshot.context.error === 'offline');
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context.changes).toEqual({ address: 'Rua Nova 1' });
  });

  it('confirms the payment on the way back', async () => {
    const run = start({ paymentReturn: { endtNo: 'E-1', payResult: 'success' } });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('paid');
    expect(run.recorded.calls.confirmPayment).toEqual([{ b2cOrderId: 'E-1' }]);
  });
});
