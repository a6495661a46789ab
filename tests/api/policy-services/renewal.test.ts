/**
 * Renewal through the real client: a policy bought through the real flow shows up for renewal when
 * the gateway clock nears its expiry, is offered at the product's current rates for the next term,
 * renewed with changed details (the MTS calls), paid in the sandbox, and then renews no more.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays, applyCalculatedFields, daysBetween, applyPolicyTerm, ratePremium, withValueAt, type JsonSchema, type PolicyTerm, type RatesTable,
} from '../../../src/engine/index.js';
import { startClientSession, freshPhone, type ClientSession } from '../support/client-session.js';
import { buyCatalogPolicy, buyMtvPolicy, payOrder } from './policy-flow.js';

const ratesOf = (code: string): RatesTable => JSON.parse(readFileSync(`schemas/products/${code}/rates.json`, 'utf8')) as RatesTable;
const mtvTerm = (JSON.parse(readFileSync('schemas/products/MTV/product.json', 'utf8')) as { term: PolicyTerm }).term;
const mtvForm = JSON.parse(readFileSync('schemas/products/MTV/form.schema.json', 'utf8')) as JsonSchema;
const texts = JSON.parse(readFileSync('schemas/i18n/en.json', 'utf8')) as { gateway: { notFound: string; policyServices: Record<string, string> } };

/** 10:00 in Macao on 10 March 2026: a policy bought now starts today. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');
const DAY = 86_400_000;

let time = BOUGHT;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

/** Moves the gateway (and client) clock and signs the phone in again (a session does not last a year). */
async function at(instant: number, phone: string): Promise<void> {
  time = instant;
  await session.signIn(phone);
}

async function ordersOf(userId: string): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('renewal of an MTV policy (the MTS path)', () => {
  it('is offered near expiry at the current rates, renewed with new details, paid, and then renews no more', async () => {
    const { client } = session;
    const phone = freshPhone();
    time = BOUGHT;
    const user = await session.signIn(phone);
    const policy = await buyMtvPolicy(session);
    expect(policy).toMatchObject({ commDate: '2026-03-10', expiryDate: '2027-03-09' });

    // Eleven months early it is not offered.
    expect(await client.call('renewal.list')).toEqual({ items: [] });
    expect(await client.call('renewal.haveMts')).toEqual({ have: false, items: [] });

    await at(Date.parse('2027-02-20T02:00:00Z'), phone);
    const listed = await client.call('renewal.list');
    expect(listed && listed.items).toEqual([expect.objectContaining({
      b2cOrderId: policy.b2cOrderId, productCode: 'MTV', policyNo: policy.policyNo, expiryDate: '2027-03-09', dueDate: '2027-03-09',
      lastRenewalDate: '2027-04-08', daysToExpiry: 17, renewalOrderId: null, renewalStatus: null,
    })]);
    const haveMts = await client.call('renewal.haveMts');
    expect(haveMts && haveMts.have).toBe(true);
    expect(haveMts && haveMts.items.map((item) => item.b2cOrderId)).toEqual([policy.b2cOrderId]);

    // The offer: the next day after expiry for a year, priced from rates.json.
    const nextStart = addCalendarDays(policy.expiryDate, 1) ?? '';
    // The term's dates, then the days covered counted from them (both ends: 366 over 29 February 2028).
    const expectedForm = applyCalculatedFields(mtvForm, applyPolicyTerm(mtvTerm, withValueAt(policy.formData, 'basicInfo.startDate', nextStart)));
    const expected = ratePremium(ratesOf('MTV'), expectedForm);
    if (!expected.ok) throw new Error(expected.reason);
    const offer = await client.call('renewal.detail', { b2cOrderId: policy.b2cOrderId });
    expect(offer).toMatchObject({ commDate: '2027-03-10', expiryDate: '2028-03-09', premium: expected.premium, currency: 'MOP' });
    expect(offer && offer.formData).toEqual(expectedForm);
    // Same rates, same bands: nothing to explain.
    expect(offer).toMatchObject({ previousPremium: policy.premium, premiumChanges: [] });

    // Renewal with a new mobile and address; the term's dates cannot be moved. The contact number follows the holder's mobile.
    const newMobile = { code: '852', 852: '91234567' };
    const holderInfo = { ...(policy.formData.holderInfo as Record<string, unknown>), address: 'Avenida de Almeida Ribeiro 50, Macau', mobilePhoneNo: newMobile };
    const contactInfo = { mobilePhoneNo: newMobile };
    const basicInfo = { ...(policy.formData.basicInfo as Record<string, unknown>), startDate: '2027-06-01' };
    const saved = await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId, formData: { holderInfo, contactInfo, basicInfo } });
    if (!saved) throw new Error(session.lastToast() ?? 'updateAndSaveMts failed');
    expect(saved).toMatchObject({ policyOrderId: policy.b2cOrderId, status: 'quoted', commDate: '2027-03-10', expiryDate: '2028-03-09' });
    expect(saved.quotation.premium).toBe(expected.premium);
    expect(saved.b2cOrderId).not.toBe(policy.b2cOrderId);
    const { db } = session.tg.gateway;
    const link = await db.selectFrom('renewals').selectAll().where('policy_order_id', '=', policy.b2cOrderId).executeTakeFirst();
    expect(link?.renewal_order_id).toBe(saved.b2cOrderId);
    const stored = await db.selectFrom('orders').selectAll().where('b2c_order_id', '=', saved.b2cOrderId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'quoted', user_id: user.userId, comm_date: '2027-03-10', expiry_date: '2028-03-09', premium: expected.premium });
    expect(JSON.parse(stored.form_data)).toMatchObject({ contactInfo, holderInfo: { address: 'Avenida de Almeida Ribeiro 50, Macau' } });

    // Saving again updates the same renewal order; the list shows the renewal under way.
    const again = await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId, formData: { holderInfo } });
    expect(again && again.b2cOrderId).toBe(saved.b2cOrderId);
    const underWay = await client.call('renewal.list');
    expect(underWay && underWay.items[0]).toMatchObject({ renewalOrderId: saved.b2cOrderId, renewalStatus: 'quoted' });

    const renewed = await payOrder(session, saved.b2cOrderId, async () => {
      const priced = await client.call('renewal.premiumCalc', { b2cOrderId: saved.b2cOrderId });
      expect(priced).toMatchObject({ status: 'priced', quotation: { premium: expected.premium } });
      return priced;
    });
    expect(renewed).toMatchObject({ productCode: 'MTV', commDate: '2027-03-10', expiryDate: '2028-03-09', premium: expected.premium });
    expect(renewed.policyNo).toMatch(/^P-MTV-\d{4}-\d{6}$/);
    expect(renewed.policyNo).not.toBe(policy.policyNo);

    // The old policy is renewed: no longer listed, and a second renewal is refused with nothing stored.
    expect(await client.call('renewal.list')).toEqual({ items: [] });
    expect(await client.call('renewal.haveMts')).toEqual({ have: false, items: [] });
    const before = await ordersOf(user.userId);
    expect(await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId, formData: {} })).toBe(false);
    expect(session.lastToast()).toBe(texts.gateway.policyServices.alreadyRenewed);
    expect(await client.call('renewal.detail', { b2cOrderId: policy.b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe('This policy has already been renewed and cannot be renewed again');
    session.setLang('tw');
    expect(await client.call('renewal.detail', { b2cOrderId: policy.b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe('此保單已經續保，不能再次續保');
    session.setLang('en');
    expect(await ordersOf(user.userId)).toBe(before);

    // Someone else cannot see or renew the policy.
    await session.signIn();
    expect(await client.call('renewal.detail', { b2cOrderId: policy.b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe(texts.gateway.notFound);
  });
});

describe('a renewal the product no longer covers', () => {
  it('is refused at pricing with the answer, its age on the new start date and the limit, as a new order is', async () => {
    const { client } = session;
    const phone = freshPhone();
    time = BOUGHT;
    await session.signIn(phone);
    // Eighty on the day of purchase (MTV covers holders aged 18 to 80), eighty-one when the renewal starts.
    const policy = await buyMtvPolicy(session, { dob: '1946-03-10' });
    await at(Date.parse('2027-02-20T02:00:00Z'), phone);
    const saved = await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId });
    if (!saved) throw new Error(session.lastToast() ?? 'updateAndSaveMts failed');

    const refused = await client.callEnvelope('renewal.premiumCalc', { b2cOrderId: saved.b2cOrderId });
    expect(refused).toMatchObject({
      succ: false, tipType: 'T',
      tipMsg: 'Policy holder: date of birth 1946-03-10, aged 81 on the start date; this product covers ages 18 to 80 only',
      data: { released: false, field: 'holderInfo.dob', value: '1946-03-10' },
    });
    session.setLang('tw');
    const worded = await client.callEnvelope('renewal.premiumCalc', { b2cOrderId: saved.b2cOrderId });
    session.setLang('en');
    expect(worded && worded.tipMsg).toContain('1946-03-10');
    expect(worded && worded.tipMsg).toContain('81');
    const stored = await session.tg.gateway.db.selectFrom('orders').select('status').where('b2c_order_id', '=', saved.b2cOrderId).executeTakeFirstOrThrow();
    expect(stored.status).toBe('quoted');
  });
});

describe('renewal of other products', () => {
  it('renews a lapsed TSS study cover from the next possible start, for the same length, at the current rates', async () => {
    // TSS's term is chosen (its length kept on renewal), as a one-trip cover's was; a one-trip cover is not renewed.
    const { client } = session;
    const phone = freshPhone();
    time = BOUGHT;
    await session.signIn(phone);
    const policy = await buyCatalogPolicy(session, 'TSS');
    const expiry = policy.expiryDate ?? '';
    const length = daysBetween(policy.commDate, expiry, true) ?? 0;
    expect(length).toBeGreaterThan(1);

    // Ten days after expiry (inside the 30 days of grace) the renewal starts today, not back-dated.
    await at(Date.parse(`${expiry}T02:00:00Z`) + 10 * DAY, phone);
    const listed = await client.call('renewal.list');
    expect(listed && listed.items).toEqual([expect.objectContaining({ b2cOrderId: policy.b2cOrderId, daysToExpiry: -10 })]);
    expect(await client.call('renewal.haveMts')).toEqual({ have: false, items: [] });

    const start = addCalendarDays(expiry, 10) ?? '';
    const end = addCalendarDays(start, length - 1) ?? '';
    const expected = ratePremium(ratesOf('TSS'), { ...policy.formData, commDate: start, expiryDate: end });
    if (!expected.ok) throw new Error(expected.reason);
    const offer = await client.call('renewal.detail', { b2cOrderId: policy.b2cOrderId });
    expect(offer).toMatchObject({ commDate: start, expiryDate: end, premium: expected.premium });

    const saved = await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId });
    if (!saved) throw new Error(session.lastToast() ?? 'updateAndSaveMts failed');
    const priced = await client.call('renewal.premiumCalc', { b2cOrderId: saved.b2cOrderId });
    expect(priced).toMatchObject({ productCode: 'TSS', status: 'priced', commDate: start, quotation: { premium: expected.premium } });

    // Forty days after expiry the window has closed.
    await at(Date.parse(`${expiry}T02:00:00Z`) + 40 * DAY, phone);
    expect(await client.call('renewal.list')).toEqual({ items: [] });
    expect(await client.call('renewal.detail', { b2cOrderId: policy.b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe(texts.gateway.policyServices.notRenewable);
  });

  it('gives the demo user a motor policy due for renewal on first start', async () => {
    const { client } = session;
    time = BOUGHT;
    await session.signIn('66123456');
    const haveMts = await client.call('renewal.haveMts');
    expect(haveMts && haveMts.have).toBe(true);
    const [due] = haveMts ? haveMts.items : [];
    expect(due).toMatchObject({ productCode: 'MTV', daysToExpiry: 20 });
    const offer = await client.call('renewal.detail', { b2cOrderId: due?.b2cOrderId ?? '' });
    // The rise from the current term is explained: the car moved into the next vehicle-age band.
    expect(offer).toMatchObject({
      premium: 9632, previousPremium: 9030,
      premiumChanges: [{ label: 'rating.vehicleAge', kind: 'factor', before: 1.05, after: 1.12 }],
    });
    const saved = await client.call('renewal.updateAndSaveMts', { b2cOrderId: due?.b2cOrderId ?? '' });
    expect(saved && saved.status).toBe('quoted');
  });
});
