/**
 * What the model checker proves of the payment sub-flow (./payment.states.ts) in every machine that
 * pays (purchase, renewal, endorsement), written once: the samples its calls answer with, the events
 * its screens send, and its properties. Each machine's model spreads them in; a machine only says
 * what makes it ready to pay and which order it pays.
 */
import {
  enters, invokedInput, invokes, isActorResult, neverProperty, outputOf,
  type FlowStep, type NeverProperty, type PathMemory,
} from './flow-model.js';
import { sample } from './model-samples.js';
import type { PaymentContext } from './payment.states.js';
import type { AnyMachineSnapshot } from 'xstate';

/** The pay call's answer, for every machine's `actors`. */
export const paymentSamples = { pay: { outputs: [sample.payOrder] } } as const;

/** The pay screens' events, for every machine's `events`. */
export const paymentEvents = [{ type: 'PAY', returnUrl: '/pages/order/paid' }, { type: 'RETRY_PAY', returnUrl: '/pages/order/paid' }] as const;

/** The gateway's two verdicts on a payment, for every machine's `confirmPayment` outputs. */
export const confirmations = [{ status: 'paid', policyNo: 'POL-2' }, { status: 'failed', policyNo: null }] as const;

/** A snapshot of a machine that pays: its context has the payment fields. */
type PayingSnapshot = AnyMachineSnapshot & { context: PaymentContext };

/** `paid` is entered only when the gateway confirms the payment. */
export const paidOnlyWhenConfirmed = {
  kind: 'never',
  id: 'paid-only-when-confirmed',
  description: 'the paid state is entered only when the gateway confirms the order as paid',
  when: (step: FlowStep) => enters(step, 'paid')
    && !(isActorResult(step.event, 'confirmPayment', 'done') && (outputOf(step.event) as { status: string }).status === 'paid'),
} as const;

/** A pay call is a user's PAY or RETRY_PAY, sent where it asked to come back to, with the last attempt's error gone. */
export const payAttemptAsAsked = {
  kind: 'never',
  id: 'pay-attempt-as-asked',
  description: 'the pay call starts only on the user\'s PAY or RETRY_PAY, carries the return address that event asked for, and the last attempt\'s error is cleared',
  when: (step: FlowStep<PayingSnapshot>) => {
    if (!invokes(step, 'pay')) return false;
    const asked = step.event.type === 'PAY' || step.event.type === 'RETRY_PAY' ? (step.event as { returnUrl?: string }).returnUrl : undefined;
    return asked === undefined || (invokedInput(step, 'pay') as { returnUrl: string }).returnUrl !== asked || step.next.context.error !== null;
  },
} as const;

/** What a machine says about its way to the pay screen. */
export interface PayWhenReadyOptions<TSnapshot extends PayingSnapshot, TMemory> {
  id: string;
  description: string;
  /** What the path has done since the price last went stale. */
  memory: PathMemory<TSnapshot, TMemory>;
  /** Whether the path has priced what is paid (the machine's quote, release, premium). */
  ready: (memory: TMemory, step: FlowStep<TSnapshot>) => boolean;
  /** The order this flow pays (its own order, never the policy or another one). */
  order: (step: FlowStep<TSnapshot>) => string | null | undefined;
}

/**
 * No pay call without a price: `paying` is entered only once the path is ready (payment returns
 * excepted: back from the payment page the order was priced before it left), and every pay call is
 * for the flow's own order.
 */
export function payWhenReady<TSnapshot extends PayingSnapshot, TMemory>(
  options: PayWhenReadyOptions<TSnapshot, TMemory>,
): NeverProperty<TSnapshot, never> {
  return neverProperty<TSnapshot, TMemory>({
    id: options.id,
    description: options.description,
    memory: options.memory,
    when: (step, memory) => {
      if (!enters(step, 'paying')) return false;
      if ((invokedInput(step, 'pay') as { b2cOrderId: string }).b2cOrderId !== options.order(step)) return true;
      return (step.next.context.paymentReturn ?? null) === null && !options.ready(memory, step);
    },
  });
}

/** The properties every paying machine has besides its own `payWhenReady`. */
export const paymentProperties = [paidOnlyWhenConfirmed, payAttemptAsAsked] as const;
