import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

/** What the mocked channel switches off: empty for the plain web, the bank app's list otherwise. */
const channel = vi.hoisted(() => ({ disabled: [] as string[] }));
vi.mock('../../../src/app/services/channel.js', () => ({
  APP_CHANNEL: 'web',
  channelDisables: (_kind: string, name: string) => channel.disabled.includes(name),
}));

const { ServicePage } = await import('../../../src/app/pages/service/service-page.js');
const { PointsPage } = await import('../../../src/app/pages/service/points-page.js');
const { CouponPage } = await import('../../../src/app/pages/service/coupon-page.js');
const PATH = '/pages/service/index';

afterEach(() => {
  channel.disabled = [];
  useSessionStore.setState({ token: null, user: null });
});

describe('the service tab', () => {
  it('is the entry to coupons, points, invitations, messages, sectors and documents on the web', async () => {
    renderWithApp(<ServicePage />, { i18n: await testI18n('tw'), api: fakeApi(), path: PATH });
    for (const id of ['service-coupons', 'service-points', 'service-renewal', 'service-invitation', 'service-activity', 'service-messages', 'service-wechat', 'service-sectors', 'service-downloads']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(screen.getByTestId('service-coupons').textContent).toContain('優惠券');
    fireEvent.click(screen.getByTestId('service-points'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('hides coupons, points and renewal inside the bank app', async () => {
    channel.disabled = ['coupons', 'points', 'renewal'];
    renderWithApp(<ServicePage />, { i18n: await testI18n('en'), api: fakeApi(), path: PATH });
    expect(screen.getByTestId('service-invitation').textContent).toContain('Invite friends');
    expect(screen.queryByTestId('service-coupons')).toBeNull();
    expect(screen.queryByTestId('service-points')).toBeNull();
    expect(screen.queryByTestId('service-renewal')).toBeNull();
    expect(screen.queryByText('Coupons')).toBeNull();
  });

  it('shows the unread messages of a signed-in user', async () => {
    useSessionStore.setState({ token: 'tok-1' });
    const api = fakeApi({ 'message.unreadCount': { unread: 3 } });
    renderWithApp(<ServicePage />, { i18n: await testI18n('en'), api, path: PATH });
    expect((await screen.findByTestId('service-unread')).textContent).toBe('3');
    expect(api.calls).toEqual([{ id: 'message.unreadCount', payload: {} }]);
  });

  it('refuses the points and coupon pages opened by address inside the bank app, asking the gateway nothing', async () => {
    channel.disabled = ['coupons', 'points', 'renewal'];
    const api = fakeApi({ 'points.summary': { balance: 1 }, 'coupon.list': { total: 0, counts: {}, items: [] } });
    const first = renderWithApp(<PointsPage />, { i18n: await testI18n('tw'), api, path: '/pages/service/integral/index' });
    expect((await screen.findByTestId('service-channel-off')).textContent).toContain('此功能暫未開放');
    first.unmount();
    renderWithApp(<CouponPage />, { i18n: await testI18n('en'), api, path: '/pages/service/coupon/index' });
    expect((await screen.findByTestId('service-channel-off')).textContent).toContain('Back to Service');
    expect(api.calls).toEqual([]);
  });
});
