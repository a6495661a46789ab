/**
 * Times a customer reads are Macao times: a payment at 04:58 UTC is 12:58 in Macao, and
 * the policy's payment time, its endorsement history, the inbox, the points ledger and the invitations all say
 * 12:58, never the UTC 04:58, in each language's way of writing a date.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PolicyDetailPage } from '../../src/app/pages/my-policy/policy-detail-page.js';
import { MsgListPage } from '../../src/app/pages/messages/msg-list-page.js';
import { PointsPage } from '../../src/app/pages/service/points-page.js';
import { InvitationPage } from '../../src/app/pages/service/invitation-page.js';
import { fakeApi, renderWithApp } from './support/render-with-app.js';
import { testI18n } from './support/test-i18n.js';

/** 04:58 UTC on 29 November 2026: 12:58 in Macao. */
const AT = '2026-11-29T04:58:00.000Z';
/** The same instant as each language writes it in Macao (Intl's separator between date and time varies). */
const MACAO = { tw: /2026-11-29\s12:58/u, en: /2026-11-29\s12:58/u } as const;
const LANGS = ['tw', 'en'] as const;

const POLICY = {
  b2cOrderId: 'ORD-TPS-1', productCode: 'TPS', status: 'paid', policyNo: 'P-TPS-1', premium: 9632, currency: 'MOP',
  commDate: '2026-11-30', expiryDate: '2026-12-06', formData: {}, quotationNo: 'Q-1', payOrderId: 'PAY-1', paidAt: AT,
};
const ENDORSEMENT = {
  endtNo: 'E-TPS-2026-000001', b2cOrderId: 'ORD-TPS-1', endtType: 'contact', status: 'applied', premiumDifference: 0, currency: 'MOP',
  endtOrderId: null, changes: [{ field: 'policyHolderInfo.mail', value: 'chan@example.com' }], effectiveDate: '2026-11-30', createdAt: AT, appliedAt: AT,
};

describe.each(LANGS)('a time a customer reads (%s)', (lang) => {
  it('shows the payment time and the endorsement time of a policy in Macao time, and its premium with separators', async () => {
    const api = fakeApi({ 'order.detail': POLICY, 'endt.list': { items: [ENDORSEMENT] }, 'renewal.list': { items: [] } });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n(lang), api, path: '/pages/myPolicy/detail/index?b2cOrderId=ORD-TPS-1' });
    expect((await screen.findByTestId('detail-paid-at')).textContent).toMatch(MACAO[lang]);
    expect(screen.getByTestId('detail-paid-at').textContent).not.toContain('04:58');
    expect((await screen.findByTestId('endt-item-E-TPS-2026-000001')).textContent).toMatch(MACAO[lang]);
    expect(screen.getByText('MOP 9,632.00')).toBeTruthy();
  });

  it('shows when a message arrived in Macao time', async () => {
    const message = { messageId: 'M-1', kind: 'welcome', title: 'Welcome', body: 'Hello', link: null, createdAt: AT, unread: false };
    const api = fakeApi({ 'message.list': { total: 1, unread: 0, items: [message] } });
    renderWithApp(<MsgListPage />, { i18n: await testI18n(lang), api, path: '/pages/msgCenter/msgList/index' });
    const shown = (await screen.findByTestId('msg-M-1')).textContent ?? '';
    expect(shown).toMatch(MACAO[lang]);
    expect(shown).not.toContain('04:58');
  });

  it('shows when points moved and when a friend joined in Macao time', async () => {
    const points = fakeApi({
      'points.summary': { balance: 50, expiringSoon: { points: 0, on: null }, premiumPerPoint: 10, pointsPerInvite: 50 },
      'points.list': { total: 1, items: [{ id: 1, delta: 50, reason: 'invitation', description: 'Invitation reward', ref: null, createdAt: AT, expiresOn: null }] },
    });
    const { unmount } = renderWithApp(<PointsPage />, { i18n: await testI18n(lang), api: points, path: '/pages/service/integral/index' });
    expect((await screen.findByTestId('points-entry-1')).textContent).toMatch(MACAO[lang]);
    unmount();

    const invites = fakeApi({
      'invite.info': { inviteCode: 'K7Q2M9', sharePath: '/pages/login/index?recommender=K7Q2M9', invitedCount: 1, pointsEarned: 50, pointsPerInvite: 50 },
      'invite.list': { total: 1, items: [{ areaCode: '853', maskedPhone: '66****56', invitedAt: AT, points: 50 }] },
    });
    renderWithApp(<InvitationPage />, { i18n: await testI18n(lang), api: invites, path: '/pages/service/invitation/index' });
    expect(await screen.findByText(MACAO[lang])).toBeTruthy();
  });
});
