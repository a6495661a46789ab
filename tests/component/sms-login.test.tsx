import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SmsLoginPage } from '../../src/app/pages/login/sms-login-page.js';
import { useSessionStore } from '../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from './support/render-with-app.js';
import { testI18n } from './support/test-i18n.js';

const LOGIN_PATH = '/pages/login/smsCode/index';

describe('the SMS-code login page', () => {
  it('shows the localised bad-phone message, keeps what was typed and asks the server nothing', async () => {
    const api = fakeApi();
    renderWithApp(<SmsLoginPage />, { i18n: await testI18n('tw'), api, path: LOGIN_PATH });
    const phone = screen.getByTestId('sms-phone') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12345678' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    expect((await screen.findByTestId('sms-phone-error')).textContent).toBe('澳門手機號碼須為 6 字開頭的 8 位數字');
    expect((screen.getByTestId('sms-phone') as HTMLInputElement).value).toBe('12345678');
    expect(api.calls).toEqual([]);
  });

  it('checks the number against the chosen area code, in English', async () => {
    renderWithApp(<SmsLoginPage />, { i18n: await testI18n('en'), api: fakeApi(), path: LOGIN_PATH });
    fireEvent.change(screen.getByTestId('sms-area-code'), { target: { value: '852' } });
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('sms-submit'));
    expect((await screen.findByTestId('sms-phone-error')).textContent).toBe('A Hong Kong number has 8 digits');
  });

  it('sends the code request for a good +853 number and starts the countdown', async () => {
    const api = fakeApi({ 'user.smsCode': { resendAfter: 60 } });
    renderWithApp(<SmsLoginPage />, { i18n: await testI18n('tw'), api, path: LOGIN_PATH });
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(screen.getByTestId('sms-get-code').textContent).toBe('60 秒後重發'));
    expect(api.calls).toEqual([{ id: 'user.smsCode', payload: { areaCode: '853', phone: '66123456', purpose: 'login' } }]);
  });

  it('asks for the code with the number normalised the way the gateway reads it', async () => {
    const api = fakeApi({ 'user.smsCode': { resendAfter: 60 } });
    renderWithApp(<SmsLoginPage />, { i18n: await testI18n('en'), api, path: LOGIN_PATH });
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '6612-3456' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    await waitFor(() => expect(api.calls).toEqual([{ id: 'user.smsCode', payload: { areaCode: '853', phone: '66123456', purpose: 'login' } }]));
    expect(screen.queryByTestId('sms-phone-error')).toBeNull();
  });

  it('shows the notice of T01002 with tipType T and stores no token', async () => {
    const api = fakeApi({
      'login.submit': { succ: false, tipCode: 'T01002', tipType: 'T', tipMsg: '請先完成實名認證', data: null },
    });
    renderWithApp(<SmsLoginPage />, { i18n: await testI18n('tw'), api, path: LOGIN_PATH });
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
    fireEvent.change(screen.getByTestId('sms-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sms-submit'));
    expect(await screen.findByText('請先完成實名認證')).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('hides the recommender field on T00009', async () => {
    const api = fakeApi({ 'login.submit': { succ: false, tipCode: 'T00009', tipType: 'W', tipMsg: null, data: null } });
    renderWithApp(<SmsLoginPage />, { i18n: await testI18n('tw'), api, path: LOGIN_PATH });
    expect(screen.getByTestId('sms-recommender-field')).toBeTruthy();
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
    fireEvent.change(screen.getByTestId('sms-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sms-submit'));
    await waitFor(() => expect(screen.queryByTestId('sms-recommender-field')).toBeNull());
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('stores the token and opens the login callback once', async () => {
    useSessionStore.setState({ token: null, user: null, loginCallback: '/pages/order/tps/index' });
    const user = { userId: 'u1', username: null, areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };
    const api = fakeApi({ 'login.submit': { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: { token: 'tok-1', user } } });
    renderWithApp(<SmsLoginPage />, { i18n: await testI18n('tw'), api, path: LOGIN_PATH });
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
    fireEvent.change(screen.getByTestId('sms-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sms-submit'));
    await screen.findByTestId('elsewhere');
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(useSessionStore.getState().loginCallback).toBeNull();
  });

  it('signs in with a code typed before the code request has answered (the SMS came first)', async () => {
    useSessionStore.setState({ token: null, user: null, loginCallback: '/pages/order/tps/index' });
    const user = { userId: 'u1', username: null, areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };
    let answerCode: (value: unknown) => void = () => undefined;
    const api = fakeApi({
      'user.smsCode': () => new Promise((resolve) => { answerCode = resolve; }),
      'login.submit': { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: { token: 'tok-1', user } },
    });
    renderWithApp(<SmsLoginPage />, { i18n: await testI18n('tw'), api, path: LOGIN_PATH });
    fireEvent.change(screen.getByTestId('sms-phone'), { target: { value: '66123456' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    fireEvent.change(screen.getByTestId('sms-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sms-submit'));
    await screen.findByTestId('elsewhere');
    answerCode({ resendAfter: 60 });
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(api.calls.map((call) => call.id)).toEqual(['user.smsCode', 'login.submit']);
  });

  it.each([
    ['tw', '服務條款', '私隱政策'],
    ['en', 'terms of service', 'privacy policy'],
  ] as const)('makes the terms and the privacy policy it asks to accept links to read them (%s)', async (lang, terms, privacy) => {
    renderWithApp(<SmsLoginPage />, {
      i18n: await testI18n(lang), api: fakeApi(), path: LOGIN_PATH,
      routes: [{ path: '/pages/mine/agreements/index', element: <div data-testid="agreements-page" /> }],
    });
    expect(screen.getByTestId('login-terms').textContent).toBe(terms);
    expect(screen.getByTestId('login-privacy').textContent).toBe(privacy);
    expect(screen.getByTestId('login-agreement').textContent).not.toMatch(/<\/?(terms|privacy)>/u);
    fireEvent.click(screen.getByTestId('login-privacy'));
    expect(await screen.findByTestId('agreements-page')).toBeTruthy();
  });
});
