/**
 * An endorsement made after the policy was renewed reaches the renewal too: the holder's new address
 * is on the renewed policy (renewal paid, cover not yet started) and on a renewal order still being
 * bought, so the next term does not silently go back to the old details. A change that would price the
 * renewal differently is not carried (the renewed policy takes its own endorsement).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { buyMtvPolicy, payOrder } from './policy-flow.js';

/** 10:00 in Macao on 10 March 2026; the MTV policy bought then expires on 9 March 2027. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');
/** Seventeen days before expiry: the renewal is offered. */
const NEAR_EXPIRY = Date.parse('2027-02-20T02:00:00Z');
const NEW_ADDRESS = 'Avenida da Praia Grande 99, 12 andar B, Macau';

let time = BOUGHT;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

/** The holder's address on an order, as the customer's policy detail shows it. */
async function addressOf(b2cOrderId: string): Promise<unknown> {
  const detail = await session.client.call('order.detail', {}, { params: { id: b2cOrderId } });
  if (!detail) throw new Error(session.lastToast() ?? 'order.detail failed');
  return (detail.formData.holderInfo as Record<string, unknown>).address;
}

/** A paid MTV policy near its expiry, its renewal saved (quoted) by the holder. */
async function policyWithRenewalOrder(): Promise<{ policyId: string; renewalId: string }> {
  const phone = freshPhone();
  time = BOUGHT;
  await session.signIn(phone);
  const policy = await buyMtvPolicy(session);
  time = NEAR_EXPIRY;
  await session.signIn(phone);
  const saved = await session.client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId });
  if (!saved) throw new Error(session.lastToast() ?? 'updateAndSaveMts failed');
  return { policyId: policy.b2cOrderId, renewalId: saved.b2cOrderId };
}

async function endorseAddress(policyId: string): Promise<void> {
  const submitted = await session.client.call('endt.submit', {
    b2cOrderId: policyId, endtType: 'contact', changes: [{ field: 'holderInfo.address', value: NEW_ADDRESS }],
  });
  expect(submitted && submitted.status).toBe('applied');
}

describe('an endorsement made after renewing', () => {
  it('changes the address on the renewed policy as well as on the policy endorsed', async () => {
    const { policyId, renewalId } = await policyWithRenewalOrder();
    const renewed = await payOrder(session, renewalId, () => session.client.call('renewal.premiumCalc', { b2cOrderId: renewalId }));
    expect(renewed).toMatchObject({ status: 'paid', commDate: '2027-03-10' });

    await endorseAddress(policyId);
    expect(await addressOf(policyId)).toBe(NEW_ADDRESS);
    expect(await addressOf(renewalId)).toBe(NEW_ADDRESS);
  });

  it('carries the address to a renewal still being bought, which is then paid with it', async () => {
    const { policyId, renewalId } = await policyWithRenewalOrder();
    await endorseAddress(policyId);
    expect(await addressOf(renewalId)).toBe(NEW_ADDRESS);

    const renewed = await payOrder(session, renewalId, () => session.client.call('renewal.premiumCalc', { b2cOrderId: renewalId }));
    expect((renewed.formData.holderInfo as Record<string, unknown>).address).toBe(NEW_ADDRESS);
  });

  it('leaves the renewal alone when the change prices the policy differently', async () => {
    const { policyId, renewalId } = await policyWithRenewalOrder();
    const submitted = await session.client.call('endt.submit', {
      b2cOrderId: policyId, endtType: 'vehicle', changes: [{ field: 'carInfo.motorSize', value: 1200 }],
    });
    expect(submitted && submitted.status).toBe('applied');
    const renewal = await session.client.call('order.detail', {}, { params: { id: renewalId } });
    expect(renewal && (renewal.formData.carInfo as Record<string, unknown>).motorSize).toBe(1800);
  });
});
