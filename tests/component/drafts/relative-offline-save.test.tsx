import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { EditRelativesPage } from '../../../src/app/pages/mine/edit-relatives-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { MOTHER, ok, type, USER } from '../mine/mine-test-kit.js';

let online = true;

describe('a relative added without the network', () => {
  beforeEach(() => {
    online = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    useSessionStore.setState({ token: 'tok', user: USER });
  });
  afterEach(() => {
    online = true;
  });

  it('waits saying so, then is sent once when the network is back (cn)', async () => {
    const api = fakeApi({ 'user.newRelativeId': { relativeId: 'RAAAAAAAAAAAAAAAA' }, 'user.addRelative': (payload: Record<string, unknown>) => ok({ ...MOTHER, ...payload }) });
    renderWithApp(<EditRelativesPage />, { i18n: await testI18n('cn'), api, path: '/pages/mine/editRelatives/index' });
    await screen.findByTestId('relative-save');
    fireEvent.click(screen.getByTestId('relative-relation'));
    fireEvent.click(screen.getByText('配偶'));
    type('relative-englishName', 'wong mei ling');
    fireEvent.click(screen.getByTestId('relative-gender-F'));
    type('relative-dob', '1990-03-04');
    type('relative-idNumber', '1234567(8)');
    online = false;
    window.dispatchEvent(new Event('offline'));
    fireEvent.click(screen.getByTestId('relative-save'));
    expect((await screen.findByTestId('save-state')).textContent).toBe('等待网络连接：您的填写内容已保留在此设备，连接后会自动保存');
    expect(api.calls.filter((call) => call.id === 'user.addRelative')).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    await screen.findByTestId('elsewhere');
    expect(api.calls.filter((call) => call.id === 'user.addRelative')).toHaveLength(1);
  });
});
