import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { InvitationPage } from '../../../src/app/pages/service/invitation-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PATH = '/pages/service/invitation/index';
const info = { inviteCode: 'K7Q2M9', sharePath: '/pages/login/index?recommender=K7Q2M9', invitedCount: 2, pointsEarned: 100, pointsPerInvite: 50 };

describe('the invitation page', () => {
  it('shows the code, the count and the friends who joined', async () => {
    const api = fakeApi({
      'invite.info': info,
      'invite.list': { total: 1, items: [{ areaCode: '853', maskedPhone: '66****56', invitedAt: '2026-11-02T08:00:00.000Z', points: 50 }] },
    });
    renderWithApp(<InvitationPage />, { i18n: await testI18n('tw'), api, path: PATH });
    expect((await screen.findByTestId('invitation-code')).textContent).toBe('K7Q2M9');
    expect(screen.getByTestId('invitation-count').textContent).toBe('2');
    expect(screen.getByTestId('invitation-points').textContent).toBe('100');
    expect(screen.getByText('每成功邀請一位好友註冊，您可獲得 50 積分')).toBeTruthy();
    expect(await screen.findByText('+853 66****56')).toBeTruthy();
  });

  it('says no friend has joined yet, in English', async () => {
    const api = fakeApi({ 'invite.info': { ...info, invitedCount: 0, pointsEarned: 0 }, 'invite.list': { total: 0, items: [] } });
    renderWithApp(<InvitationPage />, { i18n: await testI18n('en'), api, path: PATH });
    expect((await screen.findByTestId('invitation-code')).textContent).toBe('K7Q2M9');
    expect((await screen.findByTestId('invitees-empty')).textContent).toContain('No friend has used your code yet');
  });
});
