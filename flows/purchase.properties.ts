/**
 * What the model checker must prove of the purchase (`npm run model-check`): the inputs the machine
 * starts from, representative event payloads and actor results (samples in ./model-samples.ts), the
 * context its guards read, and its properties. Every model also gets the built-in `no-error` property;
 * to add a property, add an object to `properties` (docs/testing-flows.md). Predicates are written
 * against the spec, not against the machine's own helpers, so a bug in a guard cannot hide itself.
 */
import { defineFlowModel, enters, isActorResult, noDeadlock, outputOf, productOf, reachableAll, sameData, type AnyFlowModel } from './flow-model.js';
import { buyAgainDraft, draftAt, sample } from './model-samples.js';
import { confirmations, paymentEvents, paymentProperties, paymentSamples, payWhenReady } from './payment.properties.js';
import { createPurchaseMachine, currentStep, PURCHASE_MACHINE_ID, type PurchaseMachine } from './purchase.machine.js';

type PurchaseSnapshot = ReturnType<PurchaseMachine['getInitialSnapshot']>;

/** What the purchase flow has done since the answers last changed. */
interface PricingMemory { quoted: boolean; released: boolean; priced: boolean }

export const purchaseModel: AnyFlowModel = defineFlowModel<PurchaseMachine>({
  id: PURCHASE_MACHINE_ID,
  description: 'find or start a draft, walk the wizard saving each step, quote, release, fix the premium, pay, confirm',
  products: {
    uses: (product) => product.flow.machine === 'purchase',
    // The machine reads the step ids and the flow options; the code is only copied into actor inputs.
    shape: ({ steps, flow }) => ({ steps: steps.map(({ id, kind }) => ({ id, kind })), releaseCheck: flow.releaseCheck, premiumStep: flow.premiumStep }),
    // Flow options no product uses yet are proved now, so a product that turns them on is covered.
    variants: [
      { code: 'BARE', steps: [{ id: 'plan', kind: 'form' }, { id: 'confirm', kind: 'review' }], flow: { machine: 'purchase', releaseCheck: false, premiumStep: false } },
      { code: 'ONESTEP', steps: [{ id: 'only', kind: 'form' }], flow: { machine: 'purchase', releaseCheck: true, premiumStep: false } },
    ],
  },
  machine: (scope) => createPurchaseMachine(productOf(scope)),
  inputs: (scope) => {
    const productCode = productOf(scope).code;
    return [
      { productCode },
      { productCode, buyAgainFrom: 'ORD-PAID-1', clearAnswers: true },
      { productCode, paymentReturn: { b2cOrderId: 'ORD-000001', payResult: 'success' } },
      { productCode, paymentReturn: { b2cOrderId: 'ORD-000001', payResult: 'fail' } },
    ];
  },
  events: () => [
    { type: 'START' }, { type: 'CONTINUE' }, { type: 'DISCARD' }, { type: 'BACK' }, { type: 'RETRY' },
    { type: 'EDIT', formData: { answer: 'edited' } }, { type: 'NEXT', formData: { answer: 'entered' } }, { type: 'COUPON_CHANGED' },
    ...paymentEvents,
  ],
  actors: (scope) => {
    const product = productOf(scope);
    const drafts = [null, ...product.steps.map((step) => step.id)].map((step) => draftAt(product.code, step));
    return {
      ...paymentSamples,
      checkUnfinished: { outputs: [null, ...drafts] },
      init: { outputs: drafts.slice(0, 1) },
      loadDraft: { outputs: drafts },
      buyAgain: { outputs: [buyAgainDraft(product.code)] },
      saveStep: { outputs: [sample.savedDraft(product.code)] },
      deleteTemp: { outputs: [{ deleted: true }] },
      quote: { outputs: [sample.quotation] },
      release: { outputs: [{ released: true }, { released: false }] },
      premium: { outputs: [sample.premium] },
      confirmPayment: { outputs: confirmations },
    };
  },
  // What guards and actor inputs read. The answers only matter to `failed-save-keeps-answers`, which compares a step's own snapshots.
  key: ({ context }) => [
    context.savedStep, context.b2cOrderId !== null, context.buyAgainFrom !== null, context.paymentReturn !== null,
    context.unfinished?.step ?? (context.unfinished === null ? 'none' : null), context.returnUrl !== null,
  ],
  properties: [
    reachableAll,
    noDeadlock(),
    payWhenReady<PurchaseSnapshot, PricingMemory>({
      id: 'pay-after-quote-and-premium',
      description: 'pay is never entered before a successful quote, release and premium since the answers last changed (payment returns excepted), and pays the order',
      memory: {
        initial: { quoted: false, released: false, priced: false },
        update: (memory, step) => {
          // Moving on from a step saves new answers: every earlier price is stale.
          if (step.entered.some((path) => path.endsWith('.saving'))) return { quoted: false, released: false, priced: false };
          // Another coupon is another price to pay: fixed again before paying.
          if (step.event.type === 'COUPON_CHANGED') return { ...memory, priced: false };
          if (isActorResult(step.event, 'quote', 'done')) return { ...memory, quoted: true };
          if (isActorResult(step.event, 'release', 'done') && (outputOf(step.event) as { released: boolean }).released) return { ...memory, released: true };
          if (isActorResult(step.event, 'premium', 'done')) return { ...memory, priced: true };
          return memory;
        },
      },
      ready: (memory, step) => {
        const { releaseCheck, premiumStep } = productOf(step.scope).flow;
        return memory.quoted && (memory.released || !releaseCheck) && (memory.priced || !premiumStep);
      },
      order: (step) => step.next.context.b2cOrderId,
    }),
    {
      kind: 'never',
      id: 'failed-init-or-buy-again-ends',
      description: 'a failed init or buy-again ends the flow (the spec\'s car order flow: it returns false and the flow stops)',
      when: (step) => (isActorResult(step.event, 'init', 'error') || isActorResult(step.event, 'buyAgain', 'error')) && step.next.status !== 'done',
    },
    {
      kind: 'never',
      id: 'payment-return-confirms-first',
      description: 'back from the payment page the order is confirmed, never started again',
      when: (step) => step.prev.context.paymentReturn !== null && ['checkingUnfinished', 'initialising', 'buyingAgain', 'draft'].some((path) => enters(step, path)),
    },
    ...paymentProperties,
    {
      kind: 'never',
      id: 'coupon-keeps-the-quote',
      description: 'a coupon chosen on the quote keeps its quotation and never goes back to the steps, a new quote or the unfinished-order question',
      when: (step) => step.event.type === 'COUPON_CHANGED'
        && (['draft', 'quoting', 'checkingUnfinished', 'unfinishedFound'].some((path) => enters(step, path)) || step.next.context.quotation !== step.prev.context.quotation),
    },
    {
      kind: 'never',
      id: 'failed-save-keeps-answers',
      description: 'a failed save keeps the user on the same step with the same answers',
      when: (step) => isActorResult(step.event, 'saveStep', 'error')
        && (!sameData(step.next.context.formData, step.prev.context.formData) || currentStep(step.next) !== currentStep(step.prev)),
    },
  ],
});
