import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ForgotPasswordPage } from '../../../src/app/pages/login/forgot-password-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PATH = '/pages/login/forgotPwd/index';
const user = { userId: 'u1', username: 'tester', areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };
const VERIFY_TOKEN = 'VT_abcdefghijklmnopqrstu';

function gateway() {
  return fakeApi({
    'user.smsCode': { resendAfter: 60 },
    'user.verify': { purpose: 'resetPwd', verifyToken: VERIFY_TOKEN, expiresIn: 600, mail: null },
    'login.resetPwd': { token: 'tok-reset', user },
  });
}

describe('the forgot password page', () => {
  beforeEach(() => useSessionStore.setState({ token: null, user: null, thirdUserInfo: null, loginCallback: null }));

  for (const lang of ['tw', 'en'] as const) {
    it(`goes from the phone through the SMS code and a new password to signed in (${lang})`, async () => {
      const api = gateway();
      renderWithApp(<ForgotPasswordPage />, { i18n: await testI18n(lang), api, path: PATH });
      fireEvent.change(screen.getByTestId('forgot-phone'), { target: { value: '66123456' } });
      fireEvent.click(screen.getByTestId('forgot-get-code'));
      await screen.findByText(lang === 'tw' ? '60 秒後重發' : 'Resend in 60 s');
      fireEvent.change(screen.getByTestId('forgot-code'), { target: { value: '654321' } });
      fireEvent.click(screen.getByTestId('forgot-next'));
      await screen.findByTestId('forgot-password-form');
      fireEvent.change(screen.getByTestId('forgot-password'), { target: { value: 'Secret#2031' } });
      fireEvent.change(screen.getByTestId('forgot-confirm'), { target: { value: 'Secret#2031' } });
      fireEvent.click(screen.getByTestId('forgot-reset'));
      await screen.findByTestId('elsewhere');
      expect(api.calls).toEqual([
        { id: 'user.smsCode', payload: { areaCode: '853', phone: '66123456', purpose: 'resetPwd' } },
        { id: 'user.verify', payload: { purpose: 'resetPwd', areaCode: '853', phone: '66123456', code: '654321' } },
        { id: 'login.resetPwd', payload: { verifyToken: VERIFY_TOKEN, password: 'Secret#2031' } },
      ]);
      expect(useSessionStore.getState().token).toBe('tok-reset');
    });
  }

  it('checks a code typed before its request has answered, without asking for a code first (en)', async () => {
    let answerCode: (value: unknown) => void = () => undefined;
    const api = fakeApi({
      'user.smsCode': () => new Promise((resolve) => { answerCode = resolve; }),
      'user.verify': { purpose: 'resetPwd', verifyToken: VERIFY_TOKEN, expiresIn: 600, mail: null },
    });
    renderWithApp(<ForgotPasswordPage />, { i18n: await testI18n('en'), api, path: PATH });
    fireEvent.change(screen.getByTestId('forgot-phone'), { target: { value: '66123456' } });
    fireEvent.click(screen.getByTestId('forgot-get-code'));
    fireEvent.change(screen.getByTestId('forgot-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('forgot-next'));
    await screen.findByTestId('forgot-password-form');
    answerCode({ resendAfter: 60 });
    expect(screen.queryByTestId('forgot-code-error')).toBeNull();
    expect(api.calls.map((call) => call.id)).toEqual(['user.smsCode', 'user.verify']);
  });

  it('refuses a new password that breaks the rules and keeps it, sending nothing (en)', async () => {
    const api = gateway();
    renderWithApp(<ForgotPasswordPage />, { i18n: await testI18n('en'), api, path: PATH });
    fireEvent.change(screen.getByTestId('forgot-phone'), { target: { value: '66123456' } });
    fireEvent.change(screen.getByTestId('forgot-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('forgot-next'));
    expect((await screen.findByTestId('forgot-code-error')).textContent).toBe('Get a code for this number first');
    expect(api.calls).toEqual([]);
    fireEvent.click(screen.getByTestId('forgot-get-code'));
    await screen.findByText('Resend in 60 s');
    fireEvent.click(screen.getByTestId('forgot-next'));
    await screen.findByTestId('forgot-password-form');
    fireEvent.change(screen.getByTestId('forgot-password'), { target: { value: 'aaaa1234' } });
    fireEvent.change(screen.getByTestId('forgot-confirm'), { target: { value: 'aaaa1234' } });
    fireEvent.click(screen.getByTestId('forgot-reset'));
    expect((await screen.findByTestId('forgot-password-error')).textContent).toBe('The password does not meet every rule below');
    expect((screen.getByTestId('forgot-password') as HTMLInputElement).value).toBe('aaaa1234');
    expect(api.calls.map((call) => call.id)).toEqual(['user.smsCode', 'user.verify']);
    expect(useSessionStore.getState().token).toBeNull();
  });
});
