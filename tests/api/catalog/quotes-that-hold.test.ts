/**
 * Quotes that hold (decision 017) through the real client: a customer who returns to the order page
 * and presses "Get quote" again saves the same answers step by step and asks again; while the quotation
 * is valid that keeps its number and price. Changed answers or an expired quotation re-quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { savedTpsOrder, storedOrder, succeeded, TPS } from '../support/order-builder.js';
import { TPS_STEPS } from '../server/tps-form.js';

/** 10:00 in Macao on 10 March 2026; the cover starts weeks later, so it outlives a quotation's 30 days. */
const START = Date.parse('2026-03-10T02:00:00Z');
const DAY = 86_400_000;
const LATER_COVER = { commDate: '2026-05-20', expiryDate: '2026-05-26' };

let time = START;
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

/** What the order page does on "Get quote": saves every step's answers, then asks for the quotation. */
async function getQuoteAgain(b2cOrderId: string, form: Record<string, unknown>) {
  for (const step of TPS_STEPS) succeeded(await session.client.call('order.tempSave', { b2cOrderId, step, formData: form }, TPS), `order.tempSave ${step}`);
  return succeeded(await session.client.call('order.getQuotation', { b2cOrderId }, TPS), 'order.getQuotation');
}

describe('quotes that hold', () => {
  it('keeps the quotation number and price when the same answers are saved and quoted again, also after the price was fixed', async () => {
    time = START;
    const phone = freshPhone();
    await session.signIn(phone);
    const { draft, form } = await savedTpsOrder(session, LATER_COVER);
    const payload = { b2cOrderId: draft.b2cOrderId };
    const first = succeeded(await session.client.call('order.getQuotation', payload, TPS), 'order.getQuotation');

    time += DAY;
    await session.signIn(phone);
    const again = await getQuoteAgain(draft.b2cOrderId, form);
    expect(again).toMatchObject({ quotationNo: first.quotationNo, premium: first.premium, validUntil: first.validUntil });
    expect(again.productChange).toBeUndefined();
    expect(await storedOrder(session, draft.b2cOrderId)).toMatchObject({ status: 'quoted', quotation_no: first.quotationNo });

    succeeded(await session.client.call('order.release', payload, TPS), 'order.release');
    succeeded(await session.client.call('order.premiumCalc', payload, TPS), 'order.premiumCalc');
    const afterPricing = await getQuoteAgain(draft.b2cOrderId, form);
    expect(afterPricing.quotationNo).toBe(first.quotationNo);
    // The quotation still stands, so the order goes on to payment from it.
    succeeded(await session.client.call('order.release', payload, TPS), 'order.release again');
    expect(succeeded(await session.client.call('order.premiumCalc', payload, TPS), 'order.premiumCalc again').quotationNo).toBe(first.quotationNo);
  });

  it('keeps the quotation when the same answers come back with their keys in another order', async () => {
    time = START;
    await session.signIn();
    const { draft, form } = await savedTpsOrder(session, LATER_COVER);
    const first = succeeded(await session.client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS), 'order.getQuotation');

    const reordered = Object.fromEntries(Object.entries(form).reverse());
    expect((await getQuoteAgain(draft.b2cOrderId, reordered)).quotationNo).toBe(first.quotationNo);
  });

  it('re-quotes under a new number when an answer changed', async () => {
    time = START;
    await session.signIn();
    const { draft, form } = await savedTpsOrder(session, LATER_COVER);
    const first = succeeded(await session.client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS), 'order.getQuotation');

    const changed = await getQuoteAgain(draft.b2cOrderId, { ...form, areaCode: '01' });
    expect(changed.quotationNo).not.toBe(first.quotationNo);
    expect(changed.premium).not.toBe(first.premium);
  });

  it('re-quotes an expired quotation of the same answers, saying why', async () => {
    time = START;
    const phone = freshPhone();
    await session.signIn(phone);
    const { draft, form } = await savedTpsOrder(session, LATER_COVER);
    const first = succeeded(await session.client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, TPS), 'order.getQuotation');

    time += 31 * DAY;
    await session.signIn(phone);
    const requoted = await getQuoteAgain(draft.b2cOrderId, form);
    expect(requoted.quotationNo).not.toBe(first.quotationNo);
    expect(requoted.productChange).toMatchObject({ reason: 'quoteExpired', previousPremium: first.premium, premium: first.premium });
  });
});
