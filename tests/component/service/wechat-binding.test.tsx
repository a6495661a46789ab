import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WechatBindingPage } from '../../../src/app/pages/service/wechat-binding-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PATH = '/pages/service/wechatBinding/index';
const app = { appType: 'wechat', appId: 'wx-sandbox', name: 'WeChat' };
const binding = { appType: 'wechat', openId: 'oWX1234567890abcd', boundAt: '2026-10-01T00:00:00.000Z', authorisedUntil: '2027-10-01T00:00:00.000Z', lapsed: false };

describe('the WeChat binding page', () => {
  it('shows a binding and unbinds it after confirmation', async () => {
    let bound = true;
    const api = fakeApi({
      'plat.selectThirdByAppType': () => ({ ...app, binding: bound ? binding : null }),
      'user.openIdUnbind': () => {
        bound = false;
        return { unbound: true, appType: 'wechat' };
      },
    });
    renderWithApp(<WechatBindingPage />, { i18n: await testI18n('en'), api, path: PATH });
    expect((await screen.findByTestId('wechat-status')).textContent).toBe('Bound');
    expect(screen.getByText('oWX1****abcd')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wechat-unbind'));
    fireEvent.click(await screen.findByText('Unbind', { selector: '.adm-dialog-button, .adm-dialog-button *' }));
    await waitFor(() => expect(screen.getByTestId('wechat-status').textContent).toBe('Not bound'));
    expect(api.calls.map((call) => call.id)).toEqual(['plat.selectThirdByAppType', 'user.openIdUnbind', 'plat.selectThirdByAppType']);
  });

  it('offers to bind an unbound account, in traditional Chinese', async () => {
    const api = fakeApi({ 'plat.selectThirdByAppType': { ...app, binding: null } });
    renderWithApp(<WechatBindingPage />, { i18n: await testI18n('tw'), api, path: PATH });
    expect((await screen.findByTestId('wechat-status')).textContent).toBe('未綁定');
    expect(screen.getByTestId('wechat-bind').textContent).toContain('綁定微信');
    expect(api.calls).toEqual([{ id: 'plat.selectThirdByAppType', payload: { thirdType: 'wechat' } }]);
  });

  it('shows the binding dates as Macao calendar days, not the UTC day an instant starts with', async () => {
    // 17:30 UTC on 30 September is 01:30 on 1 October in Macao.
    const late = { ...binding, boundAt: '2026-09-30T17:30:00.000Z', authorisedUntil: '2027-09-30T16:00:00.000Z' };
    const api = fakeApi({ 'plat.selectThirdByAppType': { ...app, binding: late } });
    renderWithApp(<WechatBindingPage />, { i18n: await testI18n('en'), api, path: PATH });
    await screen.findByTestId('wechat-status');
    expect(screen.getByText('2026-10-01')).toBeTruthy();
    expect(screen.getByText('2027-10-01')).toBeTruthy();
    expect(screen.queryByText('2026-09-30')).toBeNull();
  });
});
