/**
 * The catalogue rows read from the product data through the real client: plan and product info with
 * "from" prices for each product's typical case, the product lists, the THLM form format answered from the travel product,
 * the explanation articles, when cover may start (the 22:00 Macao roll-over by the gateway clock)
 * and the campaigns running on the gateway clock's date.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyEndDate } from '../../../src/engine/index.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';

const json = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const productOf = (code: string) => json<{ titles: Record<string, string>; line: string; plans: { code: string; titles: Record<string, string> }[] }>(`schemas/products/${code}/product.json`);

/** The gateway clock (and the client's), moved by the tests. */
let time = Date.parse('2026-11-20T04:00:00Z');
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => time });
});
afterAll(async () => {
  await session.stop();
});

describe('plan and product info', () => {
  it('answers the plans of TPS with "from" prices for the stated typical case, per plan and overall, and named areas', async () => {
    const { client } = session;
    const info = await client.call('product.planInfo', { productCode: 'TPS' });
    // 1 adult, 7 days, Asia: the basic individual plan's MOP 160, not the tariff's smallest amount (MOP 40).
    expect(info && info.minimumPremium).toBe(160);
    expect(info && info.fromAssumes).toBe('1 adult, 7 days, Asia');
    if (!info) throw new Error('planInfo failed');
    expect(info.plans.map((plan) => plan.code)).toEqual(productOf('TPS').plans.map((plan) => plan.code));
    const family = info.plans.find((plan) => plan.code === 'FAMILY_SUPER');
    expect(family).toMatchObject({
      name: 'Family Super', names: { tw: '家庭超級計劃', cn: '家庭超级计划', en: 'Family Super' }, maxInsured: 6,
      minimumPremium: 650,
    });
    expect(info.areas).toContainEqual({ code: '08', name: 'Macao and Hong Kong', covers: 'Macao and Hong Kong only' });
    expect(info.areas).toHaveLength(9);

    session.setLang('tw');
    const mtv = await client.call('product.planInfo', { productCode: 'MTV' });
    session.setLang('en');
    expect(mtv && mtv.minimumPremium).toBe(1814.4);
    expect(mtv && mtv.fromAssumes).toBe('2,000cc 私家車、車齡 8 年、一年期');
    expect(mtv && mtv.plans[0]).toMatchObject({ code: 'TPL', name: '第三者責任保險', benefits: '法定第三者責任，保額澳門元 1,500,000' });
    expect(mtv && mtv.areas).toEqual([]);
  });

  it('gives each plan its covers from the product\'s benefit schedule, in the caller\'s language, for every product on sale', async () => {
    const { client } = session;
    const tps = await client.call('product.planInfo', { productCode: 'TPS' });
    if (!tps) throw new Error('planInfo failed');
    const basic = tps.plans.find((plan) => plan.code === 'INDIVIDUAL_BASIC');
    const superPlan = tps.plans.find((plan) => plan.code === 'INDIVIDUAL_SUPER');
    expect(basic?.covers[0]).toEqual({ code: 'medical', name: 'Medical expenses', basis: 'per insured person', limit: 200000, excess: 200, waitingDays: null });
    // Basic against Super: what a customer compares, cover by cover.
    expect(superPlan?.covers.find((cover) => cover.code === 'medical')?.limit).toBeGreaterThan(basic?.covers[0]?.limit ?? Infinity);
    expect(basic?.covers.map((cover) => cover.code)).not.toContain('personalLiability');
    expect(superPlan?.covers.map((cover) => cover.code)).toContain('personalLiability');

    session.setLang('cn');
    const egi = await client.call('product.productInfo', { productCode: 'EGI' });
    session.setLang('en');
    expect(egi && egi.plans[0]?.covers[0]).toMatchObject({ name: '住院现金', limit: 300, waitingDays: 30 });

    const manifest = json<{ products: string[] }>('schemas/products/manifest.json').products;
    for (const productCode of manifest) {
      const info = await client.call('product.planInfo', { productCode });
      for (const plan of info ? info.plans : []) expect(plan.covers.length, `${productCode} ${plan.code}`).toBeGreaterThan(0);
    }
  });

  it('answers a product with its category, channels and plans, and refuses an unknown product', async () => {
    const { client } = session;
    const info = await client.call('product.productInfo', { productCode: 'FHH' });
    expect(info).toMatchObject({
      code: 'FHH', name: productOf('FHH').titles.en, category: 'home', currency: 'MOP', version: '1.0.2',
      minimumPremium: 560, fromAssumes: 'a 600 sq ft owner-occupied home, one year', channels: ['bank', 'telecom', 'payment', 'wechat', 'web'],
    });
    expect(info && info.plans.map((plan) => plan.code)).toEqual(['A', 'B', 'C', 'D']);

    expect(await client.call('product.productInfo', { productCode: 'ZZZ' })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
  });

  it('lists the products that can be quoted and those that can be claimed on', async () => {
    const { client } = session;
    const quotable = await client.call('product.productListQuotation', {});
    const manifest = json<{ products: string[] }>('schemas/products/manifest.json').products;
    expect(quotable && quotable.items.map((item) => item.code)).toEqual(manifest);
    expect(quotable && quotable.items.find((item) => item.code === 'MTC')).toMatchObject({ minimumPremium: 7952, fromAssumes: 'a 2,000 cc private car, 8 years old, one year' });

    const claimable = await client.call('product.productListClaim');
    expect(claimable && claimable.items).toEqual(manifest.map((code) => ({
      code, name: productOf(code).titles.en, category: productOf(code).line, policiesInForce: 0, policyNo: null,
    })));
  });
});

describe('THLM format and product articles', () => {
  it('answers the THLM format from the THLM product, with its steps, plans and areas', async () => {
    const format = await session.client.call('product.thlmFormat');
    if (!format) throw new Error('format failed');
    expect(format).toMatchObject({ formCode: 'THLM', sourceProduct: 'THLM', premiumDue: 20000 });
    expect(format.steps.map((step) => step.id)).toEqual(['plan', 'insured', 'holder', 'confirm']);
    expect(format.steps[1]?.fields).toEqual([expect.objectContaining({ name: 'insurantInfo', type: 'array' })]);
    expect(format.plans.map((plan) => plan.code)).toEqual(productOf('THLM').plans.map((plan) => plan.code));
    expect(format.areas).toContainEqual({ code: 'Area3', name: 'Worldwide (Area 3)' });
  });

  it('answers the seeded articles of a type in the caller\'s language, naming the product\'s plans', async () => {
    const { client } = session;
    const clauses = await client.call('product.getProductDetailsByType', { productCode: 'FHH', type: 'clause' });
    expect(clauses && clauses.items.map((item) => item.articleId)).toEqual(['cover', 'exclusions']);
    expect(clauses && clauses.items[0]?.content).toContain('<strong>Plan D</strong>');
    session.setLang('cn');
    const guide = await client.call('product.getProductDetailsByType', { productCode: 'MTV', type: 'claimGuide' });
    session.setLang('en');
    expect(guide && guide.items[0]).toMatchObject({ title: '索偿步骤', content: expect.stringContaining('私家车保险') });
    // @ts-expect-error -- a type the row's schema does not offer, sent on purpose
    expect(await client.call('product.getProductDetailsByType', { productCode: 'TPS', type: 'news' })).toBe(false);
  });
});

describe('when cover may start', () => {
  it('starts today before 22:00 Macao time and rolls to the next day from 22:00', async () => {
    const { client } = session;
    time = Date.parse('2026-11-20T13:59:00Z');
    const before = await client.call('order.acceptTime', { productCode: 'MTV' });
    expect(before).toMatchObject({
      macaoTime: '2026-11-20T21:59:00', rolledOver: false, earliestStartDate: '2026-11-20', rolloverHour: 22,
      termMonths: 12, defaultEndDate: policyEndDate('2026-11-20', 12), order: null,
    });
    time = Date.parse('2026-11-20T14:00:00Z');
    const after = await client.call('order.acceptTime', { productCode: 'TPS' });
    expect(after).toMatchObject({ macaoTime: '2026-11-20T22:00:00', rolledOver: true, earliestStartDate: '2026-11-21', defaultEndDate: '2026-11-27', termMonths: null });
  });

  it('says whether a saved order\'s start date is still acceptable, and finds no other user\'s order', async () => {
    const { client } = session;
    time = Date.parse('2026-11-20T13:00:00Z');
    await session.signIn();
    const draft = await client.call('order.create', {}, { params: { product: 'TPS' } });
    if (!draft) throw new Error('create failed');
    expect(await client.call('order.acceptTime', { productCode: 'TPS', b2cOrderId: draft.b2cOrderId }))
      .toMatchObject({ order: { b2cOrderId: draft.b2cOrderId, startDate: '2026-11-20', acceptable: true } });
    time = Date.parse('2026-11-20T14:30:00Z');
    expect(await client.call('order.acceptTime', { productCode: 'TPS', b2cOrderId: draft.b2cOrderId }))
      .toMatchObject({ earliestStartDate: '2026-11-21', order: { startDate: '2026-11-20', acceptable: false } });
    await session.signIn();
    expect(await client.call('order.acceptTime', { productCode: 'TPS', b2cOrderId: draft.b2cOrderId })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
    session.setToken(null);
  });
});

describe('campaigns', () => {
  it('answers the campaigns running on the gateway clock\'s date for the product and channel', async () => {
    const { client } = session;
    time = Date.parse('2026-06-15T04:00:00Z');
    expect(await client.call('adapter.haveAction', { productCode: 'TPS' })).toMatchObject({
      active: true, actions: [{ actionId: 'TRAVEL-SAFE-2026', title: '10% off travel insurance', startDate: '2026-01-01' }],
    });
    expect(await client.call('adapter.haveAction', { productCode: 'MTV' })).toEqual({ active: false, actions: [] });
    expect(await client.call('adapter.haveAction', { productCode: 'MTV', channel: 'bank' })).toMatchObject({ active: true, actions: [{ actionId: 'MOTOR-BANK-2026' }] });
    expect(await client.call('adapter.haveAction', { productCode: 'FHH' })).toEqual({ active: false, actions: [] });
    time = Date.parse('2025-12-31T15:59:00Z');
    expect(await client.call('adapter.haveAction', { productCode: 'FHH' })).toMatchObject({ active: true, actions: [{ actionId: 'HOME-2025' }] });
    time = Date.parse('2025-12-31T16:00:00Z');
    expect(await client.call('adapter.haveAction', { productCode: 'FHH' })).toEqual({ active: false, actions: [] });
  });
});
