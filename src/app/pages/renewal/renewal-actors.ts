import { fromPromise } from 'xstate';
import { Toast } from 'antd-mobile';
import type { ApiClient } from '../../../api/index.js';
import { SESSION_END_CODES, type EndpointData } from '../../../contract/index.js';
import type { FormData, PayOrder, Quotation, RenewalDetail } from '../../../../flows/index.js';
import { releaseRefusalOf, type ReleaseRefusal } from '../../components/release-refusal.js';
import { showToast } from '../../shell/toast.js';
import { CallFailedError } from '../order/purchase-actors.js';

/** The renewal offer of a policy (renewal.detail). */
export type RenewalOffer = EndpointData['renewal.detail'];
/** A policy inside its renewal window (renewal.list). */
export type RenewablePolicy = EndpointData['renewal.list']['items'][number];

function required<T>(value: T | false, call: string): T {
  if (value === false) throw new CallFailedError(call);
  return value;
}

/** The offer as the machine knows it: the new term, its premium and the copied form. */
export function detailOfOffer(offer: RenewalOffer): RenewalDetail {
  return {
    renewable: true,
    reason: null,
    commDate: offer.commDate,
    expiryDate: offer.expiryDate,
    quotation: { quotationNo: '', premium: offer.premium, currency: offer.currency, breakdown: offer.breakdown },
    formData: offer.formData,
  };
}

/**
 * renewal.detail with its refusals told apart: a refused renewal (already renewed, outside the window,
 * 409) is an answer, shown in a toast and as the not-renewable screen; a failed call rejects.
 */
export async function loadOffer(api: ApiClient, policyOrderId: string): Promise<{ offer: RenewalOffer } | { refused: string | null }> {
  const envelope = required(await api.callEnvelope('renewal.detail', { b2cOrderId: policyOrderId }), 'renewal.detail');
  if (envelope.succ && envelope.data) return { offer: envelope.data };
  if (SESSION_END_CODES.includes(envelope.tipCode)) throw new CallFailedError('renewal.detail');
  if (envelope.tipMsg) Toast.show({ content: envelope.tipMsg, position: 'top' });
  return { refused: envelope.tipMsg };
}

export interface RenewalActorHooks {
  /** renewal.premiumCalc refused the renewal; `refusal` names the answer and the product's limit. */
  onRefused(refusal: ReleaseRefusal): void;
}

/** The renewal machine's actors, each one call of the policy-services and payment rows. */
export function createRenewalActors(api: ApiClient, hooks: RenewalActorHooks) {
  return {
    // The policy is on the MTS path when haveMts lists it among the caller's renewable motor policies.
    haveMts: fromPromise<{ haveMts: boolean }, { policyOrderId: string }>(async ({ input }) => {
      const answer = required(await api.call('renewal.haveMts'), 'renewal.haveMts');
      return { haveMts: answer.have && answer.items.some((item) => item.b2cOrderId === input.policyOrderId) };
    }),
    loadDetail: fromPromise<RenewalDetail, { productCode: string; policyOrderId: string }>(async ({ input }) => {
      const answer = await loadOffer(api, input.policyOrderId);
      if ('offer' in answer) return detailOfOffer(answer.offer);
      return { renewable: false, reason: answer.refused, commDate: null, expiryDate: null, quotation: null, formData: {} };
    }),
    save: fromPromise<{ b2cOrderId: string }, { policyOrderId: string; formData: FormData }>(async ({ input }) => {
      const order = required(await api.call('renewal.updateAndSaveMts', { b2cOrderId: input.policyOrderId, formData: input.formData }), 'renewal.updateAndSaveMts');
      return { b2cOrderId: order.b2cOrderId };
    }),
    premium: fromPromise<Quotation, { b2cOrderId: string }>(async ({ input }) => {
      // A refusal is a failing envelope with tipType T: the refusal screen says why, not a toast.
      const envelope = required(await api.callEnvelope('renewal.premiumCalc', { b2cOrderId: input.b2cOrderId }), 'renewal.premiumCalc');
      if (envelope.succ && envelope.data) return envelope.data.quotation;
      const refusal = releaseRefusalOf(envelope);
      if (refusal) {
        // Back to the review (the machine's premium onError), where the page shows the refusal.
        hooks.onRefused(refusal);
        throw new CallFailedError('renewal.premiumCalc');
      }
      if (envelope.tipMsg && !SESSION_END_CODES.includes(envelope.tipCode)) showToast({ content: envelope.tipMsg, position: 'top' });
      throw new CallFailedError('renewal.premiumCalc');
    }),
    pay: fromPromise<PayOrder, { b2cOrderId: string; returnUrl: string }>(async ({ input }) =>
      // A fresh key per attempt: a retry after a failed payment must create a new payment order.
      required(await api.call('pay.createPayOrder', { b2cOrderId: input.b2cOrderId, returnUrl: input.returnUrl }, { idempotencyKey: crypto.randomUUID() }), 'pay.createPayOrder')),
    confirmPayment: fromPromise<{ status: string; policyNo: string | null }, { b2cOrderId: string }>(async ({ input }) => {
      const order = required(await api.call('order.detail', {}, { params: { id: input.b2cOrderId } }), 'order.detail');
      return { status: order.status, policyNo: order.policyNo };
    }),
  };
}
