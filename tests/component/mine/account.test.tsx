import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GradeNoticePage } from '../../../src/app/pages/mine/grade-notice-page.js';
import { MinePage } from '../../../src/app/pages/mine/mine-page.js';
import { MyServicePage } from '../../../src/app/pages/mine/my-service-page.js';
import { SettingsPage } from '../../../src/app/pages/mine/settings-page.js';
import { UpdateNamePage } from '../../../src/app/pages/mine/update-name-page.js';
import { UserGradePage } from '../../../src/app/pages/mine/user-grade-page.js';
import { UserInfoPage } from '../../../src/app/pages/mine/user-info-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { field, ok, refusal, type, USER } from './mine-test-kit.js';

beforeEach(() => {
  useSessionStore.setState({ token: 'tok', user: USER });
});

describe('the mine tab', () => {
  it('shows the user card with avatar, points and grade, and the full menu (tw)', async () => {
    const fresh = { ...USER, points: 2500, grade: 'silver', headFileId: 'F1' };
    const api = fakeApi({ 'user.selectUserInfo': fresh, 'plat.fileDownload': { fileId: 'F1', name: 'a.png', type: 'image/png', size: 3, content: 'AAAA' } });
    renderWithApp(<MinePage />, { i18n: await testI18n('tw'), api, path: '/pages/mine/index' });
    await waitFor(() => expect(screen.getByTestId('mine-points').textContent).toContain('2,500'));
    expect(screen.getByTestId('mine-grade').textContent).toContain('銀卡會員');
    expect((await screen.findByTestId('mine-avatar-img')).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    for (const id of ['userInfo', 'auth', 'relatives', 'myCar', 'myService', 'questions', 'idea', 'knowledge', 'agreements', 'set']) {
      expect(screen.getByTestId(`mine-menu-${id}`)).toBeTruthy();
    }
    expect(screen.getByTestId('mine-menu-auth').textContent).toContain('未實名認證');
    fireEvent.click(screen.getByTestId('mine-menu-relatives'));
    await screen.findByTestId('elsewhere');
  });

  it('invites a guest to log in without asking the gateway (en)', async () => {
    useSessionStore.setState({ token: null, user: null });
    const api = fakeApi();
    renderWithApp(<MinePage />, { i18n: await testI18n('en'), api, path: '/pages/mine/index' });
    expect(screen.getByTestId('mine-login').textContent).toBe('Log in / Sign up');
    expect(screen.queryByTestId('mine-points')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('user info', () => {
  it('sends only the changed personal details and refuses a bad name (en)', async () => {
    const api = fakeApi({ 'user.selectUserInfo': USER, 'user.setInfo': (payload: Record<string, unknown>) => ({ ...USER, info: { ...USER.info, ...payload } }) });
    renderWithApp(<UserInfoPage />, { i18n: await testI18n('en'), api, path: '/pages/mine/userInfo/index' });
    await screen.findByTestId('user-info-save');
    type('user-info-nameEn', 'Chan 1');
    fireEvent.click(screen.getByTestId('user-info-save'));
    expect((await screen.findByTestId('user-info-nameEn-error')).textContent).not.toBe('');
    expect(field('user-info-nameEn').value).toBe('CHAN 1');
    type('user-info-nameEn', 'chan tai man');
    fireEvent.click(screen.getByTestId('user-info-gender-M'));
    type('user-info-birthday', '1988-05-12');
    fireEvent.click(screen.getByTestId('user-info-save'));
    await waitFor(() => expect(api.calls.some((call) => call.id === 'user.setInfo')).toBe(true));
    expect(api.calls.find((call) => call.id === 'user.setInfo')?.payload).toEqual({ nameEn: 'CHAN TAI MAN', gender: 'M', birthday: '1988-05-12' });
  });

  it('shows the error state (tw)', async () => {
    renderWithApp(<UserInfoPage />, { i18n: await testI18n('tw'), api: fakeApi(), path: '/pages/mine/userInfo/index' });
    expect((await screen.findByTestId('user-info-error')).textContent).toContain('重試');
  });
});

describe('settings', () => {
  it('updateName shows a taken name at the field and keeps it (tw)', async () => {
    const api = fakeApi({ 'user.setUsername': refusal('此用戶名已被使用', null, 'V00409') });
    renderWithApp(<UpdateNamePage />, { i18n: await testI18n('tw'), api, path: '/pages/mine/set/updateName/index' });
    type('update-name-input', '1abc');
    fireEvent.click(screen.getByTestId('update-name-save'));
    expect((await screen.findByTestId('update-name-error')).textContent).toContain('以英文字母開頭');
    expect(api.calls).toEqual([]);
    type('update-name-input', 'taken_name');
    fireEvent.click(screen.getByTestId('update-name-save'));
    expect((await screen.findByTestId('update-name-error')).textContent).toBe('此用戶名已被使用');
    expect(field('update-name-input').value).toBe('taken_name');
    expect(api.calls).toEqual([{ id: 'user.setUsername', payload: { username: 'taken_name' } }]);
  });

  it('updateName saves and remembers the new name (en)', async () => {
    const api = fakeApi({ 'user.setUsername': ok({ ...USER, username: 'new_name' }) });
    renderWithApp(<UpdateNamePage />, { i18n: await testI18n('en'), api, path: '/pages/mine/set/updateName/index' });
    type('update-name-input', 'new_name');
    fireEvent.click(screen.getByTestId('update-name-save'));
    await screen.findByTestId('elsewhere');
    expect(useSessionStore.getState().user?.username).toBe('new_name');
  });

  it('changes the password with the engine rules (en)', async () => {
    const api = fakeApi({ 'user.updatePwd': { passwordSet: true } });
    renderWithApp(<SettingsPage />, { i18n: await testI18n('en'), api, path: '/pages/mine/set/index' });
    fireEvent.click(screen.getByTestId('set-password'));
    await screen.findByTestId('password-editor');
    type('set-old-password', 'Old#Pass9x');
    type('set-new-password', 'short');
    type('set-repeat-password', 'short');
    fireEvent.click(screen.getByTestId('set-password-save'));
    expect((await screen.findByTestId('set-new-password-error')).textContent).not.toBe('');
    expect(api.calls).toEqual([]);
    type('set-new-password', 'Mo7#kLq2Zp');
    type('set-repeat-password', 'Mo7#kLq2Zp');
    fireEvent.click(screen.getByTestId('set-password-save'));
    await waitFor(() => expect(api.calls).toEqual([{ id: 'user.updatePwd', payload: { oldPassword: 'Old#Pass9x', password: 'Mo7#kLq2Zp' } }]));
  });
});

describe('logging out', () => {
  it.each([
    ['en', 'set-logout', 'login.logout', 'Log out now?', 'Logged out'],
    ['en', 'set-logout-everywhere', 'login.logoutAll', 'Log out on every device signed in to this account, this one included?', 'Logged out on all devices'],
    ['tw', 'set-logout-everywhere', 'login.logoutAll', '確定要登出此帳戶已登入的所有裝置（包括此裝置）嗎？', '已登出所有裝置'],
    ['cn', 'set-logout-everywhere', 'login.logoutAll', '确定要退出此账户已登录的所有设备（包括此设备）吗？', '已退出所有设备'],
  ] as const)('settings (%s): %s asks first, then calls %s and signs out here', async (lang, button, row, question, done) => {
    const api = fakeApi({ [row]: row === 'login.logoutAll' ? { loggedOut: true, sessionsEnded: 2 } : { loggedOut: true } });
    renderWithApp(<SettingsPage />, { i18n: await testI18n(lang), api, path: '/pages/mine/set/index' });
    fireEvent.click(screen.getByTestId(button));
    expect((await screen.findByTestId('confirm-modal-content')).textContent).toBe(question);
    expect(api.calls).toEqual([]);
    fireEvent.click(screen.getByTestId('confirm-modal-confirm'));
    await waitFor(() => expect(api.calls.map((call) => call.id)).toEqual([row]));
    expect(await screen.findByText(done)).toBeTruthy();
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });
});

describe('grades', () => {
  it('shows the grade, points and the way to the next grade (tw)', async () => {
    renderWithApp(<UserGradePage />, { i18n: await testI18n('tw'), api: fakeApi({ 'user.selectUserInfo': USER }), path: '/pages/mine/userGrade/index' });
    expect((await screen.findByTestId('user-grade-name')).textContent).toBe('普通會員');
    expect(screen.getByTestId('user-grade-card').textContent).toContain('再累積 3,720 積分即可升級為金卡會員');
  });

  it('explains every grade (en)', async () => {
    renderWithApp(<GradeNoticePage />, { i18n: await testI18n('en'), path: '/pages/mine/userGrade/gradeNotice/index' });
    expect(screen.getByTestId('grade-notice-gold').textContent).toContain('Gold');
    expect(screen.getByTestId('grade-notice-platinum').textContent).toContain('20,000 points');
  });
});

describe('my services', () => {
  it('lists every service outside the bank app, with unread messages (en)', async () => {
    renderWithApp(<MyServicePage />, { i18n: await testI18n('en'), api: fakeApi({ 'message.unreadCount': { unread: 3 } }), path: '/pages/mine/myService/index' });
    for (const id of ['policies', 'claims', 'renewals', 'coupons', 'points', 'messages']) expect(screen.getByTestId(`my-service-${id}`)).toBeTruthy();
    expect((await screen.findByTestId('my-service-unread')).textContent).toBe('3');
    fireEvent.click(screen.getByTestId('my-service-claims'));
    await screen.findByTestId('elsewhere');
  });
});
