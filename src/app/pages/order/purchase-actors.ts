import { fromPromise } from 'xstate';
import { connectAntdMobileToReact19 } from '../../shell/antd-react19.js';
import { showToast } from '../../shell/toast.js';
import { releaseRefusalOf } from '../../components/release-refusal.js';
import { NETWORK_FAILED, throughNetwork, type ApiClient } from '../../../api/index.js';
import { keepDraft, keptDraft } from '../../drafts/kept-drafts.js';
import { writeQueueOf } from '../../services/write-queue.js';
import { useSessionStore } from '../../stores/session.store.js';
import type { Draft, FormData, PayOrder, Quotation } from '../../../../flows/index.js';

/** A call that resolved `false`: the client has already shown why (toast, session end). */
export class CallFailedError extends Error {
  override readonly name = 'CallFailedError';
  constructor(readonly call: string) {
    super(`${call} failed`);
  }
}

function required<T>(value: T | false, call: string): T {
  if (value === false) throw new CallFailedError(call);
  return value;
}

/**
 * The message of a {@link StepBlockedError}, as the machine keeps it in `context.error`: the wizard shows no
 * generic failure notice for it, the modal has already said why.
 */
export const STEP_BLOCKED = 'step blocked by the server check';

/** The gateway's blocking check refused the saved step (tipType T); its notice has been shown in a modal. */
export class StepBlockedError extends Error {
  override readonly name = 'StepBlockedError';
  constructor(readonly step: string, readonly reason: string | null) {
    super(STEP_BLOCKED);
  }
}

export interface PurchaseActorHooks {
  /**
   * The insurer refused to release the order; `reason` is its tipMsg for the refusal screen and `field` the
   * path of the answer that refused it, when the gateway names one.
   */
  onReleaseRefused(reason: string | null, field: string | null): void;
  /** Steps whose save awaits the gateway's blocking image check (they hold uploads or declarations). */
  serverCheckSteps?: ReadonlySet<string>;
  /** The label of the modal's close button, in the current language. */
  confirmText?(): string;
}

/**
 * The purchase machine's actors, each one API call of TEAM-BRIEF's order flow. A call that resolves false
 * rejects, so the machine takes its error transition (spec: a failed init or buy-again stops the flow).
 */
export function createPurchaseActors(api: ApiClient, hooks: PurchaseActorHooks) {
  const product = (productCode: string) => ({ params: { product: productCode } });
  /**
   * The blocking server check of a step with files (docs/spec/storefront-spec.md#4-states-and-transitions): a refusal with tipType T is shown in a
   * notice modal and rejects, so the machine stays on the step with what the user entered.
   */
  const checkSavedFiles = async (step: string, b2cOrderId: string): Promise<void> => {
    const envelope = required(await api.callEnvelope('order.checkImage', { b2cOrderId }), 'order.checkImage');
    if (envelope.succ) return;
    if (envelope.tipType === 'T') {
      // antd-mobile's dialog animates with react-spring, and renders through its React 19 hook, which the order
      // pages do not load beforehand: both only when a refusal is to be shown (docs/decisions/016-order-route-diet.md).
      const [{ default: Dialog }] = await Promise.all([import('antd-mobile/es/components/dialog'), connectAntdMobileToReact19()]);
      await Dialog.alert({ content: envelope.tipMsg ?? '', ...(hooks.confirmText ? { confirmText: hooks.confirmText() } : {}) });
      throw new StepBlockedError(step, envelope.tipMsg);
    }
    if (envelope.tipMsg && envelope.tipCode !== 'S00001' && envelope.tipCode !== 'S00002') showToast({ content: envelope.tipMsg, position: 'top' });
    throw new CallFailedError('order.checkImage');
  };
  const userId = (): string | null => useSessionStore.getState().user?.userId ?? null;
  /** Keeps the gateway's draft on the device, so a page opened with no network can continue it. */
  const kept = (draft: Draft): Draft => {
    const id = userId();
    if (id !== null) keepDraft(id, draft);
    return draft;
  };
  /** With no network: the draft kept on the device (its kept answers go over it as on any reload), else a failure. */
  const fromDevice = (productCode: string, b2cOrderId?: string): Draft => {
    const id = userId();
    const draft = id === null ? null : keptDraft(id, productCode, b2cOrderId);
    if (draft === null) throw new CallFailedError('order.temporary');
    return draft;
  };
  return {
    checkUnfinished: fromPromise<Draft | null, { productCode: string }>(async ({ input }) => {
      const answer = await throughNetwork(api, () => api.call('order.temporary', {}, product(input.productCode)));
      const draft = answer === NETWORK_FAILED ? fromDevice(input.productCode) : required(answer, 'order.temporary');
      // Only an order of this product is offered to continue; another product's draft waits for that product.
      return draft !== null && draft.productCode === input.productCode ? kept(draft) : null;
    }),
    init: fromPromise<Draft, { productCode: string }>(async ({ input }) =>
      kept(required(await api.call('order.create', {}, product(input.productCode)), 'order.create'))),
    loadDraft: fromPromise<Draft, { productCode: string; b2cOrderId: string }>(async ({ input }) => {
      const answer = await throughNetwork(api, () => api.call('order.temporary', { b2cOrderId: input.b2cOrderId }, product(input.productCode)));
      const draft = answer === NETWORK_FAILED ? fromDevice(input.productCode, input.b2cOrderId) : required(answer, 'order.temporary');
      if (draft === null) throw new CallFailedError('order.temporary');
      return kept(draft);
    }),
    buyAgain: fromPromise<Draft, { b2cOrderId: string; clearAnswers: boolean }>(async ({ input }) =>
      required(await api.call('order.againInfo', { b2cOrderId: input.b2cOrderId, clearAnswers: input.clearAnswers }), 'order.againInfo')),
    deleteTemp: fromPromise<unknown, { productCode: string; b2cOrderId: string }>(async ({ input }) =>
      required(await api.call('order.tempDelete', { b2cOrderId: input.b2cOrderId }, product(input.productCode)), 'order.tempDelete')),
    saveStep: fromPromise<Draft, { productCode: string; b2cOrderId: string; step: string; formData: FormData }>(async ({ input }) => {
      // Offline, the save waits for the network (the step shows so) and is sent once when it is back.
      const draft = required(await writeQueueOf(api).send('order.tempSave', { b2cOrderId: input.b2cOrderId, step: input.step, formData: input.formData }, product(input.productCode)), 'order.tempSave');
      if (hooks.serverCheckSteps?.has(input.step)) await checkSavedFiles(input.step, input.b2cOrderId);
      return kept(draft);
    }),
    quote: fromPromise<Quotation, { productCode: string; b2cOrderId: string }>(async ({ input }) =>
      required(await api.call('order.getQuotation', { b2cOrderId: input.b2cOrderId }, product(input.productCode)), 'order.getQuotation')),
    release: fromPromise<{ released: boolean }, { productCode: string; b2cOrderId: string }>(async ({ input }) => {
      // A refusal is a failing envelope with tipType T: it is an answer (the refusal screen), not an error.
      const envelope = required(await api.callEnvelope('order.release', { b2cOrderId: input.b2cOrderId }, product(input.productCode)), 'order.release');
      if (envelope.succ && envelope.data) {
        if (!envelope.data.released) hooks.onReleaseRefused(envelope.tipMsg, null);
        return envelope.data;
      }
      const refusal = releaseRefusalOf(envelope);
      if (refusal) {
        hooks.onReleaseRefused(refusal.reason, refusal.field);
        return { released: false };
      }
      if (envelope.tipMsg && envelope.tipCode !== 'S00001' && envelope.tipCode !== 'S00002') showToast({ content: envelope.tipMsg, position: 'top' });
      throw new CallFailedError('order.release');
    }),
    premium: fromPromise<Quotation, { productCode: string; b2cOrderId: string }>(async ({ input }) =>
      required(await api.call('order.premiumCalc', { b2cOrderId: input.b2cOrderId }, product(input.productCode)), 'order.premiumCalc')),
    pay: fromPromise<PayOrder, { b2cOrderId: string; returnUrl: string }>(async ({ input }) =>
      // A fresh key per attempt: a retry after a failed payment must create a new payment order.
      required(await api.call('pay.createPayOrder', { b2cOrderId: input.b2cOrderId, returnUrl: input.returnUrl }, { idempotencyKey: crypto.randomUUID() }), 'pay.createPayOrder')),
    confirmPayment: fromPromise<{ status: string; policyNo: string | null }, { b2cOrderId: string }>(async ({ input }) => {
      const order = required(await api.call('order.detail', {}, { params: { id: input.b2cOrderId } }), 'order.detail');
      return { status: order.status, policyNo: order.policyNo };
    }),
  };
}
