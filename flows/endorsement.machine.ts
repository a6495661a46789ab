/**
 * Changing a policy (docs/spec/storefront-spec.md#2-screens-and-routes: myPolicy/endorsement, and myPolicy/vehicleEndt for a vehicle
 * change), on the real rows: the user picks the kind of change (contact, name; vehicle on vehicleEndt),
 * POST /api/order/endt/check says whether the policy may take it and which fields it may change (with
 * their current values); the user edits them; POST /api/order/endt/premium_calc prices the changes (0
 * for contact); the user confirms; endt.submit applies a free change at once, or makes an endorsement
 * order that is paid like an order (pay.createPayOrder) and applied once the gateway confirms it paid.
 */
import { assign, setup } from 'xstate';
import { paymentSetup, paymentStates, PAYMENT_ACTORS } from './payment.states.js';
import { actorNotProvided, messageOf } from './placeholders.js';
import type { PayOrder } from './types.js';

/** The machine's id; state paths are relative to it. */
export const ENDORSEMENT_MACHINE_ID = 'endorsement';

/** Which endorsement page: a general change (contact, name) or a vehicle change. */
export type EndorsementKind = 'general' | 'vehicle';

/** The kinds of change (the endt rows' endtType). */
export type EndorsementType = 'contact' | 'name' | 'vehicle';

/** The kinds each page offers. */
export const ENDORSEMENT_TYPES_OF: Readonly<Record<EndorsementKind, readonly EndorsementType[]>> = {
  general: ['contact', 'name'],
  vehicle: ['vehicle'],
};

/**
 * A changed value as endt.premiumCalc and endt.submit take it: text, a number, or a phone (its area code and the
 * number under that key). The app's actors pass it to the typed client, so a drift from the contract fails there.
 */
export type EndorsementValue = string | number | { code: '853' | '852' | '86'; '853'?: string; '852'?: string; '86'?: string };

/** One changed field: a dotted path into the policy's form and its new value. */
export interface EndorsementChange {
  field: string;
  value: EndorsementValue;
}

/** endt.check's answer: the fields this kind may change, with their current values. */
export interface EndorsementCheck {
  fields: string[];
  currentValues: Record<string, unknown>;
  effectiveDate: string;
  expiryDate: string;
  remainingDays: number;
}

/** endt.premiumCalc's answer: the pro-rata difference (0 for contact, negative for a refund). */
export interface EndorsementPremium {
  premiumDifference: number;
  currency: string;
  oldPremium: number;
  newPremium: number;
  remainingDays: number;
  termDays: number;
  effectiveDate: string;
}

/** endt.submit's answer: applied at once, or awaiting the payment of endtOrderId. */
export interface EndorsementResult {
  endtNo: string;
  status: string;
  premiumDifference: number;
  currency: string;
  endtOrderId: string | null;
}

/** How an endorsement starts: the policy, the page, or back from the payment page with the endorsement order. */
export interface EndorsementInput {
  /** The policy's order id. */
  b2cOrderId: string;
  kind: EndorsementKind;
  paymentReturn?: { endtOrderId: string; payResult: 'success' | 'fail' };
}

/** What the endorsement knows. */
export interface EndorsementContext {
  b2cOrderId: string;
  kind: EndorsementKind;
  endtType: EndorsementType | null;
  check: EndorsementCheck | null;
  changes: EndorsementChange[];
  premium: EndorsementPremium | null;
  result: EndorsementResult | null;
  payment: PayOrder | null;
  returnUrl: string | null;
  paymentReturn: EndorsementInput['paymentReturn'] | null;
  error: string | null;
}

/** What the endorsement screens send. */
export type EndorsementEvent =
  | { type: 'CHOOSE'; endtType: EndorsementType }
  | { type: 'EDIT'; changes: EndorsementChange[] }
  | { type: 'SUBMIT'; changes: EndorsementChange[] }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'PAY'; returnUrl: string }
  | { type: 'RETRY_PAY'; returnUrl: string };

/** Every actor the app must provide, by name (the invoke ids are the same). */
export const ENDORSEMENT_ACTORS = ['checkEndorsement', 'endorsementPremium', 'submitEndorsement', ...PAYMENT_ACTORS] as const;

function endtTypeOf(context: EndorsementContext): EndorsementType {
  if (context.endtType === null) throw new Error('endorsement flow: a call was reached without a kind of change');
  return context.endtType;
}

function endtOrderIdOf(context: EndorsementContext): string {
  const id = context.result?.endtOrderId ?? context.paymentReturn?.endtOrderId ?? null;
  if (id === null) throw new Error('endorsement flow: payment reached without an endorsement order');
  return id;
}

const payment = paymentSetup<{ status: string }>(ENDORSEMENT_MACHINE_ID);

const endorsementSetup = setup({
  types: {
    context: {} as EndorsementContext,
    events: {} as EndorsementEvent,
    input: {} as EndorsementInput,
  },
  actors: {
    checkEndorsement: actorNotProvided<EndorsementCheck, { b2cOrderId: string; endtType: EndorsementType }>(ENDORSEMENT_MACHINE_ID, 'checkEndorsement'),
    endorsementPremium: actorNotProvided<EndorsementPremium, { b2cOrderId: string; endtType: EndorsementType; changes: EndorsementChange[] }>(ENDORSEMENT_MACHINE_ID, 'endorsementPremium'),
    submitEndorsement: actorNotProvided<EndorsementResult, { b2cOrderId: string; endtType: EndorsementType; changes: EndorsementChange[] }>(ENDORSEMENT_MACHINE_ID, 'submitEndorsement'),
    ...payment.actors,
  },
  guards: {
    ...payment.guards,
    vehiclePage: ({ context }) => context.kind === 'vehicle',
    generalPage: ({ context }) => context.kind === 'general',
    offeredHere: ({ context, event }) => event.type === 'CHOOSE' && ENDORSEMENT_TYPES_OF[context.kind].includes(event.endtType),
  },
});

/** The endorsement machine; start it with the policy and the page. */
export const endorsementMachine = endorsementSetup.createMachine({
  id: ENDORSEMENT_MACHINE_ID,
  initial: 'start',
  context: ({ input }) => ({
    b2cOrderId: input.b2cOrderId,
    kind: input.kind,
    endtType: null,
    check: null,
    changes: [],
    premium: null,
    result: null,
    payment: null,
    returnUrl: null,
    paymentReturn: input.paymentReturn ?? null,
    error: null,
  }),
  states: {
    start: {
      always: [
        { guard: 'returningFromPayment', target: 'confirmingPayment' },
        // The vehicle page has one kind of change: it is checked at once.
        { guard: 'vehiclePage', target: 'checking', actions: assign({ endtType: 'vehicle' as const }) },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: {
        CHOOSE: {
          guard: 'offeredHere',
          target: 'checking',
          actions: assign(({ event }) => ({ endtType: event.endtType, check: null, changes: [], premium: null, error: null })),
        },
      },
    },
    checking: {
      invoke: {
        id: 'checkEndorsement',
        src: 'checkEndorsement',
        input: ({ context }) => ({ b2cOrderId: context.b2cOrderId, endtType: endtTypeOf(context) }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ check: event.output })) },
        // Not paid, expired, a kind the product does not take, an endorsement being paid: the reason is shown.
        onError: { target: 'refused', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    refused: {
      on: {
        RETRY: { target: 'checking', actions: assign({ error: null }) },
        BACK: { guard: 'generalPage', target: 'choosing', actions: assign({ error: null }) },
      },
    },
    editing: {
      on: {
        EDIT: { actions: assign(({ event }) => ({ changes: event.changes })) },
        SUBMIT: { target: 'pricing', actions: assign(({ event }) => ({ changes: event.changes, premium: null, error: null })) },
        BACK: { guard: 'generalPage', target: 'choosing' },
      },
    },
    pricing: {
      invoke: {
        id: 'endorsementPremium',
        src: 'endorsementPremium',
        input: ({ context }) => ({ b2cOrderId: context.b2cOrderId, endtType: endtTypeOf(context), changes: context.changes }),
        onDone: { target: 'confirming', actions: assign(({ event }) => ({ premium: event.output })) },
        // A field this kind may not change, an invalid value: back to the form with every change kept.
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'submitting', actions: assign({ error: null }) },
        BACK: 'editing',
      },
    },
    submitting: {
      invoke: {
        id: 'submitEndorsement',
        src: 'submitEndorsement',
        input: ({ context }) => ({ b2cOrderId: context.b2cOrderId, endtType: endtTypeOf(context), changes: context.changes }),
        onDone: [
          { guard: ({ event }) => event.output.endtOrderId !== null && event.output.status === 'awaitingPayment', target: 'readyToPay', actions: assign(({ event }) => ({ result: event.output })) },
          { target: 'applied', actions: assign(({ event }) => ({ result: event.output })) },
        ],
        onError: { target: 'confirming', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    // Free (or a refund): the change is made to the policy.
    applied: { type: 'final' },
    // The endorsement order is paid: the gateway applied the change.
    ...paymentStates<EndorsementContext, Parameters<typeof endorsementSetup.createStateConfig>[0]>({
      machineId: ENDORSEMENT_MACHINE_ID,
      orderId: endtOrderIdOf,
      readyToPay: {},
    }),
  },
});

/** The endorsement machine's type. */
export type EndorsementMachine = typeof endorsementMachine;
