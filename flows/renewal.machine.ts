/**
 * Renewing a policy (docs/spec/storefront-spec.md#2-screens-and-routes: order/renewalDetail/{code}, order/renewal/{code} and the renewal
 * paid pages): the renewal offer of the policy is loaded, the user reviews it and confirms it (with the
 * details that change for the new term), the renewal order is saved and its premium fixed, then paid,
 * and the payment page sends the browser back to the renewal paid page.
 *
 * Every product saves its renewal through POST /api/adapter/renewal/updateAndSaveMts (the gateway's one
 * renewal order call: "MTS: motor; the same call renews any product") and fixes the premium through
 * POST /api/adapter/renewal/premium_calc. A product on the MTS path (product.json renewal.motorCheck, by
 * default every product of the motor line) first asks POST /api/order/renewal/haveMts whether the policy is among the caller's renewable motor
 * policies; the haveMts states exist only in the motor machine, so every state of each machine is reachable.
 */
import { assign, setup } from 'xstate';
import { paymentSetup, paymentStates, PAYMENT_ACTORS } from './payment.states.js';
import { actorNotProvided, known, messageOf } from './placeholders.js';
import type { FormData, PayOrder, Quotation } from './types.js';

/** The machine's id; state paths are relative to it. */
export const RENEWAL_MACHINE_ID = 'renewal';

/** What the renewal machine needs of a product (an engine ProductDefinition fits). */
export interface RenewalProduct {
  code: string;
  /** The product line; without `renewal`, `motor` renews through the MTS path (haveMts first). */
  line?: string;
  /**
   * product.json `renewal`: `motorCheck` says whether the product renews through the MTS path; `offered` false, that
   * its policies are not renewed at all (a cover of one trip).
   */
  renewal?: { motorCheck?: boolean; offered?: boolean };
}

/** Whether a product renews through the MTS path (haveMts before the offer): as its data says, else by its line. */
export function usesMtsPath(product: RenewalProduct): boolean {
  return product.renewal?.motorCheck ?? product.line === 'motor';
}

/** The renewal offer of a policy, as the app maps it from the gateway. */
export interface RenewalDetail {
  /** False when the gateway refuses the renewal (already renewed, outside the window). */
  renewable: boolean;
  /** The localised reason of a refusal. */
  reason: string | null;
  /** The new term. */
  commDate: string | null;
  expiryDate: string | null;
  /** The offered premium at the product's current rates. */
  quotation: Quotation | null;
  /** The form copied from the policy for the new term. */
  formData: FormData;
}

/** How a renewal starts: the policy to renew (its order id), or back from the payment page. */
export interface RenewalInput {
  productCode: string;
  /** The b2cOrderId of the policy being renewed. */
  policyOrderId: string;
  /** The renewal order paid, and the payment page's verdict. */
  paymentReturn?: { b2cOrderId: string; payResult: 'success' | 'fail' };
}

/** What the renewal knows. */
export interface RenewalContext {
  productCode: string;
  policyOrderId: string;
  offer: RenewalDetail | null;
  /** The top-level form fields the user changed for the new term. */
  formData: FormData;
  /** The renewal order, once saved (or the one paid, on a payment return). */
  renewalOrderId: string | null;
  premium: Quotation | null;
  payment: PayOrder | null;
  returnUrl: string | null;
  /** The renewed policy's number once paid. */
  renewedPolicyNo: string | null;
  paymentReturn: RenewalInput['paymentReturn'] | null;
  error: string | null;
}

/** What the renewal screens send. */
export type RenewalEvent =
  | { type: 'START' }
  | { type: 'EDIT'; formData: FormData }
  | { type: 'CONFIRM'; formData: FormData }
  | { type: 'BACK' }
  | { type: 'PAY'; returnUrl: string }
  | { type: 'RETRY_PAY'; returnUrl: string }
  | { type: 'RETRY' };

/** Every actor the app must provide, by name (the invoke ids are the same); haveMts only for motor. */
export const RENEWAL_ACTORS = ['haveMts', 'loadDetail', 'save', 'premium', ...PAYMENT_ACTORS] as const;

function renewalOrderIdOf(context: RenewalContext): string {
  return known(RENEWAL_MACHINE_ID, context.renewalOrderId, 'renewalOrderId');
}

const payment = paymentSetup<{ status: string; policyNo: string | null }>(RENEWAL_MACHINE_ID);

const renewalSetup = setup({
  types: {
    context: {} as RenewalContext,
    events: {} as RenewalEvent,
    input: {} as RenewalInput,
  },
  actors: {
    haveMts: actorNotProvided<{ haveMts: boolean }, { policyOrderId: string }>(RENEWAL_MACHINE_ID, 'haveMts'),
    loadDetail: actorNotProvided<RenewalDetail, { productCode: string; policyOrderId: string }>(RENEWAL_MACHINE_ID, 'loadDetail'),
    save: actorNotProvided<{ b2cOrderId: string }, { policyOrderId: string; formData: FormData }>(RENEWAL_MACHINE_ID, 'save'),
    premium: actorNotProvided<Quotation, { b2cOrderId: string }>(RENEWAL_MACHINE_ID, 'premium'),
    ...payment.actors,
  },
  guards: payment.guards,
});

/** The config of one state node. */
type RenewalStateConfig = Parameters<typeof renewalSetup.createStateConfig>[0];

/** Builds the renewal machine of one product (motor gets the haveMts states). */
export function createRenewalMachine(product: RenewalProduct) {
  const mts = usesMtsPath(product);

  const mtsCheck: Record<string, RenewalStateConfig> = mts
    ? {
        checkingMts: renewalSetup.createStateConfig({
          invoke: {
            id: 'haveMts',
            src: 'haveMts',
            input: ({ context }) => ({ policyOrderId: context.policyOrderId }),
            onDone: [{ guard: ({ event }) => event.output.haveMts, target: 'loadingDetail' }, { target: 'nothingToRenew' }],
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        }),
        nothingToRenew: { type: 'final' },
      }
    : {};

  return renewalSetup.createMachine({
    id: RENEWAL_MACHINE_ID,
    initial: 'idle',
    context: ({ input }) => ({
      productCode: input.productCode,
      policyOrderId: input.policyOrderId,
      offer: null,
      formData: {},
      renewalOrderId: input.paymentReturn?.b2cOrderId ?? null,
      premium: null,
      payment: null,
      returnUrl: null,
      renewedPolicyNo: null,
      paymentReturn: input.paymentReturn ?? null,
      error: null,
    }),
    states: {
      idle: { on: { START: 'routing' } },
      routing: {
        always: [
          { guard: 'returningFromPayment', target: 'confirmingPayment' },
          { target: mts ? 'checkingMts' : 'loadingDetail' },
        ],
      },
      ...mtsCheck,
      loadingDetail: {
        invoke: {
          id: 'loadDetail',
          src: 'loadDetail',
          input: ({ context }) => ({ productCode: context.productCode, policyOrderId: context.policyOrderId }),
          onDone: [
            {
              guard: ({ event }) => event.output.renewable,
              target: 'reviewing',
              actions: assign(({ event }) => ({ offer: event.output, formData: {}, error: null })),
            },
            { target: 'notRenewable', actions: assign(({ event }) => ({ offer: event.output })) },
          ],
          onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      notRenewable: { type: 'final' },
      // The renewal order page: the offer, with the details that may change for the new term.
      reviewing: {
        on: {
          EDIT: { actions: assign(({ context, event }) => ({ formData: { ...context.formData, ...event.formData } })) },
          CONFIRM: {
            target: 'saving',
            actions: assign(({ context, event }) => ({ formData: { ...context.formData, ...event.formData }, premium: null, error: null })),
          },
        },
      },
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ policyOrderId: context.policyOrderId, formData: context.formData }),
          onDone: { target: 'pricing', actions: assign(({ event }) => ({ renewalOrderId: event.output.b2cOrderId })) },
          onError: { target: 'reviewing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      pricing: {
        invoke: {
          id: 'premium',
          src: 'premium',
          input: ({ context }) => ({ b2cOrderId: renewalOrderIdOf(context) }),
          onDone: { target: 'readyToPay', actions: assign(({ event }) => ({ premium: event.output })) },
          onError: { target: 'reviewing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      // Paid, the renewal paid page shows the renewed policy's number.
      ...paymentStates<RenewalContext, RenewalStateConfig>({
        machineId: RENEWAL_MACHINE_ID,
        orderId: renewalOrderIdOf,
        onPaid: (confirmation) => ({ renewedPolicyNo: confirmation.policyNo ?? null }),
        readyToPay: { on: { BACK: 'reviewing' } },
      }),
      failed: { on: { RETRY: { target: 'routing', actions: assign({ error: null }) } } },
    },
  });
}

/** The renewal machine of one product. */
export type RenewalMachine = ReturnType<typeof createRenewalMachine>;
