/**
 * An answer a fixed rule refuses is refused on the step that asks it, with the field marked and
 * the rule in words, not only after the final submit. TPS insures people up to 85 on the start date (the gateway's
 * default limits): a birth date in 2030 is marked on the insured step. THM's policy holder must be 18 on the start
 * date: an 11-year-old holder is marked on the holder step. The limits come from the products' own data.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { composeFormSchema, localizeSchema, type Lang } from '../../../src/engine/index.js';
import { localizeUiSchema } from '../../../src/ui/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadFormValidators } from '../../../src/app/products/use-form-validators.js';
import { OrderStep } from '../../../src/app/pages/order/order-step.js';
import { ReleaseRefusedView } from '../../../src/app/components/release-refused-view.js';
import { renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const START = '2026-12-01';
const { registry, sharedDefs } = productCatalog();

/** `code`'s step `stepId` with `initialData`, in `lang`; answers what Next handed on (nothing while refused). */
async function openStep(lang: Lang, code: string, stepId: string, initialData: Record<string, unknown>, markErrors = false) {
  const bundle = registry.get(code);
  const step = bundle?.definition.steps.find((candidate) => candidate.id === stepId);
  if (!bundle || !step) throw new Error(`${code} has no step ${stepId}`);
  const i18n = await testI18n(lang);
  const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
  const composed = composeFormSchema(bundle, sharedDefs) as RJSFSchema;
  const form = { composed, localized: localizeSchema(composed, t) as RJSFSchema, uiSchema: localizeUiSchema(bundle.uiSchema, t), t };
  const handedOn: Record<string, unknown>[] = [];
  renderWithApp(
    <OrderStep bundle={bundle} form={form} validators={await loadFormValidators(code)} step={step} initialData={initialData}
      saving={false} failed={false} markErrors={markErrors} onNext={(formData) => handedOn.push(formData)} />,
    { i18n },
  );
  return handedOn;
}

/** The message under the field whose rjsf id is `id`, once shown. */
const messageOf = (id: string): Promise<string> => waitFor(() => {
  const shown = document.getElementById(`${id}__error`);
  if (!shown) throw new Error(`no message under ${id}`);
  return shown.textContent ?? '';
});

describe('age limits on the step that asks the birth date', () => {
  it.each([
    ['tw', '出生日期不可遲於保障開始日 2026-12-01'],
    ['en', 'The date of birth cannot be after the start date 2026-12-01'],
  ] as const)('marks an insured person born after the start, on the insured step (%s)', async (lang, words) => {
    const handedOn = await openStep(lang, 'TPS', 'insured', { planCode: 'INDIVIDUAL_BASIC', commDate: START, expiryDate: '2026-12-07', insurantInfo: [{ dob: '2030-01-01' }] });
    fireEvent.click(await screen.findByTestId('next'));
    expect(await messageOf('root_insurantInfo_0_dob')).toBe(words);
    expect(handedOn).toEqual([]);
  });

  it.each([
    ['tw', '於保障開始日 2026-12-01 為 11 歲；本產品須年滿 18 歲'],
    ['cn', '于保障开始日 2026-12-01 为 11 岁；本产品须年满 18 岁'],
    ['en', 'Aged 11 on the start date 2026-12-01; this product requires an age of at least 18'],
  ] as const)('marks an 11-year-old policy holder on the holder step, with the product\'s limit (%s)', async (lang, words) => {
    const handedOn = await openStep(lang, 'THM', 'holder', { planCode: 'BASIC', commDate: START, expiryDate: '2026-12-07', policyHolderInfo: { dob: '2015-06-01' } });
    fireEvent.click(await screen.findByTestId('next'));
    expect(await messageOf('root_policyHolderInfo_dob')).toBe(words);
    expect(handedOn).toEqual([]);
  });

  it('marks the refused answer as the step opens from the refusal\'s "修改此資料" (tw)', async () => {
    await openStep('tw', 'THM', 'holder', { planCode: 'BASIC', commDate: START, expiryDate: '2026-12-07', policyHolderInfo: { dob: '2015-06-01' } }, true);
    expect(await messageOf('root_policyHolderInfo_dob')).toBe('於保障開始日 2026-12-01 為 11 歲；本產品須年滿 18 歲');
  });
});

describe('the release refusal of an answer', () => {
  it('says the product\'s rule was not met, not "暫時未能承保", when it names the answer (tw)', async () => {
    renderWithApp(<ReleaseRefusedView reason="投保人的出生日期為 2015-06-01，於保障開始日為 11 歲；本產品須年滿 18 歲" namesAnswer namesRule onChange={() => undefined} />, { i18n: await testI18n('tw') });
    const refusal = screen.getByTestId('release-refused');
    expect(refusal.textContent).toContain('不符合本產品的承保條件');
    expect(refusal.textContent).not.toContain('暫時');
    expect(refusal.textContent).toContain('修改此資料');
  });
});
