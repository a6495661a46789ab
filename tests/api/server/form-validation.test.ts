import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../src/contract/index.js';
import { signIn, startTestGateway, type TestGateway } from './signed-fetch.js';
import { tpsForm, tpsPerson } from './tps-form.js';

let tg: TestGateway;
let token: string;
beforeAll(async () => {
  tg = await startTestGateway();
  token = await signIn(tg, '853', '66030303');
});
afterAll(async () => {
  await tg.stop();
});

const params = { product: 'TPS' };

/** A draft saved through the holder step, and its stored form. */
async function savedDraft(): Promise<{ draft: Draft; form: Record<string, unknown> }> {
  const draft = (await tg.call<Draft>('order.create', {}, { params, token })).envelope.data as Draft;
  const form = tpsForm(draft.formData);
  for (const step of ['plan', 'insured', 'holder']) {
    expect((await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params, token })).envelope.succ).toBe(true);
  }
  return { draft, form };
}

async function stored(b2cOrderId: string): Promise<Draft> {
  return (await tg.call<Draft>('order.temporary', { b2cOrderId }, { params, token })).envelope.data as Draft;
}

describe('tempSave validation', () => {
  it('refuses a Chinese character in the English name, naming the field in the caller\'s language, and keeps the row', async () => {
    const { draft, form } = await savedDraft();
    const before = await stored(draft.b2cOrderId);
    const bad = { ...form, insurantInfo: [{ ...tpsPerson({ englishName: '李' }), relation: 'SELF', beneficiary: 'LEGAL' }] };

    const en = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'insured', formData: bad }, { params, token, lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.envelope).toMatchObject({ succ: false, tipCode: 'V00400', tipType: 'E', tipMsg: 'English name is not valid', data: { field: 'insurantInfo.0.englishName' } });

    const tw = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'insured', formData: bad }, { params, token, lang: 'tw' });
    expect(tw.status).toBe(400);
    expect(tw.envelope.tipMsg).toMatch(/英文/);

    expect(await stored(draft.b2cOrderId)).toEqual(before);
  });

  it('refuses a field the product\'s form does not have, naming it, and stores nothing', async () => {
    const { draft, form } = await savedDraft();
    const before = await stored(draft.b2cOrderId);
    const result = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'insured', formData: { ...form, discountCode: 'FREE' } }, { params, token, lang: 'en' });
    expect(result.status).toBe(400);
    expect(result.envelope).toMatchObject({ succ: false, tipCode: 'V00400', data: { field: 'discountCode' } });
    expect(result.envelope.tipMsg).toMatch(/discountCode/);
    expect(await stored(draft.b2cOrderId)).toEqual(before);
  });

  it('refuses a Macao phone number that does not start with 6', async () => {
    const { draft, form } = await savedDraft();
    const before = await stored(draft.b2cOrderId);
    const holder = form.policyHolderInfo as Record<string, unknown>;
    const bad = { ...form, policyHolderInfo: { ...holder, mobilePhoneNo: { code: '853', 853: '12345678' } } };
    const result = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'holder', formData: bad }, { params, token });
    expect(result.status).toBe(400);
    expect(result.envelope).toMatchObject({ tipCode: 'V00400', tipMsg: 'Phone number is not valid', data: { field: 'policyHolderInfo.mobilePhoneNo.853' } });
    expect(await stored(draft.b2cOrderId)).toEqual(before);
  });

  it('checks every step up to the one saved, but not later ones', async () => {
    const draft = (await tg.call<Draft>('order.create', {}, { params, token })).envelope.data as Draft;
    const planOnly = { ...draft.formData, planCode: 'INDIVIDUAL_BASIC', areaCode: '08' };
    // The plan step holds; the insured persons are not checked yet.
    expect((await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: planOnly }, { params, token })).envelope.succ).toBe(true);
    // Saving the insured step with a broken plan step is refused on the plan field.
    const brokenPlan = { ...tpsForm(draft.formData), planCode: 'PLATINUM' };
    const result = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'insured', formData: brokenPlan }, { params, token });
    expect(result.envelope).toMatchObject({ tipMsg: 'Plan is not valid', data: { field: 'planCode' } });
  });

  it('applies the product\'s cross-field date rule', async () => {
    const draft = (await tg.call<Draft>('order.create', {}, { params, token })).envelope.data as Draft;
    const commDate = draft.formData.commDate as string;
    const tooLong = { ...draft.formData, planCode: 'INDIVIDUAL_BASIC', areaCode: '08', expiryDate: `${Number(commDate.slice(0, 4)) + 1}${commDate.slice(4)}` };
    const result = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: tooLong }, { params, token });
    expect(result.status).toBe(400);
    expect(result.envelope).toMatchObject({ tipCode: 'V00400', tipMsg: 'The cover must last 1 to 180 days and cannot start before today', data: { field: 'expiryDate' } });
  });

  it('refuses a missing required field and an unknown step', async () => {
    const { draft, form } = await savedDraft();
    const { declaration: _declaration, ...withoutDeclaration } = form;
    const missing = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'confirm', formData: withoutDeclaration }, { params, token });
    expect(missing.envelope).toMatchObject({ tipCode: 'V00400', data: { field: 'declaration' } });
    const unknownStep = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'payment', formData: form }, { params, token });
    expect(unknownStep.envelope).toMatchObject({ tipCode: 'V00400', data: { field: 'step' } });
  });

  it('refuses more insured persons than the family plan covers', async () => {
    const { draft, form } = await savedDraft();
    const seven = Array.from({ length: 7 }, () => ({ ...tpsPerson(), relation: 'CHILD', beneficiary: 'LEGAL' }));
    const result = await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'insured', formData: { ...form, planCode: 'FAMILY_BASIC', insurantInfo: seven } }, { params, token });
    expect(result.envelope).toMatchObject({ tipCode: 'V00400', data: { field: 'insurantInfo' } });
  });

  it('refuses to quote an incomplete form', async () => {
    const draft = (await tg.call<Draft>('order.create', {}, { params, token })).envelope.data as Draft;
    const quote = await tg.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params, token });
    expect(quote.status).toBe(400);
    expect(quote.envelope).toMatchObject({ succ: false, tipCode: 'V00400' });
  });
});

describe('payload validation against the contract', () => {
  it('refuses unknown keys and wrong types with 400', async () => {
    const unknownKey = await tg.call('order.temporary', { b2cOrderId: 'TPS-000000', extra: 1 }, { params, token });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.envelope).toMatchObject({ tipCode: 'V00400', data: { field: 'extra' } });
    const wrongType = await tg.call('order.tempSave', { b2cOrderId: 'TPS-000000', step: 'plan', formData: 'x' }, { params, token });
    expect(wrongType.envelope).toMatchObject({ tipCode: 'V00400', data: { field: 'formData' } });
    const badPhone = await tg.call('user.smsCode', { areaCode: '853', phone: 'abc' });
    expect(badPhone.envelope).toMatchObject({ tipCode: 'V00400', data: { field: 'phone' } });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const result = await tg.send({ method: 'POST', path: '/api/user/mobile/smsCode', body: '{not json' });
    expect(result.status).toBe(400);
    expect(result.envelope).toMatchObject({ succ: false, tipCode: 'V00400' });
  });

  it('validates before it checks the session', async () => {
    const result = await tg.call('order.tempDelete', {}, { params });
    expect(result.status).toBe(400);
    const noSession = await tg.call('order.tempDelete', { b2cOrderId: 'TPS-000000' }, { params });
    expect(noSession.envelope.tipCode).toBe('S00001');
  });
});
