import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeFormSchema, stepSchema, type Lang } from '../../src/engine/index.js';
import { FormSummary as LazyFormSummary, localizeUiSchema } from '../../src/ui/index.js';
import { FormSummary } from '../../src/ui/summary/form-summary.js';
import { productCatalog } from '../../src/app/products/load-products.js';
import { loadFormValidators } from '../../src/app/products/use-form-validators.js';
import { testI18n } from './support/test-i18n.js';

/** A product's form steps as the policy page summarises them, with the validators the build precompiled. */
async function productSummary(code: string, lang: Lang) {
  const i18n = await testI18n(lang);
  const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
  const { registry, sharedDefs } = productCatalog();
  const bundle = registry.get(code);
  if (!bundle) throw new Error(`${code} is not in the catalogue`);
  const composed = composeFormSchema(bundle, sharedDefs);
  return {
    t,
    steps: bundle.definition.steps.filter((step) => step.kind === 'form').map((step) => stepSchema(composed, step) as RJSFSchema),
    uiSchema: localizeUiSchema(bundle.uiSchema, t) as UiSchema,
    validators: await loadFormValidators(code),
  };
}

const ORDER = {
  planCode: 'FAMILY_SUPER',
  areaCode: '02',
  commDate: '2026-12-01',
  expiryDate: '2026-12-05',
  insurantInfo: [{ englishName: 'CHAN TAI MAN', gender: 'M', dob: '1990-06-15', identifyNo: { identificationType: 'IDCARD_HK', IDCARD_HK: 'A123456(7)' }, relation: 'SELF' }],
  policyHolderInfo: {
    englishName: 'WONG MEI LING', gender: 'F', dob: '1992-03-08', identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
    mobilePhoneNo: { code: '86', 86: '13812345678' }, mail: 'wong@example.com', address: 'Rua do Campo 1',
  },
};

describe('the summary of an order (review step, policy page)', () => {
  it('comes from the ui barrel as a part loaded on first use: busy until its chunk is in, then the summary', async () => {
    const summary = await productSummary('TPS', 'en');
    const { container, unmount } = render(
      <LazyFormSummary steps={summary.steps} validators={summary.validators} uiSchema={summary.uiSchema} formData={ORDER} translate={summary.t} />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('A123456(7)')).toBeTruthy();
    expect(container.textContent).toContain(summary.t('field.planCode'));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    unmount();
  });

  it('shows translated titles and choices, and the fields conditions chose, step by step', async () => {
    for (const lang of ['tw', 'en'] as const) {
      const summary = await productSummary('TPS', lang);
      const { container, unmount } = render(
        <FormSummary steps={summary.steps} validators={summary.validators} uiSchema={summary.uiSchema} formData={ORDER} translate={summary.t} />,
      );
      const text = container.textContent ?? '';
      for (const key of ['field.planCode', 'field.areaCode', 'field.commDate', 'field.englishName', 'field.mail', 'dict.area.02', 'dict.gender.F', 'dict.idType.IDCARD_HK', 'product.TPS.plan.FAMILY_SUPER']) {
        expect(text, `${lang} ${key}`).toContain(summary.t(key));
      }
      // The identity-card number and phone number fields exist only through their if/then conditions.
      expect(text).toContain('A123456(7)');
      expect(text).toContain('1234567(8)');
      expect(text).toContain('13812345678');
      expect(text).not.toMatch(/\b(field|dict|product)\.[A-Za-z]/);
      unmount();
    }
  });

  it('shows each declaration question with the answer given and its notice, not the question\'s inner fields (MTV, tw and en)', async () => {
    const yesNo = [{ value: '1', label: 'dict.answer.1' }, { value: '0', label: 'dict.answer.0' }];
    const questionList = [
      { id: 'VEHICLE12', problem: 'product.MTV.declaration.VEHICLE12', answerList: yesNo, isShow: true, noticeType: 'text', answer: '0' },
      {
        id: 'VEHICLE01', problem: 'product.MTV.declaration.VEHICLE01', answerList: yesNo, isShow: true, noticeType: 'pick', answer: '1', notice: '2',
        noticeTitle: 'product.MTV.declarationNotice.VEHICLE01',
        noticeList: [{ value: '1', label: 'product.MTV.declarationOption.VEHICLE01.1' }, { value: '2', label: 'product.MTV.declarationOption.VEHICLE01.2' }],
      },
    ];
    for (const lang of ['tw', 'en'] as const) {
      const summary = await productSummary('MTV', lang);
      const { container, unmount } = render(
        <FormSummary steps={summary.steps} validators={summary.validators} uiSchema={summary.uiSchema} formData={{ planCode: 'COMP', questionList }} translate={summary.t} />,
      );
      const rows = [...container.querySelectorAll('.mo-summary__row')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
      expect(rows, lang).toContainEqual([summary.t('product.MTV.declaration.VEHICLE12'), summary.t('dict.answer.0')]);
      expect(rows, lang).toContainEqual([summary.t('product.MTV.declaration.VEHICLE01'), `${summary.t('dict.answer.1')}: ${summary.t('product.MTV.declarationOption.VEHICLE01.2')}`]);
      const text = container.textContent ?? '';
      expect(text).not.toContain('VEHICLE12');
      expect(text).not.toMatch(/\b(field|dict|product)\.[A-Za-z]/);
      expect(text).not.toMatch(/answerList|noticeType|isShow/);
      unmount();
    }
  });

  it('says a car\'s registration photo was uploaded, not the gateway\'s file id (MTC, tw and en)', async () => {
    const fileId = 'F-20261127-9E9D0A1B';
    const expected = { tw: '已上載 1 個檔案', en: '1 file uploaded' };
    for (const lang of ['tw', 'en'] as const) {
      const summary = await productSummary('MTC', lang);
      const { container, unmount } = render(
        <FormSummary steps={summary.steps} validators={summary.validators} uiSchema={summary.uiSchema} formData={{ carInfo: { registrationImage: fileId } }} translate={summary.t} />,
      );
      const rows = [...container.querySelectorAll('.mo-summary__row')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
      expect(rows, lang).toContainEqual([summary.t('field.registrationImage'), expected[lang]]);
      expect(container.textContent).not.toContain(fileId);
      unmount();
    }
  });

  it('shows a car model and brand chosen from the gateway\'s lists by their names, asked for as the form asks, and an amount with its currency (MTV)', async () => {
    const summary = await productSummary('MTV', 'en');
    const asked: [string, unknown][] = [];
    const loadOptions = async (source: string, query: { dependsOn?: unknown }) => {
      asked.push([source, query.dependsOn]);
      if (source === 'carBrand') return [{ value: 'TOYOTA', label: 'Toyota' }];
      if (source === 'carModel' && query.dependsOn === 'TOYOTA') return [{ value: 'TOYOTA_ALPHARD', label: 'Alphard 3.5' }];
      return [];
    };
    const formData = { planCode: 'COMP', basicInfo: { limit: '1,500,000' }, carInfo: { carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD' } };
    const { container, unmount } = render(
      <FormSummary steps={summary.steps} validators={summary.validators} uiSchema={summary.uiSchema} formData={formData} translate={summary.t} loadOptions={loadOptions} />,
    );
    await waitFor(() => expect(container.textContent).toContain('Alphard 3.5'));
    expect(container.textContent).toContain('Toyota');
    expect(container.textContent).not.toContain('TOYOTA_ALPHARD');
    expect(asked).toContainEqual(['carModel', 'TOYOTA']);
    // The liability limit, an amount, reads as its money widget shows it: the one money formatter's "MOP 1,500,000.00".
    const rows = [...container.querySelectorAll('.mo-summary__row')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toContainEqual([summary.t('field.limit'), 'MOP 1,500,000.00']);
    unmount();
  });

  it.each(['tw', 'en'] as const)('shows a typed amount with its currency and separators, not a bare "300000" (FHH contents value, %s)', async (lang) => {
    const summary = await productSummary('FHH', lang);
    const formData = { propertyInfo: { contentsValue: 300000 } };
    const { container, unmount } = render(
      <FormSummary steps={summary.steps} validators={summary.validators} uiSchema={summary.uiSchema} formData={formData} translate={summary.t} />,
    );
    const rows = [...container.querySelectorAll('.mo-summary__row')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toContainEqual([summary.t('field.contentsValue'), 'MOP 300,000.00']);
    unmount();
  });
});
