import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MinePage } from '../../../src/app/pages/mine/mine-page.js';
import { MyServicePage } from '../../../src/app/pages/mine/my-service-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { USER } from './mine-test-kit.js';

vi.mock('../../../src/app/services/channel.js', async (original) => {
  const real = await original<typeof import('../../../src/app/services/channel.js')>();
  const bank = { tabs: ['mine'], functions: ['coupons', 'points', 'renewal'], products: ['THL'] };
  return {
    ...real,
    APP_CHANNEL: 'bank',
    channelDisables: (kind: keyof typeof bank, name: string) => bank[kind].includes(name),
  };
});

describe('inside the bank app', () => {
  it('hides coupons, points and renewals from my services (tw)', async () => {
    useSessionStore.setState({ token: 'tok', user: USER });
    renderWithApp(<MyServicePage />, { i18n: await testI18n('tw'), api: fakeApi({ 'message.unreadCount': { unread: 0 } }), path: '/pages/mine/myService/index' });
    expect(screen.getByTestId('my-service-policies')).toBeTruthy();
    expect(screen.getByTestId('my-service-claims')).toBeTruthy();
    expect(screen.getByTestId('my-service-messages')).toBeTruthy();
    for (const id of ['renewals', 'coupons', 'points']) expect(screen.queryByTestId(`my-service-${id}`)).toBeNull();
  });

  it('shows no points on the user card (en)', async () => {
    useSessionStore.setState({ token: 'tok', user: USER });
    renderWithApp(<MinePage />, { i18n: await testI18n('en'), api: fakeApi({ 'user.selectUserInfo': USER }), path: '/pages/mine/index' });
    expect(await screen.findByTestId('mine-grade')).toBeTruthy();
    expect(screen.queryByTestId('mine-points')).toBeNull();
  });
});
