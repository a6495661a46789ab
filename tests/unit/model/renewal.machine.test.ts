import { describe, expect, it } from 'vitest';
import { createRenewalMachine, type Quotation, type RenewalInput, type RenewalProduct } from '../../../flows/index.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const premium: Quotation = { quotationNo: 'Q-R1', premium: 1200, currency: 'MOP', breakdown: [] };
const payOrder = { payOrderId: 'PAY-R1', payUrl: '/sandbox/pay/PAY-R1', amount: 1200, currency: 'MOP' };
const detail = { renewable: true, reason: null, commDate: '2027-03-10', expiryDate: '2028-03-09', quotation: premium, formData: { plateNo: 'MA-12-34' } };

function start(product: RenewalProduct, input: Partial<RenewalInput> = {}, actors: Record<string, FakeActor> = {}) {
  const run = runMachine(createRenewalMachine(product), { productCode: product.code, policyOrderId: 'ORD-P1', ...input }, {
    haveMts: answering({ haveMts: true }),
    loadDetail: answering(detail),
    save: answering({ b2cOrderId: 'ORD-R1' }),
    premium: answering(premium),
    pay: answering(payOrder),
    confirmPayment: answering({ status: 'paid', policyNo: 'POL-2' }),
    ...actors,
  });
  run.actor.send({ type: 'START' });
  return run;
}

describe('renewal machine', () => {
  it('renews a travel policy: offer, confirm, updateAndSaveMts, premium_calc of the renewal order, pay, redirect', async () => {
    const run = start({ code: 'TPT', line: 'travel' });
    await run.at('reviewing');
    expect(run.recorded.calls.loadDetail).toEqual([{ productCode: 'TPT', policyOrderId: 'ORD-P1' }]);
    run.actor.send({ type: 'CONFIRM', formData: { planCode: 'FAMILY_BASIC' } });
    await run.at('readyToPay');
    expect(run.recorded.calls.save).toEqual([{ policyOrderId: 'ORD-P1', formData: { planCode: 'FAMILY_BASIC' } }]);
    expect(run.recorded.calls.premium).toEqual([{ b2cOrderId: 'ORD-R1' }]);
    expect(run.recorded.calls.haveMts).toBeUndefined();
    run.actor.send({ type: 'PAY', returnUrl: '/pages/order/renewal/TPT/index?policyOrderId=ORD-P1' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('redirecting');
    expect(run.recorded.calls.pay).toEqual([{ b2cOrderId: 'ORD-R1', returnUrl: '/pages/order/renewal/TPT/index?policyOrderId=ORD-P1' }]);
  });

  it('takes the MTS path for motor products and for any product whose data asks for it: haveMts before the offer', async () => {
    for (const product of [{ code: 'MTS', line: 'motor' }, { code: 'MTV', line: 'motor', renewal: { motorCheck: true } }, { code: 'NEWH', line: 'home', renewal: { motorCheck: true } }]) {
      const run = start(product);
      await run.at('reviewing');
      expect(run.recorded.calls.haveMts).toEqual([{ policyOrderId: 'ORD-P1' }]);
      run.actor.send({ type: 'CONFIRM', formData: { ncd: '20' } });
      await run.at('readyToPay');
      expect(run.recorded.calls.save).toEqual([{ policyOrderId: 'ORD-P1', formData: { ncd: '20' } }]);
      expect(run.recorded.calls.premium).toEqual([{ b2cOrderId: 'ORD-R1' }]);
    }
    expect(Object.keys(createRenewalMachine({ code: 'MTS', line: 'motor' }).root.states)).toContain('checkingMts');
    expect(Object.keys(createRenewalMachine({ code: 'TPT', line: 'travel' }).root.states)).not.toContain('checkingMts');
  });

  it('leaves the MTS path to the data: a product code alone, or a motor product that opts out, asks no haveMts', () => {
    expect(Object.keys(createRenewalMachine({ code: 'MTS' }).root.states)).not.toContain('checkingMts');
    expect(Object.keys(createRenewalMachine({ code: 'MTV', line: 'motor', renewal: { motorCheck: false } }).root.states)).not.toContain('checkingMts');
  });

  it('ends when MTS has nothing to renew or the policy is not renewable', async () => {
    const none = start({ code: 'MTS', line: 'motor' }, {}, { haveMts: answering({ haveMts: false }) });
    await none.until((snapshot) => snapshot.status === 'done');
    expect(none.actor.getSnapshot().value).toBe('nothingToRenew');
    const refused = start({ code: 'TPT' }, {}, { loadDetail: answering({ ...detail, renewable: false, reason: 'already renewed' }) });
    await refused.until((snapshot) => snapshot.status === 'done');
    expect(refused.actor.getSnapshot().value).toBe('notRenewable');
    expect(refused.actor.getSnapshot().context.offer?.reason).toBe('already renewed');
  });

  it('keeps the user on the offer with the changes when saving or pricing fails, and retries a failed load', async () => {
    const run = start({ code: 'TPT' }, {}, { premium: failing('rating unavailable') });
    await run.at('reviewing');
    run.actor.send({ type: 'CONFIRM', formData: { planCode: 'X' } });
    await run.until((snapshot) => snapshot.context.error === 'rating unavailable');
    expect(run.actor.getSnapshot().value).toBe('reviewing');
    expect(run.actor.getSnapshot().context.formData).toEqual({ planCode: 'X' });

    let loads = 0;
    const retried = start({ code: 'TPT' }, {}, { loadDetail: async () => { loads += 1; if (loads === 1) throw new Error('offline'); return detail; } });
    await retried.at('failed');
    retried.actor.send({ type: 'RETRY' });
    await retried.at('reviewing');
  });

  it('confirms the payment on the way back and ends on the renewal paid page', async () => {
    const run = start({ code: 'MTV', line: 'motor' }, { paymentReturn: { b2cOrderId: 'ORD-R1', payResult: 'success' } });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('paid');
    expect(run.actor.getSnapshot().context.renewedPolicyNo).toBe('POL-2');
    expect(run.recorded.calls.confirmPayment).toEqual([{ b2cOrderId: 'ORD-R1' }]);
    expect(run.recorded.calls.loadDetail).toBeUndefined();
    expect(run.recorded.calls.haveMts).toBeUndefined();
  });
});
