/**
 * The endorsement machine's actors, each one gateway call: endt.check, endt.premiumCalc, endt.submit,
 * pay.createPayOrder and order.detail (is the endorsement order paid?). The endt calls go through
 * callEnvelope so a refusal's localised reason (expired, not paid, field not endorsable...) reaches the
 * screen as well as the toast; a rejection keeps the machine on the form with what the user entered.
 */
import { fromPromise } from 'xstate';
import { Toast } from 'antd-mobile';
import type { ApiClient } from '../../../api/index.js';
import type { EndpointData, EndpointRequest } from '../../../contract/index.js';
import { SESSION_END_CODES } from '../../../contract/index.js';
import type {
  EndorsementChange, EndorsementCheck, EndorsementPremium, EndorsementResult, EndorsementType,
} from '../../../../flows/index.js';
import type { PayOrder } from '../../../../flows/index.js';

/** A refused or failed call; `message` is the gateway's localised reason when it gave one. */
export class EndorsementCallError extends Error {
  override readonly name = 'EndorsementCallError';
}

type EndtCall = 'endt.check' | 'endt.premiumCalc' | 'endt.submit';

/** Shows the reason of a refusal at the top (the client shows none for callEnvelope) and rejects with it. */
async function endtCall<K extends EndtCall>(api: ApiClient, id: K, payload: EndpointRequest[K], fallback: () => string): Promise<EndpointData[K]> {
  const envelope = await api.callEnvelope(id, payload);
  if (envelope === false) throw new EndorsementCallError(fallback());
  if (envelope.succ && envelope.data !== null) return envelope.data;
  const sessionEnded = (SESSION_END_CODES as readonly string[]).includes(envelope.tipCode);
  if (envelope.tipMsg && !sessionEnded) Toast.show({ content: envelope.tipMsg, position: 'top' });
  throw new EndorsementCallError(envelope.tipMsg ?? fallback());
}

export function createEndorsementActors(api: ApiClient, failedText: () => string) {
  return {
    checkEndorsement: fromPromise<EndorsementCheck, { b2cOrderId: string; endtType: EndorsementType }>(async ({ input }) =>
      endtCall(api, 'endt.check', { b2cOrderId: input.b2cOrderId, endtType: input.endtType }, failedText)),
    endorsementPremium: fromPromise<EndorsementPremium, { b2cOrderId: string; endtType: EndorsementType; changes: EndorsementChange[] }>(async ({ input }) =>
      endtCall(api, 'endt.premiumCalc', { b2cOrderId: input.b2cOrderId, endtType: input.endtType, changes: input.changes }, failedText)),
    submitEndorsement: fromPromise<EndorsementResult, { b2cOrderId: string; endtType: EndorsementType; changes: EndorsementChange[] }>(async ({ input }) =>
      endtCall(api, 'endt.submit', { b2cOrderId: input.b2cOrderId, endtType: input.endtType, changes: input.changes }, failedText)),
    pay: fromPromise<PayOrder, { b2cOrderId: string; returnUrl: string }>(async ({ input }) => {
      // A fresh key per attempt: a retry after a failed payment must create a new payment order.
      const payment = await api.call('pay.createPayOrder', { b2cOrderId: input.b2cOrderId, returnUrl: input.returnUrl }, { idempotencyKey: crypto.randomUUID() });
      if (payment === false) throw new EndorsementCallError(failedText());
      return payment;
    }),
    confirmPayment: fromPromise<{ status: string }, { b2cOrderId: string }>(async ({ input }) => {
      const order = await api.call('order.detail', {}, { params: { id: input.b2cOrderId } });
      if (order === false) throw new EndorsementCallError(failedText());
      return { status: order.status };
    }),
  };
}
