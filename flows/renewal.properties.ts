/**
 * What the model checker must prove of the renewal (`npm run model-check`): the inputs the machine
 * starts from, representative event payloads and actor results (samples in ./model-samples.ts), the
 * context its guards read, and its properties. Every model also gets the built-in `no-error` property;
 * to add a property, add an object to `properties` (docs/testing-flows.md). Predicates are written
 * against the spec, not against the machine's own helpers, so a bug in a guard cannot hide itself.
 */
import {
  defineFlowModel, invokes, isActorResult, noDeadlock, outputOf, productOf, reachableAll, type AnyFlowModel, type ModelProduct,
} from './flow-model.js';
import { sample } from './model-samples.js';
import { confirmations, paymentEvents, paymentProperties, paymentSamples, payWhenReady } from './payment.properties.js';
import { createRenewalMachine, RENEWAL_MACHINE_ID, usesMtsPath, type RenewalMachine, type RenewalProduct } from './renewal.machine.js';

type RenewalSnapshot = ReturnType<RenewalMachine['getInitialSnapshot']>;

/** A synthetic one-step product on the MTS renewal path (product.json renewal.motorCheck), proved whatever the manifest holds. */
const motorCheckVariant: ModelProduct & RenewalProduct = {
  code: 'MOTORCHECK', renewal: { motorCheck: true },
  steps: [{ id: 'plan', kind: 'form' }], flow: { machine: 'purchase', releaseCheck: false, premiumStep: true },
};

export const renewalModel: AnyFlowModel = defineFlowModel<RenewalMachine>({
  id: RENEWAL_MACHINE_ID,
  description: 'renewal detail, updateAndSaveMts, adapter premium_calc (motor: haveMts first), pay, renewal paid page',
  products: {
    // Every product sold through the purchase flow has renewal pages (docs/spec/storefront-spec.md#2-screens-and-routes),
    // except one whose policies are not renewed (product.json renewal.offered false: a cover of one trip).
    uses: (product) => product.flow.machine === 'purchase' && (product as RenewalProduct).renewal?.offered !== false,
    // The machine and its properties read only whether the product renews through the MTS path; the code is copied into inputs.
    shape: (product) => ({ mtsPath: usesMtsPath(product) }),
    variants: [motorCheckVariant],
  },
  machine: (scope) => createRenewalMachine(productOf(scope)),
  inputs: (scope) => {
    const productCode = productOf(scope).code;
    return [
      { productCode, policyOrderId: 'ORD-P1' },
      { productCode, policyOrderId: 'ORD-P1', paymentReturn: { b2cOrderId: 'ORD-R1', payResult: 'success' } },
    ];
  },
  events: () => [
    { type: 'START' }, { type: 'BACK' }, { type: 'RETRY' },
    { type: 'EDIT', formData: { answer: 'edited' } }, { type: 'CONFIRM', formData: { answer: 'confirmed' } },
    ...paymentEvents,
  ],
  actors: () => ({
    ...paymentSamples,
    haveMts: { outputs: [{ haveMts: true }, { haveMts: false }] },
    loadDetail: {
      outputs: [
        { renewable: true, reason: null, commDate: '2027-03-10', expiryDate: '2028-03-09', quotation: sample.premium, formData: { answer: 'offer' } },
        { renewable: false, reason: 'already renewed', commDate: null, expiryDate: null, quotation: null, formData: {} },
      ],
    },
    save: { outputs: [{ b2cOrderId: 'ORD-R1' }] },
    premium: { outputs: [sample.premium] },
    confirmPayment: { outputs: confirmations },
  }),
  properties: [
    reachableAll,
    noDeadlock(),
    payWhenReady<RenewalSnapshot, { priced: boolean }>({
      id: 'pay-after-premium',
      description: 'pay is never entered before a successful premium for the confirmed renewal (payment returns excepted), and pays the renewal order',
      memory: {
        initial: { priced: false },
        update: (memory, step) => (step.event.type === 'CONFIRM' ? { priced: false }
          : isActorResult(step.event, 'premium', 'done') ? { priced: true } : memory),
      },
      ready: (memory) => memory.priced,
      order: (step) => step.next.context.renewalOrderId,
    }),
    {
      kind: 'never',
      id: 'have-mts-only-for-motor',
      description: 'haveMts is asked only on the MTS path (renewal.motorCheck, by default a motor product), never for another product',
      when: (step) => !usesMtsPath(productOf(step.scope)) && invokes(step, 'haveMts'),
    },
    {
      kind: 'never',
      id: 'mts-checked-saved-then-priced',
      description: 'the MTS path loads the offer only after haveMts says there is one; every product prices only after updateAndSaveMts saved the renewal order',
      when: (step) => (usesMtsPath(productOf(step.scope))
          && invokes(step, 'loadDetail') && !(isActorResult(step.event, 'haveMts', 'done') && (outputOf(step.event) as { haveMts: boolean }).haveMts))
        || (invokes(step, 'premium') && !isActorResult(step.event, 'save', 'done')),
    },
    ...paymentProperties,
  ],
});
