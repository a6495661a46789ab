import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, getMicrosteps, waitFor, type AnyStateNode, type SnapshotFrom } from 'xstate';
import {
  createPurchaseMachine, currentStep, purchaseStepStateId, PURCHASE_ACTORS,
  type Draft, type FormData, type PayOrder, type PurchaseEvent, type PurchaseInput, type PurchaseMachine, type PurchaseProduct, type Quotation,
} from '../../../flows/index.js';
import { loadBundle } from '../engine/product-fixture.js';

const steps = [
  { id: 'plan', kind: 'form' }, { id: 'insured', kind: 'form' }, { id: 'holder', kind: 'form' }, { id: 'confirm', kind: 'review' },
] as const;
const fullProduct: PurchaseProduct = { code: 'TPS', steps, releaseCheck: true, premiumStep: true };
const bareProduct: PurchaseProduct = { code: 'TPS', steps, releaseCheck: false, premiumStep: false };

const draft = (over: Partial<Draft> = {}): Draft => ({
  b2cOrderId: 'ORD-000001', productCode: 'TPS', formData: { productCode: 'TPS' }, step: null, updatedAt: '2030-01-01T00:00:00Z', ...over,
});
const quotation: Quotation = { quotationNo: 'Q-1', premium: 240, currency: 'MOP', breakdown: [{ label: 'rating.base', amount: 120, kind: 'money' }] };
const fixedPremium: Quotation = { ...quotation, quotationNo: 'Q-2' };
const payOrder: PayOrder = { payOrderId: 'PAY-1', payUrl: '/sandbox/pay/PAY-1', amount: 240, currency: 'MOP' };

type Impl<I, O> = (input: I) => Promise<O>;
interface Mocks {
  checkUnfinished: Impl<{ productCode: string }, Draft | null>;
  init: Impl<{ productCode: string }, Draft>;
  loadDraft: Impl<{ productCode: string; b2cOrderId: string }, Draft>;
  buyAgain: Impl<{ b2cOrderId: string; clearAnswers: boolean }, Draft>;
  deleteTemp: Impl<{ productCode: string; b2cOrderId: string }, unknown>;
  saveStep: Impl<{ productCode: string; b2cOrderId: string; step: string; formData: FormData }, Draft>;
  quote: Impl<{ productCode: string; b2cOrderId: string }, Quotation>;
  release: Impl<{ productCode: string; b2cOrderId: string }, { released: boolean }>;
  premium: Impl<{ productCode: string; b2cOrderId: string }, Quotation>;
  pay: Impl<{ b2cOrderId: string; returnUrl: string }, PayOrder>;
  confirmPayment: Impl<{ b2cOrderId: string }, { status: string; policyNo: string | null }>;
}

/** Mocked API calls that succeed; a test overrides the ones it needs to fail or answer differently. */
function mocks(over: Partial<Mocks> = {}) {
  const base: Mocks = {
    checkUnfinished: async () => null,
    init: async () => draft(),
    loadDraft: async ({ b2cOrderId }) => draft({ b2cOrderId }),
    buyAgain: async () => draft({ b2cOrderId: 'ORD-000002', formData: { productCode: 'TPS', planCode: 'FAMILY_BASIC' }, step: 'holder' }),
    deleteTemp: async () => ({ deleted: true }),
    saveStep: async ({ b2cOrderId, step, formData }) => draft({ b2cOrderId, step, formData }),
    quote: async () => quotation,
    release: async () => ({ released: true }),
    premium: async () => fixedPremium,
    pay: async () => payOrder,
    confirmPayment: async () => ({ status: 'paid', policyNo: 'POL-1' }),
  };
  const all = { ...base, ...over };
  return {
    spies: Object.fromEntries(Object.entries(all).map(([name, fn]) => [name, vi.fn(fn)])) as { [K in keyof Mocks]: ReturnType<typeof vi.fn<Mocks[K]>> },
  };
}

const rejecting = (message: string) => async (): Promise<never> => { throw new Error(message); };

function run(product: PurchaseProduct, input: PurchaseInput, over: Partial<Mocks> = {}) {
  const { spies } = mocks(over);
  const actors = Object.fromEntries(Object.entries(spies).map(([name, spy]) =>
    [name, fromPromise(({ input: actorInput }: { input: unknown }) => (spy as (i: unknown) => Promise<unknown>)(actorInput))]));
  const machine = createPurchaseMachine(product).provide({ actors } as Parameters<PurchaseMachine['provide']>[0]);
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, spies };
}

type Actor = ReturnType<typeof run>['actor'];
const at = (actor: Actor, state: Parameters<SnapshotFrom<PurchaseMachine>['matches']>[0]) => waitFor(actor, (s) => s.matches(state));
const editingStep = (actor: Actor, stepId: string) => waitFor(actor, (s) => currentStep(s) === stepId && s.matches({ draft: { [purchaseStepStateId(stepId)]: 'editing' } }));

describe('purchase machine with mocked actors', () => {
  it('runs the happy path from idle through every step, quote, release, premium and payment to the redirect', async () => {
    const { actor, spies } = run(fullProduct, { productCode: 'TPS' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'START' });
    await editingStep(actor, 'plan');
    expect(spies.checkUnfinished).toHaveBeenCalledWith({ productCode: 'TPS' });
    expect(spies.init).toHaveBeenCalledWith({ productCode: 'TPS' });

    actor.send({ type: 'EDIT', formData: { planCode: 'INDIVIDUAL_BASIC' } });
    actor.send({ type: 'NEXT', formData: { areaCode: '01' } });
    await editingStep(actor, 'insured');
    expect(spies.saveStep).toHaveBeenLastCalledWith({
      productCode: 'TPS', b2cOrderId: 'ORD-000001', step: 'plan', formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '01' },
    });
    expect(actor.getSnapshot().context.savedStep).toBe('plan');

    actor.send({ type: 'NEXT', formData: { insurantInfo: [{}] } });
    await editingStep(actor, 'holder');
    actor.send({ type: 'BACK' });
    await editingStep(actor, 'insured');
    actor.send({ type: 'NEXT', formData: {} });
    await editingStep(actor, 'holder');
    actor.send({ type: 'NEXT', formData: { policyHolderInfo: {} } });
    await editingStep(actor, 'confirm');
    actor.send({ type: 'NEXT', formData: { declaration: true } });
    await at(actor, 'readyToPay');
    expect(spies.saveStep.mock.calls.map(([input]) => input.step)).toEqual(['plan', 'insured', 'insured', 'holder', 'confirm']);
    expect(spies.quote).toHaveBeenCalledWith({ productCode: 'TPS', b2cOrderId: 'ORD-000001' });
    expect(spies.release).toHaveBeenCalledTimes(1);
    expect(spies.premium).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ quotation, premium: fixedPremium, error: null });
    expect(currentStep(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'PAY', returnUrl: '/pages/order/TPS/paid' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.payment).toEqual(payOrder);
    expect(spies.pay).toHaveBeenCalledWith({ b2cOrderId: 'ORD-000001', returnUrl: '/pages/order/TPS/paid' });
  });

  it('skips release and premium for a product without them', async () => {
    const { actor, spies } = run(bareProduct, { productCode: 'TPS' }, { init: async () => draft({ step: 'holder' }) });
    actor.send({ type: 'START' });
    await editingStep(actor, 'confirm');
    actor.send({ type: 'NEXT', formData: { declaration: true } });
    await at(actor, 'readyToPay');
    expect(spies.release).not.toHaveBeenCalled();
    expect(spies.premium).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.quotation).toEqual(quotation);
  });

  it('offers an unfinished draft and resumes on the step after the saved one, with its answers', async () => {
    const saved = draft({ b2cOrderId: 'ORD-000009', step: 'insured', formData: { planCode: 'FAMILY_BASIC', insurantInfo: [{}, {}] } });
    const { actor, spies } = run(fullProduct, { productCode: 'TPS' }, { checkUnfinished: async () => saved, loadDraft: async () => saved });
    actor.send({ type: 'START' });
    await at(actor, 'unfinishedFound');
    expect(actor.getSnapshot().context.unfinished).toEqual(saved);
    actor.send({ type: 'CONTINUE' });
    await editingStep(actor, 'holder');
    expect(spies.loadDraft).toHaveBeenCalledWith({ productCode: 'TPS', b2cOrderId: 'ORD-000009' });
    expect(spies.init).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ b2cOrderId: 'ORD-000009', savedStep: 'insured', formData: saved.formData });
  });

  it('resumes on the last step when the last step was saved, and on the first when nothing was', async () => {
    const last = run(fullProduct, { productCode: 'TPS' }, { checkUnfinished: async () => draft({ step: 'confirm' }), loadDraft: async () => draft({ step: 'confirm' }) });
    last.actor.send({ type: 'START' });
    await at(last.actor, 'unfinishedFound');
    last.actor.send({ type: 'CONTINUE' });
    await editingStep(last.actor, 'confirm');

    const none = run(fullProduct, { productCode: 'TPS' }, { checkUnfinished: async () => draft({ step: 'gone' }), loadDraft: async () => draft({ step: 'gone' }) });
    none.actor.send({ type: 'START' });
    await at(none.actor, 'unfinishedFound');
    none.actor.send({ type: 'CONTINUE' });
    await editingStep(none.actor, 'plan');
  });

  it('discards an unfinished draft and starts a new order', async () => {
    const { actor, spies } = run(fullProduct, { productCode: 'TPS' }, {
      checkUnfinished: async () => draft({ b2cOrderId: 'ORD-OLD-1', step: 'holder' }),
      init: async () => draft({ b2cOrderId: 'ORD-NEW-1' }),
    });
    actor.send({ type: 'START' });
    await at(actor, 'unfinishedFound');
    actor.send({ type: 'DISCARD' });
    await editingStep(actor, 'plan');
    expect(spies.deleteTemp).toHaveBeenCalledWith({ productCode: 'TPS', b2cOrderId: 'ORD-OLD-1' });
    expect(actor.getSnapshot().context).toMatchObject({ b2cOrderId: 'ORD-NEW-1', unfinished: null, savedStep: null });
  });

  it('stops for good when init fails (spec: the flow stops)', async () => {
    const { actor, spies } = run(fullProduct, { productCode: 'TPS' }, { init: rejecting('init refused') });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(actor.getSnapshot().context.error).toBe('init refused');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const event of [{ type: 'START' }, { type: 'RETRY' }, { type: 'NEXT', formData: {} }] as PurchaseEvent[]) actor.send(event);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(Array(3).fill(expect.stringMatching(/has already reached its final state/)));
    warn.mockRestore();
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(spies.init).toHaveBeenCalledTimes(1);
    expect(spies.checkUnfinished).toHaveBeenCalledTimes(1);
  });

  it('buys again from an earlier order, and stops for good when that fails', async () => {
    const ok = run(fullProduct, { productCode: 'TPS', buyAgainFrom: 'ORD-PAID-1', clearAnswers: true });
    ok.actor.send({ type: 'START' });
    await editingStep(ok.actor, 'confirm');
    expect(ok.spies.buyAgain).toHaveBeenCalledWith({ b2cOrderId: 'ORD-PAID-1', clearAnswers: true });
    expect(ok.spies.checkUnfinished).not.toHaveBeenCalled();
    expect(ok.actor.getSnapshot().context).toMatchObject({ b2cOrderId: 'ORD-000002', formData: { planCode: 'FAMILY_BASIC' } });

    const failed = run(fullProduct, { productCode: 'TPS', buyAgainFrom: 'ORD-PAID-1' }, { buyAgain: rejecting('no such order') });
    failed.actor.send({ type: 'START' });
    await waitFor(failed.actor, (s) => s.status === 'done');
    expect(failed.actor.getSnapshot().value).toBe('stopped');
    expect(failed.spies.buyAgain).toHaveBeenCalledWith({ b2cOrderId: 'ORD-PAID-1', clearAnswers: false });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failed.actor.send({ type: 'START' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(failed.actor.getSnapshot().value).toBe('stopped');
    expect(failed.spies.init).not.toHaveBeenCalled();
  });

  it('keeps the user on the step with the error and the answers when a save fails, then saves on retry', async () => {
    let attempts = 0;
    const { actor } = run(fullProduct, { productCode: 'TPS' }, {
      saveStep: async ({ b2cOrderId, step, formData }) => {
        attempts += 1;
        if (attempts === 1) throw new Error('commDate: must be a date');
        return draft({ b2cOrderId, step, formData });
      },
    });
    actor.send({ type: 'START' });
    await editingStep(actor, 'plan');
    actor.send({ type: 'NEXT', formData: { planCode: 'FAMILY_SUPER', commDate: 'soon' } });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(currentStep(actor.getSnapshot())).toBe('plan');
    expect(actor.getSnapshot().matches({ draft: { step_plan: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'commDate: must be a date', formData: { planCode: 'FAMILY_SUPER', commDate: 'soon' }, savedStep: null });
    actor.send({ type: 'NEXT', formData: { commDate: '2030-01-10' } });
    await editingStep(actor, 'insured');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, formData: { planCode: 'FAMILY_SUPER', commDate: '2030-01-10' } });
  });

  it('returns to the last step with the error when the quotation fails', async () => {
    const { actor } = run(fullProduct, { productCode: 'TPS' }, { init: async () => draft({ step: 'holder' }), quote: rejecting('outOfBand') });
    actor.send({ type: 'START' });
    await editingStep(actor, 'confirm');
    actor.send({ type: 'NEXT', formData: { declaration: true } });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(currentStep(actor.getSnapshot())).toBe('confirm');
    expect(actor.getSnapshot().context.error).toBe('outOfBand');
  });

  it('shows a release refusal and goes back to the last step from it', async () => {
    const { actor, spies } = run(fullProduct, { productCode: 'TPS' }, { init: async () => draft({ step: 'holder' }), release: async () => ({ released: false }) });
    actor.send({ type: 'START' });
    await editingStep(actor, 'confirm');
    actor.send({ type: 'NEXT', formData: { declaration: true } });
    await at(actor, 'releaseRefused');
    expect(spies.premium).not.toHaveBeenCalled();
    actor.send({ type: 'PAY', returnUrl: '/x' });
    expect(actor.getSnapshot().value).toBe('releaseRefused');
    actor.send({ type: 'BACK' });
    await editingStep(actor, 'confirm');
  });

  it('stays ready to pay with the error when creating the payment order fails', async () => {
    let attempts = 0;
    const { actor } = run(fullProduct, { productCode: 'TPS' }, {
      init: async () => draft({ step: 'holder' }),
      pay: async () => { attempts += 1; if (attempts === 1) throw new Error('busy'); return payOrder; },
    });
    actor.send({ type: 'START' });
    await editingStep(actor, 'confirm');
    actor.send({ type: 'NEXT', formData: {} });
    await at(actor, 'readyToPay');
    actor.send({ type: 'PAY', returnUrl: '/r' });
    await waitFor(actor, (s) => s.context.error === 'busy');
    expect(actor.getSnapshot().value).toBe('readyToPay');
    actor.send({ type: 'PAY', returnUrl: '/r' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('confirms a successful payment return and ends paid with the policy number', async () => {
    const { actor, spies } = run(fullProduct, { productCode: 'TPS', paymentReturn: { b2cOrderId: 'ORD-000001', payResult: 'success' } });
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.policyNo).toBe('POL-1');
    expect(spies.confirmPayment).toHaveBeenCalledWith({ b2cOrderId: 'ORD-000001' });
    expect(spies.checkUnfinished).not.toHaveBeenCalled();
  });

  it('lands on payFailed after a failed payment and pays again on retry', async () => {
    const { actor, spies } = run(fullProduct, { productCode: 'TPS', paymentReturn: { b2cOrderId: 'ORD-000001', payResult: 'fail' } }, {
      confirmPayment: async () => ({ status: 'failed', policyNo: null }),
    });
    actor.send({ type: 'START' });
    await at(actor, 'payFailed');
    actor.send({ type: 'RETRY_PAY', returnUrl: '/pages/order/TPS/paid' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(spies.pay).toHaveBeenCalledWith({ b2cOrderId: 'ORD-000001', returnUrl: '/pages/order/TPS/paid' });
  });

  it('treats an unconfirmable payment as failed, and a failing retry stays on the retry screen', async () => {
    const { actor } = run(fullProduct, { productCode: 'TPS', paymentReturn: { b2cOrderId: 'ORD-000001', payResult: 'success' } }, {
      confirmPayment: rejecting('network'),
      pay: rejecting('already paid'),
    });
    actor.send({ type: 'START' });
    await at(actor, 'payFailed');
    expect(actor.getSnapshot().context.error).toBe('network');
    actor.send({ type: 'RETRY_PAY', returnUrl: '/r' });
    await waitFor(actor, (s) => s.context.error === 'already paid');
    expect(actor.getSnapshot().value).toBe('payFailed');
  });

  it('fails recoverably when the unfinished check fails, and retries it', async () => {
    let attempts = 0;
    const { actor } = run(fullProduct, { productCode: 'TPS' }, {
      checkUnfinished: async () => { attempts += 1; if (attempts === 1) throw new Error('offline'); return null; },
    });
    actor.send({ type: 'START' });
    await at(actor, 'failed');
    expect(actor.getSnapshot().context.error).toBe('offline');
    actor.send({ type: 'RETRY' });
    await editingStep(actor, 'plan');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('declares every actor with a placeholder that rejects until provided', async () => {
    const actor = createActor(createPurchaseMachine(fullProduct), { input: { productCode: 'TPS' } });
    actor.start();
    actor.send({ type: 'START' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('purchase: actor checkUnfinished not provided');
  });

  it('builds from the TPS definition as the app holds it', () => {
    const machine = createPurchaseMachine(loadBundle('TPS').definition);
    expect(Object.keys(machine.root.states)).toEqual(expect.arrayContaining(['draft', 'quoting', 'releasing', 'releaseRefused', 'pricing', 'readyToPay']));
    expect(Object.keys(machine.getStateNodeById('purchase.draft').states)).toEqual(['resuming', 'step_plan', 'step_insured', 'step_holder', 'step_confirm']);
  });

  it('accepts a product definition with its flow options under `flow`', () => {
    const machine = createPurchaseMachine({ code: 'TPS', steps, flow: { releaseCheck: false, premiumStep: true } });
    expect(Object.keys(machine.root.states)).toContain('pricing');
    expect(Object.keys(machine.root.states)).not.toContain('releasing');
    expect(() => createPurchaseMachine({ code: 'X', steps: [], releaseCheck: true, premiumStep: true })).toThrow(/at least one step/);
  });
});

describe('currentStep and purchaseStepStateId', () => {
  it('read the wizard step out of a snapshot value', () => {
    expect(purchaseStepStateId('holder')).toBe('step_holder');
    expect(currentStep({ value: { draft: { step_holder: 'saving' } } })).toBe('holder');
    expect(currentStep({ value: { draft: 'resuming' } })).toBeNull();
    expect(currentStep({ value: 'readyToPay' })).toBeNull();
  });
});

/**
 * Reachability: a breadth-first walk over snapshots with every user event and every actor result
 * (the synthetic `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events, since graph walks never
 * run actors), collecting the state nodes of every microstep so transient states count too.
 */
describe('every state of the purchase machine is reachable', () => {
  const draftsAt = [null, ...steps.map((s) => s.id)].map((step) => draft({ step }));
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
  const events: unknown[] = [
    { type: 'START' }, { type: 'CONTINUE' }, { type: 'DISCARD' }, { type: 'BACK' }, { type: 'RETRY' },
    { type: 'EDIT', formData: { planCode: 'P' } }, { type: 'NEXT', formData: { planCode: 'P' } },
    { type: 'PAY', returnUrl: '/r' }, { type: 'RETRY_PAY', returnUrl: '/r' },
    done('checkUnfinished', null), ...draftsAt.map((d) => done('checkUnfinished', d)),
    ...['init', 'loadDraft', 'buyAgain', 'saveStep'].flatMap((id) => draftsAt.map((d) => done(id, d))),
    done('deleteTemp', { deleted: true }), done('quote', quotation), done('premium', fixedPremium),
    done('release', { released: true }), done('release', { released: false }), done('pay', payOrder),
    done('confirmPayment', { status: 'paid', policyNo: 'P' }), done('confirmPayment', { status: 'failed', policyNo: null }),
    ...PURCHASE_ACTORS.map((id) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`), actorId: id })),
  ];
  const inputs: PurchaseInput[] = [
    { productCode: 'TPS' },
    { productCode: 'TPS', buyAgainFrom: 'ORD-PAID-1' },
    { productCode: 'TPS', paymentReturn: { b2cOrderId: 'ORD-000001', payResult: 'fail' } },
  ];

  function allStateIds(node: AnyStateNode): string[] {
    return [node.id, ...Object.values(node.states).flatMap((child) => allStateIds(child))];
  }
  function activeIds(prefix: string, value: unknown): string[] {
    if (typeof value === 'string') return [prefix, `${prefix}.${value}`];
    return [prefix, ...Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => activeIds(`${prefix}.${key}`, child))];
  }
  /** Snapshot identity: the state plus what guards and actor inputs read. */
  function key(snapshot: SnapshotFrom<PurchaseMachine>): string {
    const { savedStep, b2cOrderId, buyAgainFrom, paymentReturn, unfinished } = snapshot.context;
    return JSON.stringify([snapshot.value, savedStep, b2cOrderId !== null, buyAgainFrom !== null, paymentReturn !== null, unfinished !== null]);
  }

  function explore(product: PurchaseProduct): { visited: Set<string>; snapshots: number } {
    const machine = createPurchaseMachine(product);
    const visited = new Set<string>();
    const seen = new Set<string>();
    const queue = inputs.map((input) => getInitialSnapshot(machine, input));
    queue.forEach((s) => activeIds('purchase', s.value).forEach((id) => visited.add(id)));
    while (queue.length > 0) {
      const snapshot = queue.shift()!;
      if (seen.has(key(snapshot)) || snapshot.status !== 'active') continue;
      seen.add(key(snapshot));
      expect(seen.size).toBeLessThan(5000);
      // Only the actors a state invokes can answer; an actor event nobody handles would error the machine.
      const invoked = new Set(activeIds('purchase', snapshot.value).flatMap((id) => machine.getStateNodeById(id).invoke.map((i) => i.id)));
      for (const event of events) {
        const actorId = (event as { actorId?: string }).actorId;
        if (actorId !== undefined && !invoked.has(actorId)) continue;
        const micro = getMicrosteps(machine, snapshot, event as PurchaseEvent);
        for (const [next] of micro) activeIds('purchase', next.value).forEach((id) => visited.add(id));
        const last = micro[micro.length - 1]?.[0];
        if (last) {
          expect(last.status, `${key(snapshot)} + ${(event as { type: string }).type}`).not.toBe('error');
          queue.push(last);
        }
      }
    }
    return { visited, snapshots: seen.size };
  }

  it.each([
    ['with release check and premium step', fullProduct],
    ['without release check and premium step', bareProduct],
    ['with only the premium step', { ...fullProduct, releaseCheck: false }],
    ['with a single step', { code: 'ONE', steps: [{ id: 'only', kind: 'form' }], releaseCheck: true, premiumStep: false } as PurchaseProduct],
  ])('%s', (_name, product) => {
    const machine = createPurchaseMachine(product);
    const { visited } = explore(product);
    const unreached = allStateIds(machine.root).filter((id) => !visited.has(id));
    expect(unreached).toEqual([]);
    expect(allStateIds(machine.root).includes('purchase.releasing')).toBe(product.releaseCheck);
    expect(allStateIds(machine.root).includes('purchase.pricing')).toBe(product.premiumStep);
  });
});
