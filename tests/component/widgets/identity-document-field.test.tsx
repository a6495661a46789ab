import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import identityDocument from '../../../schemas/shared/identity-document.json';
import { byId, errorText, renderWidgetForm } from './support/widget-form.js';

const schema = {
  type: 'object',
  properties: { identifyNo: { $ref: '#/$defs/identityDocument' } },
  required: ['identifyNo'],
  $defs: { identityDocument },
} as unknown as RJSFSchema;

describe('the identity document field', () => {
  it('starts on the Macao card and upper-cases the number as typed', async () => {
    const { current } = await renderWidgetForm({ schema });
    await waitFor(() => expect(screen.getByTestId('root_identifyNo_identificationType-option-IDCARD_MO').getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByTestId('root_identifyNo_identificationType-option-IDCARD_HK'));
    const number = byId('root_identifyNo_IDCARD_HK');
    fireEvent.change(number, { target: { value: 'a123456(7)' } });
    fireEvent.blur(number);
    await waitFor(() => expect(current().identifyNo).toEqual({ identificationType: 'IDCARD_HK', IDCARD_HK: 'A123456(7)' }));
    expect(byId('root_identifyNo_IDCARD_HK').value).toBe('A123456(7)');
    expect(errorText('root_identifyNo_IDCARD_HK')).toBeNull();
  });

  it('shows the localised format message under a bad number and keeps it', async () => {
    const { current, t } = await renderWidgetForm({ schema, lang: 'cn' });
    const number = byId('root_identifyNo_IDCARD_MO');
    fireEvent.change(number, { target: { value: '12 34' } });
    fireEvent.blur(number);
    await waitFor(() => expect(errorText('root_identifyNo_IDCARD_MO')).toBe(t('validation.format.id-mo')));
    expect(t('validation.format.id-mo')).toMatch(/澳门/);
    expect(byId('root_identifyNo_IDCARD_MO').value).toBe('1234');
    expect(current().identifyNo).toEqual({ identificationType: 'IDCARD_MO', IDCARD_MO: '1234' });
  });

  it('keeps the number typed when the document type changes', async () => {
    const { current } = await renderWidgetForm({ schema, formData: { identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' } } });
    fireEvent.click(screen.getByTestId('root_identifyNo_identificationType-option-IDCARD_CN'));
    await waitFor(() => expect(current().identifyNo).toEqual({ identificationType: 'IDCARD_CN', IDCARD_CN: '1234567(8)' }));
    expect(byId('root_identifyNo_IDCARD_CN').value).toBe('1234567(8)');
  });
});
