/**
 * flows/endorsement.machine.ts on its own (replaces tests/unit/model/endorsement.machine.test.ts, written
 * for the machine before it followed the real endt rows): check, edit, price, confirm, submit, pay.
 */
import { describe, expect, it } from 'vitest';
import { endorsementMachine, type EndorsementInput } from '../../../flows/endorsement.machine.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const check = { fields: ['carInfo.motorSize'], currentValues: { 'carInfo.motorSize': 1800 }, effectiveDate: '2026-09-10', expiryDate: '2027-03-10', remainingDays: 181 };
const premium = { premiumDifference: 80, currency: 'MOP', oldPremium: 2000, newPremium: 2160, remainingDays: 181, termDays: 365, effectiveDate: '2026-09-10' };
const awaiting = { endtNo: 'E-1', status: 'awaitingPayment', premiumDifference: 80, currency: 'MOP', endtOrderId: 'ORD-E1' };
const applied = { endtNo: 'E-2', status: 'applied', premiumDifference: 0, currency: 'MOP', endtOrderId: null };
const payOrder = { payOrderId: 'PAY-E1', payUrl: '/sandbox/pay/PAY-E1', amount: 80, currency: 'MOP' };
const changes = [{ field: 'carInfo.motorSize', value: 2200 }];

function start(input: Partial<EndorsementInput>, actors: Record<string, FakeActor> = {}) {
  return runMachine(endorsementMachine, { b2cOrderId: 'ORD-P1', kind: 'general', ...input }, {
    checkEndorsement: answering(check),
    endorsementPremium: answering(premium),
    submitEndorsement: answering(awaiting),
    pay: answering(payOrder),
    confirmPayment: answering({ status: 'paid' }),
    ...actors,
  });
}

describe('endorsement machine', () => {
  it('checks a vehicle change at once, prices it, submits it on confirm and pays the endorsement order', async () => {
    const run = start({ kind: 'vehicle' });
    await run.at('editing');
    expect(run.recorded.calls.checkEndorsement).toEqual([{ b2cOrderId: 'ORD-P1', endtType: 'vehicle' }]);
    run.actor.send({ type: 'SUBMIT', changes });
    await run.at('confirming');
    expect(run.recorded.calls.endorsementPremium).toEqual([{ b2cOrderId: 'ORD-P1', endtType: 'vehicle', changes }]);
    expect(run.recorded.calls.submitEndorsement).toBeUndefined();
    run.actor.send({ type: 'CONFIRM' });
    await run.at('readyToPay');
    run.actor.send({ type: 'PAY', returnUrl: '/pages/myPolicy/vehicleEndt/index?policyOrderId=ORD-P1' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.calls.pay).toEqual([{ b2cOrderId: 'ORD-E1', returnUrl: '/pages/myPolicy/vehicleEndt/index?policyOrderId=ORD-P1' }]);
  });

  it('applies a free change, and ignores a vehicle change on the general page', async () => {
    const run = start({}, { submitEndorsement: answering(applied) });
    run.actor.send({ type: 'CHOOSE', endtType: 'vehicle' });
    expect(run.actor.getSnapshot().value).toBe('choosing');
    run.actor.send({ type: 'CHOOSE', endtType: 'contact' });
    await run.at('editing');
    run.actor.send({ type: 'SUBMIT', changes: [{ field: 'policyHolderInfo.mail', value: 'a@b.mo' }] });
    await run.at('confirming');
    run.actor.send({ type: 'CONFIRM' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('applied');
    expect(run.recorded.calls.pay).toBeUndefined();
  });

  it('shows a refused check with its reason, and keeps the changes when the premium is refused', async () => {
    const refused = start({}, { checkEndorsement: failing('expired') });
    refused.actor.send({ type: 'CHOOSE', endtType: 'name' });
    await refused.at('refused');
    expect(refused.actor.getSnapshot().context.error).toBe('expired');
    refused.actor.send({ type: 'BACK' });
    await refused.at('choosing');

    const run = start({ kind: 'vehicle' }, { endorsementPremium: failing('field not endorsable') });
    await run.at('editing');
    run.actor.send({ type: 'SUBMIT', changes });
    await run.until((snapshot) => snapshot.context.error === 'field not endorsable');
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context.changes).toEqual(changes);
  });

  it('confirms the endorsement order on the way back from the payment page', async () => {
    const run = start({ kind: 'vehicle', paymentReturn: { endtOrderId: 'ORD-E1', payResult: 'success' } });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('paid');
    expect(run.recorded.calls.confirmPayment).toEqual([{ b2cOrderId: 'ORD-E1' }]);
    expect(run.recorded.calls.checkEndorsement).toBeUndefined();
  });
});
