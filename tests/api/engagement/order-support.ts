/** Builds a TPS order through the real client up to a fixed premium, and settles payments on the sandbox pay page. */
import { expect } from 'vitest';
import type { ClientSession } from '../support/client-session.js';
import { payOnPayPage } from '../support/sandbox-pay.js';
import { tpsForm, TPS_STEPS } from '../server/tps-form.js';

const params = { product: 'TPS' };

/** A TPS order for the signed-in user, saved through every step and quoted; `overrides` change the form. */
export async function quotedTpsOrder(session: ClientSession, overrides: Record<string, unknown> = {}): Promise<string> {
  const { client } = session;
  const draft = await client.call('order.create', {}, { params });
  if (!draft) throw new Error(`order.create failed: ${session.lastToast()}`);
  const form = tpsForm(draft.formData, overrides);
  for (const step of TPS_STEPS) {
    expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params }), step).not.toBe(false);
  }
  expect(await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params })).not.toBe(false);
  expect(await client.call('order.release', { b2cOrderId: draft.b2cOrderId }, { params })).not.toBe(false);
  return draft.b2cOrderId;
}

/** Reports the payment's outcome on the sandbox pay page at its `payUrl`, as the buyer's phone does. */
export async function settleOnPayPage(session: ClientSession, payUrl: string, result: 'success' | 'fail'): Promise<void> {
  expect(await payOnPayPage(session.tg.url, payUrl, result)).toContain(`payResult=${result}`);
}
