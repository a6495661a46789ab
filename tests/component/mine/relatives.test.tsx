import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EditRelativesPage } from '../../../src/app/pages/mine/edit-relatives-page.js';
import { RelativesPage } from '../../../src/app/pages/mine/relatives-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { field, MOTHER, ok, refusal, type, USER } from './mine-test-kit.js';

const LIST = '/pages/mine/relatives/index';
const EDIT = '/pages/mine/editRelatives/index';
const NEW_ID = 'RAAAAAAAAAAAAAAAA';

beforeEach(() => {
  useSessionStore.setState({ token: 'tok', user: USER });
});

function fillGoodForm() {
  fireEvent.click(screen.getByTestId('relative-relation'));
  fireEvent.click(screen.getByText('配偶'));
  type('relative-englishName', 'wong mei ling');
  type('relative-chineseName', '黃美玲');
  fireEvent.click(screen.getByTestId('relative-gender-F'));
  type('relative-dob', '1990-03-04');
  type('relative-idNumber', '1234567(8)');
  type('relative-phone', '66001122');
}

describe('relatives list', () => {
  it('lists the relatives with masked documents (tw)', async () => {
    renderWithApp(<RelativesPage />, { i18n: await testI18n('tw'), api: fakeApi({ 'user.selectRelative': { items: [MOTHER] } }), path: LIST });
    const card = await screen.findByTestId(`relative-${MOTHER.relativeId}`);
    expect(card.textContent).toContain('梁少蘭');
    expect(card.textContent).toContain('父母');
    expect(card.textContent).toContain('澳門居民身份證');
    expect(card.textContent).not.toContain('5123456(7)');
  });

  it('shows the empty state with an add button, and the error state with retry (en)', async () => {
    const i18n = await testI18n('en');
    const { unmount } = renderWithApp(<RelativesPage />, { i18n, api: fakeApi({ 'user.selectRelative': { items: [] } }), path: LIST });
    expect((await screen.findByTestId('relatives-empty')).textContent).toContain('No family members yet');
    fireEvent.click(screen.getByTestId('relatives-add'));
    await screen.findByTestId('elsewhere');
    unmount();
    renderWithApp(<RelativesPage />, { i18n, api: fakeApi(), path: LIST });
    expect((await screen.findByTestId('relatives-error')).textContent).toContain('Retry');
  });

  it('removes a relative after confirming, with its id', async () => {
    let items = [MOTHER];
    const api = fakeApi({
      'user.selectRelative': () => ({ items }),
      'user.delRelative': () => {
        items = [];
        return { deleted: true };
      },
    });
    renderWithApp(<RelativesPage />, { i18n: await testI18n('tw'), api, path: LIST });
    fireEvent.click(await screen.findByTestId(`relative-delete-${MOTHER.relativeId}`));
    fireEvent.click(await screen.findByTestId('confirm-modal-confirm'));
    await screen.findByTestId('relatives-empty');
    expect(api.calls.filter((call) => call.id === 'user.delRelative')).toEqual([{ id: 'user.delRelative', payload: { relativeId: MOTHER.relativeId } }]);
  });
});

describe('editRelatives form', () => {
  it('adds a relative with the fresh id and the spec person fields', async () => {
    const api = fakeApi({ 'user.newRelativeId': { relativeId: NEW_ID }, 'user.addRelative': (payload: Record<string, unknown>) => ok({ ...MOTHER, ...payload }) });
    renderWithApp(<EditRelativesPage />, { i18n: await testI18n('tw'), api, path: EDIT });
    await screen.findByTestId('relative-save');
    fillGoodForm();
    fireEvent.click(screen.getByTestId('relative-save'));
    await screen.findByTestId('elsewhere');
    expect(api.calls.find((call) => call.id === 'user.addRelative')?.payload).toEqual({
      relativeId: NEW_ID, englishName: 'WONG MEI LING', chineseName: '黃美玲', gender: 'F', dob: '1990-03-04',
      identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }, relation: 'SPOUSE',
      mobilePhoneNo: { code: '853', '853': '66001122' },
    });
  });

  it('sends the phone normalised the way the gateway reads it', async () => {
    const api = fakeApi({ 'user.newRelativeId': { relativeId: NEW_ID }, 'user.addRelative': (payload: Record<string, unknown>) => ok({ ...MOTHER, ...payload }) });
    renderWithApp(<EditRelativesPage />, { i18n: await testI18n('tw'), api, path: EDIT });
    await screen.findByTestId('relative-save');
    fillGoodForm();
    type('relative-phone', '+853 6600-1122');
    fireEvent.click(screen.getByTestId('relative-save'));
    await screen.findByTestId('elsewhere');
    expect(api.calls.find((call) => call.id === 'user.addRelative')?.payload).toMatchObject({ mobilePhoneNo: { code: '853', '853': '66001122' } });
  });

  it('checks the fields with the engine rules before sending anything (tw)', async () => {
    const api = fakeApi({ 'user.newRelativeId': { relativeId: NEW_ID } });
    renderWithApp(<EditRelativesPage />, { i18n: await testI18n('tw'), api, path: EDIT });
    await screen.findByTestId('relative-save');
    fillGoodForm();
    type('relative-chineseName', 'Wong 美玲');
    type('relative-idNumber', '12345');
    type('relative-phone', '12345678');
    fireEvent.click(screen.getByTestId('relative-save'));
    expect((await screen.findByTestId('relative-chineseName-error')).textContent).toBe('中文姓名只可包含中文字');
    expect(screen.getByTestId('relative-idNumber-error').textContent).toContain('澳門身份證號碼格式不正確');
    expect(screen.getByTestId('relative-phone-error').textContent).toBe('澳門手機號碼須為 6 字開頭的 8 位數字');
    expect(field('relative-chineseName').value).toBe('Wong 美玲');
    expect(api.calls.map((call) => call.id)).toEqual(['user.newRelativeId']);
  });

  it('shows the gateway refusal at its field and keeps every input (en)', async () => {
    const api = fakeApi({
      'user.newRelativeId': { relativeId: NEW_ID },
      'user.addRelative': refusal('A relative with this identity document is already on file', { field: 'identifyNo.IDCARD_MO', keyword: 'conflict' }, 'V00409'),
    });
    renderWithApp(<EditRelativesPage />, { i18n: await testI18n('en'), api, path: EDIT });
    await screen.findByTestId('relative-save');
    fireEvent.click(screen.getByTestId('relative-relation'));
    fireEvent.click(screen.getByText('Spouse'));
    type('relative-englishName', 'WONG MEI LING');
    fireEvent.click(screen.getByTestId('relative-gender-F'));
    type('relative-dob', '1990-03-04');
    type('relative-idNumber', '1234567(8)');
    fireEvent.click(screen.getByTestId('relative-save'));
    expect((await screen.findByTestId('relative-idNumber-error')).textContent).toBe('A relative with this identity document is already on file');
    expect(field('relative-englishName').value).toBe('WONG MEI LING');
    expect(field('relative-idNumber').value).toBe('1234567(8)');
    expect(field('relative-dob').value).toBe('1990-03-04');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('loads a relative to edit and saves it with setRelative', async () => {
    const api = fakeApi({ 'user.selectRelativeById': MOTHER, 'user.setRelative': (payload: Record<string, unknown>) => ok({ ...MOTHER, ...payload }) });
    renderWithApp(<EditRelativesPage />, { i18n: await testI18n('tw'), api, path: `${EDIT}?relativeId=${MOTHER.relativeId}` });
    await waitFor(() => expect(field('relative-englishName').value).toBe('LEONG SIO LAN'));
    type('relative-englishName', 'LEONG SIO LAN MARIA');
    fireEvent.click(screen.getByTestId('relative-idType-IDCARD_HK'));
    type('relative-idNumber', 'a123456(3)');
    fireEvent.click(screen.getByTestId('relative-save'));
    await screen.findByTestId('elsewhere');
    expect(api.calls.find((call) => call.id === 'user.selectRelativeById')?.payload).toEqual({ relativeId: MOTHER.relativeId });
    expect(api.calls.find((call) => call.id === 'user.setRelative')?.payload).toEqual({
      relativeId: MOTHER.relativeId, englishName: 'LEONG SIO LAN MARIA', chineseName: '梁少蘭', gender: 'F', dob: '1962-11-02',
      identifyNo: { identificationType: 'IDCARD_HK', IDCARD_HK: 'A123456(3)' }, relation: 'PARENT', mobilePhoneNo: { code: '853', '853': '66778899' },
    });
  });
});
