import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SetPasswordLoginPage } from '../../../src/app/pages/login/set-password-login-page.js';
import { SetPasswordPage } from '../../../src/app/pages/login/set-password-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const user = { userId: 'u1', username: null, areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };
const metRules = () => screen.getAllByRole('listitem').filter((item) => item.getAttribute('data-met') === 'true').map((item) => item.getAttribute('data-rule'));

describe('the set password pages', () => {
  beforeEach(() => useSessionStore.setState({ token: 'tok-now', user, thirdUserInfo: null, loginCallback: null }));

  it('ticks the engine password rules as the user types and refuses a weak password without calling (tw)', async () => {
    const api = fakeApi();
    renderWithApp(<SetPasswordPage />, { i18n: await testI18n('tw'), api, path: '/pages/login/setPwd/index' });
    expect(screen.getByText('長度為 9-20 位')).toBeTruthy();
    fireEvent.change(screen.getByTestId('set-username'), { target: { value: 'tester1' } });
    fireEvent.change(screen.getByTestId('set-password'), { target: { value: 'aaaa' } });
    expect(metRules()).toEqual(['keyboard', 'groups']);
    fireEvent.change(screen.getByTestId('set-password'), { target: { value: 'Qwer#2580x' } });
    expect(metRules()).toEqual(['length', 'mix', 'repeat', 'groups']);
    fireEvent.change(screen.getByTestId('set-confirm'), { target: { value: 'Qwer#2580x' } });
    fireEvent.click(screen.getByTestId('set-submit'));
    expect((await screen.findByTestId('set-password-error')).textContent).toBe('密碼未符合下列全部規則');
    expect((screen.getByTestId('set-password') as HTMLInputElement).value).toBe('Qwer#2580x');
    expect(api.calls).toEqual([]);
  });

  it('sets username and password with user.setUsernameAndPwd and says so (en)', async () => {
    const api = fakeApi({ 'user.setUsernameAndPwd': { ...user, username: 'tester1' } });
    renderWithApp(<SetPasswordPage />, { i18n: await testI18n('en'), api, path: '/pages/login/setPwd/index' });
    fireEvent.change(screen.getByTestId('set-username'), { target: { value: '1bad' } });
    fireEvent.change(screen.getByTestId('set-password'), { target: { value: 'Secret#2031' } });
    expect(metRules()).toEqual(['length', 'mix', 'repeat', 'keyboard', 'groups']);
    fireEvent.change(screen.getByTestId('set-confirm'), { target: { value: 'Secret#2032' } });
    fireEvent.click(screen.getByTestId('set-submit'));
    expect((await screen.findByTestId('set-username-error')).textContent).toBe('Start with a letter; letters, digits or _ only, 4 to 20 characters');
    expect(screen.getByTestId('set-confirm-error').textContent).toBe('The two passwords are not the same');
    expect(api.calls).toEqual([]);
    fireEvent.change(screen.getByTestId('set-username'), { target: { value: 'tester1' } });
    fireEvent.change(screen.getByTestId('set-confirm'), { target: { value: 'Secret#2031' } });
    fireEvent.click(screen.getByTestId('set-submit'));
    expect((await screen.findByTestId('set-password-done')).textContent).toContain('Password set');
    expect(api.calls).toEqual([{ id: 'user.setUsernameAndPwd', payload: { username: 'tester1', password: 'Secret#2031' } }]);
    await waitFor(() => expect(useSessionStore.getState().user?.username).toBe('tester1'));
  });

  it('set password then login: after saving, the remembered callback opens once and is cleared (tw)', async () => {
    useSessionStore.setState({ loginCallback: '/pages/order/tps/index' });
    const api = fakeApi({ 'user.setUsernameAndPwd': { ...user, username: 'tester1' } });
    renderWithApp(<SetPasswordLoginPage />, { i18n: await testI18n('tw'), api, path: '/pages/login/setPwd/login/index' });
    fireEvent.change(screen.getByTestId('set-username'), { target: { value: 'tester1' } });
    fireEvent.change(screen.getByTestId('set-password'), { target: { value: 'Secret#2031' } });
    fireEvent.change(screen.getByTestId('set-confirm'), { target: { value: 'Secret#2031' } });
    fireEvent.click(screen.getByTestId('set-submit'));
    await screen.findByTestId('elsewhere');
    expect(useSessionStore.getState().loginCallback).toBeNull();
    expect(useSessionStore.getState().token).toBe('tok-now');
  });

  it('set password then login without a session: signs in by SMS first, then may skip (en)', async () => {
    useSessionStore.setState({ token: null, user: null });
    const api = fakeApi({ 'login.submit': { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: { token: 'tok-sms', user } } });
    renderWithApp(<SetPasswordLoginPage />, { i18n: await testI18n('en'), api, path: '/pages/login/setPwd/login/index' });
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
    fireEvent.change(screen.getByTestId('sms-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sms-submit'));
    fireEvent.click(await screen.findByTestId('set-skip'));
    await screen.findByTestId('elsewhere');
    expect(useSessionStore.getState().token).toBe('tok-sms');
  });
});
