/**
 * The note over a policy holder filled from the profile names what was filled and claims nothing more. Seen in
 * the hand walk-through: a profile without real-name details fills only the phone, yet the note said the whole
 * holder had been filled from it while name, identity card, email and address stood empty.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeFormSchema, localizeSchema, type Lang } from '../../../src/engine/index.js';
import { localizeUiSchema } from '../../../src/ui/index.js';
import type { RJSFSchema } from '@rjsf/utils';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadFormValidators } from '../../../src/app/products/use-form-validators.js';
import { OrderStep } from '../../../src/app/pages/order/order-step.js';
import { savedPrefillOf } from '../../../src/app/pages/order/saved-prefill.js';
import type { SelfPerson } from '../../../src/contract/rows/user-data.js';
import { renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PHONE_ONLY: SelfPerson = { relation: 'SELF', mobilePhoneNo: { code: '853', '853': '66123456' }, authenticated: false };
const REAL_NAME: SelfPerson = {
  ...PHONE_ONLY, authenticated: true, englishName: 'CHAN TAI MAN', gender: 'M', dob: '1988-05-12',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
};

/** A profile saved on the profile page without real-name authentication: name, gender, birth date and address. */
const PROFILE_ONLY: SelfPerson = {
  ...PHONE_ONLY, englishName: 'WONG SIO MAN', chineseName: '黃小文', gender: 'F', dob: '1990-02-03', address: 'Rua do Campo 10, 3 andar A, Macau',
};

/** TPS's holder step, a new order (or `initialData`), filled from `self`; answers the note's text. */
async function holderNote(lang: Lang, self: SelfPerson, initialData: Record<string, unknown> = {}): Promise<string> {
  const i18n = await testI18n(lang);
  const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
  const { registry, sharedDefs } = productCatalog();
  const bundle = registry.get('TPS');
  const step = bundle?.definition.steps.find((candidate) => candidate.id === 'holder');
  if (!bundle || !step) throw new Error('TPS has no holder step');
  const composed = composeFormSchema(bundle, sharedDefs) as RJSFSchema;
  const form = { composed, localized: localizeSchema(composed, t) as RJSFSchema, uiSchema: localizeUiSchema(bundle.uiSchema, t), t };
  const validators = await loadFormValidators('TPS');
  renderWithApp(
    <OrderStep bundle={bundle} form={form} validators={validators} step={step} initialData={initialData} saving={false} failed={false}
      saved={savedPrefillOf({ self, relatives: [] }, [])} onNext={() => undefined} />,
    { i18n },
  );
  return (await screen.findByTestId('holder-prefilled')).textContent ?? '';
}

describe('the holder-prefilled note', () => {
  it('names only the phone when the profile holds only the phone (tw and en)', async () => {
    expect(await holderNote('tw', PHONE_ONLY)).toBe('已按您的個人資料填寫投保人的手機號碼，可隨時修改');
    document.body.innerHTML = '';
    expect(await holderNote('en', PHONE_ONLY)).toBe('Filled in from your profile: Mobile number (change anything you need)');
  });

  it('names each field a real-name profile filled', async () => {
    const note = await holderNote('tw', REAL_NAME);
    for (const title of ['英文姓名', '性別', '出生日期', '身份證明文件', '手機號碼']) expect(note).toContain(title);
    expect(note).not.toContain('中文姓名');
  });

  it('fills the profile\'s name, gender, birth date and address, saved without real-name authentication', async () => {
    const note = await holderNote('en', PROFILE_ONLY);
    for (const title of ['English name', 'Date of birth', 'Correspondence address', 'Mobile number']) expect(note).toContain(title);
    expect((document.getElementById('root_policyHolderInfo_englishName') as HTMLInputElement).value).toBe('WONG SIO MAN');
    expect((document.getElementById('root_policyHolderInfo_address') as HTMLInputElement | HTMLTextAreaElement).value).toBe('Rua do Campo 10, 3 andar A, Macau');
  });

  it('starts the holder as the insured person marked 本人, before the profile', async () => {
    const insured = {
      relation: 'SELF', englishName: 'LEI KA WAI', gender: 'M', dob: '1985-07-08',
      identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
    };
    const note = await holderNote('tw', PHONE_ONLY, { insurantInfo: [insured] });
    expect((document.getElementById('root_policyHolderInfo_englishName') as HTMLInputElement).value).toBe('LEI KA WAI');
    expect(note).toContain('手機號碼');
  });

  it('shows what the insured person marked 本人 gave as given, not as questions asked again ("type nothing twice")', async () => {
    const insured = {
      relation: 'SELF', englishName: 'LEI KA WAI', gender: 'M', dob: '1985-07-08',
      identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
    };
    const note = await holderNote('tw', PHONE_ONLY, { insurantInfo: [insured] });
    // The profile's note claims only the phone: the name came from the insured person, not from the profile.
    expect(note).toBe('已按您的個人資料填寫投保人的手機號碼，可隨時修改');
    expect(screen.getByTestId('holder-is-self').textContent).toContain('本人');
    const name = document.getElementById('root_policyHolderInfo_englishName') as HTMLInputElement;
    expect(name.value).toBe('LEI KA WAI');
    expect(name.readOnly).toBe(true);
    // What the insured person did not give is still asked.
    const chineseName = document.getElementById('root_policyHolderInfo_chineseName') as HTMLInputElement | null;
    if (chineseName) expect(chineseName.readOnly).toBe(false);
  });

  it('asks the holder\'s details as usual when nobody is marked 本人', async () => {
    await holderNote('en', PHONE_ONLY, { insurantInfo: [{ relation: 'SPOUSE', englishName: 'LEI KA WAI' }] });
    expect(screen.queryByTestId('holder-is-self')).toBeNull();
    expect((document.getElementById('root_policyHolderInfo_englishName') as HTMLInputElement).readOnly).toBe(false);
  });
});
