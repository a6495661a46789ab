/**
 * Cover never starts before the money, through the real client and the sandbox
 * payment page against a gateway whose clock the test moves: money that arrives after the cover's start
 * date, after the quotation ran out, after the payment expired or after the product left the shop pays
 * nothing (the order stays unpaid, no policy) and is recorded as a refund due whose line tells the buyer
 * how to get a new start date and price; a payment opened for a start date already past is refused.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { DATABASE_FILE } from '../../../src/server/storage/open-database.js';
import { buyCatalogPolicy } from '../policy-services/policy-flow.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { savedTpsOrder, storedOrder, succeeded, TPS } from '../support/order-builder.js';
import { keepPayPageForm, openPayPage } from '../support/sandbox-pay.js';
import { openPayment, paymentStatus } from './payment-support.js';

type Texts = { gateway: Record<string, string>; policy: { refundDue: Record<string, string> } };
const texts = (lang: 'tw' | 'cn' | 'en') => JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as Texts;

/** 10:00 in Macao on 10 March 2026: a policy bought now starts today. */
const BOUGHT = Date.parse('2026-03-10T02:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

let time = BOUGHT;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

/** Moves the gateway (and client) clock and signs the phone in again. */
async function at(instant: number, phone: string, on: ClientSession = session): Promise<void> {
  time = instant;
  await on.signIn(phone);
}

async function detailOf(b2cOrderId: string, on: ClientSession = session): Promise<OrderDetail> {
  return succeeded(await on.client.call('order.detail', {}, { params: { id: b2cOrderId } }), 'order.detail');
}

/** A TPS order saved, quoted, released and priced now, with `dates` (commDate, expiryDate) when given. */
async function pricedOrder(dates: Record<string, string> = {}, on: ClientSession = session): Promise<string> {
  const { draft } = await savedTpsOrder(on, dates);
  for (const id of ['order.getQuotation', 'order.release', 'order.premiumCalc'] as const) {
    succeeded(await on.client.call(id, { b2cOrderId: draft.b2cOrderId }, TPS), id);
  }
  return draft.b2cOrderId;
}

/** The order is as unpaid as before the money came, and the money is owed back for `reason`, whose line says what to do. */
async function expectRefusedSettlement(b2cOrderId: string, payment: { payOrderId: string; amount: number }, reason: string, on: ClientSession = session): Promise<void> {
  const detail = await detailOf(b2cOrderId, on);
  expect(detail).toMatchObject({ status: 'paying', policyNo: null, paidAt: null });
  expect(detail.refunds).toEqual([expect.objectContaining({ payOrderId: payment.payOrderId, amount: payment.amount, reason })]);
  expect(await storedOrder(on, b2cOrderId)).toMatchObject({ status: 'paying', policy_no: null, paid_at: null });
  expect(await paymentStatus(on, payment.payOrderId)).toBe('refundDue');
  for (const lang of ['tw', 'cn', 'en'] as const) expect(texts(lang).policy.refundDue[reason]).toBeTruthy();
}

describe('money that arrives after the cover could start', () => {
  it('does not buy cover starting today once 22:00 in Macao has passed: refunded, the order unpaid, advice given', async () => {
    const phone = freshPhone();
    await at(BOUGHT, phone);
    // Cover from today (the draft's default start date at 10:00).
    const b2cOrderId = await pricedOrder();
    expect((await storedOrder(session, b2cOrderId))?.comm_date).toBe('2026-03-10');
    // 21:45: still a start date a purchase may choose; the buyer opens the page...
    await at(Date.parse('2026-03-10T13:45:00Z'), phone);
    const payment = await openPayment(session, b2cOrderId);
    const press = await keepPayPageForm(session.tg.url, payment.payUrl, 'success');
    // ...and the provider reports the money at 22:05, when today is no longer a start date.
    time = Date.parse('2026-03-10T14:05:00Z');
    expect((await press()).location).toContain('payResult=fail');
    await at(time, phone);
    await expectRefusedSettlement(b2cOrderId, payment, 'coverStarted');
    expect(texts('en').policy.refundDue.coverStarted).toMatch(/start date/i);
  });

  it('refuses to open a payment for a start date already past (localised, with the same advice)', async () => {
    const phone = freshPhone();
    await at(BOUGHT, phone);
    const b2cOrderId = await pricedOrder({ commDate: '2026-03-12', expiryDate: '2026-03-18' });
    // Five days after the cover would have started.
    await at(Date.parse('2026-03-17T02:00:00Z'), phone);
    expect(await session.client.call('pay.createPayOrder', { b2cOrderId, returnUrl: '/pages/myPolicy/index' }, { idempotencyKey: `late-${b2cOrderId}` })).toBe(false);
    expect(session.lastToast()).toBe(texts('en').gateway.coverStarted);
    session.setLang('tw');
    try {
      expect(await session.client.call('pay.createPayOrder', { b2cOrderId, returnUrl: '/pages/myPolicy/index' }, { idempotencyKey: `late-tw-${b2cOrderId}` })).toBe(false);
      expect(session.lastToast()).toBe(texts('tw').gateway.coverStarted);
    } finally {
      session.setLang('en');
    }
    expect(texts('tw').gateway.coverStarted).not.toBe(texts('en').gateway.coverStarted);
    expect(await storedOrder(session, b2cOrderId)).toMatchObject({ status: 'priced', pay_order_id: null });
  });
});

describe('money that arrives after the quotation ran out', () => {
  it('is refunded: the order stays unpaid and the buyer is told to get a new quotation', async () => {
    const phone = freshPhone();
    await at(BOUGHT, phone);
    const b2cOrderId = await pricedOrder({ commDate: '2026-04-20', expiryDate: '2026-04-26' });
    // The quotation holds 30 days; the page is opened ten minutes before it runs out.
    await at(BOUGHT + 30 * DAY - 10 * MINUTE, phone);
    const payment = await openPayment(session, b2cOrderId);
    const press = await keepPayPageForm(session.tg.url, payment.payUrl, 'success');
    time = BOUGHT + 30 * DAY + 10 * MINUTE;
    expect((await press()).location).toContain('payResult=fail');
    await at(time, phone);
    await expectRefusedSettlement(b2cOrderId, payment, 'quoteExpired');
  });
});

/** The pay page's address in `lang` (the payUrl carries the language of the pay call; this replaces it). */
function inLanguage(payUrl: string, lang: string): string {
  const url = new URL(payUrl, 'http://pay.invalid');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

describe('an open payment', () => {
  it('is valid for 30 minutes, its page says until when in Macao time, and after that it says it expired and settles nothing', async () => {
    const phone = freshPhone();
    await at(BOUGHT, phone);
    const b2cOrderId = await pricedOrder({ commDate: '2026-03-20', expiryDate: '2026-03-26' });
    const payment = await openPayment(session, b2cOrderId);
    const open = await openPayPage(session.tg.url, inLanguage(payment.payUrl, 'en'));
    expect(open.html).toContain('2026-03-10 10:30');
    const press = await keepPayPageForm(session.tg.url, payment.payUrl, 'success');

    time = BOUGHT + 31 * MINUTE;
    const expiredWord = { tw: '已過期', cn: '已过期', en: 'expired' } as const;
    for (const lang of ['tw', 'cn', 'en'] as const) {
      const page = await openPayPage(session.tg.url, inLanguage(payment.payUrl, lang));
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('name="result"');
      expect(page.html).toContain(expiredWord[lang]);
    }
    expect((await press()).location).toContain('payResult=fail');
    await at(time, phone);
    await expectRefusedSettlement(b2cOrderId, payment, 'paymentExpired');

    // A new tap on Pay opens a payment that pays the order.
    const again = await openPayment(session, b2cOrderId);
    expect((await (await keepPayPageForm(session.tg.url, again.payUrl, 'success'))()).location).toContain('payResult=success');
    expect((await detailOf(b2cOrderId)).status).toBe('paid');
  });
});

describe('a renewal quotation', () => {
  it('expires like a new one: after its validity it cannot be paid', async () => {
    const phone = freshPhone();
    await at(BOUGHT, phone);
    // An annual travel policy (a one-trip cover is not renewed), offered for renewal forty days before its year ends.
    const policy = await buyCatalogPolicy(session, 'TPT');
    const offered = Date.parse(`${policy.expiryDate ?? ''}T02:00:00Z`) - 40 * DAY;
    await at(offered, phone);
    const { client } = session;
    const saved = succeeded(await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId }), 'renewal.updateAndSaveMts');
    expect(saved.quotation.validUntil).toBe(new Date(offered + 30 * DAY).toISOString());
    succeeded(await client.call('renewal.premiumCalc', { b2cOrderId: saved.b2cOrderId }), 'renewal.premiumCalc');

    await at(offered + 31 * DAY, phone);
    expect(await client.call('pay.createPayOrder', { b2cOrderId: saved.b2cOrderId, returnUrl: '/pages/myPolicy/index' }, { idempotencyKey: `renew-${saved.b2cOrderId}` })).toBe(false);
    expect(session.lastToast()).toBe(texts('en').gateway.quoteExpired);
    expect(await client.call('renewal.premiumCalc', { b2cOrderId: saved.b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe(texts('en').gateway.quoteExpired);
    // Saving the renewal again quotes it anew, and that quotation is paid.
    const requoted = succeeded(await client.call('renewal.updateAndSaveMts', { b2cOrderId: policy.b2cOrderId }), 'renewal.updateAndSaveMts again');
    expect(requoted.quotation.validUntil).toBe(new Date(offered + 61 * DAY).toISOString());
    succeeded(await client.call('renewal.premiumCalc', { b2cOrderId: saved.b2cOrderId }), 'renewal.premiumCalc again');
    succeeded(await client.call('pay.createPayOrder', { b2cOrderId: saved.b2cOrderId, returnUrl: '/pages/myPolicy/index' }, { idempotencyKey: `renew2-${saved.b2cOrderId}` }), 'createPayOrder');
  });
});

describe('money that arrives after the product left the shop', () => {
  it('is refunded and the order stays unpaid', async () => {
    const schemasDir = mkdtempSync(join(tmpdir(), 'mo-withdrawn-schemas-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'mo-withdrawn-data-'));
    cpSync('schemas', schemasDir, { recursive: true });
    // The SQLite file of the data folder, even where the api tests run on PostgreSQL: the restart must find the same data.
    const start = () => startClientSession({ schemasDir, dataDir, storage: { dialect: 'sqlite', file: join(dataDir, DATABASE_FILE) }, clock: () => time });
    let shop = await start();
    try {
      const phone = freshPhone();
      await at(BOUGHT, phone, shop);
      const b2cOrderId = await pricedOrder({ commDate: '2026-03-20', expiryDate: '2026-03-26' }, shop);
      const payment = await openPayment(shop, b2cOrderId);

      const manifestPath = join(schemasDir, 'products/manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { products: string[] };
      writeFileSync(manifestPath, JSON.stringify({ ...manifest, products: manifest.products.filter((code) => code !== 'TPS') }));
      await shop.stop();
      time += MINUTE;
      shop = await start();

      expect((await (await keepPayPageForm(shop.tg.url, payment.payUrl, 'success'))()).location).toContain('payResult=fail');
      await at(time, phone, shop);
      await expectRefusedSettlement(b2cOrderId, payment, 'productWithdrawn', shop);
    } finally {
      await shop.stop();
      rmSync(schemasDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
