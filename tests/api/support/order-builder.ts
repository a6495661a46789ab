/**
 * Builds TPS orders through the storefront's real client (a {@link ClientSession}) for the api tests of
 * the order calls: a draft saved step by step, then quoted, released and priced; and settles a payment
 * on the sandbox payment page as a phone would. Each test file still makes its own calls of the rows it
 * tests; these helpers only bring an order to the state a test starts from.
 */
import type { Draft, Quotation } from '../../../src/contract/index.js';
import type { OrdersTable } from '../../../src/server/storage/database.js';
import { tpsForm, TPS_STEPS } from '../server/tps-form.js';
import type { ClientSession } from './client-session.js';
import { payOnPayPage } from './sandbox-pay.js';

/** The path parameters of the TPS order calls. */
export const TPS = { params: { product: 'TPS' } } as const;

/** The data of a call that must have succeeded (a failing call resolves `false`). */
export function succeeded<T>(value: T | false, call: string): T {
  if (value === false) throw new Error(`${call} failed`);
  return value;
}

/** A new TPS draft with the whole form saved through every wizard step. */
export async function savedTpsOrder(session: ClientSession, overrides: Record<string, unknown> = {}): Promise<{ draft: Draft; form: Record<string, unknown> }> {
  const draft = succeeded(await session.client.call('order.create', {}, TPS), 'order.create');
  const form = tpsForm(draft.formData, overrides);
  for (const step of TPS_STEPS) {
    succeeded(await session.client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, TPS), `order.tempSave ${step}`);
  }
  return { draft, form };
}

/** A saved TPS order quoted, released and priced: ready to pay. */
export async function pricedTpsOrder(session: ClientSession): Promise<{ draft: Draft; form: Record<string, unknown>; quotation: Quotation }> {
  const saved = await savedTpsOrder(session);
  const payload = { b2cOrderId: saved.draft.b2cOrderId };
  succeeded(await session.client.call('order.getQuotation', payload, TPS), 'order.getQuotation');
  succeeded(await session.client.call('order.release', payload, TPS), 'order.release');
  const quotation = succeeded(await session.client.call('order.premiumCalc', payload, TPS), 'order.premiumCalc');
  return { ...saved, quotation };
}

/** Submits the sandbox payment page's form at the payment's `payUrl`; returns where the page sends the phone. */
export async function settleInSandbox(session: ClientSession, payUrl: string, result: 'success' | 'fail'): Promise<string> {
  return payOnPayPage(session.tg.url, payUrl, result);
}

/** The order's row as stored, or undefined. */
export async function storedOrder(session: ClientSession, b2cOrderId: string): Promise<OrdersTable | undefined> {
  return session.tg.gateway.db.selectFrom('orders').selectAll().where('b2c_order_id', '=', b2cOrderId).executeTakeFirst();
}

/** How many payment orders were opened for the order. */
export async function paymentCount(session: ClientSession, b2cOrderId: string): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom('payments').select((eb) => eb.fn.countAll().as('n'))
    .where('b2c_order_id', '=', b2cOrderId).executeTakeFirstOrThrow();
  return Number(row.n);
}
