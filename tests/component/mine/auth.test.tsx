import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useAuthDraft } from '../../../src/app/pages/mine/auth-draft.js';
import { AuthResultPage } from '../../../src/app/pages/mine/auth-result-page.js';
import { AuthNamePage } from '../../../src/app/pages/mine/auth-name-page.js';
import { AuthDocumentPage } from '../../../src/app/pages/mine/auth-document-page.js';
import { AuthReviewPage } from '../../../src/app/pages/mine/auth-review-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { field, type, USER } from './mine-test-kit.js';

const AUTHENTICATED = {
  ...USER,
  info: { nameZh: null, nameEn: null, gender: null, birthday: null, address: null, authentication: { name: '陳大文', idType: 'MO' as const, idNumberMasked: '76****1(0)', authenticatedAt: '2026-03-01T08:00:00.000Z' } },
};

beforeEach(() => {
  useSessionStore.setState({ token: 'tok', user: USER });
  useAuthDraft.getState().clear();
});

describe('real-name authentication in three steps', () => {
  it('step 1 takes the document type and a valid name (tw)', async () => {
    renderWithApp(<AuthNamePage />, { i18n: await testI18n('tw'), api: fakeApi({ 'user.selectUserInfo': USER }), path: '/pages/mine/authUser/index' });
    await screen.findByTestId('auth-name');
    fireEvent.click(screen.getByTestId('auth-idType-HK'));
    type('auth-name', 'Chan 大文');
    fireEvent.click(screen.getByTestId('auth-next'));
    expect((await screen.findByTestId('auth-name-error')).textContent).toContain('姓名只可為中文字');
    expect(field('auth-name').value).toBe('Chan 大文');
    type('auth-name', 'chan tai man');
    fireEvent.click(screen.getByTestId('auth-next'));
    await screen.findByTestId('elsewhere');
    expect(useAuthDraft.getState()).toMatchObject({ idType: 'HK', name: 'CHAN TAI MAN' });
  });

  it('step 1 tells an authenticated user so (en)', async () => {
    renderWithApp(<AuthNamePage />, { i18n: await testI18n('en'), api: fakeApi({ 'user.selectUserInfo': AUTHENTICATED }), path: '/pages/mine/authUser/index' });
    expect((await screen.findByTestId('auth-user-already')).textContent).toContain('You are already verified');
  });

  it('step 2 checks the number with the chosen type and the birth date (en)', async () => {
    useAuthDraft.getState().update({ idType: 'HK', name: 'CHAN TAI MAN' });
    renderWithApp(<AuthDocumentPage />, { i18n: await testI18n('en'), api: fakeApi(), path: '/pages/mine/authUser2/index' });
    type('auth-idNumber', '1234567(8)');
    type('auth-dob', '2999-01-01');
    fireEvent.click(screen.getByTestId('auth-next'));
    expect((await screen.findByTestId('auth-idNumber-error')).textContent).not.toBe('');
    expect(screen.getByTestId('auth-dob-error').textContent).toBe('Enter a valid date of birth (not after today)');
    type('auth-idNumber', 'a123456(3)');
    type('auth-dob', '1988-05-12');
    fireEvent.click(screen.getByTestId('auth-next'));
    await screen.findByTestId('elsewhere');
    expect(useAuthDraft.getState()).toMatchObject({ idNumber: 'A123456(3)', dob: '1988-05-12' });
  });

  it('step 3 sends the authentication payload, then the birth date, and opens the result', async () => {
    useAuthDraft.getState().update({ idType: 'MO', name: '陳大文', idNumber: '7654321(0)', dob: '1988-05-12' });
    const api = fakeApi({ 'user.authentication': AUTHENTICATED, 'user.setInfo': AUTHENTICATED });
    renderWithApp(<AuthReviewPage />, { i18n: await testI18n('tw'), api, path: '/pages/mine/authUser3/index' });
    expect(screen.getByTestId('auth-review-name').textContent).toBe('陳大文');
    fireEvent.click(screen.getByTestId('auth-submit'));
    expect((await screen.findByTestId('auth-agree-error')).textContent).toBe('請先確認資料');
    expect(api.calls).toEqual([]);
    fireEvent.click(screen.getByText('本人確認以上資料真實無誤'));
    fireEvent.click(screen.getByTestId('auth-submit'));
    await screen.findByTestId('elsewhere');
    expect(api.calls).toEqual([
      { id: 'user.authentication', payload: { name: '陳大文', idType: 'MO', idNumber: '7654321(0)' } },
      { id: 'user.setInfo', payload: { birthday: '1988-05-12' } },
    ]);
    expect(useSessionStore.getState().user?.info?.authentication?.idNumberMasked).toBe('76****1(0)');
    expect(useAuthDraft.getState().name).toBe('');
  });

  it('step 3 keeps the draft when the gateway refuses', async () => {
    useAuthDraft.getState().update({ idType: 'MO', name: '陳大文', idNumber: '7654321(0)', dob: '1988-05-12' });
    const api = fakeApi();
    renderWithApp(<AuthReviewPage />, { i18n: await testI18n('tw'), api, path: '/pages/mine/authUser3/index' });
    fireEvent.click(screen.getByText('本人確認以上資料真實無誤'));
    fireEvent.click(screen.getByTestId('auth-submit'));
    await screen.findByText('提交認證');
    expect(api.calls.map((call) => call.id)).toEqual(['user.authentication']);
    expect(useAuthDraft.getState().idNumber).toBe('7654321(0)');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('the result shows the masked document (en), or invites to verify', async () => {
    const i18n = await testI18n('en');
    const { unmount } = renderWithApp(<AuthResultPage />, { i18n, api: fakeApi({ 'user.selectUserInfo': AUTHENTICATED }), path: '/pages/mine/authResult/index' });
    expect((await screen.findByTestId('auth-result-idNumber')).textContent).toBe('76****1(0)');
    expect(screen.getByTestId('auth-result').textContent).toContain('Macao resident ID');
    unmount();
    renderWithApp(<AuthResultPage />, { i18n, api: fakeApi({ 'user.selectUserInfo': USER }), path: '/pages/mine/authResult/index' });
    expect((await screen.findByTestId('auth-result-none')).textContent).toContain('Not verified');
  });
});
