import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { DetectedChannel } from '../../../src/engine/index.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { mtvOffer, mtvPolicy, ok, webChannel } from '../renewals/fixtures.js';

const device = vi.hoisted(() => ({ info: null as unknown as DetectedChannel }));
vi.mock('../../../src/app/services/channel.js', () => ({
  get APP_CHANNEL_INFO() { return device.info; },
  get APP_CHANNEL() { return device.info.channel; },
  channelDisables: (kind: keyof DetectedChannel['disables'], name: string) => device.info.disables[kind].includes(name),
}));

const { RenewalOrderPage } = await import('../../../src/app/pages/renewal/renewal-order-page.js');
const { fakeApi, renderWithApp } = await import('../support/render-with-app.js');
const { testI18n } = await import('../support/test-i18n.js');

const ORDER = '/pages/order/renewal/:code/index';
const user = (userId: string) => ({ userId, username: null, areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 });

async function openRenewal(lang: 'tw' | 'cn' | 'en') {
  const api = fakeApi({ 'renewal.haveMts': { have: true, items: [mtvPolicy] }, 'renewal.detail': ok(mtvOffer) });
  const view = renderWithApp(<RenewalOrderPage />, { i18n: await testI18n(lang), api, path: '/pages/order/renewal/MTV/index?policyOrderId=ORD-P1', pattern: ORDER });
  return { view, mail: (await screen.findByTestId('renewal-mail')) as HTMLInputElement };
}

describe('a renewal\'s contact details kept on the device', () => {
  beforeEach(() => {
    device.info = webChannel();
    useSessionStore.setState({ token: 'tok', user: user('U-1') });
  });

  it('brings back the e-mail typed before the page was closed, and says so (cn)', async () => {
    const first = await openRenewal('tw');
    fireEvent.change(first.mail, { target: { value: 'tai.man@example.mo' } });
    window.dispatchEvent(new Event('pagehide'));
    first.view.unmount();
    const { mail } = await openRenewal('cn');
    expect(mail.value).toBe('tai.man@example.mo');
    expect(screen.getByTestId('answers-restored').textContent).toBe('已恢复您在此设备上未保存的填写内容');
  });

  it('shows the policy\'s e-mail to another user signing in on the device', async () => {
    const first = await openRenewal('tw');
    fireEvent.change(first.mail, { target: { value: 'tai.man@example.mo' } });
    window.dispatchEvent(new Event('pagehide'));
    first.view.unmount();
    useSessionStore.getState().signIn('tok-2', user('U-2'));
    const { mail } = await openRenewal('en');
    expect(mail.value).toBe('chan.tai.man@example.com');
    expect(screen.queryByTestId('answers-restored')).toBeNull();
  });
});
