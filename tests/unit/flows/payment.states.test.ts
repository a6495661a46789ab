/**
 * The payment sub-flow behaves the same in every machine that pays (purchase, renewal, endorsement):
 * back from the payment page it confirms first, a new attempt clears the last attempt's error and pays
 * with the return address the user's PAY carried, and a pay call without a return address is a bug
 * reported by name, never a payment page that returns nowhere.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { createPurchaseMachine, createRenewalMachine, endorsementMachine } from '../../../flows/index.js';
import { answering, failing, runMachine, type FakeActor } from '../model/support/run-machine.js';

const payOrder = { payOrderId: 'PAY-1', payUrl: '/sandbox/pay/PAY-1', amount: 120.5, currency: 'MOP' };
const purchaseProduct = {
  code: 'TPS', steps: [{ id: 'plan', kind: 'form' as const }], flow: { releaseCheck: false, premiumStep: false },
};

/** Each paying machine, started back from a failed payment of `orderId`. */
const machines: { name: string; machine: AnyStateMachine; input: unknown; orderId: string }[] = [
  {
    name: 'purchase', machine: createPurchaseMachine(purchaseProduct), orderId: 'ORD-1',
    input: { productCode: 'TPS', paymentReturn: { b2cOrderId: 'ORD-1', payResult: 'fail' } },
  },
  {
    name: 'renewal', machine: createRenewalMachine({ code: 'TPS' }), orderId: 'ORD-R1',
    input: { productCode: 'TPS', policyOrderId: 'ORD-P1', paymentReturn: { b2cOrderId: 'ORD-R1', payResult: 'fail' } },
  },
  {
    name: 'endorsement', machine: endorsementMachine, orderId: 'ORD-E1',
    input: { b2cOrderId: 'ORD-P1', kind: 'vehicle', paymentReturn: { endtOrderId: 'ORD-E1', payResult: 'fail' } },
  },
];

function startReturned(machine: AnyStateMachine, input: unknown, actors: Record<string, FakeActor>) {
  const run = runMachine(machine, input as never, actors);
  // Purchase and renewal wait for the page's START; the endorsement routes at once and ignores it.
  run.actor.send({ type: 'START' });
  return run;
}

describe.each(machines)('the payment sub-flow of $name', ({ machine, input, orderId }) => {
  it('confirms first, then a retry pays again with its own return address and clears the failed attempt\'s error', async () => {
    let payAnswers = 0;
    const run = startReturned(machine, input, {
      confirmPayment: answering({ status: 'failed', policyNo: null }),
      // The first retry fails at the gateway, the second is sent to the payment page.
      pay: async () => {
        payAnswers += 1;
        if (payAnswers === 1) throw new Error('The payment service is unavailable');
        return payOrder;
      },
    });
    await run.at('payFailed');
    expect(run.recorded.calls.confirmPayment).toEqual([{ b2cOrderId: orderId }]);

    run.actor.send({ type: 'RETRY_PAY', returnUrl: '/pages/first/return' });
    await run.until((snapshot) => snapshot.matches('payFailed') && snapshot.context.error !== null);
    expect(run.actor.getSnapshot().context.error).toBe('The payment service is unavailable');

    run.actor.send({ type: 'RETRY_PAY', returnUrl: '/pages/second/return' });
    // The new attempt starts without the last one's error, before the gateway answers.
    expect(run.actor.getSnapshot().context.error).toBeNull();
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('redirecting');
    expect(run.actor.getSnapshot().context.payment).toEqual(payOrder);
    expect(run.recorded.calls.pay).toEqual([
      { b2cOrderId: orderId, returnUrl: '/pages/first/return' },
      { b2cOrderId: orderId, returnUrl: '/pages/second/return' },
    ]);
  });

  it('enters paid only when the gateway confirms the payment', async () => {
    const run = startReturned(machine, input, { confirmPayment: answering({ status: 'paid', policyNo: 'POL-2' }) });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('paid');

    const failed = startReturned(machine, input, { confirmPayment: failing('timeout') });
    await failed.at('payFailed');
    expect(failed.actor.getSnapshot().context.error).toBe('timeout');
  });

  it('never builds a pay call without a return address: it names the missing value', async () => {
    const run = startReturned(machine, input, { confirmPayment: answering({ status: 'failed', policyNo: null }) });
    const { context } = await run.at('payFailed');
    // Every way into paying records the address first, so only the declared call itself can show how a
    // missing one is read: as a bug, not as an empty address the payment page would send the user back to.
    const payInput = machine.getStateNodeById(`${machine.id}.paying`).invoke[0]?.input as (args: { context: unknown }) => unknown;
    expect(() => payInput({ context: { ...context as object, returnUrl: null } })).toThrow(`${machine.id} flow: a call was reached without returnUrl`);
  });
});
