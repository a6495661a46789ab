import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ApiClient } from '../../../src/api/index.js';
import { BridgePage } from '../../../src/app/pages/bridge/bridge-page.js';
import { serverLoginUrl } from '../../../src/app/pages/bridge/server-login-url.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { ServicesContext } from '../../../src/app/services/app-services.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

/** A one-time sign-in code as the gateway puts it in the address. */
const CODE = 'C0de-of-32-characters_0123456789';
const user = { userId: 'u1', username: 'tester', areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };

/** The bridge page with the pages it may land on, each telling where the browser is. */
async function renderBridge(search: string, api: ApiClient, lang: 'tw' | 'en' = 'tw') {
  const router = createMemoryRouter(
    [
      { path: '/pages/poxy/index', element: <BridgePage /> },
      { path: '/pages/myPolicy/index', element: <div data-testid="landed-my-policy" /> },
      { path: '/pages/login/index', element: <div data-testid="landed-login" /> },
      { path: '/', element: <div data-testid="landed-home" /> },
      { path: '*', element: <div data-testid="landed-elsewhere" /> },
    ],
    { initialEntries: [`/pages/poxy/index?${search}`] },
  );
  render(
    <ServicesContext.Provider value={{ api, catalog: productCatalog() }}>
      <I18nextProvider i18n={await testI18n(lang)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ServicesContext.Provider>,
  );
  return router;
}

describe('the bridge page', () => {
  beforeEach(() => useSessionStore.setState({ token: null, user: null, thirdUserInfo: null, loginCallback: null }));

  it('status finish with a one-time code exchanges it (login.thirdCode), stores the session, fetches the user info and lands on redirectUrl (tw)', async () => {
    const api = fakeApi({ 'login.thirdCode': { token: 'tok-bridge' }, 'user.selectUserInfo': user });
    const router = await renderBridge(`status=finish&appId=BOC&code=${CODE}&redirectUrl=${encodeURIComponent('/pages/myPolicy/index')}`, api);
    await screen.findByTestId('landed-my-policy');
    expect(router.state.location.pathname).toBe('/pages/myPolicy/index');
    expect(useSessionStore.getState().token).toBe('tok-bridge');
    expect(useSessionStore.getState().user?.userId).toBe('u1');
    expect(api.calls.map((call) => call.id)).toEqual(['login.thirdCode', 'user.selectUserInfo']);
    expect(api.calls[0]).toEqual({ id: 'login.thirdCode', payload: { appId: 'BOC', code: CODE } });
  });

  it('a token in the address is never stored: the bridge goes to login without a session', async () => {
    const third = { appType: 'bocApp', appId: 'BOC', name: 'BOC', binding: null };
    const api = fakeApi({ 'plat.selectThirdByAppType': { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: third } });
    await renderBridge(`status=finish&appId=BOC&token=tok-attacker&redirectUrl=${encodeURIComponent('/pages/myPolicy/index')}`, api);
    await screen.findByTestId('landed-login');
    expect(useSessionStore.getState().token).toBeNull();
  });

  for (const outside of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
    it(`never follows a redirectUrl outside the allow-list: ${outside} (en)`, async () => {
      const api = fakeApi({ 'login.thirdCode': { token: 'tok-bridge' }, 'user.selectUserInfo': user });
      const router = await renderBridge(`status=finish&appId=BOC&code=${CODE}&redirectUrl=${encodeURIComponent(outside)}`, api, 'en');
      await screen.findByTestId('landed-home');
      expect(router.state.location.pathname).toBe('/');
      expect(useSessionStore.getState().token).toBe('tok-bridge');
    });
  }

  it('falls back to target when redirectUrl is outside the allow-list', async () => {
    const api = fakeApi({ 'login.thirdCode': { token: 'tok-bridge' }, 'user.selectUserInfo': user });
    await renderBridge(`status=finish&appId=BOC&code=${CODE}&redirectUrl=${encodeURIComponent('https://evil.example/x')}&target=${encodeURIComponent('/pages/myPolicy/index')}`, api);
    await screen.findByTestId('landed-my-policy');
  });

  it('a server login refused as started in another browser says so (localised) and goes to login without a session', async () => {
    const api = fakeApi({ 'plat.selectThirdByAppType': { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: null } });
    await renderBridge('appId=BOC&status=fail&reason=browserMismatch', api, 'en');
    await screen.findByTestId('landed-login');
    expect(await screen.findByText('This sign-in was started in another browser: please sign in again from this one')).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('exchanges a thirdToken with login.tauth, stores the session and relaunches', async () => {
    const api = fakeApi({ 'login.tauth': { token: 'tok-third', user, appType: 'bocApp', openId: 'o-1' } });
    await renderBridge(`appId=BOC&thirdToken=TT-123&redirectUrl=${encodeURIComponent('/pages/myPolicy/index')}`, api);
    await screen.findByTestId('landed-my-policy');
    expect(useSessionStore.getState().token).toBe('tok-third');
    expect(useSessionStore.getState().user?.userId).toBe('u1');
  });

  it('without a token stores the third-party app info from plat.selectThirdByAppType and goes to login', async () => {
    const third = { appType: 'wechat', appId: 'WX-1', name: 'WeChat', binding: null };
    const api = fakeApi({ 'plat.selectThirdByAppType': { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: third } });
    await renderBridge('appId=WX-1&status=fail&reason=stateInvalid', api);
    await screen.findByTestId('landed-login');
    expect(api.calls).toEqual([{ id: 'plat.selectThirdByAppType', payload: { thirdType: 'wechat' } }]);
    await waitFor(() => expect(useSessionStore.getState().thirdUserInfo).toEqual(third));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('builds the server login addresses from the contract rows', () => {
    expect(serverLoginUrl({ row: 'login.oauth', params: { appId: 'BOC' }, query: { redirectUrl: '/pages/myPolicy/index' } }))
      .toBe('/api/login/oauth/BOC?redirectUrl=%2Fpages%2FmyPolicy%2Findex');
    expect(serverLoginUrl({ row: 'login.useOpen', params: { appId: 'BOC', state: 'S.1', openId: 'o/1' }, query: {} }))
      .toBe('/api/login/useOpen/BOC/S.1/o%2F1');
    expect(serverLoginUrl({ row: 'login.token', params: { appId: 'BOC', state: 'S.1' }, query: { auth_code: 'AC-1' } }))
      .toBe('/api/login/token/BOC/S.1?auth_code=AC-1');
  });
});
