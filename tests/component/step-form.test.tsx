import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeFormSchema, stepSchema, type Lang } from '../../src/engine/index.js';
import { localizeUiSchema, StepForm, type StepFormHandle } from '../../src/ui/index.js';
import { productCatalog } from '../../src/app/products/load-products.js';
import { loadFormValidators } from '../../src/app/products/use-form-validators.js';
import { testI18n } from './support/test-i18n.js';

/** The TPS wizard step `stepId` as the order page builds it (validators precompiled by the build), in `lang`. */
async function tpsStep(stepId: string, lang: Lang) {
  const i18n = await testI18n(lang);
  const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
  const { registry, sharedDefs } = productCatalog();
  const bundle = registry.get('TPS');
  if (!bundle) throw new Error('TPS is not in the catalogue');
  const step = bundle.definition.steps.find((candidate) => candidate.id === stepId);
  if (!step) throw new Error(`TPS has no step ${stepId}`);
  const composed = composeFormSchema(bundle, sharedDefs);
  return {
    t,
    schema: stepSchema(composed, step) as RJSFSchema,
    validators: await loadFormValidators('TPS'),
    uiSchema: localizeUiSchema(bundle.uiSchema, t) as UiSchema,
  };
}

/** A StepForm holding its data in state like the wizard does, so typed values flow back in. */
function renderStep(props: Awaited<ReturnType<typeof tpsStep>>, initial: Record<string, unknown>) {
  const ref = createRef<StepFormHandle>();
  let latest = initial;
  function Harness() {
    const [data, setData] = useState(initial);
    return (
      <StepForm ref={ref} schema={props.schema} validators={props.validators} uiSchema={props.uiSchema} formData={data} translate={props.t}
        onChange={(next) => { latest = next; setData(next); }} />
    );
  }
  render(<Harness />);
  return { ref, current: () => latest };
}

/** A StepForm whose language can be switched while it shows, as the language picker does. */
function renderSwitchable(first: Awaited<ReturnType<typeof tpsStep>>, initial: Record<string, unknown>) {
  let switchTo: (next: Awaited<ReturnType<typeof tpsStep>>) => void = () => undefined;
  function Harness() {
    const [step, setStep] = useState(first);
    const [data, setData] = useState(initial);
    switchTo = setStep;
    return <StepForm schema={step.schema} validators={step.validators} uiSchema={step.uiSchema} formData={data} translate={step.t} onChange={setData} />;
  }
  render(<Harness />);
  return (next: Awaited<ReturnType<typeof tpsStep>>) => act(() => switchTo(next));
}

function text(selector: string): string {
  return document.querySelector(selector)?.textContent ?? '';
}

function input(id: string): HTMLInputElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return element;
}

describe('a wizard step form (TPS)', () => {
  it('shows a localised message under a bad English name on blur and keeps what was typed', async () => {
    const step = await tpsStep('insured', 'tw');
    renderStep(step, { insurantInfo: [{}] });
    // The list of insured people is drawn once its field's chunk is in.
    const name = await waitFor(() => input('root_insurantInfo_0_englishName'));
    fireEvent.change(name, { target: { value: 'Chan Tai Man 2' } });
    fireEvent.blur(name);
    expect(await screen.findByText('英文姓名只可包含英文字母及空格，長度為 2 至 60 個字元')).toBeTruthy();
    expect(input('root_insurantInfo_0_englishName').value).toBe('Chan Tai Man 2');
    // Fields the user has not reached yet are not flagged on a blur.
    expect(screen.queryByText('此項必須填寫')).toBeNull();
  });

  it('flags every problem on Next, in English too, without touching the data', async () => {
    const step = await tpsStep('insured', 'en');
    const { ref, current } = renderStep(step, { insurantInfo: [{ englishName: 'Chan 2' }] });
    let valid = true;
    act(() => { valid = ref.current?.validateAll() ?? true; });
    expect(valid).toBe(false);
    await waitFor(() => expect(screen.getByText('An English name may contain English letters and spaces only, 2 to 60 characters')).toBeTruthy());
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(input('root_insurantInfo_0_englishName').value).toBe('Chan 2');
    expect((current().insurantInfo as { englishName: string }[])[0]?.englishName).toBe('Chan 2');
  });

  it('translates titles, choices and messages as it renders, and switches them with the language', async () => {
    const tw = await tpsStep('insured', 'tw');
    const en = await tpsStep('insured', 'en');
    // The schema rjsf holds is the one the validators were built from, the same in every language.
    expect(en.schema).toBe(tw.schema);
    const switchTo = renderSwitchable(tw, { insurantInfo: [{}] });
    const label = 'label[for="root_insurantInfo_0_englishName"]';
    expect(text(label)).toContain(tw.t('field.englishName'));
    expect(text('[data-testid="root_insurantInfo_0_gender-option-M"]')).toContain(tw.t('dict.gender.M'));
    const name = input('root_insurantInfo_0_englishName');
    fireEvent.change(name, { target: { value: 'Chan Tai Man 2' } });
    fireEvent.blur(name);
    expect(await screen.findByText(tw.t('validation.format.en-name'))).toBeTruthy();

    switchTo(en);
    await waitFor(() => expect(text(label)).toContain(en.t('field.englishName')));
    expect(text(label)).not.toContain(tw.t('field.englishName'));
    expect(text('[data-testid="root_insurantInfo_0_gender-option-M"]')).toContain(en.t('dict.gender.M'));
    expect(await screen.findByText(en.t('validation.format.en-name'))).toBeTruthy();
    expect(screen.queryByText(tw.t('validation.format.en-name'))).toBeNull();
    expect(document.body.textContent).not.toMatch(/field\.|dict\./);
    expect(input('root_insurantInfo_0_englishName').value).toBe('Chan Tai Man 2');
  });

  it('refuses 12345678 as a +853 mobile number', async () => {
    const step = await tpsStep('holder', 'tw');
    renderStep(step, { policyHolderInfo: { mobilePhoneNo: { code: '853' } } });
    // The phone field is a part of the theme loaded when a form first draws it (src/ui/controls/lazy-theme-part.tsx).
    const phone = await waitFor(() => input('root_policyHolderInfo_mobilePhoneNo_853'));
    fireEvent.change(phone, { target: { value: '12345678' } });
    fireEvent.blur(phone);
    expect(await screen.findByText('澳門手機號碼須為 6 字開頭的 8 位數字')).toBeTruthy();
    expect(input('root_policyHolderInfo_mobilePhoneNo_853').value).toBe('12345678');
  });

  it('accepts a valid +853 mobile number', async () => {
    const step = await tpsStep('holder', 'tw');
    renderStep(step, { policyHolderInfo: { mobilePhoneNo: { code: '853' } } });
    const phone = await waitFor(() => input('root_policyHolderInfo_mobilePhoneNo_853'));
    fireEvent.change(phone, { target: { value: '66123456' } });
    fireEvent.blur(phone);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByText('澳門手機號碼須為 6 字開頭的 8 位數字')).toBeNull();
  });

  it('never ticks the declaration of the review step for the user', async () => {
    const step = await tpsStep('confirm', 'tw');
    const { ref, current } = renderStep(step, {});
    expect(input('root_declaration').checked).toBe(false);
    let valid = true;
    act(() => { valid = ref.current?.validateAll() ?? true; });
    expect(valid).toBe(false);
    expect(await screen.findByText('請確認此項')).toBeTruthy();
    fireEvent.click(input('root_declaration'));
    await waitFor(() => expect(current().declaration).toBe(true));
    act(() => { valid = ref.current?.validateAll() ?? false; });
    expect(valid).toBe(true);
  });

  it('fills the defaults of shared parts: an insured person starts with a Macao identity card', async () => {
    const step = await tpsStep('insured', 'tw');
    const { current } = renderStep(step, { insurantInfo: [{}] });
    await waitFor(() => expect((current().insurantInfo as { identifyNo?: { identificationType?: string } }[])[0]?.identifyNo?.identificationType).toBe('IDCARD_MO'));
    expect(document.querySelector('[data-testid=root_insurantInfo_0_identifyNo_identificationType-option-IDCARD_MO]')?.getAttribute('aria-checked')).toBe('true');
    // A choice with no default stays unchosen rather than taking its first option.
    expect((current().insurantInfo as { gender?: string }[])[0]?.gender).toBeUndefined();
  });
});
