/**
 * Changing a policy (spec section 2: myPolicy/endorsement, and myPolicy/vehicleEndt for a vehicle
 * change): the user enters the changes, POST /api/order/endt/check says whether they are allowed and
 * whether they cost a premium; a premium is calculated by POST /api/order/endt/premium_calc and paid
 * like an order; changes without a premium are accepted by the check itself.
 */
import { assign, setup } from 'xstate';
import { actorNotProvided, messageOf } from './placeholders.js';
import type { FormData, PayOrder, Quotation } from './types.js';

/** The machine's id; state paths are relative to it. */
export const ENDORSEMENT_MACHINE_ID = 'endorsement';

/** Which endorsement page: a general change or a vehicle change. */
export type EndorsementKind = 'general' | 'vehicle';

/** POST /api/order/endt/check's answer. */
export interface EndorsementCheck {
  allowed: boolean;
  premiumDue: boolean;
  /** The endorsement order, when allowed. */
  endtNo: string | null;
  /** Why the change is refused, for the screen. */
  reason: string | null;
}

/** How an endorsement starts: the policy, the page, or back from the payment page. */
export interface EndorsementInput {
  policyNo: string;
  kind: EndorsementKind;
  paymentReturn?: { endtNo: string; payResult: 'success' | 'fail' };
}

/** What the endorsement knows. */
export interface EndorsementContext {
  policyNo: string;
  kind: EndorsementKind;
  changes: FormData;
  check: EndorsementCheck | null;
  premium: Quotation | null;
  payment: PayOrder | null;
  returnUrl: string | null;
  paymentReturn: EndorsementInput['paymentReturn'] | null;
  error: string | null;
}

/** What the endorsement screens send. */
export type EndorsementEvent =
  | { type: 'EDIT'; changes: FormData }
  | { type: 'SUBMIT'; changes: FormData }
  | { type: 'BACK' }
  | { type: 'PAY'; returnUrl: string }
  | { type: 'RETRY_PAY'; returnUrl: string };

/** Every actor the app must provide, by name (the invoke ids are the same). */
export const ENDORSEMENT_ACTORS = ['checkEndorsement', 'endorsementPremium', 'pay', 'confirmPayment'] as const;

function endtNoOf(context: EndorsementContext): string {
  const endtNo = context.check?.endtNo ?? context.paymentReturn?.endtNo ?? null;
  if (endtNo === null) throw new Error('endorsement flow: a call was reached without endtNo');
  return endtNo;
}

const endorsementSetup = setup({
  types: {
    context: {} as EndorsementContext,
    events: {} as EndorsementEvent,
    input: {} as EndorsementInput,
  },
  actors: {
    checkEndorsement: actorNotProvided<EndorsementCheck, { policyNo: string; kind: EndorsementKind; changes: FormData }>(ENDORSEMENT_MACHINE_ID, 'checkEndorsement'),
    endorsementPremium: actorNotProvided<Quotation, { policyNo: string; endtNo: string; changes: FormData }>(ENDORSEMENT_MACHINE_ID, 'endorsementPremium'),
    pay: actorNotProvided<PayOrder, { b2cOrderId: string; returnUrl: string }>(ENDORSEMENT_MACHINE_ID, 'pay'),
    confirmPayment: actorNotProvided<{ status: string }, { b2cOrderId: string }>(ENDORSEMENT_MACHINE_ID, 'confirmPayment'),
  },
  guards: {
    returningFromPayment: ({ context }) => context.paymentReturn !== null,
  },
});

/** The endorsement machine; start it with the policy and the page. */
export const endorsementMachine = endorsementSetup.createMachine({
  id: ENDORSEMENT_MACHINE_ID,
  initial: 'start',
  context: ({ input }) => ({
    policyNo: input.policyNo,
    kind: input.kind,
    changes: {},
    check: null,
    premium: null,
    payment: null,
    returnUrl: null,
    paymentReturn: input.paymentReturn ?? null,
    error: null,
  }),
  states: {
    start: {
      always: [{ guard: 'returningFromPayment', target: 'confirmingPayment' }, { target: 'editing' }],
    },
    editing: {
      on: {
        EDIT: { actions: assign(({ context, event }) => ({ changes: { ...context.changes, ...event.changes } })) },
        SUBMIT: {
          target: 'checking',
          actions: assign(({ context, event }) => ({ changes: { ...context.changes, ...event.changes }, check: null, premium: null, error: null })),
        },
      },
    },
    checking: {
      invoke: {
        id: 'checkEndorsement',
        src: 'checkEndorsement',
        input: ({ context }) => ({ policyNo: context.policyNo, kind: context.kind, changes: context.changes }),
        onDone: [
          { guard: ({ event }) => !event.output.allowed, target: 'refused', actions: assign(({ event }) => ({ check: event.output })) },
          { guard: ({ event }) => event.output.premiumDue, target: 'pricing', actions: assign(({ event }) => ({ check: event.output })) },
          { target: 'accepted', actions: assign(({ event }) => ({ check: event.output })) },
        ],
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    refused: { on: { BACK: 'editing' } },
    // Allowed and free: the check took the change.
    accepted: { type: 'final' },
    pricing: {
      invoke: {
        id: 'endorsementPremium',
        src: 'endorsementPremium',
        input: ({ context }) => ({ policyNo: context.policyNo, endtNo: endtNoOf(context), changes: context.changes }),
        onDone: { target: 'readyToPay', actions: assign(({ event }) => ({ premium: event.output })) },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    readyToPay: {
      on: {
        PAY: { target: 'paying', actions: assign(({ event }) => ({ returnUrl: event.returnUrl, error: null })) },
        BACK: 'editing',
      },
    },
    paying: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ b2cOrderId: endtNoOf(context), returnUrl: context.returnUrl ?? '' }),
        onDone: { target: 'redirecting', actions: assign(({ event }) => ({ payment: event.output })) },
        onError: [
          { guard: 'returningFromPayment', target: 'payFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          { target: 'readyToPay', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        ],
      },
    },
    // The app sends the browser to context.payment.payUrl.
    redirecting: { type: 'final' },
    confirmingPayment: {
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ b2cOrderId: endtNoOf(context) }),
        onDone: [{ guard: ({ event }) => event.output.status === 'paid', target: 'paid' }, { target: 'payFailed' }],
        onError: { target: 'payFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    },
    paid: { type: 'final' },
    payFailed: {
      on: { RETRY_PAY: { target: 'paying', actions: assign(({ event }) => ({ returnUrl: event.returnUrl, error: null })) } },
    },
  },
});

/** The endorsement machine's type. */
export type EndorsementMachine = typeof endorsementMachine;
