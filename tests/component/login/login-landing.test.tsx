import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginPage } from '../../../src/app/pages/login/login-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PATH = '/pages/login/index';

describe('the login landing page', () => {
  beforeEach(() => useSessionStore.setState({ token: null, user: null, thirdUserInfo: null, loginCallback: null }));

  it('offers the SMS code by default and the password on its tab (en)', async () => {
    renderWithApp(<LoginPage />, { i18n: await testI18n('en'), api: fakeApi(), path: PATH });
    expect(screen.getByTestId('sms-form')).toBeTruthy();
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
    fireEvent.click(screen.getByText('Password'));
    await screen.findByTestId('password-form');
    // The number typed on one tab is there on the other.
    expect((screen.getByTestId('pwd-phone') as HTMLInputElement).value).toBe('66123456');
    expect(screen.getByTestId('pwd-forgot').textContent).toBe('Forgot password?');
  });

  for (const lang of ['tw', 'en'] as const) {
    it(`hides the recommender on T00009 and stores no token (${lang})`, async () => {
      const api = fakeApi({ 'login.submit': { succ: false, tipCode: 'T00009', tipType: 'W', tipMsg: null, data: null } });
      renderWithApp(<LoginPage />, { i18n: await testI18n(lang), api, path: PATH });
      fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
      fireEvent.change(screen.getByTestId('sms-code'), { target: { value: '123456' } });
      fireEvent.change(screen.getByLabelText(lang === 'tw' ? /推薦人/ : /Recommender/), { target: { value: 'REC-1' } });
      fireEvent.click(screen.getByTestId('sms-submit'));
      await waitFor(() => expect(screen.queryByTestId('sms-recommender-field')).toBeNull());
      expect(api.calls[0]).toEqual({ id: 'login.submit', payload: { loginType: 'smsCode', areaCode: '853', phone: '66123456', smsCode: '123456', recommender: 'REC-1' } });
      expect(useSessionStore.getState().token).toBeNull();
      // Sent again, the recommender is not.
      fireEvent.click(screen.getByTestId('sms-submit'));
      await waitFor(() => expect(api.calls).toHaveLength(2));
      expect(api.calls[1]?.payload).not.toHaveProperty('recommender');
    });
  }

  it('stores the token of a success that says hideRecommender, and goes to mine without a callback (tw)', async () => {
    const user = { userId: 'u1', username: null, areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };
    const api = fakeApi({ 'login.submit': { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: { token: 'tok-h', user, hideRecommender: true } } });
    renderWithApp(<LoginPage />, { i18n: await testI18n('tw'), api, path: PATH });
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
    fireEvent.change(screen.getByTestId('sms-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sms-submit'));
    await screen.findByTestId('elsewhere');
    expect(useSessionStore.getState().token).toBe('tok-h');
  });
});
