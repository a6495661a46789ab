/**
 * The profile, a relative, a car, the identity document and the business enquiry are not drawn by rjsf, yet they must look
 * and behave like the order forms: the same rows (label, required mark, error line under the control) and the
 * storefront's date field (typed on the numeric keypad or picked on its own wheel), never the device's
 * mm/dd/yyyy picker (`input[type=date]`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { UserInfoPage } from '../../../src/app/pages/mine/user-info-page.js';
import { EditRelativesPage } from '../../../src/app/pages/mine/edit-relatives-page.js';
import { AuthDocumentPage } from '../../../src/app/pages/mine/auth-document-page.js';
import { useAuthDraft } from '../../../src/app/pages/mine/auth-draft.js';
import { BusinessPage } from '../../../src/app/pages/product/business-page.js';
import { MyCarPage } from '../../../src/app/pages/mine/my-car-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { USER } from '../mine/mine-test-kit.js';

beforeEach(() => {
  useSessionStore.setState({ token: 'tok', user: USER });
});

/** The row (`.mo-field`, as the order forms' FieldTemplate draws it) whose label reads `label`. */
function rowLabelled(label: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLLabelElement>('.mo-field > label.mo-field__label')].find((element) => element.textContent?.replace('*', '') === label);
  if (!found) throw new Error(`no order-form row labelled ${label}`);
  return found.parentElement as HTMLElement;
}

/** The date row is the storefront's date field: a text input on the numeric keypad and the wheel's button. */
function expectStorefrontDate(label: string) {
  expect(document.querySelector('input[type=date]')).toBeNull();
  const row = rowLabelled(label);
  const input = row.querySelector('.mo-date input.mo-input') as HTMLInputElement;
  expect(input.getAttribute('inputmode')).toBe('numeric');
  expect(input.placeholder).not.toBe('');
  expect(row.querySelector('button.mo-date__open')).not.toBeNull();
  expect(row.querySelector('label')?.htmlFor).toBe(input.id);
}

describe('forms drawn without rjsf use the order forms\' rows and date field', () => {
  it('the profile (tw)', async () => {
    const api = fakeApi({ 'user.selectUserInfo': USER });
    renderWithApp(<UserInfoPage />, { i18n: await testI18n('tw'), api, path: '/pages/mine/userInfo/index' });
    await screen.findByTestId('user-info-save');
    expectStorefrontDate('出生日期');
    expect(rowLabelled('英文姓名').querySelector('input.mo-input')).not.toBeNull();
    expect(rowLabelled('通訊地址').querySelector('textarea.mo-input')).not.toBeNull();
    const date = rowLabelled('出生日期').querySelector('input') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '29991231' } });
    fireEvent.blur(date);
    expect(date.value).toBe('2999-12-31');
    fireEvent.click(screen.getByTestId('user-info-save'));
    const row = rowLabelled('出生日期');
    expect(row.classList.contains('mo-field--invalid')).toBe(true);
    expect(row.querySelector('.mo-field-error .mo-field-error__line')?.textContent).not.toBe('');
  });

  it('a relative (en)', async () => {
    const api = fakeApi({ 'user.newRelativeId': { relativeId: 'RAAAAAAAAAAAAAAAA' } });
    renderWithApp(<EditRelativesPage />, { i18n: await testI18n('en'), api, path: '/pages/mine/editRelatives/index' });
    await screen.findByTestId('relative-save');
    expectStorefrontDate('Date of birth');
    fireEvent.click(screen.getByTestId('relative-save'));
    for (const label of ['English name', 'Date of birth', 'Relationship to the policy holder']) {
      const row = rowLabelled(label);
      expect(row.querySelector('.mo-field__required')).not.toBeNull();
      expect(row.querySelector('.mo-field-error__line')?.textContent).not.toBe('');
    }
  });

  it('the identity document (en)', async () => {
    useAuthDraft.getState().update({ idType: 'HK', name: 'CHAN TAI MAN' });
    renderWithApp(<AuthDocumentPage />, { i18n: await testI18n('en'), api: fakeApi(), path: '/pages/mine/authUser2/index' });
    expectStorefrontDate('Date of birth');
  });

  it('a car (en)', async () => {
    const api = fakeApi({ 'user.carList': { items: [] }, 'adapter.carBrandList': { items: [] } });
    renderWithApp(<MyCarPage />, { i18n: await testI18n('en'), api, path: '/pages/mine/myCar/index' });
    fireEvent.click(await screen.findByTestId('car-add'));
    await screen.findByTestId('car-editor');
    fireEvent.click(screen.getByTestId('car-save'));
    for (const label of ['Licence plate', 'Make', 'Year of manufacture']) {
      const row = rowLabelled(label);
      expect(row.querySelector('.mo-field__required')).not.toBeNull();
      expect(row.querySelector('.mo-field-error__line')?.textContent).not.toBe('');
    }
    expect(rowLabelled('Year of manufacture').querySelector('input.mo-input')?.getAttribute('inputmode')).toBe('numeric');
  });

  it('the business enquiry (en)', async () => {
    useSessionStore.setState({ token: 'tok', user: null });
    const api = fakeApi({ 'plat.selectBusinessEnquiry': { total: 0, items: [] } });
    renderWithApp(<BusinessPage />, { i18n: await testI18n('en'), api, path: '/pages/product/business/index' });
    fireEvent.click(await screen.findByTestId('business-submit'));
    for (const label of ['Company name', 'Contact person', 'Phone (Macao)', 'Your needs']) {
      const row = rowLabelled(label);
      expect(row.querySelector('.mo-field__required')).not.toBeNull();
      expect(row.querySelector('.mo-input')).not.toBeNull();
      expect(row.querySelector('.mo-field-error__line')?.textContent).not.toBe('');
    }
  });
});
