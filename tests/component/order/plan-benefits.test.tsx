/**
 * What a plan covers, where the customer decides and where they check what they bought:
 * the order's plan step compares every plan's covers side by side with the chosen one marked, the quote lists
 * the chosen plan's covers, and so does the policy detail. The covers are TPS's own benefits.json.
 * The plan step's choices also say who each plan is for and why the insured limits differ (10 travellers on an
 * individual plan, 6 on a family plan): each plan's summary, in every one-trip travel product.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import tpsBenefits from '../../../schemas/products/TPS/benefits.json';
import { composeFormSchema, fieldsFrom, localizeSchema, planCovers, type BenefitSchedule, type Lang, type ProductBundle } from '../../../src/engine/index.js';
import { localizeUiSchema } from '../../../src/ui/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadFormValidators } from '../../../src/app/products/use-form-validators.js';
import { OrderStep } from '../../../src/app/pages/order/order-step.js';
import { QuoteView } from '../../../src/app/pages/order/quote-view.js';
import { PolicyDetailPage } from '../../../src/app/pages/my-policy/policy-detail-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const { registry, sharedDefs } = productCatalog();
const tps = registry.get('TPS');
if (!tps) throw new Error('TPS is not in the catalogue');
const bundle = tps;

/** product.planInfo for TPS in `lang`, its covers from the product's own schedule. */
function planInfo(lang: Lang) {
  return {
    productCode: 'TPS', currency: 'MOP', minimumPremium: 160, fromAssumes: null, areas: [],
    plans: bundle.definition.plans.map((plan) => ({
      code: plan.code, name: plan.titles[lang], names: plan.titles, benefits: null, maxInsured: plan.maxInsured ?? null, minimumPremium: null,
      covers: planCovers(tpsBenefits as BenefitSchedule, plan.code, lang),
    })),
  };
}

async function localForm(lang: Lang, of: ProductBundle = bundle) {
  const i18n = await testI18n(lang);
  const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
  const composed = composeFormSchema(of, sharedDefs) as RJSFSchema;
  return { i18n, form: { composed, localized: localizeSchema(composed, t) as RJSFSchema, uiSchema: localizeUiSchema(of.uiSchema, t), t } };
}

const headings = (table: HTMLElement): string[] => [...table.querySelectorAll('thead th')].map((cell) => cell.textContent ?? '');

describe('the benefit schedule of the order and the policy', () => {
  it.each([
    ['tw', '個人超級計劃已選計劃', '醫療費用', '自付額 MOP 200.00', '不適用'],
    ['en', 'Individual SuperYour plan', 'Medical expenses', 'Excess MOP 200.00', 'Not covered'],
  ] as const)('compares every plan\'s covers on the plan step, the chosen plan marked (%s)', async (lang, chosenHeading, medical, excess, notCovered) => {
    const { i18n, form } = await localForm(lang);
    const step = bundle.definition.steps.find((candidate) => candidate.id === 'plan');
    if (!step) throw new Error('TPS has no plan step');
    const api = fakeApi({ 'product.planInfo': planInfo(lang) });
    renderWithApp(
      <OrderStep bundle={bundle} form={form} validators={await loadFormValidators('TPS')} step={step} initialData={{ planCode: 'INDIVIDUAL_SUPER' }}
        saving={false} failed={false} onNext={() => undefined} />,
      { i18n, api },
    );
    const table = await screen.findByTestId('benefit-table');
    expect(headings(table)).toHaveLength(1 + bundle.definition.plans.length);
    expect(screen.getByTestId('benefit-plan-INDIVIDUAL_SUPER').textContent).toBe(chosenHeading);
    expect(screen.getByTestId('benefit-cover-medical').textContent).toContain(medical);
    expect(screen.getByTestId('benefit-INDIVIDUAL_BASIC-medical').textContent).toBe(`MOP 200,000.00${excess}`);
    expect(screen.getByTestId('benefit-INDIVIDUAL_SUPER-medical').textContent).toBe(`MOP 600,000.00${excess}`);
    expect(screen.getByTestId('benefit-INDIVIDUAL_BASIC-personalLiability').textContent).toBe(notCovered);
    // A new purchase compares the plans on sale, not those of an order.
    expect(api.calls.filter(({ id }) => id === 'product.planInfo').map(({ payload }) => payload)).toEqual([{ productCode: 'TPS' }]);
  });

  it('lists the chosen plan\'s covers alone on the quote, those of the version it was quoted on (en)', async () => {
    const { i18n, form } = await localForm('en');
    const quotation = { quotationNo: 'Q-000002', premium: 320, currency: 'MOP', breakdown: [] };
    renderWithApp(
      <QuoteView bundle={bundle} form={form} quotation={quotation} premium={null} paying={false} failed={false} planCode="FAMILY_BASIC"
        b2cOrderId="ORD-TPS-Q" onPay={() => undefined} onBack={() => undefined} />,
      // The covers of the version the order was quoted on: the gateway answers them when asked for that order.
      { i18n, api: fakeApi({ 'product.planInfo': (payload: Record<string, unknown>) => (payload.b2cOrderId === 'ORD-TPS-Q' ? planInfo('en') : false) }) },
    );
    const table = await screen.findByTestId('benefit-table');
    expect(headings(table)).toEqual(['Cover', 'Family Basic']);
    expect(within(table).getByTestId('benefit-FAMILY_BASIC-baggage').textContent).toBe('MOP 5,000.00Excess MOP 200.00');
    expect(within(table).queryByText('Not covered')).toBeNull();
  });

  it('lists the policy\'s plan and the covers of the version it was bought under on the policy detail (tw)', async () => {
    const policy = {
      b2cOrderId: 'ORD-TPS-1', productCode: 'TPS', status: 'paid', policyNo: 'P-TPS-1', premium: 320, currency: 'MOP',
      commDate: '2026-12-01', expiryDate: '2026-12-07', formData: { productCode: 'TPS', planCode: 'FAMILY_SUPER' }, quotationNo: 'Q-1', payOrderId: 'PAY-1', paidAt: '2026-11-29T04:58:00Z',
    };
    // The gateway answers the covers of the policy's own version only when asked for that order.
    const ofThePolicy = (payload: Record<string, unknown>) => (payload.b2cOrderId === 'ORD-TPS-1' ? planInfo('tw') : false);
    const api = fakeApi({ 'order.detail': policy, 'endt.list': { items: [] }, 'renewal.list': { items: [] }, 'product.planInfo': ofThePolicy });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api, path: '/pages/myPolicy/detail/index?b2cOrderId=ORD-TPS-1' });
    const table = await screen.findByTestId('benefit-table', {}, { timeout: 10_000 });
    expect(headings(table)).toEqual(['保障項目', '家庭超級計劃']);
    expect(within(table).getByTestId('benefit-FAMILY_SUPER-personalLiability').textContent).toBe('MOP 1,000,000.00自付額 MOP 1,000.00');
  });
});

describe('the plan step\'s choices', () => {
  it.each([
    ['TPS', 'tw'], ['TPS', 'en'], ['TDS', 'tw'], ['THM', 'en'], ['THLM', 'tw'], ['THL', 'en'],
  ] as const)('say who each plan is for and its limits, as the product page does (%s, %s)', async (code, lang) => {
    const product = registry.get(code);
    if (!product) throw new Error(`${code} is not in the catalogue`);
    const { i18n, form } = await localForm(lang, product);
    const step = product.definition.steps.find((candidate) => candidate.fields.some((field) => fieldsFrom(product.formSchema, 'plans').includes(field)));
    if (!step) throw new Error(`${code} has no plan step`);
    const api = fakeApi({ 'product.planInfo': { ...planInfo(lang), productCode: code, plans: [] } });
    renderWithApp(
      <OrderStep bundle={product} form={form} validators={await loadFormValidators(code)} step={step} initialData={{}}
        saving={false} failed={false} onNext={() => undefined} />,
      { i18n, api },
    );
    const [planField] = fieldsFrom(product.formSchema, 'plans');
    for (const plan of product.definition.plans) {
      const option = await screen.findByTestId(`root_${planField}-option-${plan.code}`);
      expect(option.textContent).toContain(plan.titles[lang]);
      expect(option.textContent).toContain(plan.summaries?.[lang]);
    }
  });
});
