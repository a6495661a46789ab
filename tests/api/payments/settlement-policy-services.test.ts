/**
 * Settlement that cannot be gamed, for the orders of the policy services: a renewal order and
 * an endorsement order are paid only by their current payment; a cheaper payment superseded by a change
 * is refunded (shown in the order's or the policy's detail) and neither renews nor changes the policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { buyCatalogPolicy, buyMtvPolicy } from '../policy-services/policy-flow.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { succeeded } from '../support/order-builder.js';
import { keepPayPageForm, payOnPayPage } from '../support/sandbox-pay.js';
import { openPayment, paymentStatus } from './payment-support.js';

/** 10:00 in Macao on 10 March 2026: a policy bought now starts today. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');

let time = BOUGHT;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

/** Moves the gateway (and client) clock and signs the phone in again. */
async function at(instant: number, phone: string): Promise<void> {
  time = instant;
  await session.signIn(phone);
}

async function detailOf(b2cOrderId: string): Promise<OrderDetail> {
  return succeeded(await session.client.call('order.detail', {}, { params: { id: b2cOrderId } }), 'order.detail');
}

describe('a renewal order', () => {
  it('is not renewed by a cheaper payment superseded by a dearer renewal; that payment is refunded', async () => {
    const { client } = session;
    const phone = freshPhone();
    await at(BOUGHT, phone);
    // An annual travel policy (a one-trip cover is not renewed), two days before its year ends: inside the renewal window.
    const policy = await buyCatalogPolicy(session, 'TPT');
    await at(Date.parse(`${policy.expiryDate ?? ''}T02:00:00Z`) - 2 * 86_400_000, phone);

    const saved = succeeded(await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId }), 'renewal.updateAndSaveMts');
    const renewalOrderId = saved.b2cOrderId;
    succeeded(await client.call('renewal.premiumCalc', { b2cOrderId: renewalOrderId }), 'renewal.premiumCalc');
    const cheap = await openPayment(session, renewalOrderId);
    const payCheap = await keepPayPageForm(session.tg.url, cheap.payUrl, 'success');
    // A second tap on Pay, which fails: the renewal may then be changed.
    const retried = await openPayment(session, renewalOrderId);
    expect(await paymentStatus(session, cheap.payOrderId)).toBe('cancelled');
    expect(await payOnPayPage(session.tg.url, retried.payUrl, 'fail')).toContain('payResult=fail');

    const changes = { planCode: 'PLATINUM', areaCode: '01' };
    succeeded(await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId, formData: changes }), 'renewal.updateAndSaveMts (dearer)');
    const dearer = succeeded(await client.call('renewal.premiumCalc', { b2cOrderId: renewalOrderId }), 'renewal.premiumCalc (dearer)');
    expect(dearer.quotation.premium).toBeGreaterThan(cheap.amount);
    const dear = await openPayment(session, renewalOrderId);

    expect((await payCheap()).location).toContain('payResult=fail');
    const after = await detailOf(renewalOrderId);
    expect(after).toMatchObject({ kind: 'renewal', status: 'paying', policyNo: null, paidAt: null, premium: dear.amount, payOrderId: dear.payOrderId });
    expect(after.refunds).toEqual([expect.objectContaining({ payOrderId: cheap.payOrderId, amount: cheap.amount, reason: 'superseded' })]);
    // The old policy is still waiting to be renewed.
    const listed = succeeded(await client.call('renewal.list'), 'renewal.list');
    expect(listed.items.map((item) => item.b2cOrderId)).toContain(policy.b2cOrderId);

    expect(await payOnPayPage(session.tg.url, dear.payUrl, 'success')).toContain('payResult=success');
    const renewed = await detailOf(renewalOrderId);
    expect(renewed).toMatchObject({ status: 'paid', premium: dear.amount, formData: expect.objectContaining(changes), policyNo: expect.stringMatching(/^P-TPT-/) });
    expect(renewed.refunds?.map((refund) => refund.payOrderId)).toEqual([cheap.payOrderId]);
  });
});

describe('an endorsement order', () => {
  it('is not paid by a payment of a replaced endorsement: the policy keeps its details and shows the refund', async () => {
    const { client } = session;
    const phone = freshPhone();
    await at(BOUGHT, phone);
    const policy = await buyMtvPolicy(session);
    await at(Date.parse('2026-09-10T02:00:00Z'), phone);

    const bigger = succeeded(await client.call('endt.submit', {
      b2cOrderId: policy.b2cOrderId, endtType: 'vehicle', changes: [{ field: 'carInfo.motorSize', value: 2400 }],
    }), 'endt.submit 2400');
    const firstOrder = bigger.endtOrderId ?? '';
    const first = await openPayment(session, firstOrder);
    const payFirst = await keepPayPageForm(session.tg.url, first.payUrl, 'success');
    // A second tap on Pay, which fails: another change may then replace this one.
    const retried = await openPayment(session, firstOrder);
    expect(await payOnPayPage(session.tg.url, retried.payUrl, 'fail')).toContain('payResult=fail');
    // The smaller change still costs extra, so it waits for a payment of its own.
    const smaller = succeeded(await client.call('endt.submit', {
      b2cOrderId: policy.b2cOrderId, endtType: 'vehicle', changes: [{ field: 'carInfo.motorSize', value: 2200 }],
    }), 'endt.submit 2200');

    expect(smaller).toMatchObject({ status: 'awaitingPayment', endtOrderId: expect.any(String) });

    expect((await payFirst()).location).toContain('payResult=fail');
    const after = await detailOf(policy.b2cOrderId);
    expect(after.formData.carInfo).toMatchObject({ motorSize: 1800 });
    expect(after.refunds).toEqual([expect.objectContaining({ payOrderId: first.payOrderId, amount: first.amount, reason: 'superseded' })]);
    const listed = succeeded(await client.call('endt.list', { b2cOrderId: policy.b2cOrderId }), 'endt.list');
    expect(listed.items.map((endt) => [endt.endtNo, endt.status])).toEqual(expect.arrayContaining([
      [bigger.endtNo, 'cancelled'], [smaller.endtNo, 'awaitingPayment'],
    ]));

    const current = await openPayment(session, smaller.endtOrderId ?? '');
    expect(await payOnPayPage(session.tg.url, current.payUrl, 'success')).toContain('payResult=success');
    const changed = await detailOf(policy.b2cOrderId);
    expect(changed.formData.carInfo).toMatchObject({ motorSize: 2200 });
    expect(changed.refunds?.map((refund) => refund.payOrderId)).toEqual([first.payOrderId]);
  });
});
