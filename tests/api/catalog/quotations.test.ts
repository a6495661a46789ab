/**
 * The stored quotation of an order through the real client: by order (queryQuotation) and by number
 * in the core system (coreQueryQuotation), the same as getQuotation answered; superseded when the form
 * changes; never another user's.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../src/contract/index.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { TPS_STEPS, tpsForm } from '../server/tps-form.js';

const TW_NOT_FOUND = (JSON.parse(readFileSync('schemas/i18n/tw.json', 'utf8')) as { gateway: { notFound: string } }).gateway.notFound;

/** The gateway clock: 20:30 in Macao, so the start date is today and the quotation holds until 22:00. */
let time = Date.parse('2026-11-20T12:30:00Z');
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

async function savedDraft(): Promise<{ draft: Draft; form: Record<string, unknown> }> {
  const { client } = session;
  const draft = await client.call('order.create', {}, { params: { product: 'TPS' } });
  if (!draft) throw new Error('create failed');
  const form = tpsForm(draft.formData);
  for (const step of TPS_STEPS) {
    expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params: { product: 'TPS' } })).toMatchObject({ step });
  }
  return { draft, form };
}

describe('queryQuotation and coreQueryQuotation', () => {
  it('answer the quotation getQuotation stored, valid until 22:00 Macao time on the start date', async () => {
    const { client } = session;
    await session.signIn();
    const { draft } = await savedDraft();
    const quote = await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'TPS' } });
    if (!quote) throw new Error('getQuotation failed');

    const expected = {
      ...quote, b2cOrderId: draft.b2cOrderId, productCode: 'TPS', status: 'quoted', validUntil: '2026-11-20T14:00:00.000Z', valid: true,
    };
    expect(await client.call('order.queryQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'TPS' } })).toEqual(expected);
    expect(await client.call('adapter.coreQueryQuotation', { quotationNo: quote.quotationNo })).toEqual(expected);

    time = Date.parse('2026-11-20T14:00:00Z');
    expect(await client.call('order.queryQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'TPS' } })).toMatchObject({ valid: false });
    time = Date.parse('2026-11-20T12:30:00Z');
  });

  it('has no quotation once the form changed, and the old number is superseded', async () => {
    const { client } = session;
    await session.signIn();
    const { draft, form } = await savedDraft();
    const quote = await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'TPS' } });
    if (!quote) throw new Error('getQuotation failed');
    await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: { ...form, areaCode: '01' } }, { params: { product: 'TPS' } });

    expect(await client.call('order.queryQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'TPS' } })).toBe(false);
    expect(session.lastToast()).toBe('This order has no quotation yet, please get a quotation first');
    expect(await client.call('adapter.coreQueryQuotation', { quotationNo: quote.quotationNo })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
  });

  it('finds no other user\'s quotation, by order or by number, nor an order under another product', async () => {
    const { client } = session;
    await session.signIn();
    const { draft } = await savedDraft();
    const quote = await client.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'TPS' } });
    if (!quote) throw new Error('getQuotation failed');
    expect(await client.call('order.queryQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'FHH' } })).toBe(false);

    await session.signIn();
    session.setLang('tw');
    expect(await client.call('order.queryQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'TPS' } })).toBe(false);
    expect(await client.call('adapter.coreQueryQuotation', { quotationNo: quote.quotationNo })).toBe(false);
    session.setLang('en');
    expect(session.lastToast()).toBe(TW_NOT_FOUND);
  });
});
