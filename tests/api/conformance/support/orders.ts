/**
 * Orders the replays arrange through the real signed client: drafts saved through a step, orders quoted,
 * released, priced and taken through the sandbox payment page with a chosen result (paid policies,
 * failed payments).
 */
import type { Draft } from '../../../../src/contract/index.js';
import type { ClientSession } from '../../support/client-session.js';
import { keepPayPageForm } from '../../support/sandbox-pay.js';
import { productForm } from './product-forms.js';

type Form = Record<string, unknown>;

/** The call's data, or an error naming the call and the gateway's toast. */
export async function answered<T>(session: ClientSession, answer: Promise<T | false>, what: string): Promise<T> {
  const value = await answer;
  if (value === false) throw new Error(`${what}: ${session.lastToast() ?? 'failed'}`);
  return value;
}

/** Saves the form at every step of the product up to `last` (nothing when null). */
export async function saveThrough(session: ClientSession, code: string, draft: Draft, form: Form, last: string | null): Promise<void> {
  if (last === null) return;
  const { steps } = productForm(code);
  for (const step of steps.slice(0, steps.indexOf(last) + 1)) {
    await answered(session, session.client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params: { product: code } }), `order.tempSave ${step}`);
  }
}

/** Pays a priced order (purchase or renewal) on the sandbox payment page with this result. */
export async function payInSandbox(session: ClientSession, b2cOrderId: string, result: 'success' | 'fail', returnUrl: string): Promise<void> {
  const pay = await answered(session, session.client.call('pay.createPayOrder', { b2cOrderId, returnUrl }, { idempotencyKey: crypto.randomUUID() }), 'pay.createPayOrder');
  const completed = await (await keepPayPageForm(session.tg.url, pay.payUrl, result))();
  if (completed.status !== 303) throw new Error(`sandbox payment: ${completed.status}`);
}

/** An order of the signed-in user with the whole form, taken through the sandbox payment page; its id. */
export async function orderThroughPayment(session: ClientSession, code: string, form: Form, result: 'success' | 'fail'): Promise<string> {
  const { client } = session;
  const params = { product: code };
  const draft = await answered(session, client.call('order.create', {}, { params }), 'order.create');
  await saveThrough(session, code, draft, form, productForm(code).steps.at(-1)!);
  const payload = { b2cOrderId: draft.b2cOrderId };
  await answered(session, client.call('order.getQuotation', payload, { params }), 'order.getQuotation');
  await answered(session, client.call('order.release', payload, { params }), 'order.release');
  await answered(session, client.call('order.premiumCalc', payload, { params }), 'order.premiumCalc');
  await payInSandbox(session, draft.b2cOrderId, result, `/pages/order/${code}/index`);
  return draft.b2cOrderId;
}
