/**
 * Renewing a policy (spec section 2: order/renewalDetail/{code}, order/renewal/{code} and the renewal
 * paid pages): the renewal detail is loaded, the user reviews and confirms it, the premium is
 * calculated, then paid, and the payment page sends the browser back to the renewal paid page.
 *
 * MTS (spec section 7) first asks POST /api/order/renewal/haveMts whether there is an MTS policy to
 * renew, saves the confirmed renewal through POST /api/adapter/renewal/updateAndSaveMts and prices it
 * through POST /api/adapter/renewal/premium_calc; every other product prices through its own
 * POST /api/order/{product}/action/premium_calc. The MTS states exist only in the MTS machine, so every
 * state of each machine is reachable.
 */
import { assign, setup } from 'xstate';
import { actorNotProvided, messageOf } from './placeholders.js';
import type { FormData, PayOrder, Quotation } from './types.js';

/** The machine's id; state paths are relative to it. */
export const RENEWAL_MACHINE_ID = 'renewal';

/** The product whose renewal goes through the adapter's MTS endpoints. */
export const MTS_PRODUCT_CODE = 'MTS';

/** The renewal offer of a policy. */
export interface RenewalDetail {
  /** The renewal order. */
  b2cOrderId: string;
  renewable: boolean;
  formData: FormData;
}

/** How a renewal starts: the policy to renew, or back from the payment page. */
export interface RenewalInput {
  productCode: string;
  policyNo: string;
  paymentReturn?: { b2cOrderId: string; payResult: 'success' | 'fail' };
}

/** What the renewal knows. */
export interface RenewalContext {
  productCode: string;
  policyNo: string;
  b2cOrderId: string | null;
  formData: FormData;
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

/** Every actor the app must provide, by name (the invoke ids are the same); the MTS ones only for MTS. */
export const RENEWAL_ACTORS = ['haveMts', 'loadDetail', 'saveMts', 'mtsPremium', 'premium', 'pay', 'confirmPayment'] as const;

/** What the renewal machine needs of a product. */
export interface RenewalProduct {
  code: string;
}

function known<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`renewal flow: a call was reached without ${name}`);
  return value;
}

const renewalSetup = setup({
  types: {
    context: {} as RenewalContext,
    events: {} as RenewalEvent,
    input: {} as RenewalInput,
  },
  actors: {
    haveMts: actorNotProvided<{ haveMts: boolean }, { policyNo: string }>(RENEWAL_MACHINE_ID, 'haveMts'),
    loadDetail: actorNotProvided<RenewalDetail, { productCode: string; policyNo: string }>(RENEWAL_MACHINE_ID, 'loadDetail'),
    saveMts: actorNotProvided<unknown, { b2cOrderId: string; formData: FormData }>(RENEWAL_MACHINE_ID, 'saveMts'),
    mtsPremium: actorNotProvided<Quotation, { b2cOrderId: string }>(RENEWAL_MACHINE_ID, 'mtsPremium'),
    premium: actorNotProvided<Quotation, { productCode: string; b2cOrderId: string }>(RENEWAL_MACHINE_ID, 'premium'),
    pay: actorNotProvided<PayOrder, { b2cOrderId: string; returnUrl: string }>(RENEWAL_MACHINE_ID, 'pay'),
    confirmPayment: actorNotProvided<{ status: string; policyNo: string | null }, { b2cOrderId: string }>(RENEWAL_MACHINE_ID, 'confirmPayment'),
  },
  guards: {
    returningFromPayment: ({ context }) => context.paymentReturn !== null,
  },
});

/** The config of one state node. */
type RenewalStateConfig = Parameters<typeof renewalSetup.createStateConfig>[0];

/** Builds the renewal machine of one product (MTS gets its adapter states). */
export function createRenewalMachine(product: RenewalProduct) {
  const mts = product.code === MTS_PRODUCT_CODE;
  const pricingState = mts ? 'savingMts' : 'pricing';

  const priceThenPay: Record<string, RenewalStateConfig> = mts
    ? {
        savingMts: renewalSetup.createStateConfig({
          invoke: {
            id: 'saveMts',
            src: 'saveMts',
            input: ({ context }) => ({ b2cOrderId: known(context.b2cOrderId, 'b2cOrderId'), formData: context.formData }),
            onDone: { target: 'pricingMts' },
            onError: { target: 'reviewing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        }),
        pricingMts: renewalSetup.createStateConfig({
          invoke: {
            id: 'mtsPremium',
            src: 'mtsPremium',
            input: ({ context }) => ({ b2cOrderId: known(context.b2cOrderId, 'b2cOrderId') }),
            onDone: { target: 'readyToPay', actions: assign(({ event }) => ({ premium: event.output })) },
            onError: { target: 'reviewing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        }),
      }
    : {
        pricing: renewalSetup.createStateConfig({
          invoke: {
            id: 'premium',
            src: 'premium',
            input: ({ context }) => ({ productCode: context.productCode, b2cOrderId: known(context.b2cOrderId, 'b2cOrderId') }),
            onDone: { target: 'readyToPay', actions: assign(({ event }) => ({ premium: event.output })) },
            onError: { target: 'reviewing', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
          },
        }),
      };

  const mtsCheck: Record<string, RenewalStateConfig> = mts
    ? {
        checkingMts: renewalSetup.createStateConfig({
          invoke: {
            id: 'haveMts',
            src: 'haveMts',
            input: ({ context }) => ({ policyNo: context.policyNo }),
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
      policyNo: input.policyNo,
      b2cOrderId: input.paymentReturn?.b2cOrderId ?? null,
      formData: {},
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
          input: ({ context }) => ({ productCode: context.productCode, policyNo: context.policyNo }),
          onDone: [
            {
              guard: ({ event }) => event.output.renewable,
              target: 'reviewing',
              actions: assign(({ event }) => ({ b2cOrderId: event.output.b2cOrderId, formData: event.output.formData, error: null })),
            },
            { target: 'notRenewable' },
          ],
          onError: { target: 'failed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      notRenewable: { type: 'final' },
      // The renewal detail page: the offer, editable where the product allows.
      reviewing: {
        on: {
          EDIT: { actions: assign(({ context, event }) => ({ formData: { ...context.formData, ...event.formData } })) },
          CONFIRM: {
            target: pricingState,
            actions: assign(({ context, event }) => ({ formData: { ...context.formData, ...event.formData }, premium: null, error: null })),
          },
        },
      },
      ...priceThenPay,
      readyToPay: {
        on: {
          PAY: { target: 'paying', actions: assign(({ event }) => ({ returnUrl: event.returnUrl, error: null })) },
          BACK: 'reviewing',
        },
      },
      paying: {
        invoke: {
          id: 'pay',
          src: 'pay',
          input: ({ context }) => ({ b2cOrderId: known(context.b2cOrderId, 'b2cOrderId'), returnUrl: known(context.returnUrl, 'returnUrl') }),
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
          input: ({ context }) => ({ b2cOrderId: known(context.b2cOrderId, 'b2cOrderId') }),
          onDone: [
            { guard: ({ event }) => event.output.status === 'paid', target: 'paid', actions: assign(({ event }) => ({ renewedPolicyNo: event.output.policyNo })) },
            { target: 'payFailed' },
          ],
          onError: { target: 'payFailed', actions: assign(({ event }) => ({ error: messageOf(event.error) })) },
        },
      },
      // The renewal paid page.
      paid: { type: 'final' },
      payFailed: {
        on: { RETRY_PAY: { target: 'paying', actions: assign(({ event }) => ({ returnUrl: event.returnUrl, error: null })) } },
      },
      failed: { on: { RETRY: { target: 'routing', actions: assign({ error: null }) } } },
    },
  });
}

/** The renewal machine of one product. */
export type RenewalMachine = ReturnType<typeof createRenewalMachine>;
