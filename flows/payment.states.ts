/**
 * The payment sub-flow every paid lifecycle ends with (purchase, renewal, endorsement), written once:
 * `readyToPay` --PAY--> `paying` (the pay call) --> `redirecting` (the app sends the browser to the
 * payment page); back from that page the machine starts in `confirmingPayment`, which enters `paid` only
 * when the gateway confirms the order paid, else `payFailed`, where RETRY_PAY pays again.
 *
 * The states keep these names in every machine: the pages and the model check's properties read them.
 * Each machine says which order it pays and what a confirmation stores; the rest is the same:
 * - a new attempt (PAY, RETRY_PAY) clears the previous attempt's error as it records the return address;
 * - the pay call sends the address the user's PAY carried, and a call reached without one is a bug
 *   reported by name, never a payment page that returns nowhere;
 * - a failed pay call keeps the user on the pay screen, or on the retry screen after a payment return
 *   (the wizard's answers were never loaded then).
 */
import { assign, setup } from 'xstate';
import { actorNotProvided, known, messageOf } from './placeholders.js';
import type { PayOrder } from './types.js';

/** The context fields the payment states read and write; each paid machine's context has them. */
export interface PaymentContext {
  /** The pay call's answer: where the app sends the browser. */
  payment: PayOrder | null;
  /** Where the payment page sends the browser back to. */
  returnUrl: string | null;
  /** The message of the last failed call. */
  error: string | null;
  /** Set when the machine starts back from the payment page. */
  paymentReturn?: object | null;
}

/** What the pay screens send. */
export type PaymentEvent = { type: 'PAY'; returnUrl: string } | { type: 'RETRY_PAY'; returnUrl: string };

/** The gateway's verdict on a payment (confirmPayment's answer). */
export interface PaymentConfirmation {
  status: string;
  /** The policy the payment issued, when it issues one. */
  policyNo?: string | null;
}

/** The two calls of the sub-flow, by the names the machines' invoke ids and the app's `.provide()` use. */
export const PAYMENT_ACTORS = ['pay', 'confirmPayment'] as const;

/** The states the sub-flow adds to a machine (`readyToPay` merged with the machine's own transitions). */
export type PaymentStateName = 'readyToPay' | 'paying' | 'redirecting' | 'confirmingPayment' | 'paid' | 'payFailed';

/**
 * One payment state in the machine's config type, without child states: xstate types a state whose
 * config may have children as a compound one, and the snapshots' state values would lose these names.
 */
export type PaymentStateNode<TStateConfig> = Omit<TStateConfig, 'states' | 'initial'>;

/** What a machine tells the payment states about itself. */
export interface PaymentStatesOptions<TContext extends PaymentContext, TStateConfig> {
  /** The machine's id, for the message of a call reached without a value it needs. */
  machineId: string;
  /** The order the pay and confirm calls are about. */
  orderId: (context: TContext) => string;
  /** What a confirmed payment stores besides entering `paid` (the issued policy's number). */
  onPaid?: (confirmation: PaymentConfirmation) => Partial<TContext>;
  /** The machine's own `readyToPay` (its way back, a coupon): PAY is added to its transitions. */
  readyToPay: TStateConfig;
}

/**
 * The declarations the payment states need in a machine's `setup()`: the two actors (placeholders the
 * app replaces with `.provide()`) and the payment-return guard. Spread them into the machine's own.
 * `TConfirmation` is what the machine's app confirms with (with the policy number where it issues one).
 */
export function paymentSetup<TConfirmation extends PaymentConfirmation = PaymentConfirmation>(machineId: string) {
  return {
    actors: {
      pay: actorNotProvided<PayOrder, { b2cOrderId: string; returnUrl: string }>(machineId, 'pay'),
      confirmPayment: actorNotProvided<TConfirmation, { b2cOrderId: string }>(machineId, 'confirmPayment'),
    },
    guards: {
      returningFromPayment: ({ context }: { context: PaymentContext }) => (context.paymentReturn ?? null) !== null,
    },
  };
}

/** The setup the payment states are checked against: the parts every paid machine's setup shares. */
const paymentTypes = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent },
  ...paymentSetup('payment'),
});

/**
 * The payment states of a machine: spread them into its `states`. `TStateConfig` is the machine's
 * state config type (`Parameters<typeof machineSetup.createStateConfig>[0]`). The states are checked
 * here against the shared parts (PaymentContext, PaymentEvent, the pay and confirm actors, the
 * payment-return guard); xstate cannot check one config against several machines' setups, so they are
 * handed over as the machine's type, which holds because its context, events and setup include those
 * parts (the constraint on TContext, and `paymentSetup` spread into its setup).
 */
export function paymentStates<TContext extends PaymentContext, TStateConfig extends { on?: object }>(
  options: PaymentStatesOptions<TContext, TStateConfig>,
): Record<PaymentStateName, PaymentStateNode<TStateConfig>> {
  // The machine's context is a TContext: the states only see it through the fields they share.
  const orderId = (context: PaymentContext) => options.orderId(context as TContext);
  const onPaid = options.onPaid ?? (() => ({}));
  const returnUrlOf = (context: PaymentContext) => known(options.machineId, context.returnUrl, 'returnUrl');
  const pay = paymentTypes.createStateConfig({
    // A new attempt: the return address it carries, and no error left from the last attempt.
    on: { PAY: { target: 'paying', actions: assign(({ event }) => ({ returnUrl: event.returnUrl, error: null })) } },
  });
  const states = {
    readyToPay: { ...options.readyToPay, on: { ...pay.on, ...options.readyToPay.on } },
    paying: paymentTypes.createStateConfig({
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ b2cOrderId: orderId(context), returnUrl: returnUrlOf(context) }),
        onDone: { target: 'redirecting', actions: assign(({ event }) => ({ payment: event.output })) },
        onError: [
          { guard: 'returningFromPayment', target: 'payFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          { target: 'readyToPay', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        ],
      },
    }),
    // The app sends the browser to context.payment.payUrl.
    redirecting: { type: 'final' },
    confirmingPayment: paymentTypes.createStateConfig({
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ b2cOrderId: orderId(context) }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'paid', target: 'paid', actions: assign(({ event }) => onPaid(event.output)) },
          { target: 'payFailed' },
        ],
        onError: { target: 'payFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
      },
    }),
    // The paid page: the gateway confirmed the order paid.
    paid: { type: 'final' },
    payFailed: paymentTypes.createStateConfig({
      on: { RETRY_PAY: { target: 'paying', actions: assign(({ event }) => ({ returnUrl: event.returnUrl, error: null })) } },
    }),
  };
  return states as unknown as Record<PaymentStateName, PaymentStateNode<TStateConfig>>;
}
