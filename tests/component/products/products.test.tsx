import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { ProductPage } from '../../../src/app/pages/product/product-page.js';
import { PlansDetailPage } from '../../../src/app/pages/product/plans-detail-page.js';
import { OrderOtherPage } from '../../../src/app/pages/product/order-other-page.js';
import { CarStepPage } from '../../../src/app/pages/car/car-step-page.js';
import { ProductUnavailable } from '../../../src/app/pages/product/product-unavailable.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { paths } from '../../../src/app/routes/route-paths.js';
import { routeTable } from '../../../src/app/routes/route-table.js';
import { MOTOR_PAGES, motorPageStep } from '../../../src/app/routes/paths/products.js';
import { productRoutes } from '../../../src/app/routes/sections/products.js';
import { withAddress } from '../../../src/app/routes/route-entry.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const products = productCatalog().registry.list();
const routeObjects = routeTable.map((entry) => ({ path: entry.path, id: entry.id }));
/** The id of the route table entry an address opens. */
const routeOf = (address: string): string | undefined => matchRoutes(routeObjects, address.split('?')[0] ?? address)?.at(-1)?.route.id;

describe('product routes are derived from the registry', () => {
  it.each(products.map((bundle) => [bundle.definition.code, bundle.definition.line] as const))('%s (%s) has its product, order and "other" order routes', (code, line) => {
    expect(routeOf(paths.product(code))).toBe('product');
    expect(routeOf(paths.order(code))).toBe('order');
    expect(routeOf(paths.orderOther(code))).toBe('orderOther');
    if (line === 'motor') {
      expect(routeOf(paths.car(code))).toBe('carLanding');
      for (const page of MOTOR_PAGES) expect(routeOf(paths.carPage(code, page))).toBe('carStep');
      expect(routeOf(paths.orderCarProduct(code))).toBe('orderCarProduct');
    }
  });

  it('keeps the static spec pages ahead of the :code routes and names no product in its section', () => {
    expect(routeOf('/pages/product/plansDetail/index')).toBe('productPlansDetail');
    expect(routeOf('/pages/product/claimsDetail/car/mtts/index')).toBe('productClaimsDetailMtts');
    expect(routeOf('/pages/order/car/index')).toBe('orderCar');
    expect(routeOf('/pages/order/fhh/other/index')).toBe('orderOther');
    expect(routeOf('/pages/shop/car/index')).toBe('shopCar');
    expect(routeOf('/pages/travel/pdfFile/index')).toBe('travelPdfFile');
    // The spec's own static page claimsDetail/car/mtts is an address, not a product the section serves.
    const specStatic = new Set(['/pages/product/claimsDetail/car/mtts/index']);
    for (const bundle of products) {
      expect(productRoutes.map(withAddress).some((entry) => !specStatic.has(entry.path) && entry.path.toLowerCase().includes(`/${bundle.definition.code.toLowerCase()}/`))).toBe(false);
    }
  });

  it('maps the spec motor sub-pages to flow steps by the one convention, informational when the flow lacks them', () => {
    const steps = ['plan', 'carInfo', 'declarations', 'holder', 'confirm'];
    expect(motorPageStep('carInfo', steps)).toBe('carInfo');
    expect(motorPageStep('declaration', steps)).toBe('declarations');
    expect(motorPageStep('calculation', steps)).toBe('plan');
    expect(motorPageStep('userInfo', steps)).toBe('holder');
    expect(motorPageStep('attention', steps)).toBeNull();
    expect(motorPageStep('plansDetail', steps)).toBeNull();
    expect(motorPageStep('nonsense', steps)).toBeNull();
  });

  it.each(['tw', 'en'] as const)('renders the product page of every registry product (%s)', async (lang) => {
    const i18n = await testI18n(lang);
    for (const bundle of products) {
      const { unmount } = renderWithApp(<ProductPage />, { i18n, path: paths.product(bundle.definition.code), pattern: '/pages/product/:code/index' });
      expect(await screen.findByText(i18n.t(`product.${bundle.definition.code}.title`), { selector: 'h2' })).toBeTruthy();
      expect(screen.getByTestId('link-other').textContent).toMatch(lang === 'en' ? /^Buy for another / : /^為.+投保$/);
      unmount();
    }
  });

  it.each([
    ['en', 'FHH', 'Buy for another home', 'Up to 1 insured person'],
    ['en', 'FHS', 'Buy for another property', 'Up to 1 insured person'],
    ['en', 'MTV', 'Buy for another car', 'Up to 1 insured person'],
    ['tw', 'FHH', '為另一個家投保', '最多 1 位受保人'],
    ['tw', 'FHS', '為另一物業投保', '最多 1 位受保人'],
  ] as const)('words the "other" order from the product data or its line, and counts in the plural of the language (%s %s)', async (lang, code, other, one) => {
    const i18n = await testI18n(lang);
    renderWithApp(<ProductPage />, { i18n, path: paths.product(code), pattern: '/pages/product/:code/index' });
    expect((await screen.findByTestId('link-other')).textContent).toBe(other);
    expect(i18n.t('product.maxInsured', { count: 1 })).toBe(one);
    expect(i18n.t('product.maxInsured', { count: 6 })).toBe(lang === 'en' ? 'Up to 6 insured persons' : '最多 6 位受保人');
  });
});

describe('an unknown product code', () => {
  it.each([
    ['tw', '此產品暫未提供', '此產品目前不在此渠道銷售。'],
    ['en', 'This product is not available', 'This product is not sold in this channel.'],
  ] as const)('shows a clear "not available" state with the way to the shop (%s)', async (lang, title, text) => {
    renderWithApp(<ProductPage />, { i18n: await testI18n(lang), path: '/pages/product/nope/index', pattern: '/pages/product/:code/index' });
    expect(screen.getByTestId('product-unavailable')).toBeTruthy();
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    // The code the address carried is no word of the customer's ("產品 THL 目前不在此渠道銷售").
    expect(screen.getByTestId('product-unavailable').textContent).not.toMatch(/NOPE/iu);
    fireEvent.click(screen.getByTestId('to-shop'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('is the same on a motor page for a product that is not motor', async () => {
    renderWithApp(<CarStepPage />, { i18n: await testI18n('en'), path: '/pages/car/tps/carInfo/index', pattern: '/pages/car/:code/:page/index' });
    expect(screen.getByTestId('product-unavailable')).toBeTruthy();
  });

  it.each([
    ['tw', '「個人旅遊保險」目前不在此渠道銷售。'],
    ['en', 'Personal Travel Insurance is not sold in this channel.'],
  ] as const)('names a product the labels know by its name, not its code (%s)', async (lang, text) => {
    renderWithApp(<ProductUnavailable code="tps" />, { i18n: await testI18n(lang), path: '/pages/product/tps/index' });
    expect(screen.getByTestId('product-unavailable').textContent).toContain(text);
    expect(screen.getByTestId('product-unavailable').textContent).not.toContain('TPS');
  });
});

const medical = { code: 'medical', name: 'Medical expenses', basis: 'per insured person', waitingDays: null };
const PLAN_INFO = {
  productCode: 'TPS', currency: 'MOP', minimumPremium: 80,
  plans: [
    {
      code: 'INDIVIDUAL_BASIC', name: 'Basic plan', names: { tw: '基本', cn: '基本', en: 'Basic plan' }, benefits: 'Medical MOP 200,000', maxInsured: 1, minimumPremium: 80,
      covers: [{ ...medical, limit: 200000, excess: 200 }],
    },
    {
      code: 'FAMILY_SUPER', name: 'Family super', names: { tw: '家庭', cn: '家庭', en: 'Family super' }, benefits: null, maxInsured: 6, minimumPremium: 320,
      covers: [
        { ...medical, limit: 600000, excess: null },
        { code: 'personalLiability', name: 'Personal liability', basis: null, limit: 1000000, excess: 1000, waitingDays: 14 },
      ],
    },
  ],
  areas: [{ code: '02', name: 'Asia' }],
};

describe('the plans comparison', () => {
  it.each([
    ['tw', '詳情請參閱保單條款', '最多 6 位受保人', '最多 1 位受保人', '不適用', '自付額 MOP 1,000.00', '等候期 14 日'],
    ['en', 'See the policy wording for details', 'Up to 6 insured persons', 'Up to 1 insured person', 'Not covered', 'Excess MOP 1,000.00', 'Waiting period 14 days'],
  ] as const)('compares the plans of product.planInfo, their covers side by side (%s)', async (lang, noBenefits, limitText, oneText, notCovered, excess, waiting) => {
    const api = fakeApi({ 'product.planInfo': PLAN_INFO });
    renderWithApp(<PlansDetailPage />, { i18n: await testI18n(lang), api, path: '/pages/product/plansDetail/index?productCode=tps', pattern: '/pages/product/plansDetail/index' });
    const family = await screen.findByTestId('compare-plan-FAMILY_SUPER');
    expect(screen.getByTestId('compare-plan-INDIVIDUAL_BASIC').textContent).toContain('Medical MOP 200,000');
    expect(family.textContent).toContain('Family super');
    // The covers are in the table, so no plan sends the customer to the policy wording instead.
    expect(screen.getByTestId('plans-compare').textContent).not.toContain(noBenefits);
    expect(family.textContent).toContain(limitText);
    expect(screen.getByTestId('compare-plan-INDIVIDUAL_BASIC').textContent).toContain(oneText);
    expect(family.textContent).toContain('320');
    // Basic against Super, cover by cover: limits through the money formatter, excess, waiting period, not covered.
    const table = screen.getByTestId('benefit-table');
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([expect.any(String), 'Basic plan', 'Family super']);
    expect(screen.getByTestId('benefit-cover-medical').textContent).toContain('per insured person');
    expect(screen.getByTestId('benefit-INDIVIDUAL_BASIC-medical').textContent).toContain('MOP 200,000.00');
    expect(screen.getByTestId('benefit-FAMILY_SUPER-medical').textContent).toContain('MOP 600,000.00');
    expect(screen.getByTestId('benefit-INDIVIDUAL_BASIC-personalLiability').textContent).toBe(notCovered);
    expect(screen.getByTestId('benefit-FAMILY_SUPER-personalLiability').textContent).toBe(`MOP 1,000,000.00${excess}${waiting}`);
    expect(screen.getByText('Asia')).toBeTruthy();
    expect(api.calls).toEqual([{ id: 'product.planInfo', payload: { productCode: 'TPS' } }]);
  });

  it('offers a retry when planInfo fails, and a product page for an unknown ?productCode=', async () => {
    const i18n = await testI18n('en');
    const api = fakeApi({});
    const { unmount } = renderWithApp(<PlansDetailPage />, { i18n, api, path: '/pages/product/plansDetail/index?productCode=TPS', pattern: '/pages/product/plansDetail/index' });
    expect(await screen.findByTestId('plans-error')).toBeTruthy();
    unmount();
    renderWithApp(<PlansDetailPage />, { i18n, api, path: '/pages/product/plansDetail/index?productCode=ZZZ', pattern: '/pages/product/plansDetail/index' });
    expect(screen.getByTestId('product-unavailable')).toBeTruthy();
  });
});

function mtvDraft(step: string | null) {
  return { b2cOrderId: 'MTV-TEST-000001', productCode: 'MTV', formData: { productCode: 'MTV', planCode: 'TPL' }, step, updatedAt: '2026-11-21T10:00:00Z' };
}

describe('a motor sub-page', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it.each(['tw', 'en'] as const)('carInfo opens the MTV wizard on its carInfo step when the order reached it (%s)', async (lang) => {
    const i18n = await testI18n(lang);
    const api = fakeApi({ 'order.temporary': mtvDraft('plan') });
    renderWithApp(<CarStepPage />, { i18n, api, path: '/pages/car/mtv/carInfo/index', pattern: '/pages/car/:code/:page/index' });
    expect(screen.getByTestId('car-step-carInfo')).toBeTruthy();
    // The question is a chunk of its own, loaded when it is asked (docs/decisions/016-order-route-diet.md).
    fireEvent.click(await screen.findByTestId('unfinished-continue', {}, { timeout: 10_000 }));
    expect(await screen.findByTestId('step-carInfo')).toBeTruthy();
    expect(api.calls.filter((call) => call.id === 'order.temporary').length).toBe(2);
  });

  it.each([
    ['tw', '登入後繼續投保'],
    ['en', 'Sign in to continue'],
  ] as const)('shows a signed-out visitor the step and a sign-in card that comes back here (%s)', async (lang, title) => {
    useSessionStore.setState({ token: null, user: null });
    const api = fakeApi({});
    renderWithApp(<CarStepPage />, { i18n: await testI18n(lang), api, path: '/pages/car/mtc/declaration/index', pattern: '/pages/car/:code/:page/index' });
    expect(screen.getByTestId('car-step-declarations')).toBeTruthy();
    expect(screen.getByText(title)).toBeTruthy();
    fireEvent.click(screen.getByTestId('car-sign-in-button'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(useSessionStore.getState().loginCallback).toBe('/pages/car/mtc/declaration/index');
    expect(api.calls).toEqual([]);
  });

  it('calculation opens the first step (plan) of a new order', async () => {
    const api = fakeApi({ 'order.temporary': null, 'order.create': mtvDraft(null) });
    renderWithApp(<CarStepPage />, { i18n: await testI18n('en'), api, path: '/pages/car/MTV/calculation/index', pattern: '/pages/car/:code/:page/index' });
    expect(await screen.findByTestId('step-plan')).toBeTruthy();
    expect(screen.getByTestId('car-step-plan')).toBeTruthy();
  });

  it('attention, which MTV\'s flow does not have, shows the landing information and starts no order', async () => {
    const api = fakeApi({ 'product.planInfo': { ...PLAN_INFO, productCode: 'MTV' } });
    renderWithApp(<CarStepPage />, { i18n: await testI18n('tw'), api, path: '/pages/car/mtv/attention/index', pattern: '/pages/car/:code/:page/index' });
    expect(await screen.findByTestId('car-landing-MTV')).toBeTruthy();
    expect(screen.getByTestId('car-subpage-carInfo')).toBeTruthy();
    await waitFor(() => expect(api.calls.map((call) => call.id)).toEqual(['product.planInfo']));
  });
});

describe('the "other" order', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  const orders = {
    total: 2,
    items: [
      { b2cOrderId: 'TPS-TEST-000009', productCode: 'TPS', kind: 'purchase', status: 'paid', premium: 120, currency: 'MOP', policyNo: 'P-TPS-2026-000009', commDate: '2026-10-01', expiryDate: '2026-10-07', createdAt: '', updatedAt: '' },
      { b2cOrderId: 'MTV-TEST-000003', productCode: 'MTV', kind: 'purchase', status: 'paid', premium: 900, currency: 'MOP', policyNo: 'P-MTV-2026-000003', commDate: null, expiryDate: null, createdAt: '', updatedAt: '' },
    ],
  };

  it.each([
    ['tw', '以之前的訂單為藍本，為另一位受保人投保。'],
    ['en', 'Copy an earlier order for another insured person.'],
  ] as const)('copies a chosen earlier order of the product for another insured person (%s)', async (lang, intro) => {
    const draft = { b2cOrderId: 'TPS-TEST-000010', productCode: 'TPS', formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', insurantInfo: [{}] }, step: null, updatedAt: '' };
    const api = fakeApi({ 'order.selectUserOrderInfo': orders, 'order.againInfo': draft });
    renderWithApp(<OrderOtherPage />, { i18n: await testI18n(lang), api, path: '/pages/order/tps/other/index', pattern: '/pages/order/:code/other/index' });
    expect(await screen.findByText(intro)).toBeTruthy();
    expect(screen.getByTestId('other-from-TPS-TEST-000009')).toBeTruthy();
    expect(screen.queryByTestId('other-from-MTV-TEST-000003')).toBeNull();
    fireEvent.click(screen.getByTestId('other-from-TPS-TEST-000009'));
    expect(await screen.findByTestId('step-plan')).toBeTruthy();
    expect(api.calls.find((call) => call.id === 'order.againInfo')?.payload).toEqual({ b2cOrderId: 'TPS-TEST-000009', clearAnswers: true });
  });

  it('offers a new order when there is no earlier order of the product', async () => {
    const api = fakeApi({ 'order.selectUserOrderInfo': { total: 1, items: [orders.items[1]] } });
    renderWithApp(<OrderOtherPage />, { i18n: await testI18n('en'), api, path: '/pages/order/fhh/other/index', pattern: '/pages/order/:code/other/index' });
    expect(await screen.findByTestId('other-orders-empty')).toBeTruthy();
    // FHH names its own insured object in its product.json: not the home line's "another property".
    expect(screen.getByText('Copy an earlier order for another home.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('other-new-order'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
