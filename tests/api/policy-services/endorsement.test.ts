/**
 * Endorsements through the real client: who may endorse what (paid, in force, the caller's own, the
 * kind of change the product takes), the premium difference from the rates pro-rata for the days
 * left, and submitting: a free change applies at once, a dearer one through a paid endorsement order.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointRequest } from '../../../src/contract/index.js';
import { ratePremium, roundMoney, withValueAt, type RatesTable } from '../../../src/engine/index.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { buyMtvPolicy, buyTpsPolicy, payOrder } from './policy-flow.js';

const texts = JSON.parse(readFileSync('schemas/i18n/en.json', 'utf8')) as { gateway: { notFound: string; policyServices: Record<string, string> } };
const refusal = (key: string): string => texts.gateway.policyServices[key] ?? key;

/** 10:00 in Macao on 10 March 2026. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');

let time = BOUGHT;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

async function endorsementsOf(b2cOrderId: string): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom('endorsements').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('policy_order_id', '=', b2cOrderId).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('endorsement of a TPS policy', () => {
  it('applies a contact change at no cost and refuses what it may not do', async () => {
    const { client } = session;
    time = BOUGHT;
    const phone = freshPhone();
    await session.signIn(phone);
    const policy = await buyTpsPolicy(session);

    const check = await client.call('endt.check', { b2cOrderId: policy.b2cOrderId, endtType: 'contact' });
    expect(check).toMatchObject({
      b2cOrderId: policy.b2cOrderId, endtType: 'contact', expiryDate: policy.expiryDate,
      fields: expect.arrayContaining(['policyHolderInfo.mobilePhoneNo', 'policyHolderInfo.mail', 'policyHolderInfo.address']),
      currentValues: { 'policyHolderInfo.mail': 'chan.tai.man@example.com' },
    });

    const changes: EndpointRequest['endt.submit']['changes'] = [
      { field: 'policyHolderInfo.mail', value: 'tai.man.chan@example.org' },
      { field: 'policyHolderInfo.mobilePhoneNo', value: { code: '852', 852: '91234567' } },
    ];
    const premium = await client.call('endt.premiumCalc', { b2cOrderId: policy.b2cOrderId, endtType: 'contact', changes });
    expect(premium).toMatchObject({ premiumDifference: 0, currency: 'MOP', oldPremium: policy.premium, newPremium: policy.premium });

    const submitted = await client.call('endt.submit', { b2cOrderId: policy.b2cOrderId, endtType: 'contact', changes });
    expect(submitted).toMatchObject({ b2cOrderId: policy.b2cOrderId, status: 'applied', premiumDifference: 0, endtOrderId: null, changes });
    expect(submitted && submitted.endtNo).toMatch(/^E-TPS-\d{4}-\d{6}$/);
    const detail = await client.call('order.detail', {}, { params: { id: policy.b2cOrderId } });
    expect(detail && detail.formData.policyHolderInfo).toMatchObject({ mail: 'tai.man.chan@example.org', mobilePhoneNo: { code: '852', 852: '91234567' } });
    const listed = await client.call('endt.list', { b2cOrderId: policy.b2cOrderId });
    expect(listed && listed.items.map((item) => item.endtNo)).toEqual([submitted && submitted.endtNo]);

    // A name correction may not touch the contact fields; a travel policy has no vehicle; an invalid name is refused.
    expect(await client.call('endt.submit', { b2cOrderId: policy.b2cOrderId, endtType: 'name', changes: [{ field: 'policyHolderInfo.mail', value: 'x@example.com' }] })).toBe(false);
    expect(session.lastToast()).toMatch(/cannot be changed by this kind of endorsement$/);
    expect(await client.call('endt.check', { b2cOrderId: policy.b2cOrderId, endtType: 'vehicle' })).toBe(false);
    expect(session.lastToast()).toBe(refusal('endtTypeNotAllowed'));
    expect(await client.call('endt.submit', { b2cOrderId: policy.b2cOrderId, endtType: 'name', changes: [{ field: 'insurantInfo.1.englishName', value: 'WONG 123' }] })).toBe(false);
    expect(session.lastToast()).not.toBeNull();
    expect(await endorsementsOf(policy.b2cOrderId)).toBe(1);

    // A name correction of the second insured person is applied to that person only.
    const renamed = await client.call('endt.submit', { b2cOrderId: policy.b2cOrderId, endtType: 'name', changes: [{ field: 'insurantInfo.1.englishName', value: 'WONG MEI LAN' }] });
    expect(renamed && renamed.status).toBe('applied');
    const afterName = await client.call('order.detail', {}, { params: { id: policy.b2cOrderId } });
    const insured = afterName ? (afterName.formData.insurantInfo as { englishName: string }[]) : [];
    expect(insured.map((person) => person.englishName)).toEqual(['CHAN TAI MAN', 'WONG MEI LAN']);

    // An unpaid order is no policy to endorse.
    const draft = await client.call('order.create', {}, { params: { product: 'TPS' } });
    expect(await client.call('endt.check', { b2cOrderId: draft ? draft.b2cOrderId : '', endtType: 'contact' })).toBe(false);
    expect(session.lastToast()).toBe(refusal('notPaid'));

    // Someone else's policy is not found.
    await session.signIn();
    expect(await client.call('endt.check', { b2cOrderId: policy.b2cOrderId, endtType: 'contact' })).toBe(false);
    expect(session.lastToast()).toBe(texts.gateway.notFound);
    expect(await client.call('endt.list', { b2cOrderId: policy.b2cOrderId })).toBe(false);
    expect(await client.call('endt.submit', { b2cOrderId: policy.b2cOrderId, endtType: 'contact', changes })).toBe(false);
    expect(await endorsementsOf(policy.b2cOrderId)).toBe(2);

    // After the trip has ended the policy is expired.
    time = Date.parse(`${policy.expiryDate ?? ''}T02:00:00Z`) + 86_400_000;
    await session.signIn(phone);
    expect(await client.call('endt.check', { b2cOrderId: policy.b2cOrderId, endtType: 'contact' })).toBe(false);
    expect(session.lastToast()).toBe(refusal('expired'));
    expect(await client.call('endt.submit', { b2cOrderId: policy.b2cOrderId, endtType: 'contact', changes })).toBe(false);
    expect(await endorsementsOf(policy.b2cOrderId)).toBe(2);
  });
});

describe('endorsement of an MTV policy', () => {
  it('charges a larger engine pro-rata through an endorsement order and applies it once paid', async () => {
    const { client } = session;
    time = BOUGHT;
    const phone = freshPhone();
    await session.signIn(phone);
    const policy = await buyMtvPolicy(session);

    // Half-way through the year.
    time = Date.parse('2026-09-10T02:00:00Z');
    await session.signIn(phone);
    const check = await client.call('endt.check', { b2cOrderId: policy.b2cOrderId, endtType: 'vehicle' });
    expect(check).toMatchObject({ effectiveDate: '2026-09-10', remainingDays: 181, fields: expect.arrayContaining(['carInfo.carCode', 'carInfo.motorSize']) });

    const changes = [{ field: 'carInfo.motorSize', value: 2200 }, { field: 'carInfo.carCode', value: 'MB-56-78' }];
    const rates = JSON.parse(readFileSync('schemas/products/MTV/rates.json', 'utf8')) as RatesTable;
    const oldRated = ratePremium(rates, policy.formData);
    const newRated = ratePremium(rates, withValueAt(withValueAt(policy.formData, 'carInfo.motorSize', 2200), 'carInfo.carCode', 'MB-56-78'));
    if (!oldRated.ok || !newRated.ok) throw new Error('MTV rates cannot price the test policy');
    const expected = roundMoney(((newRated.premium - oldRated.premium) * 181) / 365);
    expect(expected).toBeGreaterThan(0);
    const premium = await client.call('endt.premiumCalc', { b2cOrderId: policy.b2cOrderId, endtType: 'vehicle', changes });
    expect(premium).toMatchObject({ premiumDifference: expected, oldPremium: oldRated.premium, newPremium: newRated.premium, remainingDays: 181, termDays: 365 });

    const submitted = await client.call('endt.submit', { b2cOrderId: policy.b2cOrderId, endtType: 'vehicle', changes });
    if (!submitted || submitted.endtOrderId === null) throw new Error(session.lastToast() ?? 'no endorsement order');
    expect(submitted).toMatchObject({ status: 'awaitingPayment', premiumDifference: expected });
    const unchanged = await client.call('order.detail', {}, { params: { id: policy.b2cOrderId } });
    expect(unchanged && unchanged.formData.carInfo).toMatchObject({ motorSize: 1800, carCode: 'MA-12-34' });

    const endtOrderId = submitted.endtOrderId;
    const paid = await payOrder(session, endtOrderId, async () => true);
    expect(paid.premium).toBe(expected);
    const listed = await client.call('endt.list', { b2cOrderId: policy.b2cOrderId });
    expect(listed && listed.items[0]).toMatchObject({ endtNo: submitted.endtNo, status: 'applied', appliedAt: expect.any(String) });
    const changed = await client.call('order.detail', {}, { params: { id: policy.b2cOrderId } });
    expect(changed && changed.formData.carInfo).toMatchObject({ motorSize: 2200, carCode: 'MB-56-78' });
  });
});
