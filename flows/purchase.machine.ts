/**
 * The purchase lifecycle of one product (docs/spec/storefront-spec.md#car-order-flow, made generic): find or
 * start a draft, walk the product's wizard steps saving each, quote, optionally release and fix the
 * premium, pay, and confirm the payment when the payment page sends the browser back.
 *
 * Pure: actors are declared with placeholders that reject; the app attaches the real API calls with
 * `.provide({ actors })`, tests attach mocks, and the model checker runs the machine with no network.
 * Every invoke's `id` equals its actor name, so its results are the events
 * `xstate.done.actor.<name>` / `xstate.error.actor.<name>`.
 */
import { assign, setup, type StateMachine, type StateSchema, type StateValue } from 'xstate';
import { paymentSetup, paymentStates, PAYMENT_ACTORS } from './payment.states.js';
import { actorNotProvided, known, messageOf } from './placeholders.js';
import type { Draft, FormData, PayOrder, PurchaseInput, PurchaseProduct, Quotation } from './types.js';

/** The machine's id; state ids are `purchase.<path>`, targets `#purchase.<path>`. */
export const PURCHASE_MACHINE_ID = 'purchase';

/** What the flow knows; guards read `buyAgainFrom`, `paymentReturn` and `savedStep`. */
export interface PurchaseContext {
  productCode: string;
  b2cOrderId: string | null;
  formData: FormData;
  /** The step the server last saved; the wizard resumes after it. */
  savedStep: string | null;
  /** The draft found by checkUnfinished, offered to continue or discard. */
  unfinished: Draft | null;
  quotation: Quotation | null;
  /** The fixed premium of the premium step. */
  premium: Quotation | null;
  payment: PayOrder | null;
  /** Where the payment page sends the browser back to. */
  returnUrl: string | null;
  policyNo: string | null;
  /** The message of the last failed call, cleared when the next call starts (a payment: when the user pays again). */
  error: string | null;
  buyAgainFrom: string | null;
  clearAnswers: boolean;
  paymentReturn: { b2cOrderId: string; payResult: 'success' | 'fail' } | null;
}

/** What the screens send. */
export type PurchaseEvent =
  | { type: 'START' }
  | { type: 'CONTINUE' }
  | { type: 'DISCARD' }
  | { type: 'EDIT'; formData: FormData }
  | { type: 'NEXT'; formData: FormData }
  | { type: 'BACK' }
  /** From an underwriting refusal: back to the step of the answer that refused the order. */
  | { type: 'CHANGE'; stepId: string }
  | { type: 'PAY'; returnUrl: string }
  | { type: 'RETRY_PAY'; returnUrl: string }
  /** The order's coupon was applied or removed on the quote: its price is fixed again, the quotation kept. */
  | { type: 'COUPON_CHANGED' }
  | { type: 'RETRY' };

/** The product's definition also fits: its flow options sit under `flow`. */
export interface PurchaseProductDefinition {
  code: string;
  steps: readonly { id: string; kind: 'form' | 'review' }[];
  flow: { releaseCheck: boolean; premiumStep: boolean };
}

/** Every actor the app must provide, by name (the invoke ids are the same). */
export const PURCHASE_ACTORS = [
  'checkUnfinished', 'init', 'loadDraft', 'buyAgain', 'deleteTemp', 'saveStep', 'quote', 'release', 'premium', ...PAYMENT_ACTORS,
] as const;
export type PurchaseActorName = (typeof PURCHASE_ACTORS)[number];

function orderIdOf(context: PurchaseContext): string {
  return known(PURCHASE_MACHINE_ID, context.b2cOrderId, 'b2cOrderId');
}

const payment = paymentSetup<{ status: string; policyNo: string | null }>(PURCHASE_MACHINE_ID);

const purchaseSetup = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
  },
  actors: {
    checkUnfinished: actorNotProvided<Draft | null, { productCode: string }>(PURCHASE_MACHINE_ID, 'checkUnfinished'),
    init: actorNotProvided<Draft, { productCode: string }>(PURCHASE_MACHINE_ID, 'init'),
    loadDraft: actorNotProvided<Draft, { productCode: string; b2cOrderId: string }>(PURCHASE_MACHINE_ID, 'loadDraft'),
    buyAgain: actorNotProvided<Draft, { b2cOrderId: string; clearAnswers: boolean }>(PURCHASE_MACHINE_ID, 'buyAgain'),
    deleteTemp: actorNotProvided<unknown, { productCode: string; b2cOrderId: string }>(PURCHASE_MACHINE_ID, 'deleteTemp'),
    saveStep: actorNotProvided<Draft, { productCode: string; b2cOrderId: string; step: string; formData: FormData }>(PURCHASE_MACHINE_ID, 'saveStep'),
    quote: actorNotProvided<Quotation, { productCode: string; b2cOrderId: string }>(PURCHASE_MACHINE_ID, 'quote'),
    release: actorNotProvided<{ released: boolean }, { productCode: string; b2cOrderId: string }>(PURCHASE_MACHINE_ID, 'release'),
    premium: actorNotProvided<Quotation, { productCode: string; b2cOrderId: string }>(PURCHASE_MACHINE_ID, 'premium'),
    ...payment.actors,
  },
  guards: {
    ...payment.guards,
    buyingAgain: ({ context }) => context.buyAgainFrom !== null,
    savedStepIn: ({ context }, params: { stepIds: readonly string[] }) =>
      context.savedStep !== null && params.stepIds.includes(context.savedStep),
  },
  actions: {
    clearError: assign({ error: null }),
  },
});

/** The config of one state node of the purchase machine. */
type PurchaseStateConfig = Parameters<typeof purchaseSetup.createStateConfig>[0];

/** The whole machine config; its state names depend on the product, so it is typed wide. */
type PurchaseMachineConfig = Parameters<typeof purchaseSetup.createMachine>[0];

/**
 * A machine type whose snapshots take any state value: the states depend on the product (its steps,
 * its optional release and premium states), so no literal state type could describe them all.
 */
type WithAnyStateValue<M> = M extends StateMachine<
  infer TContext, infer TEvent, infer TChildren, infer TActor, infer TAction, infer TGuard, infer TDelay,
  infer _TStateValue, infer TTag, infer TInput, infer TOutput, infer TEmitted, infer TMeta, infer _TStateSchema, infer TTransitionMeta
>
  ? StateMachine<TContext, TEvent, TChildren, TActor, TAction, TGuard, TDelay, StateValue, TTag, TInput, TOutput, TEmitted, TMeta, StateSchema, TTransitionMeta>
  : never;

const STEP_STATE_PREFIX = 'step_';

/** Wizard-step child states of `draft` are named after the step: `step_<id>`. */
export function purchaseStepStateId(stepId: string): string {
  return `${STEP_STATE_PREFIX}${stepId}`;
}

/**
 * The id of the wizard step a snapshot of the purchase machine is in, or null outside the wizard
 * (and while it is still routing to the resumed step). Screens render the form of this step.
 */
export function currentStep(snapshot: { value: unknown }): string | null {
  const value = snapshot.value;
  if (typeof value !== 'object' || value === null || !('draft' in value)) return null;
  const draft = (value as { draft: unknown }).draft;
  if (typeof draft !== 'object' || draft === null) return null;
  const [stateKey] = Object.keys(draft);
  return stateKey !== undefined && stateKey.startsWith(STEP_STATE_PREFIX) ? stateKey.slice(STEP_STATE_PREFIX.length) : null;
}

/** Loaded, created and copied drafts all set the order the same way. */
function draftFields(draft: Draft): Pick<PurchaseContext, 'b2cOrderId' | 'formData' | 'savedStep'> {
  return { b2cOrderId: draft.b2cOrderId, formData: draft.formData, savedStep: draft.step };
}

/**
 * Builds the purchase machine of one product: one wizard state per product step, and the release
 * and premium states only when the product asks for them, so every state of the result is reachable.
 */
export function createPurchaseMachine(product: PurchaseProduct | PurchaseProductDefinition) {
  const { releaseCheck, premiumStep } = 'flow' in product ? product.flow : product;
  const stepIds = product.steps.map((step) => step.id);
  const firstStep = stepIds[0];
  const lastStep = stepIds[stepIds.length - 1];
  if (firstStep === undefined || lastStep === undefined) throw new Error(`${product.code}: a purchase needs at least one step`);

  const editing = (stepId: string): string => `#${PURCHASE_MACHINE_ID}.draft.${purchaseStepStateId(stepId)}.editing`;
  const afterRelease = premiumStep ? `#${PURCHASE_MACHINE_ID}.pricing` : `#${PURCHASE_MACHINE_ID}.readyToPay`;
  const afterQuote = releaseCheck ? `#${PURCHASE_MACHINE_ID}.releasing` : afterRelease;
  const backToLastStep = { target: editing(lastStep) };

  const stepStates = Object.fromEntries(stepIds.map((stepId, index) => {
    const previous = stepIds[index - 1];
    const next = stepIds[index + 1];
    const config = purchaseSetup.createStateConfig({
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: { actions: assign(({ context, event }) => ({ formData: { ...context.formData, ...event.formData } })) },
            NEXT: {
              target: 'saving',
              actions: assign(({ context, event }) => ({ formData: { ...context.formData, ...event.formData } })),
            },
            ...(previous === undefined ? {} : { BACK: { target: editing(previous) } }),
          },
        },
        saving: {
          entry: 'clearError',
          invoke: {
            id: 'saveStep',
            src: 'saveStep',
            input: ({ context }) => ({ productCode: context.productCode, b2cOrderId: orderIdOf(context), step: stepId, formData: context.formData }),
            onDone: {
              target: next === undefined ? `#${PURCHASE_MACHINE_ID}.quoting` : editing(next),
              actions: assign(({ event }) => ({ savedStep: event.output.step ?? stepId })),
            },
            onError: { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        },
      },
    });
    return [purchaseStepStateId(stepId), config];
  }));

  // Resume on the step after the saved one, on the last step when it was the one saved, else on the first.
  const resumeRoutes = stepIds.flatMap((stepId, index) => {
    const previous = stepIds[index - 1];
    if (previous === undefined) return [];
    const savedBefore = stepId === lastStep ? [previous, stepId] : [previous];
    return [{ guard: { type: 'savedStepIn' as const, params: { stepIds: savedBefore } }, target: purchaseStepStateId(stepId) }];
  });

  const releaseStates: Record<string, PurchaseStateConfig> = releaseCheck
    ? {
        releasing: purchaseSetup.createStateConfig({
          entry: 'clearError',
          invoke: {
            id: 'release',
            src: 'release',
            input: ({ context }) => ({ productCode: context.productCode, b2cOrderId: orderIdOf(context) }),
            onDone: [
              { guard: ({ event }) => event.output.released, target: afterRelease },
              { target: `#${PURCHASE_MACHINE_ID}.releaseRefused` },
            ],
            onError: { target: editing(lastStep), actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        }),
        releaseRefused: purchaseSetup.createStateConfig({
          on: {
            BACK: backToLastStep,
            CHANGE: stepIds.map((stepId) => ({ guard: ({ event }: { event: PurchaseEvent }) => event.type === 'CHANGE' && event.stepId === stepId, target: editing(stepId) })),
          },
        }),
      }
    : {};

  const premiumStates: Record<string, PurchaseStateConfig> = premiumStep
    ? {
        pricing: purchaseSetup.createStateConfig({
          entry: 'clearError',
          invoke: {
            id: 'premium',
            src: 'premium',
            input: ({ context }) => ({ productCode: context.productCode, b2cOrderId: orderIdOf(context) }),
            onDone: { target: `#${PURCHASE_MACHINE_ID}.readyToPay`, actions: assign(({ event }) => ({ premium: event.output })) },
            onError: { target: editing(lastStep), actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        }),
      }
    : {};

  const config: PurchaseMachineConfig = {
    id: PURCHASE_MACHINE_ID,
    initial: 'idle',
    context: ({ input }) => ({
      productCode: input.productCode,
      b2cOrderId: input.paymentReturn?.b2cOrderId ?? null,
      formData: {},
      savedStep: null,
      unfinished: null,
      quotation: null,
      premium: null,
      payment: null,
      returnUrl: null,
      policyNo: null,
      error: null,
      buyAgainFrom: input.buyAgainFrom ?? null,
      clearAnswers: input.clearAnswers ?? false,
      paymentReturn: input.paymentReturn ?? null,
    }),
    states: {
      idle: {
        on: {
          START: [
            { guard: 'buyingAgain', target: 'buyingAgain' },
            { guard: 'returningFromPayment', target: 'confirmingPayment' },
            { target: 'checkingUnfinished' },
          ],
        },
      },
      checkingUnfinished: {
        entry: 'clearError',
        invoke: {
          id: 'checkUnfinished',
          src: 'checkUnfinished',
          input: ({ context }) => ({ productCode: context.productCode }),
          onDone: [
            { guard: ({ event }) => event.output !== null, target: 'unfinishedFound', actions: assign(({ event }) => ({ unfinished: event.output })) },
            { target: 'initialising' },
          ],
          onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      unfinishedFound: {
        on: {
          CONTINUE: { target: 'loadingDraft', actions: assign(({ context }) => ({ b2cOrderId: context.unfinished?.b2cOrderId ?? null })) },
          DISCARD: { target: 'deletingTemp', actions: assign(({ context }) => ({ b2cOrderId: context.unfinished?.b2cOrderId ?? null })) },
        },
      },
      loadingDraft: {
        entry: 'clearError',
        invoke: {
          id: 'loadDraft',
          src: 'loadDraft',
          input: ({ context }) => ({ productCode: context.productCode, b2cOrderId: orderIdOf(context) }),
          onDone: { target: 'draft', actions: assign(({ event }) => draftFields(event.output)) },
          onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      deletingTemp: {
        entry: 'clearError',
        invoke: {
          id: 'deleteTemp',
          src: 'deleteTemp',
          input: ({ context }) => ({ productCode: context.productCode, b2cOrderId: orderIdOf(context) }),
          onDone: { target: 'initialising', actions: assign({ b2cOrderId: null, unfinished: null }) },
          onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      buyingAgain: {
        entry: 'clearError',
        invoke: {
          id: 'buyAgain',
          src: 'buyAgain',
          input: ({ context }) => ({ b2cOrderId: known(PURCHASE_MACHINE_ID, context.buyAgainFrom, 'buyAgainFrom'), clearAnswers: context.clearAnswers }),
          onDone: { target: 'draft', actions: assign(({ event }) => draftFields(event.output)) },
          onError: { target: 'stopped', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      initialising: {
        entry: 'clearError',
        invoke: {
          id: 'init',
          src: 'init',
          input: ({ context }) => ({ productCode: context.productCode }),
          onDone: { target: 'draft', actions: assign(({ event }) => draftFields(event.output)) },
          onError: { target: 'stopped', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      // docs/spec/storefront-spec.md#car-order-flow: a failed init or buy-again returns false and the flow stops.
      stopped: { type: 'final' },
      draft: {
        initial: 'resuming',
        states: {
          resuming: { always: [...resumeRoutes, { target: purchaseStepStateId(firstStep) }] },
          ...stepStates,
        },
      },
      quoting: {
        entry: 'clearError',
        invoke: {
          id: 'quote',
          src: 'quote',
          input: ({ context }) => ({ productCode: context.productCode, b2cOrderId: orderIdOf(context) }),
          onDone: { target: afterQuote, actions: assign(({ event }) => ({ quotation: event.output })) },
          onError: { target: editing(lastStep), actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      ...releaseStates,
      ...premiumStates,
      ...paymentStates<PurchaseContext, PurchaseStateConfig>({
        machineId: PURCHASE_MACHINE_ID,
        orderId: orderIdOf,
        onPaid: (confirmation) => ({ policyNo: confirmation.policyNo ?? null }),
        readyToPay: {
          on: {
            BACK: backToLastStep,
            // The discount is part of the fixed premium: priced again where the product fixes one, nothing re-quoted.
            ...(premiumStep ? { COUPON_CHANGED: { target: `#${PURCHASE_MACHINE_ID}.pricing` } } : {}),
          },
        },
      }),
      failed: {
        on: { RETRY: { target: 'checkingUnfinished' } },
      },
    },
  };
  return purchaseSetup.createMachine(config) as WithAnyStateValue<ReturnType<typeof purchaseSetup.createMachine<PurchaseMachineConfig>>>;
}

/** The machine of one product. */
export type PurchaseMachine = ReturnType<typeof createPurchaseMachine>;
