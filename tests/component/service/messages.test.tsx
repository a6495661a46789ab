import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MsgCenterPage } from '../../../src/app/pages/messages/msg-center-page.js';
import { MsgListPage } from '../../../src/app/pages/messages/msg-list-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import type { UserMessage } from '../../../src/contract/rows/engagement.js';

function message(overrides: Partial<UserMessage> = {}): UserMessage {
  return {
    messageId: 'M-0001', kind: 'policyIssued', title: '保單已生效', body: '您的保單 P-TPS-2026-000001 已生效。',
    link: null, createdAt: '2026-11-20T10:00:00.000Z', unread: true, ...overrides,
  };
}

const LIST = '/pages/msgCenter/msgList/index';
const items = [
  message(),
  message({ messageId: 'M-0002', kind: 'couponIssued', title: 'New coupon', body: 'A coupon is waiting.', link: '/pages/service/coupon/index' }),
  message({ messageId: 'M-0003', kind: 'welcome', title: 'Welcome', unread: false }),
];

describe('the messages', () => {
  it('marks a message read when tapped and lowers the unread count', async () => {
    let unread = 2;
    const api = fakeApi({
      'message.list': { total: 3, unread: 2, items },
      'message.read': () => ({ unread: (unread -= 1) }),
    });
    renderWithApp(<MsgListPage />, { i18n: await testI18n('tw'), api, path: LIST });
    expect((await screen.findByTestId('msg-unread')).textContent).toBe('2 則未讀消息');
    const first = screen.getByTestId('msg-M-0001');
    expect(first.getAttribute('data-unread')).toBe('true');
    fireEvent.click(first);
    await waitFor(() => expect(screen.getByTestId('msg-unread').textContent).toBe('1 則未讀消息'));
    expect(screen.getByTestId('msg-M-0001').getAttribute('data-unread')).toBe('false');
    // Read already: a second tap asks nothing more.
    fireEvent.click(screen.getByTestId('msg-M-0001'));
    expect(api.calls.filter((call) => call.id === 'message.read')).toEqual([{ id: 'message.read', payload: { messageId: 'M-0001' } }]);
  });

  it('opens the link of a message after marking it read, in English', async () => {
    const api = fakeApi({ 'message.list': { total: 3, unread: 2, items }, 'message.read': { unread: 1 } });
    renderWithApp(<MsgListPage />, { i18n: await testI18n('en'), api, path: `${LIST}?kind=couponIssued`, pattern: LIST });
    expect((await screen.findByTestId('msg-M-0002')).textContent).toContain('New coupon');
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeTruthy();
    expect(screen.queryByTestId('msg-M-0001')).toBeNull();
    fireEvent.click(screen.getByTestId('msg-M-0002'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(api.calls.at(-1)).toEqual({ id: 'message.read', payload: { messageId: 'M-0002' } });
  });

  it('counts the unread messages by kind in the message centre and reads them all', async () => {
    let all = { total: 3, unread: 2, items };
    const api = fakeApi({
      'message.list': () => all,
      'message.read': () => {
        all = { ...all, unread: 0, items: items.map((item) => ({ ...item, unread: false })) };
        return { unread: 0 };
      },
    });
    renderWithApp(<MsgCenterPage />, { i18n: await testI18n('en'), api, path: '/pages/msgCenter/index' });
    expect((await screen.findByTestId('msg-center-unread')).textContent).toBe('2 unread');
    expect(screen.getByTestId('msg-kind-policyIssued-unread').textContent).toBe('1');
    expect(screen.queryByTestId('msg-kind-welcome-unread')).toBeNull();
    fireEvent.click(screen.getByTestId('msg-read-all'));
    await waitFor(() => expect(screen.getByTestId('msg-center-unread').textContent).toBe('No unread messages'));
    expect(api.calls.filter((call) => call.id === 'message.read')).toEqual([{ id: 'message.read', payload: { messageId: null } }]);
  });
});
