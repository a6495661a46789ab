/**
 * The holder's mobile number is asked once: motor forms hold it for the holder and
 * again as the contact number the insurer calls; the contact number follows the holder's (a declarative
 * copy in form.schema.json, worked out by deriveAnswers) and is not shown as a second question.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeFormSchema, deriveAnswers, stepSchema } from '../../../src/engine/index.js';
import { localizeUiSchema, StepForm } from '../../../src/ui/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadFormValidators } from '../../../src/app/products/use-form-validators.js';
import { testI18n } from '../support/test-i18n.js';

const { registry, sharedDefs } = productCatalog();
/** Every product whose form has a step asking for a contact block beside the holder. */
const withContact = registry.list().filter((bundle) => bundle.definition.steps.some((step) => step.fields.includes('contactInfo')));

/** The fields (dotted, up to the phone) whose phone inputs a customer sees on the step. */
function visiblePhones(container: HTMLElement): Set<string> {
  const inputs = [...container.querySelectorAll<HTMLElement>('input[id*="mobilePhoneNo"], select[id*="mobilePhoneNo"]')]
    .filter((input) => input.closest('.mo-hidden') === null);
  return new Set(inputs.map((input) => input.id.slice(0, input.id.indexOf('mobilePhoneNo'))));
}

describe('the holder step of a form with a contact block', () => {
  it('has such products (motor)', () => {
    expect(withContact.length).toBeGreaterThan(0);
  });

  it.each(withContact.map((bundle) => [bundle.definition.code, bundle] as const))('%s asks for the mobile number once and fills the contact number from it', async (_code, bundle) => {
    const i18n = await testI18n('en');
    const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
    const step = bundle.definition.steps.find((candidate) => candidate.fields.includes('contactInfo'));
    if (!step) throw new Error('no contact step');
    const schema = stepSchema(composeFormSchema(bundle, sharedDefs), step) as RJSFSchema;
    const validators = await loadFormValidators(bundle.definition.code);
    const uiSchema = localizeUiSchema(bundle.uiSchema, t) as UiSchema;
    function Harness() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return <StepForm schema={schema} validators={validators} uiSchema={uiSchema} formData={data} translate={t} onChange={setData} />;
    }
    const { container } = render(<Harness />);
    await waitFor(() => expect(container.querySelector('[id*="mobilePhoneNo"]')).not.toBeNull());
    expect([...visiblePhones(container)]).toHaveLength(1);

    const phone = { code: '853', 853: '66123456' };
    const derived = deriveAnswers(bundle, { holderInfo: { mobilePhoneNo: phone }, contactInfo: { mobilePhoneNo: { code: '852', 852: '91234567' } } });
    expect(derived.contactInfo).toEqual({ mobilePhoneNo: phone });
  });
});
