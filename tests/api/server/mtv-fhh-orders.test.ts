/**
 * MTV (private car) and FHH (home contents), sold through the same generic order calls as TPS: a
 * draft saved step by step, quoted from rates.json, released, priced, paid in the sandbox. Also the
 * refusals the forms make (plate, declaration answers, phone, list codes), the adapter's reference
 * lists, the upload and the blocking image check.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, OrderDetail, Quotation, ReferenceItem, StoredFile } from '../../../src/contract/index.js';
import { payOnPayPage } from '../support/sandbox-pay.js';
import { signIn, startTestGateway, type TestGateway } from './signed-fetch.js';
import { jpegHeader, TEST_PNG as PNG } from '../../support/purchase/upload-bytes.js';

interface FactorRates {
  bands: number[];
  table: Record<string, number[]>;
  factors: ({ kind: 'banded'; bands: number[]; multipliers: number[] } | { kind: 'lookup'; multipliers: Record<string, number> })[];
}

const ratesOf = (code: string): FactorRates => JSON.parse(readFileSync(`schemas/products/${code}/rates.json`, 'utf8')) as FactorRates;
const band = (bands: number[], value: number): number => bands.findIndex((limit) => value <= limit);

const JPEG = jpegHeader(640, 480);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 32)]);

let tg: TestGateway;
let token: string;
let otherToken: string;
beforeAll(async () => {
  tg = await startTestGateway();
  token = await signIn(tg, '853', '66070707');
  otherToken = await signIn(tg, '853', '66080808');
});
afterAll(async () => {
  await tg.stop();
});

async function upload(name: string, content: Buffer, as = token) {
  return tg.call<StoredFile>('plat.fileUpload', { name, type: 'application/octet-stream', content: content.toString('base64') }, { token: as });
}

async function uploadedId(name = 'photo.png', content = PNG, as = token): Promise<string> {
  const result = await upload(name, content, as);
  expect(result.envelope.succ, result.text).toBe(true);
  return (result.envelope.data as StoredFile).fileId;
}

const holder = {
  englishName: 'CHAN TAI MAN',
  chineseName: '陳大文',
  gender: 'M',
  dob: '1985-04-20',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
  mobilePhoneNo: { code: '853', 853: '66123456' },
};

type Question = Record<string, unknown> & { id: string };

/** The MTV question list of a new draft, answered: a claim once, unrepaired damage with its photo. */
function answered(questions: Question[], damagePhoto: string): Question[] {
  const answers: Record<string, Record<string, unknown>> = {
    VEHICLE12: { answer: '0' },
    VEHICLE01: { answer: '1', notice: '1' },
    VEHICLE13: { answer: '1', notice: damagePhoto },
    VEHICLE03: { answer: '0' },
  };
  return questions.map((question) => ({ ...question, ...answers[question.id] }));
}

function mtvForm(defaults: Record<string, unknown>, files: { registration: string; damage: string }): Record<string, unknown> {
  return {
    ...defaults,
    planCode: 'COMP',
    carInfo: {
      ...(defaults.carInfo as Record<string, unknown>),
      type: 'P', username: 'CHAN TAI MAN', carCode: 'MA-12-34', carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD',
      carType2: 'MPV', carType3: 'HYBRID', carUserType: 'SDPC', motorCode: '2AR-1234567', carBodyCode: 'AYH30-0012345',
      motorSize: 2494, carSize: 7, carWeight: 2100, carYear: 2019, carDate: '2019-06-15', isMortgage: true, mortgageBank: 'BNU',
      registrationImage: files.registration,
    },
    questionList: answered(defaults.questionList as Question[], files.damage),
    holderInfo: { ...holder, address: 'Rua do Campo 10, 3 andar A, Macau', mail: 'chan.tai.man@example.com' },
    // The contact number is the holder's mobile, asked once: whatever is sent, it follows the holder's.
    contactInfo: { mobilePhoneNo: holder.mobilePhoneNo },
    declaration: true,
  };
}

function fhhForm(defaults: Record<string, unknown>): Record<string, unknown> {
  return {
    ...defaults,
    planCode: 'B',
    propertyInfo: {
      ...(defaults.propertyInfo as Record<string, unknown>),
      blockCode: 'TAI0001', address: 'Jardins do Oceano, Bloco 3, 12 andar B, Taipa', propertyType: 'APARTMENT',
      occupancy: 'TENANT', grossArea: 650, contentsValue: 350000,
    },
    holderInfo: { ...holder, mail: 'chan.tai.man@example.com' },
    declaration: true,
  };
}

const STEPS = { MTV: ['plan', 'carInfo', 'declarations', 'holder', 'confirm'], FHH: ['plan', 'property', 'holder', 'confirm'] } as const;

async function newDraft(product: 'MTV' | 'FHH', as = token): Promise<Draft> {
  const created = await tg.call<Draft>('order.create', {}, { params: { product }, token: as });
  expect(created.envelope.succ, created.text).toBe(true);
  return created.envelope.data as Draft;
}

async function saveSteps(product: 'MTV' | 'FHH', draft: Draft, form: Record<string, unknown>, steps: readonly string[] = STEPS[product]): Promise<void> {
  for (const step of steps) {
    const saved = await tg.call<Draft>('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params: { product }, token });
    expect(saved.envelope, `${product} step ${step}: ${saved.text}`).toMatchObject({ succ: true, data: { step } });
  }
}

async function stored(product: 'MTV' | 'FHH', b2cOrderId: string): Promise<Draft> {
  return (await tg.call<Draft>('order.temporary', { b2cOrderId }, { params: { product }, token })).envelope.data as Draft;
}

async function payInSandbox(product: 'MTV' | 'FHH', b2cOrderId: string, premium: number): Promise<OrderDetail> {
  for (const id of ['order.release', 'order.premiumCalc'] as const) {
    const result = await tg.call(id, { b2cOrderId }, { params: { product }, token });
    expect(result.envelope.succ, `${id}: ${result.text}`).toBe(true);
  }
  const pay = await tg.call<{ payOrderId: string; payUrl: string; amount: number }>(
    'pay.createPayOrder', { b2cOrderId, returnUrl: `/pages/order/${product}/index` }, { token, idempotencyKey: `pay-${b2cOrderId}` },
  );
  expect(pay.envelope.data?.amount).toBe(premium);
  const payOrderId = pay.envelope.data?.payOrderId ?? '';
  expect(await payOnPayPage(tg.url, pay.envelope.data?.payUrl ?? '', 'success')).toBe(`/pages/order/${product}/index?b2cOrderId=${b2cOrderId}&payOrderId=${payOrderId}&payResult=success`);
  return (await tg.call<OrderDetail>('order.detail', {}, { params: { id: b2cOrderId }, token })).envelope.data as OrderDetail;
}

describe('MTV: a private car sold through the generic order calls', () => {
  it('starts a draft with the one-year term, the car limit and the declaration questions in order', async () => {
    const draft = await newDraft('MTV');
    const { basicInfo, questionList, productCode, productType, carInfo } = draft.formData as {
      basicInfo: Record<string, string>; questionList: Question[]; productCode: string; productType: string; carInfo: Record<string, unknown>;
    };
    expect({ productCode, productType }).toEqual({ productCode: 'MTV', productType: 'PCA' });
    expect(basicInfo).toMatchObject({ limit: '1,500,000', days: expect.stringMatching(/^36[56]$/) });
    const start = new Date(`${basicInfo.startDate}T00:00:00Z`);
    const end = new Date(`${basicInfo.endDate}T00:00:00Z`);
    expect(end.getUTCFullYear() * 12 + end.getUTCMonth() - (start.getUTCFullYear() * 12 + start.getUTCMonth())).toBe(basicInfo.startDate?.endsWith('-01') ? 11 : 12);
    expect((end.getTime() - start.getTime()) / 86_400_000 + 1).toBe(Number(basicInfo.days));
    expect(carInfo).toMatchObject({ carType: 'PCA', isMortgage: false });
    expect(questionList.map((question) => question.id)).toEqual(['VEHICLE12', 'VEHICLE01', 'VEHICLE13', 'VEHICLE03']);
    expect(questionList[2]).toMatchObject({
      problem: 'product.MTV.declaration.VEHICLE13', noticeType: 'upload', isShow: true,
      answerList: [{ value: '1', label: 'dict.answer.1' }, { value: '0', label: 'dict.answer.0' }],
    });
    expect(questionList[1]?.noticeList).toEqual([
      { value: '1', label: 'product.MTV.declarationOption.VEHICLE01.1' },
      { value: '2', label: 'product.MTV.declarationOption.VEHICLE01.2' },
      { value: '3', label: 'product.MTV.declarationOption.VEHICLE01.3' },
    ]);
    expect(questionList.every((question) => question.answer === undefined)).toBe(true);
  });

  it('goes from a new draft to a paid policy, priced from rates.json', async () => {
    const draft = await newDraft('MTV');
    const form = mtvForm(draft.formData, { registration: await uploadedId('registration.jpg', JPEG), damage: await uploadedId() });
    await saveSteps('MTV', draft, form);
    expect((await stored('MTV', draft.b2cOrderId)).formData).toEqual(form);

    const quote = await tg.call<Quotation>('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'MTV' }, token });
    expect(quote.status, quote.text).toBe(200);
    const rates = ratesOf('MTV');
    const age = rates.factors[0] as { bands: number[]; multipliers: number[] };
    const usage = rates.factors[1] as { multipliers: Record<string, number> };
    const base = rates.table.COMP?.[band(rates.bands, 2494)] as number;
    const startYear = Number(((draft.formData.basicInfo as Record<string, string>).startDate ?? '').slice(0, 4));
    const ageMultiplier = age.multipliers[band(age.bands, startYear - 2019)] as number;
    const usageMultiplier = usage.multipliers.SDPC as number;
    expect(quote.envelope.data).toMatchObject({
      premium: Math.round(base * ageMultiplier * usageMultiplier * 100) / 100,
      currency: 'MOP',
      breakdown: [
        { label: 'rating.base', amount: base, kind: 'money' },
        { label: 'rating.vehicleAge', amount: ageMultiplier, kind: 'factor' },
        { label: 'rating.usage', amount: usageMultiplier, kind: 'factor' },
      ],
    });
    expect(quote.envelope.data?.quotationNo).toMatch(/^Q-MTV-\d{4}-\d{6}$/);

    const detail = await payInSandbox('MTV', draft.b2cOrderId, quote.envelope.data?.premium ?? NaN);
    expect(detail).toMatchObject({ status: 'paid', productCode: 'MTV', formData: form });
    expect(detail.policyNo).toMatch(/^P-MTV-\d{4}-\d{6}$/);
    const basicInfo = form.basicInfo as Record<string, string>;
    expect({ commDate: detail.commDate, expiryDate: detail.expiryDate }).toEqual({ commDate: basicInfo.startDate, expiryDate: basicInfo.endDate });
  });

  it('derives the end date and the days from the start date, whatever the client sent', async () => {
    const draft = await newDraft('MTV');
    const basicInfo = draft.formData.basicInfo as Record<string, string>;
    const start = basicInfo.startDate as string;
    const later = `${Number(start.slice(0, 4)) + 1}-03-01`;
    const form = { ...draft.formData, planCode: 'TPL', basicInfo: { ...basicInfo, startDate: later, endDate: later, days: '365' } };
    const saved = await tg.call<Draft>('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'plan', formData: form }, { params: { product: 'MTV' }, token });
    const leap = (Number(later.slice(0, 4)) + 1) % 4 === 0;
    expect(saved.envelope.data?.formData.basicInfo).toEqual({
      ...basicInfo, startDate: later, endDate: `${Number(later.slice(0, 4)) + 1}-02-${leap ? 29 : 28}`, days: leap ? '366' : '365',
    });
  });

  it('refuses a bad plate, a missing declaration answer and a bad phone, in the caller\'s language, and keeps the draft', async () => {
    const draft = await newDraft('MTV');
    const form = mtvForm(draft.formData, { registration: await uploadedId(), damage: await uploadedId() });
    await saveSteps('MTV', draft, form, ['plan', 'carInfo', 'declarations', 'holder']);
    const before = await stored('MTV', draft.b2cOrderId);
    const save = (step: string, formData: Record<string, unknown>, lang: string) =>
      tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData }, { params: { product: 'MTV' }, token, lang });

    const badPlate = { ...form, carInfo: { ...(form.carInfo as Record<string, unknown>), carCode: 'ABC-1234' } };
    const plateEn = await save('carInfo', badPlate, 'en');
    expect(plateEn.status).toBe(400);
    expect(plateEn.envelope).toMatchObject({ succ: false, tipCode: 'V00400', tipType: 'E', tipMsg: 'Licence plate is not valid', data: { field: 'carInfo.carCode' } });
    expect((await save('carInfo', badPlate, 'tw')).envelope.tipMsg).toMatch(/車牌號碼/);

    const questions = form.questionList as Question[];
    const { answer: _answer, notice: _notice, ...unanswered } = questions[1] as Question;
    const missingAnswer = { ...form, questionList: [questions[0], unanswered, questions[2], questions[3]] };
    const answerEn = await save('declarations', missingAnswer, 'en');
    expect(answerEn.status).toBe(400);
    expect(answerEn.envelope).toMatchObject({ tipCode: 'V00400', tipMsg: 'Please fill in Declaration answer', data: { field: 'questionList.1.answer' } });
    expect((await save('declarations', missingAnswer, 'cn')).envelope.tipMsg).toMatch(/声明答案/);

    const badPhone = { ...form, holderInfo: { ...(form.holderInfo as Record<string, unknown>), mobilePhoneNo: { code: '853', 853: '12345678' } } };
    const phoneEn = await save('holder', badPhone, 'en');
    expect(phoneEn.status).toBe(400);
    expect(phoneEn.envelope).toMatchObject({ tipCode: 'V00400', tipMsg: 'Phone number is not valid', data: { field: 'holderInfo.mobilePhoneNo.853' } });

    expect(await stored('MTV', draft.b2cOrderId)).toEqual(before);
  });

  it('refuses what the question list and the gateway\'s lists do not offer', async () => {
    const draft = await newDraft('MTV');
    const form = mtvForm(draft.formData, { registration: await uploadedId(), damage: await uploadedId() });
    await saveSteps('MTV', draft, form, ['plan']);
    const before = await stored('MTV', draft.b2cOrderId);
    const save = async (step: string, formData: Record<string, unknown>) =>
      (await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData }, { params: { product: 'MTV' }, token })).envelope;
    const car = form.carInfo as Record<string, unknown>;
    const questions = form.questionList as Question[];

    expect(await save('carInfo', { ...form, carInfo: { ...car, carBrand: 'LADA' } })).toMatchObject({ tipMsg: 'Make is not valid', data: { field: 'carInfo.carBrand' } });
    expect(await save('carInfo', { ...form, carInfo: { ...car, carModel: 'TESLA_MODEL_3' } })).toMatchObject({ tipMsg: 'Model is not valid', data: { field: 'carInfo.carModel' } });
    expect(await save('carInfo', { ...form, carInfo: { ...car, mortgageBank: 'NOBANK' } })).toMatchObject({ data: { field: 'carInfo.mortgageBank' } });
    const { mortgageBank: _bank, ...unfinanced } = car;
    expect(await save('carInfo', { ...form, carInfo: unfinanced })).toMatchObject({ tipMsg: 'Please fill in Financing bank', data: { field: 'carInfo.mortgageBank' } });
    expect(await save('carInfo', { ...form, carInfo: { ...car, registrationImage: 'F-19990101-0000000000000000' } }))
      .toMatchObject({ tipMsg: 'The file for "Photo of the registration document" was not found, please upload it again', data: { field: 'carInfo.registrationImage' } });
    const otherUsersPhoto = await uploadedId('photo.png', PNG, otherToken);
    expect(await save('carInfo', { ...form, carInfo: { ...car, registrationImage: otherUsersPhoto } })).toMatchObject({ data: { field: 'carInfo.registrationImage' } });

    const swapped = [questions[1], questions[0], questions[2], questions[3]];
    expect(await save('declarations', { ...form, questionList: swapped })).toMatchObject({ tipCode: 'V00400', data: { field: expect.stringMatching(/^questionList\.0/) } });
    const badPick = questions.map((question) => (question.id === 'VEHICLE01' ? { ...question, notice: '7' } : question));
    expect(await save('declarations', { ...form, questionList: badPick })).toMatchObject({ data: { field: 'questionList.1.notice' } });
    const noDetails = questions.map((question) => (question.id === 'VEHICLE12' ? { ...question, answer: '1' } : question));
    expect(await save('declarations', { ...form, questionList: noDetails })).toMatchObject({ data: { field: 'questionList.0.notice' } });
    expect(await save('declarations', { ...form, questionList: questions.slice(0, 3) })).toMatchObject({ data: { field: 'questionList' } });

    expect(await stored('MTV', draft.b2cOrderId)).toEqual(before);
  });

  it('releases by the product\'s own age limits: a policy holder under 18 is refused with a blocking notice', async () => {
    const draft = await newDraft('MTV');
    const start = (draft.formData.basicInfo as Record<string, string>).startDate as string;
    const form = mtvForm(draft.formData, { registration: await uploadedId(), damage: await uploadedId() });
    const young = { ...form, holderInfo: { ...(form.holderInfo as Record<string, unknown>), dob: `${Number(start.slice(0, 4)) - 17}-01-01` } };
    await saveSteps('MTV', draft, young);
    expect((await tg.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'MTV' }, token })).envelope.succ).toBe(true);
    const release = await tg.call('order.release', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'MTV' }, token });
    // The refusal says which answer led to it.
    expect(release.envelope).toMatchObject({
      succ: false, tipType: 'T', data: { released: false },
      tipMsg: expect.stringMatching(/^Policy holder: date of birth \d{4}-01-01, aged 1[67] on the start date; this product (requires an age of at least 18|covers ages 18 to \d+ only)$/),
    });
  });

  it('buys again with the declaration questions back unanswered', async () => {
    const draft = await newDraft('MTV');
    const form = mtvForm(draft.formData, { registration: await uploadedId(), damage: await uploadedId() });
    await saveSteps('MTV', draft, form);
    const again = await tg.call<Draft>('order.againInfo', { b2cOrderId: draft.b2cOrderId, clearAnswers: true }, { token });
    const { declaration: _declaration, ...rest } = form;
    expect(again.envelope.data?.formData).toEqual({ ...rest, questionList: draft.formData.questionList });
  });
});

describe('FHH: home contents sold through the same calls', () => {
  it('goes from a new draft to a paid policy, priced from rates.json', async () => {
    const draft = await newDraft('FHH');
    const basicInfo = draft.formData.basicInfo as Record<string, string>;
    expect(basicInfo.days).toMatch(/^36[56]$/);
    const form = fhhForm(draft.formData);
    await saveSteps('FHH', draft, form);
    const quote = await tg.call<Quotation>('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'FHH' }, token });
    const rates = ratesOf('FHH');
    const base = rates.table.B?.[band(rates.bands, 650)] as number;
    const tenant = (rates.factors[0] as { multipliers: Record<string, number> }).multipliers.TENANT as number;
    expect(quote.envelope.data).toMatchObject({ premium: Math.round(base * tenant * 100) / 100, currency: 'MOP' });
    const detail = await payInSandbox('FHH', draft.b2cOrderId, quote.envelope.data?.premium ?? NaN);
    expect(detail).toMatchObject({ status: 'paid', productCode: 'FHH', commDate: basicInfo.startDate, expiryDate: basicInfo.endDate });
    expect(detail.policyNo).toMatch(/^P-FHH-\d{4}-\d{6}$/);
  });

  it('refuses a block code the gateway does not list and a floor area beyond the tariff', async () => {
    const draft = await newDraft('FHH');
    const form = fhhForm(draft.formData);
    await saveSteps('FHH', draft, form, ['plan']);
    const before = await stored('FHH', draft.b2cOrderId);
    const property = form.propertyInfo as Record<string, unknown>;
    const save = async (formData: Record<string, unknown>, lang = 'en') =>
      (await tg.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: 'property', formData }, { params: { product: 'FHH' }, token, lang })).envelope;
    expect(await save({ ...form, propertyInfo: { ...property, blockCode: 'ZZZ999' } })).toMatchObject({ tipMsg: 'Building is not valid', data: { field: 'propertyInfo.blockCode' } });
    expect((await save({ ...form, propertyInfo: { ...property, blockCode: 'ZZZ999' } }, 'tw')).tipMsg).toMatch(/大廈/);
    expect(await save({ ...form, propertyInfo: { ...property, grossArea: 4001 } })).toMatchObject({ data: { field: 'propertyInfo.grossArea' } });
    expect(await stored('FHH', draft.b2cOrderId)).toEqual(before);
  });
});

describe('adapter reference lists', () => {
  it('lists car brands in the caller\'s language, a brand\'s models, and mortgage banks', async () => {
    const brands = async (lang: string) => (await tg.call<{ items: ReferenceItem[] }>('adapter.carBrandList', {}, { lang })).envelope.data?.items ?? [];
    expect(await brands('en')).toEqual(expect.arrayContaining([
      { code: 'TOYOTA', name: 'Toyota' }, { code: 'MERCEDES_BENZ', name: 'Mercedes-Benz' }, { code: 'TESLA', name: 'Tesla' },
    ]));
    expect((await brands('tw')).find((brand) => brand.code === 'MERCEDES_BENZ')?.name).toBe('平治');
    expect((await brands('cn')).find((brand) => brand.code === 'TOYOTA')?.name).toBe('丰田');

    const models = await tg.call<{ items: ReferenceItem[] }>('adapter.carModelList', { brandCode: 'TESLA' });
    expect(models.envelope.data?.items).toEqual([
      { code: 'TESLA_MODEL_3', name: 'Model 3' }, { code: 'TESLA_MODEL_Y', name: 'Model Y' },
      { code: 'TESLA_MODEL_S', name: 'Model S' }, { code: 'TESLA_MODEL_X', name: 'Model X' },
    ]);
    expect((await tg.call<{ items: ReferenceItem[] }>('adapter.carModelList', { brandCode: 'LADA' })).envelope.data).toEqual({ items: [] });
    expect((await tg.call('adapter.carModelList', {})).status).toBe(400);

    const banks = await tg.call<{ items: ReferenceItem[] }>('adapter.mortgageList', {}, { lang: 'tw' });
    expect(banks.envelope.data?.items).toEqual(expect.arrayContaining([{ code: 'BNU', name: '大西洋銀行' }, { code: 'BOC', name: '中國銀行澳門分行' }]));
  });

  it('searches block codes by Chinese or Portuguese name, and finds one by its code', async () => {
    const query = async (payload: Record<string, unknown>, lang = 'tw') =>
      (await tg.call<{ total: number; items: ReferenceItem[] }>('adapter.queryBlockCode', payload, { lang })).envelope.data;
    const sea = await query({ keyword: '海' });
    expect(sea?.items.map((item) => item.code)).toEqual(['PEN0001', 'TAI0001', 'COT0001']);
    expect(sea?.items[1]).toEqual({ code: 'TAI0001', name: '海洋花園', description: '氹仔 · Jardins do Oceano', address: '氹仔海洋花園' });
    expect(await query({ keyword: 'oasis' }, 'en')).toEqual({ total: 1, items: [{ code: 'COT0001', name: 'One Oasis', description: 'Cotai · 海天居', address: 'One Oasis, Cotai' }] });
    expect((await query({ keyword: '%' }))?.total).toBe(0);
    expect(await query({ code: 'PEN0002' }, 'cn')).toEqual({ total: 1, items: [{ code: 'PEN0002', name: '壹号湖畔', description: '澳门半岛 · One Central Residences', address: '澳门半岛壹号湖畔' }] });
    const limited = await query({ limit: 2 });
    expect(limited?.items).toHaveLength(2);
    expect(limited?.total).toBeGreaterThan(2);
  });
});

describe('file upload and download', () => {
  it('stores an upload for its owner only', async () => {
    const uploaded = await upload('damage.PNG', PNG);
    expect(uploaded.envelope.data).toMatchObject({ name: 'damage.PNG', size: PNG.length, fileId: expect.stringMatching(/^F-\d{8}-[0-9A-F]{16}$/) });
    const fileId = uploaded.envelope.data?.fileId ?? '';
    const download = await tg.call<StoredFile & { content: string }>('plat.fileDownload', {}, { params: { id: fileId }, token });
    expect(Buffer.from(download.envelope.data?.content ?? '', 'base64').equals(PNG)).toBe(true);
    expect((await tg.call('plat.fileDownload', {}, { params: { id: fileId }, token: otherToken })).status).toBe(404);
    expect((await tg.call('plat.fileUpload', { name: 'a.png', content: PNG.toString('base64') })).envelope.tipCode).toBe('S00001');
  });

  it('refuses an empty file, content that does not match its extension and an oversize PDF, with the upload messages', async () => {
    const count = async () => (await tg.gateway.db.selectFrom('files').select('file_id').execute()).length;
    const before = await count();
    const empty = await upload('photo.png', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.envelope).toMatchObject({ succ: false, tipCode: 'V00400', tipMsg: 'Image cannot be empty', data: { error: 'empty' } });
    const emptyTw = await tg.call('plat.fileUpload', { name: 'photo.png', content: '' }, { token, lang: 'tw' });
    expect(emptyTw.envelope.tipMsg).toBe('圖片不能為空');

    const disguised = await upload('photo.png', JPEG);
    expect(disguised.envelope).toMatchObject({ tipMsg: expect.stringMatching(/^Upload format error/), data: { error: 'format' } });
    expect((await upload('notes.txt', PNG)).envelope.data).toEqual({ error: 'format' });

    const big = Buffer.concat([PDF, Buffer.alloc(5_000_001 - PDF.length, 0x20)]);
    const oversize = await upload('policy.pdf', big);
    expect(oversize.status).toBe(400);
    expect(oversize.envelope).toMatchObject({ tipMsg: expect.stringMatching(/too large/), data: { error: 'size' } });
    expect((await upload('policy.pdf', PDF)).envelope.succ).toBe(true);
    expect(await count()).toBe(before + 1);
  });
});

describe('checkImage: the blocking server check of a step with pictures', () => {
  const check = (payload: Record<string, unknown>, lang = 'en') => tg.call<{ passed: true }>('order.checkImage', payload, { token, lang });

  it('passes the caller\'s photo and blocks a PDF, someone else\'s file and a bad file name with tipType T', async () => {
    expect((await check({ fileId: await uploadedId() })).envelope).toMatchObject({ succ: true, data: { passed: true } });
    const pdf = await check({ fileId: await uploadedId('scan.pdf', PDF) });
    expect(pdf.status).toBe(422);
    expect(pdf.envelope).toMatchObject({ succ: false, tipType: 'T', tipMsg: 'Please upload a photo (PNG, JPG, HEIC or BMP), not a PDF' });
    const foreign = await check({ fileId: await uploadedId('photo.png', PNG, otherToken) }, 'tw');
    expect(foreign.envelope).toMatchObject({ tipType: 'T', tipMsg: '找不到該圖片，請重新上載' });
    expect((await check({ name: 'photo.gif', size: 2048 })).envelope).toMatchObject({ tipType: 'T', data: { error: 'format' } });
    expect((await check({ name: 'photo.jpg', size: 0 })).envelope).toMatchObject({ tipType: 'T', tipMsg: 'Image cannot be empty' });
    expect((await check({ name: 'photo.heic', size: 6_000_000 })).envelope.succ).toBe(true);
    expect((await check({})).status).toBe(400);
  });

  it('blocks an order whose declared photo is gone, naming the question, and the quote refuses it too', async () => {
    const draft = await newDraft('MTV');
    const damage = await uploadedId();
    const form = mtvForm(draft.formData, { registration: await uploadedId(), damage });
    await saveSteps('MTV', draft, form);
    expect((await check({ b2cOrderId: draft.b2cOrderId })).envelope.succ).toBe(true);

    await tg.gateway.db.deleteFrom('files').where('file_id', '=', damage).execute();
    const blocked = await check({ b2cOrderId: draft.b2cOrderId });
    expect(blocked.status).toBe(422);
    expect(blocked.envelope).toMatchObject({
      tipType: 'T',
      tipMsg: 'The picture for "Does the car have any damage that has not been repaired?" was not found, please upload it again',
      data: { field: 'questionList.2.notice' },
    });
    const quote = await tg.call('order.getQuotation', { b2cOrderId: draft.b2cOrderId }, { params: { product: 'MTV' }, token });
    expect(quote.envelope).toMatchObject({ succ: false, tipCode: 'V00400', data: { field: 'questionList.2.notice' } });
  });
});
