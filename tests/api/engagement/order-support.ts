/** Builds a TPS order through the real client up to a fixed premium, and settles payments on the sandbox pay page. */
import { expect } from 'vitest';
import type { ClientSession } from '../support/client-session.js';
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

/** Reports the payment's outcome as the sandbox pay page's form does. */
export async function settleOnPayPage(session: ClientSession, payOrderId: string, result: 'success' | 'fail'): Promise<void> {
  const completed = await fetch(`${session.tg.url}/sandbox/pay/${payOrderId}/complete`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `result=${result}`,
  });
  expect(completed.status).toBe(303);
  expect(completed.headers.get('location')).toContain(`payResult=${result}`);
}
