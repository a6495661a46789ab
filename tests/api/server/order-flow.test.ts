import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, OrderDetail, OrderSummary, Quotation } from '../../../src/contract/index.js';
import { keepPayPageForm, payOnPayPage } from '../support/sandbox-pay.js';
import { signIn, startTestGateway, type TestGateway } from './signed-fetch.js';
import { tpsForm, tpsPerson, TPS_STEPS } from './tps-form.js';

const rates = JSON.parse(readFileSync('schemas/products/TPS/rates.json', 'utf8')) as {
  bands: number[]; table: Record<string, Record<string, number[]>>;
};

let tg: TestGateway;
let token: string;
beforeAll(async () => {
  tg = await startTestGateway();
  token = await signIn(tg, '853', '66010101');
});
afterAll(async () => {
  await tg.stop();
});

const params = { product: 'TPS' };

async function newDraft(): Promise<Draft> {
  const created = await tg.call<Draft>('order.create', {}, { params, token });
  expect(created.envelope.succ).toBe(true);
  return created.envelope.data as Draft;
}

async function saveAllSteps(draft: Draft, form: Record<string, unknown>): Promise<void> {
  for (const step of TPS_STEPS) {
    const saved = await tg.call<Draft>('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params, token });
    expect(saved.envelope, `step ${step}`).toMatchObject({ succ: true, data: { step } });
  }
}

async function paymentRows(b2cOrderId: string): Promise<number> {
  const rows = await tg.gateway.db.selectFrom('payments').select('pay_order_id').where('b2c_order_id', '=', b2cOrderId).execute();
  return rows.length;
}

describe('TPS order flow', () => {
  it('goes from a new draft to a paid policy', async () => {
    const draft = await newDraft();
    expect(draft.b2cOrderId).toMatch(/^[A-Za-z0-9-]{6,40}$/);
    expect(draft.step).toBeNull();
    expect(draft.formData).toMatchObject({ productCode: 'TPS', billingCurrency: 'MOP' });
    const { commDate, expiryDate } = draft.formData as { commDate: string; expiryDate: string };
    expect((Date.parse(expiryDate) - Date.parse(commDate)) / 86_400_000).toBe(6);

    const form = tpsForm(draft.formData);
    await saveAllSteps(draft, form);

    const unfinished = await tg.call<Draft>('order.temporary', {}, { params, token });
    expect(unfinished.envelope.data?.b2cOrderId).toBe(draft.b2cOrderId);
    const loaded = await tg.call<Draft>('order.temporary', { b2cOrderId: draft.b2cOrderId }, { params, token });
    expect(loaded.envelope.data?.formData).toEqual(form);

    const quote = await tg.call<Quotation>('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params, token });
    expect(quote.status).toBe(200);
    // A week (7 days counted inclusively), Macao, individual basic: per person, two persons.
    const band = rates.bands.findIndex((limit) => 7 <= limit);
    const perPerson = rates.table.INDIVIDUAL_BASIC?.['02']?.[band];
    expect(quote.envelope.data).toMatchObject({ premium: (perPerson ?? NaN) * 2, currency: 'MOP' });
    expect(quote.envelope.data?.quotationNo).toMatch(/^Q-TPS-\d{4}-\d{6}$/);

    const release = await tg.call('order.release', { b2cOrderId: draft.b2cOrderId }, { params, token });
    expect(release.envelope).toMatchObject({ succ: true, data: { released: true } });

    const priced = await tg.call<Quotation>('order.premiumCalc', { b2cOrderId: draft.b2cOrderId }, { params, token });
    expect(priced.envelope.data).toEqual(quote.envelope.data);

    const payload = { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TPS/index' };
    const first = await tg.call<{ payOrderId: string; payUrl: string; amount: number }>('pay.createPayOrder', payload, { token, idempotencyKey: 'pay-key-0001' });
    const retry = await tg.call<{ payOrderId: string }>('pay.createPayOrder', payload, { token, idempotencyKey: 'pay-key-0001' });
    expect(first.envelope.succ).toBe(true);
    expect(retry.envelope.data).toEqual(first.envelope.data);
    expect(await paymentRows(draft.b2cOrderId)).toBe(1);
    const payment = first.envelope.data as { payOrderId: string; payUrl: string; amount: number };
    // The page's address carries the secret only the buyer is given, and the language the buyer called in.
    expect(payment.payUrl).toMatch(new RegExp(`^/sandbox/pay/${payment.payOrderId}\\?k=[A-Za-z0-9_-]{43}&lang=en$`));
    expect(payment.amount).toBe(quote.envelope.data?.premium);

    const page = await fetch(`${tg.url}${payment.payUrl}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('Personal Travel Insurance');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`action="/sandbox/pay/${payment.payOrderId}/complete"`);

    expect(await payOnPayPage(tg.url, payment.payUrl, 'success')).toBe(`/pages/order/TPS/index?b2cOrderId=${draft.b2cOrderId}&payOrderId=${payment.payOrderId}&payResult=success`);

    const detail = await tg.call<OrderDetail>('order.detail', {}, { params: { id: draft.b2cOrderId }, token });
    expect(detail.envelope.data).toMatchObject({ status: 'paid', payOrderId: payment.payOrderId, premium: payment.amount, formData: form });
    expect(detail.envelope.data?.policyNo).toMatch(/^P-TPS-\d{4}-\d{6}$/);
    expect(detail.envelope.data?.paidAt).toEqual(expect.any(String));

    const policies = await tg.call<{ total: number; items: OrderSummary[] }>('order.selectUserOrderInfo', { status: 'paid' }, { token });
    expect(policies.envelope.data?.items.map((item) => item.b2cOrderId)).toContain(draft.b2cOrderId);

    // Paying again is refused, and a paid order is no longer a draft to continue.
    const payAgain = await tg.call('pay.createPayOrder', payload, { token, idempotencyKey: 'pay-key-0002' });
    expect(payAgain.status).toBe(409);
    const noDraft = await tg.call('order.temporary', {}, { params, token });
    expect(noDraft.envelope.data).toBeNull();
  });

  it('answers a save with the draft exactly as it is stored and read back', async () => {
    const draft = await newDraft();
    const saved = await tg.call<Draft>('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: tpsForm(draft.formData) }, { params, token });
    expect(saved.envelope.succ).toBe(true);
    const loaded = await tg.call<Draft>('order.temporary', { b2cOrderId: draft.b2cOrderId }, { params, token });
    // Reading a draft back also says whether its product changed since (here: no); the rest is the same.
    expect(saved.envelope.data).toEqual({ ...loaded.envelope.data, productChange: undefined });
    const row = await tg.gateway.db.selectFrom('orders').select(['form_data', 'updated_at']).where('b2c_order_id', '=', draft.b2cOrderId).executeTakeFirstOrThrow();
    expect(saved.envelope.data).toMatchObject({ step: 'plan', updatedAt: row.updated_at, formData: JSON.parse(row.form_data) as unknown });
  });

  it('a failed payment leaves the order payable again', async () => {
    const draft = await newDraft();
    await saveAllSteps(draft, tpsForm(draft.formData));
    for (const id of ['order.getQuotation', 'order.release', 'order.premiumCalc'] as const) {
      expect((await tg.call(id, { b2cOrderId: draft.b2cOrderId }, { params, token })).envelope.succ).toBe(true);
    }
    const payload = { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TPS/index?from=pay' };
    const pay = await tg.call<{ payOrderId: string; payUrl: string }>('pay.createPayOrder', payload, { token, idempotencyKey: 'fail-key-0001' });
    const payOrderId = pay.envelope.data?.payOrderId ?? '';
    // The page stays open in another tab, to be pressed again after the failure.
    const pressSuccess = await keepPayPageForm(tg.url, pay.envelope.data?.payUrl ?? '', 'success');
    expect(await payOnPayPage(tg.url, pay.envelope.data?.payUrl ?? '', 'fail')).toBe(`/pages/order/TPS/index?from=pay&b2cOrderId=${draft.b2cOrderId}&payOrderId=${payOrderId}&payResult=fail`);
    const detail = await tg.call<OrderDetail>('order.detail', {}, { params: { id: draft.b2cOrderId }, token });
    expect(detail.envelope.data).toMatchObject({ status: 'failed', policyNo: null });
    // Settling twice keeps the first outcome.
    expect((await pressSuccess()).location).toContain('payResult=fail');
    const retry = await tg.call<{ payOrderId: string }>('pay.createPayOrder', payload, { token, idempotencyKey: 'fail-key-0002' });
    expect(retry.envelope.succ).toBe(true);
    expect(retry.envelope.data?.payOrderId).not.toBe(payOrderId);
  });

  it('a payment opened before the order changed cannot pay it, and an order with payments can be deleted', async () => {
    const draft = await newDraft();
    const form = tpsForm(draft.formData);
    await saveAllSteps(draft, form);
    for (const id of ['order.getQuotation', 'order.release', 'order.premiumCalc'] as const) {
      await tg.call(id, { b2cOrderId: draft.b2cOrderId }, { params, token });
    }
    const pay = await tg.call<{ payOrderId: string; payUrl: string }>('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TPS/index' }, { token, idempotencyKey: 'stale-key-0001' });
    const pressSuccess = await keepPayPageForm(tg.url, pay.envelope.data?.payUrl ?? '', 'success');
    // The user goes back from the payment page and changes the plan.
    const changed = await tg.call<Draft>('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: { ...form, planCode: 'INDIVIDUAL_SUPER' } }, { params, token });
    expect(changed.envelope.succ).toBe(true);
    expect((await pressSuccess()).location).toContain('payResult=fail');
    const detail = await tg.call<OrderDetail>('order.detail', {}, { params: { id: draft.b2cOrderId }, token });
    expect(detail.envelope.data).toMatchObject({ status: 'draft', policyNo: null });

    expect((await tg.call('order.tempDelete', { b2cOrderId: draft.b2cOrderId }, { params, token })).envelope.data).toEqual({ deleted: true });
    expect(await paymentRows(draft.b2cOrderId)).toBe(1);
    expect((await tg.call('order.detail', {}, { params: { id: draft.b2cOrderId }, token })).status).toBe(404);
  });

  it('stores the holder phone normalised however it was written, and refuses a number that is not a mobile', async () => {
    const draft = await newDraft();
    const holder = (phone: string) => tpsForm(draft.formData, {
      policyHolderInfo: { ...(tpsForm(draft.formData).policyHolderInfo as object), mobilePhoneNo: { code: '853', 853: phone } },
    });
    const saved = await tg.call<Draft>('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'holder', formData: holder('+853 (6677) 0003') }, { params, token });
    expect(saved.envelope.succ).toBe(true);
    const stored = await tg.gateway.db.selectFrom('orders').select('form_data').where('b2c_order_id', '=', draft.b2cOrderId).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.form_data).policyHolderInfo.mobilePhoneNo).toEqual({ code: '853', 853: '66770003' });

    const refused = await tg.call<Draft>('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'holder', formData: holder('5677 0003') }, { params, token, lang: 'en' });
    expect(refused.envelope).toMatchObject({ succ: false });
    expect(refused.envelope.tipMsg).toMatch(/phone|mobile/i);
    const after = await tg.gateway.db.selectFrom('orders').select('form_data').where('b2c_order_id', '=', draft.b2cOrderId).executeTakeFirstOrThrow();
    expect(after.form_data).toBe(stored.form_data);
  });

  it('refuses a return URL outside the storefront', async () => {
    const draft = await newDraft();
    await saveAllSteps(draft, tpsForm(draft.formData));
    for (const id of ['order.getQuotation', 'order.release', 'order.premiumCalc'] as const) {
      await tg.call(id, { b2cOrderId: draft.b2cOrderId }, { params, token });
    }
    for (const returnUrl of ['https://evil.example/pages/x', '//evil.example/pages/x', '/api/logout', '/pages/../api/logout', 'javascript:alert(1)']) {
      const result = await tg.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl }, { token, idempotencyKey: `bad-url-${returnUrl.length}-key` });
      expect(result.status, returnUrl).toBe(400);
      expect(result.envelope).toMatchObject({ succ: false, tipCode: 'V00400', data: { field: 'returnUrl' } });
    }
  });

  it('refuses release with a blocking notice when an insured person is over 85', async () => {
    const draft = await newDraft();
    const form = tpsForm(draft.formData, {
      insurantInfo: [{ ...tpsPerson({ dob: '1930-01-01' }), relation: 'PARENT', beneficiary: 'LEGAL' }],
    });
    await saveAllSteps(draft, form);
    expect((await tg.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params, token })).envelope.succ).toBe(true);
    const release = await tg.call('order.release', { b2cOrderId: draft.b2cOrderId }, { params, token });
    // The refusal says which answer led to it.
    expect(release.envelope).toMatchObject({
      succ: false, tipType: 'T', data: { released: false },
      tipMsg: expect.stringMatching(/^Insured person: date of birth 1930-01-01, aged \d+ on the start date; this product covers ages up to 85 only$/),
    });
    const premium = await tg.call('order.premiumCalc', { b2cOrderId: draft.b2cOrderId }, { params, token });
    expect(premium.status).toBe(409);
  });

  it('refuses an insured person born after the start date as such, not as "aged 0"', async () => {
    const draft = await newDraft();
    const form = tpsForm(draft.formData, {
      insurantInfo: [{ ...tpsPerson({ dob: '2030-01-01' }), relation: 'CHILD', beneficiary: 'LEGAL' }],
    });
    await saveAllSteps(draft, form);
    expect((await tg.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params, token })).envelope.succ).toBe(true);
    const release = await tg.call('order.release', { b2cOrderId: draft.b2cOrderId }, { params, token });
    expect(release.envelope).toMatchObject({
      succ: false, tipType: 'T', data: { released: false, field: 'insurantInfo.0.dob', value: '2030-01-01' },
      tipMsg: 'Insured person: date of birth 2030-01-01 is after the start date; enter the correct date of birth',
    });
  });

  it('deletes a draft and copies an order for buying again', async () => {
    const draft = await newDraft();
    const form = tpsForm(draft.formData);
    await saveAllSteps(draft, form);
    const again = await tg.call<Draft>('order.againInfo', { b2cOrderId: draft.b2cOrderId, clearAnswers: true }, { token });
    expect(again.envelope.data?.b2cOrderId).not.toBe(draft.b2cOrderId);
    const { declaration: _declaration, ...withoutAnswers } = form;
    expect(again.envelope.data?.formData).toEqual(withoutAnswers);

    expect((await tg.call('order.tempDelete', { b2cOrderId: draft.b2cOrderId }, { params, token })).envelope.data).toEqual({ deleted: true });
    expect((await tg.call('order.tempDelete', { b2cOrderId: draft.b2cOrderId }, { params, token })).envelope.data).toEqual({ deleted: false });
    expect((await tg.call('order.detail', {}, { params: { id: draft.b2cOrderId }, token })).status).toBe(404);
  });

  it('keeps orders private to their owner', async () => {
    const draft = await newDraft();
    const other = await signIn(tg, '853', '66020202');
    const peek = await tg.call('order.detail', {}, { params: { id: draft.b2cOrderId }, token: other });
    expect(peek.status).toBe(404);
    const save = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: draft.formData }, { params, token: other });
    expect(save.status).toBe(404);
    const list = await tg.call<{ total: number }>('order.selectUserOrderInfo', { status: 'all' }, { token: other });
    expect(list.envelope.data?.total).toBe(0);
  });

  it('refuses a save of an order the caller may not change for that reason, whatever the form, and stores nothing', async () => {
    const draft = await newDraft();
    const other = await signIn(tg, '853', '66030303');
    const badForm = tpsForm(draft.formData, { planCode: 'NO_SUCH_PLAN' });
    const badSave = (as: string) => tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: badForm }, { params, token: as });
    // The form is refused as such on the caller's own draft...
    expect((await badSave(token)).status).toBe(400);
    // ...but someone else's draft is not found, and an order that moved on is a conflict naming its status.
    expect((await badSave(other)).status).toBe(404);
    await tg.gateway.db.updateTable('orders').set({ status: 'paid' }).where('b2c_order_id', '=', draft.b2cOrderId).execute();
    const paid = await badSave(token);
    expect(paid.status).toBe(409);
    expect(paid.envelope.data).toEqual({ status: 'paid' });
    const goodSave = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: tpsForm(draft.formData) }, { params, token });
    expect(goodSave.status).toBe(409);
    const row = await tg.gateway.db.selectFrom('orders').select(['form_data', 'step']).where('b2c_order_id', '=', draft.b2cOrderId).executeTakeFirstOrThrow();
    expect({ formData: JSON.parse(row.form_data) as unknown, step: row.step }).toEqual({ formData: draft.formData, step: draft.step });
  });

  it('answers an unknown product with 404', async () => {
    const result = await tg.call('order.create', {}, { params: { product: 'NOPE' }, token });
    expect(result.status).toBe(404);
    expect(result.envelope).toMatchObject({ succ: false, tipCode: 'V00404', tipMsg: 'Not found' });
  });

  it('prices the plan step without a session (trial calculator) and initialises the product', async () => {
    const init = await tg.call<{ productCode: string; startDate: string; formDefaults: Record<string, unknown> }>('product.init', {}, { params });
    expect(init.envelope.data).toMatchObject({ productCode: 'TPS', version: '1.0.4' });
    const { commDate, expiryDate } = init.envelope.data?.formDefaults as { commDate: string; expiryDate: string };
    expect(commDate).toBe(init.envelope.data?.startDate);
    const trial = await tg.call<{ premium: number; currency: string }>('product.calculator', {
      formData: { planCode: 'FAMILY_SUPER', areaCode: '01', commDate, expiryDate },
    }, { params });
    const band = rates.bands.findIndex((limit) => 7 <= limit);
    expect(trial.envelope.data).toEqual({ premium: rates.table.FAMILY_SUPER?.['01']?.[band], currency: 'MOP' });
    const perPerson = await tg.call<{ premium: number }>('product.calculator', {
      formData: { planCode: 'INDIVIDUAL_SUPER', areaCode: '01', commDate, expiryDate, insurantInfo: [{}, {}, {}] },
    }, { params });
    expect(perPerson.envelope.data?.premium).toBe((rates.table.INDIVIDUAL_SUPER?.['01']?.[band] ?? NaN) * 3);
    const badPlan = await tg.call('product.calculator', { formData: { planCode: 'GOLD', areaCode: '01', commDate, expiryDate } }, { params });
    expect(badPlan.status).toBe(400);
  });
});

describe('demo data', () => {
  it('the demo user has a paid TPS policy and a motor policy due for renewal on first start', async () => {
    const demo = await signIn(tg, '853', '66123456');
    const policies = await tg.call<{ total: number; items: OrderSummary[] }>('order.selectUserOrderInfo', { status: 'paid' }, { token: demo });
    expect(policies.envelope.data?.total).toBe(2);
    expect(policies.envelope.data?.items).toContainEqual(expect.objectContaining({ productCode: 'TPS', status: 'paid', policyNo: expect.stringMatching(/^P-TPS-\d{4}-\d{6}$/) }));
    expect(policies.envelope.data?.items).toContainEqual(expect.objectContaining({ productCode: 'MTV', status: 'paid' }));
  });
});
