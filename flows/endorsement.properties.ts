/**
 * What the model checker must prove of the endorsement (policy changes) (`npm run model-check`): the inputs the machine
 * starts from, representative event payloads and actor results (samples in ./model-samples.ts), the
 * context its guards read, and its properties. Every model also gets the built-in `no-error` property;
 * to add a property, add an object to `properties` (docs/testing-flows.md). Predicates are written
 * against the spec, not against the machine's own helpers, so a bug in a guard cannot hide itself.
 */
import {
  defineFlowModel, enters, invokedInput, invokes, isActorResult, isIn, neverProperty, noDeadlock, outputOf, reachableAll, sameData, type AnyFlowModel,
} from './flow-model.js';
import { ENDORSEMENT_MACHINE_ID, endorsementMachine, type EndorsementMachine } from './endorsement.machine.js';
import { confirmations, paymentEvents, paymentProperties, paymentSamples, payWhenReady } from './payment.properties.js';

type EndorsementSnapshot = ReturnType<EndorsementMachine['getInitialSnapshot']>;

const contactChanges = [{ field: 'policyHolderInfo.mail', value: 'new@example.mo' }];
const vehicleChanges = [{ field: 'carInfo.motorSize', value: 2200 }];

export const endorsementModel: AnyFlowModel = defineFlowModel<EndorsementMachine>({
  id: ENDORSEMENT_MACHINE_ID,
  description: 'policy changes (endorsement, vehicleEndt): endt/check, endt/premium_calc, confirm, endt/submit, pay the difference',
  machine: () => endorsementMachine,
  inputs: () => [
    { b2cOrderId: 'ORD-P1', kind: 'general' },
    { b2cOrderId: 'ORD-P1', kind: 'vehicle' },
    { b2cOrderId: 'ORD-P1', kind: 'vehicle', paymentReturn: { endtOrderId: 'ORD-E1', payResult: 'success' } },
  ],
  events: () => [
    { type: 'CHOOSE', endtType: 'contact' }, { type: 'CHOOSE', endtType: 'vehicle' },
    { type: 'EDIT', changes: contactChanges }, { type: 'SUBMIT', changes: vehicleChanges },
    { type: 'CONFIRM' }, { type: 'BACK' }, { type: 'RETRY' },
    ...paymentEvents,
  ],
  actors: () => ({
    ...paymentSamples,
    checkEndorsement: {
      outputs: [{ fields: ['carInfo.motorSize'], currentValues: { 'carInfo.motorSize': 1800 }, effectiveDate: '2026-09-10', expiryDate: '2027-03-09', remainingDays: 181 }],
    },
    endorsementPremium: {
      outputs: [{ premiumDifference: 120.5, currency: 'MOP', oldPremium: 2000, newPremium: 2243, remainingDays: 181, termDays: 365, effectiveDate: '2026-09-10' }],
    },
    submitEndorsement: {
      outputs: [
        { endtNo: 'E-MTV-2026-000001', status: 'awaitingPayment', premiumDifference: 120.5, currency: 'MOP', endtOrderId: 'ORD-E1' },
        { endtNo: 'E-MTV-2026-000002', status: 'applied', premiumDifference: 0, currency: 'MOP', endtOrderId: null },
      ],
    },
    confirmPayment: { outputs: confirmations },
  }),
  properties: [
    reachableAll,
    noDeadlock(),
    neverProperty<EndorsementSnapshot, { checked: boolean; priced: unknown }>({
      id: 'submit-after-check-premium-confirm',
      description: 'the changes are submitted only after the kind passed endt.check, these very changes were priced and the user confirmed the difference',
      memory: {
        initial: { checked: false, priced: null },
        update: (memory, step) => {
          if (step.event.type === 'CHOOSE') return { checked: false, priced: null };
          if (isActorResult(step.event, 'checkEndorsement', 'done')) return { ...memory, checked: true };
          if (step.event.type === 'SUBMIT') return { ...memory, priced: null };
          if (isActorResult(step.event, 'endorsementPremium', 'done')) return { ...memory, priced: step.next.context.changes };
          return memory;
        },
      },
      // The submit starts on the user's CONFIRM of the priced changes.
      when: (step, memory) => invokes(step, 'submitEndorsement')
        && !(memory.checked && step.event.type === 'CONFIRM' && sameData(memory.priced, step.next.context.changes)),
    }),
    payWhenReady<EndorsementSnapshot, { awaiting: boolean }>({
      id: 'pay-only-an-endorsement-order',
      description: 'pay is entered only for the endorsement order a submit left awaiting payment (payment returns excepted), and pays that order',
      memory: {
        initial: { awaiting: false },
        update: (memory, step) => (isActorResult(step.event, 'submitEndorsement', 'done')
          ? { awaiting: (outputOf(step.event) as { status: string; endtOrderId: string | null }).endtOrderId !== null }
          : memory),
      },
      ready: (memory) => memory.awaiting,
      order: (step) => step.next.context.result?.endtOrderId ?? step.next.context.paymentReturn?.endtOrderId,
    }),
    {
      kind: 'never',
      id: 'applied-only-when-submitted-free',
      description: 'the applied result is shown only when endt.submit answered that the change was applied',
      when: (step) => enters(step, 'applied')
        && !(isActorResult(step.event, 'submitEndorsement', 'done') && (outputOf(step.event) as { status: string }).status === 'applied'),
    },
    {
      kind: 'never',
      id: 'check-sends-page-kind',
      description: 'endt.check is asked about the policy for a kind of change the page offers (vehicle only on vehicleEndt; contact or name on endorsement)',
      when: (step) => {
        if (!invokes(step, 'checkEndorsement')) return false;
        const { b2cOrderId, endtType } = invokedInput(step, 'checkEndorsement') as { b2cOrderId: string; endtType: string };
        const offered = step.next.context.kind === 'vehicle' ? ['vehicle'] : ['contact', 'name'];
        return b2cOrderId !== step.next.context.b2cOrderId || !offered.includes(endtType);
      },
    },
    {
      kind: 'never',
      id: 'premium-for-entered-changes',
      description: 'endt.premiumCalc and endt.submit are sent every change entered, for the kind checked',
      when: (step) => ['endorsementPremium', 'submitEndorsement'].some((actor) => invokes(step, actor)
        && !sameData(invokedInput(step, actor), { b2cOrderId: step.next.context.b2cOrderId, endtType: step.next.context.endtType, changes: step.next.context.changes })),
    },
    {
      kind: 'never',
      id: 'failed-premium-keeps-changes',
      description: 'a refused premium calculation (field not endorsable, invalid value) keeps the user on the form with the changes entered',
      when: (step) => isActorResult(step.event, 'endorsementPremium', 'error')
        && (!isIn(step.next, 'editing') || !sameData(step.next.context.changes, step.prev.context.changes)),
    },
    ...paymentProperties,
  ],
});
