import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PointsPage } from '../../../src/app/pages/service/points-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PATH = '/pages/service/integral/index';
const summary = { balance: 120, expiringSoon: { points: 40, on: '2026-12-31' }, premiumPerPoint: 10, pointsPerInvite: 50 };
const ledger = {
  total: 2,
  items: [
    { id: 2, delta: 50, reason: 'invitation', description: 'Invitation reward', ref: null, createdAt: '2026-11-18T09:30:00.000Z', expiresOn: '2027-12-31' },
    { id: 1, delta: -10, reason: 'expired', description: 'Points lapsed', ref: null, createdAt: '2026-01-01T00:00:00.000Z', expiresOn: null },
  ],
};

describe('the points page', () => {
  it('shows the balance, what lapses soon and the ledger', async () => {
    const api = fakeApi({ 'points.summary': summary, 'points.list': ledger });
    renderWithApp(<PointsPage />, { i18n: await testI18n('en'), api, path: PATH });
    expect((await screen.findByTestId('points-balance')).textContent).toBe('120');
    expect(screen.getByTestId('points-expiring').textContent).toBe('40 points lapse on 2026-12-31');
    const earned = await screen.findByTestId('points-entry-2');
    expect(within(earned).getByText('+50')).toBeTruthy();
    expect(within(earned).getByText('Invitation reward')).toBeTruthy();
    expect(within(screen.getByTestId('points-entry-1')).getByText('-10')).toBeTruthy();
    expect(api.calls).toEqual([
      { id: 'points.summary', payload: {} },
      { id: 'points.list', payload: { page: 1, pageSize: 50 } },
    ]);
  });

  it('shows the empty ledger in traditional Chinese', async () => {
    const api = fakeApi({ 'points.summary': { ...summary, balance: 0, expiringSoon: { points: 0, on: null } }, 'points.list': { total: 0, items: [] } });
    renderWithApp(<PointsPage />, { i18n: await testI18n('tw'), api, path: PATH });
    expect((await screen.findByTestId('points-list-empty')).textContent).toContain('暫時沒有積分記錄');
    expect(screen.queryByTestId('points-expiring')).toBeNull();
    expect(screen.getByText('每 10 澳門元保費得 1 分')).toBeTruthy();
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    renderWithApp(<PointsPage />, { i18n: await testI18n('tw'), api: fakeApi(), path: PATH });
    expect(await screen.findByTestId('points-error')).toBeTruthy();
  });
});
