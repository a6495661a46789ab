import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import phone from '../../../schemas/shared/phone.json';
import { byId, errorText, renderWidgetForm } from './support/widget-form.js';

/** A form holding one shared phone def, like a policy holder's mobile number. */
const schema = {
  type: 'object',
  properties: { mobilePhoneNo: { $ref: '#/$defs/phone' } },
  required: ['mobilePhoneNo'],
  $defs: { phone },
} as unknown as RJSFSchema;

describe('the phone field', () => {
  it('is chosen for the shared phone def and starts on +853', async () => {
    const { current } = await renderWidgetForm({ schema });
    expect(byId<HTMLButtonElement>('root_mobilePhoneNo_code').textContent).toContain('+853');
    const number = byId('root_mobilePhoneNo_853');
    expect(number.type).toBe('tel');
    expect(number.inputMode).toBe('tel');
    await waitFor(() => expect(current().mobilePhoneNo).toEqual({ code: '853' }));
  });

  it('refuses a number that is no Macao mobile, in the language of the page, and keeps it', async () => {
    const { current } = await renderWidgetForm({ schema, lang: 'tw' });
    const number = byId('root_mobilePhoneNo_853');
    fireEvent.change(number, { target: { value: '1234 5678' } });
    fireEvent.blur(number);
    await waitFor(() => expect(errorText('root_mobilePhoneNo_853')).toBe('澳門手機號碼須為 6 字開頭的 8 位數字'));
    expect(byId('root_mobilePhoneNo_853').value).toBe('12345678');
    expect(byId('root_mobilePhoneNo_853').getAttribute('aria-invalid')).toBe('true');
    expect(current().mobilePhoneNo).toEqual({ code: '853', 853: '12345678' });
  });

  it('accepts a Macao mobile number and drops the separators typed', async () => {
    const { current } = await renderWidgetForm({ schema });
    const number = byId('root_mobilePhoneNo_853');
    fireEvent.change(number, { target: { value: '6612-3456' } });
    fireEvent.blur(number);
    await waitFor(() => expect(current().mobilePhoneNo).toEqual({ code: '853', 853: '66123456' }));
    expect(errorText('root_mobilePhoneNo_853')).toBeNull();
  });

  it('normalises a number written with its area code and brackets as the gateway does', async () => {
    const { current } = await renderWidgetForm({ schema });
    const number = byId('root_mobilePhoneNo_853');
    fireEvent.change(number, { target: { value: '+853 (6612) 3456' } });
    fireEvent.blur(number);
    await waitFor(() => expect(current().mobilePhoneNo).toEqual({ code: '853', 853: '66123456' }));
    expect(errorText('root_mobilePhoneNo_853')).toBeNull();
  });

  it('keeps the number when the area code changes, and judges it by the new code', async () => {
    const { current } = await renderWidgetForm({ schema });
    const number = byId('root_mobilePhoneNo_853');
    fireEvent.change(number, { target: { value: '21234567' } });
    fireEvent.blur(number);
    await waitFor(() => expect(errorText('root_mobilePhoneNo_853')).toBe('A Macao mobile number has 8 digits and starts with 6'));
    fireEvent.click(screen.getByTestId('root_mobilePhoneNo_code-picker'));
    fireEvent.click(await screen.findByText('Hong Kong +852'));
    await waitFor(() => expect(current().mobilePhoneNo).toEqual({ code: '852', 852: '21234567' }));
    expect(byId('root_mobilePhoneNo_852').value).toBe('21234567');
    expect(byId<HTMLButtonElement>('root_mobilePhoneNo_code').textContent).toContain('+852');
    await waitFor(() => expect(errorText('root_mobilePhoneNo_852')).toBeNull());
  });
});
