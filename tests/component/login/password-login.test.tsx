import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PasswordLoginPage } from '../../../src/app/pages/login/password-login-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PATH = '/pages/login/loginPwd/index';
const user = { userId: 'u1', username: 'tester', areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };
const ok = (data: unknown) => ({ succ: true, tipCode: '000000', tipType: null, tipMsg: null, data });

function typeCredentials(password = 'Secret#2030') {
  fireEvent.change(screen.getByTestId('pwd-phone'), { target: { value: '66123456' } });
  fireEvent.change(screen.getByTestId('pwd-password'), { target: { value: password } });
}

describe('the password login page', () => {
  beforeEach(() => useSessionStore.setState({ token: null, user: null, thirdUserInfo: null, loginCallback: null }));

  it('signs in with loginType password, stores the token and opens the login callback once', async () => {
    useSessionStore.setState({ loginCallback: '/pages/order/tps/index' });
    const api = fakeApi({ 'login.submit': ok({ token: 'tok-pwd', user }) });
    renderWithApp(<PasswordLoginPage />, { i18n: await testI18n('tw'), api, path: PATH });
    expect(screen.getByText('密碼登入', { selector: 'h2' })).toBeTruthy();
    typeCredentials();
    fireEvent.click(screen.getByTestId('pwd-submit'));
    await screen.findByTestId('elsewhere');
    expect(api.calls).toEqual([{ id: 'login.submit', payload: { loginType: 'password', areaCode: '853', phone: '66123456', password: 'Secret#2030' } }]);
    expect(useSessionStore.getState().token).toBe('tok-pwd');
    expect(useSessionStore.getState().user?.userId).toBe('u1');
    expect(useSessionStore.getState().loginCallback).toBeNull();
  });

  it('shows the refusal of a wrong password, keeps what was typed and stores nothing (en)', async () => {
    const api = fakeApi({
      'login.submit': { succ: false, tipCode: 'V00400', tipType: 'E', tipMsg: 'The phone number or password is wrong', data: { captchaRequired: false } },
    });
    renderWithApp(<PasswordLoginPage />, { i18n: await testI18n('en'), api, path: PATH });
    typeCredentials('Wrong#pass99');
    fireEvent.click(screen.getByTestId('pwd-submit'));
    expect(await screen.findByText('The phone number or password is wrong')).toBeTruthy();
    expect((screen.getByTestId('pwd-password') as HTMLInputElement).value).toBe('Wrong#pass99');
    expect((screen.getByTestId('pwd-phone') as HTMLInputElement).value).toBe('66123456');
    expect(screen.queryByTestId('captcha-field')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('asks nothing of the server for a bad number or an empty password, with localised messages (en)', async () => {
    const api = fakeApi();
    renderWithApp(<PasswordLoginPage />, { i18n: await testI18n('en'), api, path: PATH });
    fireEvent.change(screen.getByTestId('pwd-phone'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByTestId('pwd-submit'));
    expect((await screen.findByTestId('pwd-phone-error')).textContent).toBe('A Macao mobile number has 8 digits and starts with 6');
    expect(screen.getByTestId('pwd-password-error').textContent).toBe('Enter your password');
    expect(api.calls).toEqual([]);
  });

  it('after T01002 with tipType T shows the notice and the picture code, stores no token, then sends captchaId and captchaCode', async () => {
    let captchas = 0;
    const api = fakeApi({
      'user.captchaImage': () => {
        captchas += 1;
        return { captchaId: `CAPTCHA-ID-00000000${captchas}`, image: `data:image/svg+xml;base64,PHN2Zz4${captchas}`, expiresIn: 300 };
      },
      'login.submit': (payload: Record<string, unknown>) => (payload.captchaId
        ? ok({ token: 'tok-captcha', user })
        : { succ: false, tipCode: 'T01002', tipType: 'T', tipMsg: '請輸入圖形驗證碼', data: { token: null, user: null, captchaRequired: true } }),
    });
    renderWithApp(<PasswordLoginPage />, { i18n: await testI18n('tw'), api, path: PATH });
    typeCredentials();
    fireEvent.click(screen.getByTestId('pwd-submit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('請輸入圖形驗證碼')).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    fireEvent.click(within(dialog).getByText('知道了'));
    const image = await screen.findByTestId('captcha-image');
    expect(image.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zz41');
    // The refresh button gets a new picture.
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    await waitFor(() => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zz42'));
    // Without the code, the form says so and sends nothing.
    const before = api.calls.length;
    fireEvent.click(screen.getByTestId('pwd-submit'));
    expect((await screen.findByTestId('login-captcha-error')).textContent).toBe('請輸入圖中字元');
    expect(api.calls.length).toBe(before);
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'AB3CD' } });
    fireEvent.click(screen.getByTestId('pwd-submit'));
    await screen.findByTestId('elsewhere');
    expect(api.calls.at(-1)).toEqual({
      id: 'login.submit',
      payload: { loginType: 'password', areaCode: '853', phone: '66123456', password: 'Secret#2030', captchaId: 'CAPTCHA-ID-000000002', captchaCode: 'AB3CD' },
    });
    expect(useSessionStore.getState().token).toBe('tok-captcha');
  });
});
