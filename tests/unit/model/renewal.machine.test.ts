import { describe, expect, it } from 'vitest';
import { createRenewalMachine, type Quotation, type RenewalInput } from '../../../flows/index.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const premium: Quotation = { quotationNo: 'Q-R1', premium: 1200, currency: 'MOP', breakdown: [] };
const payOrder = { payOrderId: 'PAY-R1', payUrl: '/sandbox/pay/PAY-R1', amount: 1200, currency: 'MOP' };
const detail = { b2cOrderId: 'ORD-R1', renewable: true, formData: { plateNo: 'MA-12-34' } };

function start(productCode: string, input: Partial<RenewalInput> = {}, actors: Record<string, FakeActor> = {}) {
  const run = runMachine(createRenewalMachine({ code: productCode }), { productCode, policyNo: 'POL-1', ...input }, {
    haveMts: answering({ haveMts: true }),
    loadDetail: answering(detail),
    saveMts: answering({ saved: true }),
    mtsPremium: answering(premium),
    premium: answering(premium),
    pay: answering(payOrder),
    confirmPayment: answering({ status: 'paid', policyNo: 'POL-2' }),
    ...actors,
  });
  run.actor.send({ type: 'START' });
  return run;
}

describe('renewal machine', () => {
  it('renews through the product premium: detail, confirm, premium, pay, redirect', async () => {
    const run = start('TPS');
    await run.at('reviewing');
    expect(run.recorded.calls.loadDetail).toEqual([{ productCode: 'TPS', policyNo: 'POL-1' }]);
    run.actor.send({ type: 'CONFIRM', formData: { planCode: 'FAMILY_BASIC' } });
    await run.at('readyToPay');
    expect(run.recorded.calls.premium).toEqual([{ productCode: 'TPS', b2cOrderId: 'ORD-R1' }]);
    expect(run.recorded.calls.haveMts).toBeUndefined();
    run.actor.send({ type: 'PAY', returnUrl: '/pages/order/renewal/TPS/paid' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('redirecting');
    expect(run.recorded.calls.pay).toEqual([{ b2cOrderId: 'ORD-R1', returnUrl: '/pages/order/renewal/TPS/paid' }]);
  });

  it('renews MTS through haveMts, updateAndSaveMts and the adapter premium', async () => {
    const run = start('MTS');
    await run.at('reviewing');
    expect(run.recorded.calls.haveMts).toEqual([{ policyNo: 'POL-1' }]);
    run.actor.send({ type: 'CONFIRM', formData: { ncd: '20' } });
    await run.at('readyToPay');
    expect(run.recorded.calls.saveMts).toEqual([{ b2cOrderId: 'ORD-R1', formData: { plateNo: 'MA-12-34', ncd: '20' } }]);
    expect(run.recorded.calls.mtsPremium).toEqual([{ b2cOrderId: 'ORD-R1' }]);
    expect(run.recorded.calls.premium).toBeUndefined();
    expect(Object.keys(createRenewalMachine({ code: 'MTS' }).root.states)).not.toContain('pricing');
    expect(Object.keys(createRenewalMachine({ code: 'TPS' }).root.states)).not.toContain('savingMts');
  });

  it('ends when MTS has nothing to renew or the policy is not renewable', async () => {
    const none = start('MTS', {}, { haveMts: answering({ haveMts: false }) });
    await none.until((snapshot) => snapshot.status === 'done');
    expect(none.actor.getSnapshot().value).toBe('nothingToRenew');
    const refused = start('TPS', {}, { loadDetail: answering({ ...detail, renewable: false }) });
    await refused.until((snapshot) => snapshot.status === 'done');
    expect(refused.actor.getSnapshot().value).toBe('notRenewable');
  });

  it('keeps the user on the detail with the error when pricing fails, and retries a failed load', async () => {
    const run = start('TPS', {}, { premium: failing('rating unavailable') });
    await run.at('reviewing');
    run.actor.send({ type: 'CONFIRM', formData: {} });
    await run.until((snapshot) => snapshot.context.error === 'rating unavailable');
    expect(run.actor.getSnapshot().value).toBe('reviewing');

    let loads = 0;
    const retried = start('TPS', {}, { loadDetail: async () => { loads += 1; if (loads === 1) throw new Error('offline'); return detail; } });
    await retried.at('failed');
    retried.actor.send({ type: 'RETRY' });
    await retried.at('reviewing');
  });

  it('confirms the payment on the way back and ends on the renewal paid page', async () => {
    const run = start('TPS', { paymentReturn: { b2cOrderId: 'ORD-R1', payResult: 'success' } });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('paid');
    expect(run.actor.getSnapshot().context.renewedPolicyNo).toBe('POL-2');
    expect(run.recorded.calls.loadDetail).toBeUndefined();
  });
});
