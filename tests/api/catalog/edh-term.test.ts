/**
 * EDH's one-year and two-year plans through the storefront's real client: the plan decides the policy
 * length (product.json `term.monthsByPlan`), so an order saved with TWO_YEAR expires 24 months after its
 * start and one with ONE_YEAR 12 months after, whatever end date the form sent; each is priced from
 * EDH's rates.json by plan and the holder's age on the start date.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { storedOrder, succeeded } from '../support/order-builder.js';

const EDH = { params: { product: 'EDH' } } as const;
const STEPS = ['plan', 'holder', 'confirm'] as const;
const DOB = '1985-04-20';

const rates = JSON.parse(readFileSync('schemas/products/EDH/rates.json', 'utf8')) as { bands: number[]; table: Record<string, number[]> };

/** Full years from `dob` to `on` (both YYYY-MM-DD). */
function ageOn(dob: string, on: string): number {
  return Number(on.slice(0, 4)) - Number(dob.slice(0, 4)) - (on.slice(5) < dob.slice(5) ? 1 : 0);
}

/** The rates.json premium of a plan for a holder born on DOB whose cover starts on `start`. */
function premiumOf(plan: string, start: string): number {
  const age = ageOn(DOB, start);
  return rates.table[plan]?.[rates.bands.findIndex((limit) => age <= limit)] ?? NaN;
}

/** YYYY-MM-DD of a UTC calendar date (month 0-based; days out of range roll over as Date.UTC does). */
function utcDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** The 1st of the month after `date`: a start decision 003 ends on the last day of a month. */
function firstOfNextMonth(date: string): string {
  return utcDate(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 1);
}

/** The last day of the month before (start's month + months), for a start on the 1st (decision 003). */
function endAfter(start: string, months: number): string {
  return utcDate(Number(start.slice(0, 4)), Number(start.slice(5, 7)) - 1 + months, 0);
}

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
  await session.signIn();
});
afterAll(async () => {
  await session.stop();
});

/** An EDH order of `plan` starting on the 1st of next month, saved step by step (with a stale 12-month end), quoted, released and priced. */
async function pricedEdhOrder(plan: string) {
  const { client } = session;
  const draft = succeeded(await client.call('order.create', {}, EDH), 'order.create');
  const defaults = draft.formData as { basicInfo: { startDate: string; endDate: string } };
  const startDate = firstOfNextMonth(defaults.basicInfo.startDate);
  const form = {
    ...draft.formData,
    planCode: plan,
    basicInfo: { startDate, endDate: endAfter(startDate, 12), days: '365' },
    holderInfo: {
      englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M', dob: DOB,
      identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }, mobilePhoneNo: { code: '853', 853: '66123456' },
      address: 'Rua do Campo 10, 3 andar A, Macau', mail: 'chan.tai.man@example.com',
    },
    declaration: true,
  };
  for (const step of STEPS) {
    succeeded(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, EDH), `order.tempSave ${step}`);
  }
  const payload = { b2cOrderId: draft.b2cOrderId };
  const quotation = succeeded(await client.call('order.getQuotation', payload, EDH), 'order.getQuotation');
  succeeded(await client.call('order.release', payload, EDH), 'order.release');
  const priced = succeeded(await client.call('order.premiumCalc', payload, EDH), 'order.premiumCalc');
  const detail = succeeded(await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } }), 'order.detail');
  return { b2cOrderId: draft.b2cOrderId, startDate, quotation, priced, detail };
}

describe('EDH: the plan decides the policy length', () => {
  it('a new draft starts with the 12-month fallback before a plan is chosen', async () => {
    const draft = succeeded(await session.client.call('order.create', {}, EDH), 'order.create');
    const { startDate, endDate, days } = draft.formData.basicInfo as { startDate: string; endDate: string; days: string };
    expect(endDate).toBe(utcDate(Number(startDate.slice(0, 4)) + 1, Number(startDate.slice(5, 7)) - 1, Number(startDate.slice(8)) - 1));
    expect(['365', '366']).toContain(days);
  });

  it('a TWO_YEAR order expires 24 months after its start, priced from rates.json', async () => {
    const order = await pricedEdhOrder('TWO_YEAR');
    const expiry = endAfter(order.startDate, 24);
    expect(order.detail).toMatchObject({ productCode: 'EDH', commDate: order.startDate, expiryDate: expiry });
    const days = String((Date.parse(expiry) - Date.parse(order.startDate)) / 86_400_000 + 1);
    expect(['730', '731']).toContain(days);
    expect(order.detail.formData.basicInfo).toEqual({ startDate: order.startDate, endDate: expiry, days });
    expect(await storedOrder(session, order.b2cOrderId)).toMatchObject({ comm_date: order.startDate, expiry_date: expiry });
    expect(order.quotation.premium).toBe(premiumOf('TWO_YEAR', order.startDate));
    expect(order.priced.premium).toBe(premiumOf('TWO_YEAR', order.startDate));
  });

  it('a ONE_YEAR order expires 12 months after its start, at the one-year rate', async () => {
    const order = await pricedEdhOrder('ONE_YEAR');
    const expiry = endAfter(order.startDate, 12);
    expect(order.detail).toMatchObject({ productCode: 'EDH', commDate: order.startDate, expiryDate: expiry });
    expect(['365', '366']).toContain((order.detail.formData.basicInfo as { days: string }).days);
    expect(order.priced.premium).toBe(premiumOf('ONE_YEAR', order.startDate));
    expect(premiumOf('ONE_YEAR', order.startDate)).toBeLessThan(premiumOf('TWO_YEAR', order.startDate));
  });
});
