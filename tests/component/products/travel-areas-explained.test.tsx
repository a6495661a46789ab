/**
 * A customer comparing the one-trip travel products sees what tells them apart: what each area of cover
 * (區域一/二/三, Area 1/2/3) covers, where the area is chosen and beside the plans, and the insured limit of each
 * plan with its reason. Before, Area 1 and Area 2 both read "worldwide except the USA" with nothing more.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeFormSchema, stepSchema } from '../../../src/engine/index.js';
import { localizeUiSchema, StepForm } from '../../../src/ui/index.js';
import { ProductPage } from '../../../src/app/pages/product/product-page.js';
import { PlansDetailPage } from '../../../src/app/pages/product/plans-detail-page.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadFormValidators } from '../../../src/app/products/use-form-validators.js';
import { paths } from '../../../src/app/routes/route-paths.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const AREA_1 = { tw: '美國及其屬地（如關島、波多黎各）以外', en: 'except the United States and its territories' } as const;
const AREA_2 = { tw: '途經美國的轉機或停留（最多 72 小時）', en: 'a transit or stopover in the United States of up to 72 hours' } as const;

describe('the areas of a travel product say what they cover', () => {
  it.each(['tw', 'en'] as const)('on the product page, Area 1 and Area 2 each with its own countries (%s)', async (lang) => {
    renderWithApp(<ProductPage />, { i18n: await testI18n(lang), path: paths.product('TPS'), pattern: '/pages/product/:code/index' });
    const area1 = (await screen.findByTestId('area-Area1')).textContent ?? '';
    const area2 = screen.getByTestId('area-Area2').textContent ?? '';
    expect(area1).toContain(AREA_1[lang]);
    expect(area2).toContain(AREA_2[lang]);
    expect(screen.getByTestId('area-06').textContent).toContain(lang === 'en' ? 'Japan' : '日本');
  });

  it.each(['tw', 'en'] as const)('where the area is chosen on the plan step (%s)', async (lang) => {
    const i18n = await testI18n(lang);
    const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
    const { registry, sharedDefs } = productCatalog();
    const bundle = registry.get('TPS');
    const step = bundle?.definition.steps.find((candidate) => candidate.id === 'plan');
    if (!bundle || !step) throw new Error('TPS and its plan step are in the catalogue');
    const schema = stepSchema(composeFormSchema(bundle, sharedDefs), step) as RJSFSchema;
    const validators = await loadFormValidators('TPS');
    function Harness() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return <StepForm schema={schema} validators={validators} uiSchema={localizeUiSchema(bundle!.uiSchema, t) as UiSchema} formData={data} translate={t} onChange={setData} />;
    }
    render(<Harness />);
    expect((await screen.findByTestId('root_areaCode-option-Area1')).textContent).toContain(AREA_1[lang]);
    expect(screen.getByTestId('root_areaCode-option-Area2').textContent).toContain(AREA_2[lang]);
  });

  it('beside the plans, from product.planInfo', async () => {
    const api = fakeApi({
      'product.planInfo': {
        productCode: 'TPS', currency: 'MOP', minimumPremium: 80, fromAssumes: null,
        plans: [{ code: 'INDIVIDUAL_BASIC', name: 'Basic', names: { tw: '基本', cn: '基本', en: 'Basic' }, benefits: null, maxInsured: 10, minimumPremium: 80, covers: [] }],
        areas: [{ code: 'Area1', name: 'Worldwide except the USA (Area 1)', covers: 'Every country and region except the United States' }],
      },
    });
    renderWithApp(<PlansDetailPage />, { i18n: await testI18n('en'), api, path: '/pages/product/plansDetail/index?productCode=TPS', pattern: '/pages/product/plansDetail/index' });
    expect((await screen.findByTestId('area-Area1')).textContent).toBe('Worldwide except the USA (Area 1)Every country and region except the United States');
  });
});

describe('the plans of a travel product say who they are for', () => {
  it.each([
    ['en', 'INDIVIDUAL_BASIC', 'Priced per traveller, up to 10 people travelling together'],
    ['en', 'FAMILY_BASIC', 'One price for the family: you, your spouse and your children, up to 6 people'],
    ['tw', 'INDIVIDUAL_SUPER', '按每位旅客計價，同行最多 10 人'],
    ['tw', 'FAMILY_SUPER', '一家一價：投保人、配偶及子女，最多 6 人'],
  ] as const)('%s %s: the insured limit with its reason', async (lang, plan, reason) => {
    renderWithApp(<ProductPage />, { i18n: await testI18n(lang), path: paths.product('TPS'), pattern: '/pages/product/:code/index' });
    expect((await screen.findByTestId(`plan-${plan}`)).textContent).toContain(reason);
  });

  it('the one-trip travel products each say who they are for, in every language, no two alike', () => {
    const oneTrip = productCatalog().registry.list().filter(({ definition }) => ['TPS', 'THM', 'THLM', 'THL'].includes(definition.code));
    expect(oneTrip).toHaveLength(4);
    for (const lang of ['tw', 'cn', 'en'] as const) {
      const summaries = oneTrip.map(({ definition }) => definition.summaries?.[lang] ?? '');
      expect(new Set(summaries).size).toBe(4);
      for (const summary of summaries) expect(summary).toMatch(lang === 'en' ? /one trip/i : /單次|单次|同遊一次|同游一次/);
    }
  });
});
