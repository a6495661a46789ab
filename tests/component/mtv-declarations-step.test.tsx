import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeFormSchema, stepSchema, type Lang } from '../../src/engine/index.js';
import { localizeUiSchema, StepForm } from '../../src/ui/index.js';
import { productCatalog } from '../../src/app/products/load-products.js';
import { loadFormValidators } from '../../src/app/products/use-form-validators.js';
import { testI18n } from './support/test-i18n.js';

/** MTV's declarations step exactly as the order page builds it, with the question list a new order starts with. */
async function declarationsStep(lang: Lang) {
  const i18n = await testI18n(lang);
  const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
  const { registry, sharedDefs } = productCatalog();
  const bundle = registry.get('MTV');
  if (!bundle) throw new Error('MTV is not in the catalogue');
  const step = bundle.definition.steps.find((candidate) => candidate.id === 'declarations');
  if (!step) throw new Error('MTV has no declarations step');
  const composed = composeFormSchema(bundle, sharedDefs);
  const list = (composed.properties as Record<string, { default?: unknown }>).questionList?.default;
  if (!Array.isArray(list)) throw new Error('MTV has no default question list');
  const schema = stepSchema(composed, step) as RJSFSchema;
  const validators = await loadFormValidators('MTV');
  const uiSchema = localizeUiSchema(bundle.uiSchema, t) as UiSchema;
  function Harness() {
    const [data, setData] = useState<Record<string, unknown>>({ questionList: list });
    return <StepForm schema={schema} validators={validators} uiSchema={uiSchema} formData={data} translate={t} onChange={setData} />;
  }
  render(<Harness />);
}

describe("MTV's declaration questions", () => {
  it.each([
    ['en', 'Number of claims', ['Once', 'Twice', 'Three times or more'], 'Describe the modifications'],
    ['tw', '索償次數', ['1 次', '2 次', '3 次或以上'], '請說明改裝項目'],
  ] as const)('show each notice title and the pick choices of product.json in %s', async (lang, pickTitle, choices, textTitle) => {
    await declarationsStep(lang);
    // VEHICLE12 (text) is item 0, VEHICLE01 (pick) item 1.
    fireEvent.click(await screen.findByTestId('root_questionList_0_answer-option-1'));
    expect(await screen.findByText(textTitle)).toBeTruthy();
    fireEvent.click(screen.getByTestId('root_questionList_1_answer-option-1'));
    expect(await screen.findByText(pickTitle)).toBeTruthy();
    for (const choice of choices) expect(screen.getByText(choice)).toBeTruthy();
  });

  it.each([
    ['en', 'Declaration question'],
    ['tw', '聲明問題'],
  ] as const)('name each question card as one question, not "Declarations 1…4" (%s)', async (lang, question) => {
    await declarationsStep(lang);
    const titles = (await screen.findAllByTestId(/^array-item-\d+$/u)).map((item) => item.querySelector('.mo-array-item__title')?.textContent);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles).toEqual(titles.map((_title, index) => `${question} ${index + 1}`));
  });
});
