import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DetectedChannel } from '../../../src/engine/index.js';
import { bankChannel, mtvPolicy, tptPolicy, webChannel } from './fixtures.js';

const device = vi.hoisted(() => ({ info: null as unknown as DetectedChannel }));
vi.mock('../../../src/app/services/channel.js', () => ({
  get APP_CHANNEL_INFO() { return device.info; },
  get APP_CHANNEL() { return device.info.channel; },
  channelDisables: (kind: keyof DetectedChannel['disables'], name: string) => device.info.disables[kind].includes(name),
}));

const { RenewalListPage } = await import('../../../src/app/pages/renewal/renewal-list-page.js');
const { RenewalDetailPage } = await import('../../../src/app/pages/renewal/renewal-detail-page.js');
const { fakeApi, renderWithApp } = await import('../support/render-with-app.js');
const { testI18n } = await import('../support/test-i18n.js');

const LIST = '/pages/order/renewal/index';

describe('the list of renewable policies', () => {
  beforeEach(() => {
    device.info = webChannel();
  });

  it('lists every renewable policy with its expiry and opens the renewal offer (tw)', async () => {
    const api = fakeApi({ 'renewal.list': { items: [mtvPolicy, tptPolicy] } });
    renderWithApp(<RenewalListPage />, { i18n: await testI18n('tw'), api, path: LIST });
    const card = await screen.findByTestId('renewable-P-MTV-2026-000001');
    expect(card.textContent).toContain('17 天後到期');
    expect(card.textContent).toContain('2026-03-10 ~ 2027-03-09');
    expect(screen.getByTestId('renewable-P-TPT-2025-000003').textContent).toContain('已過期 10 天');
    expect(api.calls).toEqual([{ id: 'renewal.list', payload: {} }]);
    fireEvent.click(screen.getByTestId('renew-P-MTV-2026-000001'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('says so when nothing is due, in English', async () => {
    renderWithApp(<RenewalListPage />, { i18n: await testI18n('en'), api: fakeApi({ 'renewal.list': { items: [] } }), path: LIST });
    const empty = await screen.findByTestId('renewal-list-empty');
    expect(empty.textContent).toContain('No policies to renew right now');
  });

  it('offers a reload when the list cannot be loaded', async () => {
    const api = fakeApi();
    renderWithApp(<RenewalListPage />, { i18n: await testI18n('en'), api, path: LIST });
    const error = await screen.findByTestId('renewal-list-error');
    fireEvent.click(within(error).getByText('Retry'));
    await waitFor(() => expect(api.calls.filter((call) => call.id === 'renewal.list')).toHaveLength(2));
  });

  it('lists only the product\'s policies on renewalDetail without a policy (en)', async () => {
    const api = fakeApi({ 'renewal.list': { items: [mtvPolicy, tptPolicy] } });
    renderWithApp(<RenewalDetailPage />, { i18n: await testI18n('en'), api, path: '/pages/order/renewalDetail/TPT/index', pattern: '/pages/order/renewalDetail/:code/index' });
    const card = await screen.findByTestId('renewable-P-TPT-2025-000003');
    expect(card.textContent).toContain('Expired 10 days ago');
    expect(screen.queryByTestId('renewable-P-MTV-2026-000001')).toBeNull();
  });

  it('shows the disabled notice in the bank app and calls nothing', async () => {
    device.info = bankChannel();
    const api = fakeApi({ 'renewal.list': { items: [mtvPolicy] } });
    renderWithApp(<RenewalListPage />, { i18n: await testI18n('tw'), api, path: LIST });
    expect((await screen.findByTestId('renewal-disabled')).textContent).toContain('續保暫不可用');
    expect(api.calls).toEqual([]);
  });
});
