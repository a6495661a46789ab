import { useState } from 'react';
import { Button, Form, Input, List, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { checkPassword, PASSWORD_MESSAGE_KEYS } from '../../../engine/index.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { APP_CHANNEL } from '../../services/channel.js';
import { logoutSession } from '../../session/session-flow.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useSessionStore } from '../../stores/session.store.js';
import { FieldError } from './choice-sheet.js';
import '../../styles/mine.css';
import { showConfirm } from '../../components/confirm-modal.js';

/** Settings: username (updateName), password (user.updatePwd), personal details, agreements, logging out here or on every device. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const user = useSessionStore((state) => state.user);
  const [passwordOpen, setPasswordOpen] = useState(false);

  /** Logs out here (login.logout) or on every device of the account (login.logoutAll), once confirmed. */
  const logout = async (everywhere: boolean) => {
    const [title, confirm, done] = everywhere
      ? ['mine.logoutEverywhere', 'mine.logoutEverywhereConfirm', 'mine.loggedOutEverywhere']
      : ['mine.logout', 'mine.logoutConfirm', 'mine.loggedOut'];
    const confirmed = await showConfirm(t, { title: t(title), html: t(confirm) });
    if (!confirmed) return;
    await logoutSession({ channel: APP_CHANNEL, navigate, logout: () => api.call(everywhere ? 'login.logoutAll' : 'login.logout') });
    Toast.show({ content: t(done), position: 'top' });
  };

  return (
    <div className="page page--mine-set">
      <List header={t('mine.set.account')} mode="card" className="mine-list">
        <List.Item extra={user?.username ?? t('mine.userInfo.notSet')} onClick={() => navigate(paths.mineUpdateName())} data-testid="set-username">{t('mine.userInfo.username')}</List.Item>
        <List.Item onClick={() => navigate(paths.mineUserInfo())} data-testid="set-user-info">{t('mine.menu.userInfo')}</List.Item>
        <List.Item onClick={() => setPasswordOpen(true)} data-testid="set-password">{t('mine.set.password')}</List.Item>
      </List>
      <List header={t('mine.set.about')} mode="card" className="mine-list">
        <List.Item onClick={() => navigate(paths.mineAgreements())}>{t('mine.menu.agreements')}</List.Item>
        <List.Item onClick={() => navigate(paths.mineGradeNotice())}>{t('page.mineGradeNotice')}</List.Item>
      </List>
      <Button block shape="rounded" className="logout-button" onClick={() => void logout(false)} data-testid="set-logout">{t('mine.logout')}</Button>
      <Button block shape="rounded" className="logout-button" onClick={() => void logout(true)} data-testid="set-logout-everywhere">{t('mine.logoutEverywhere')}</Button>
      <Popup visible={passwordOpen} onMaskClick={() => setPasswordOpen(false)} bodyClassName="sheet mine-sheet mine-sheet--form" destroyOnClose>
        {passwordOpen ? <PasswordEditor onDone={() => setPasswordOpen(false)} /> : null}
      </Popup>
    </div>
  );
}

function PasswordEditor({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ oldPassword?: string; password?: string; repeat?: string }>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const found: typeof errors = {};
    if (!oldPassword) found.oldPassword = t('validation.required');
    const check = checkPassword(password);
    if (!check.ok) {
      const failure = check.failures[0];
      found.password = failure ? t(PASSWORD_MESSAGE_KEYS[failure], { defaultValue: t('mine.set.passwordRule') }) : t('mine.set.passwordRule');
    }
    if (repeat !== password) found.repeat = t('mine.set.passwordMismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const answer = await api.call('user.updatePwd', { oldPassword, password });
    setSaving(false);
    if (answer) {
      Toast.show({ content: t('mine.set.passwordChanged'), position: 'top' });
      onDone();
    }
  };

  return (
    <div data-testid="password-editor">
      <div className="sheet__title">{t('mine.set.password')}</div>
      <Form layout="vertical">
        <Form.Item label={t('mine.set.oldPassword')}>
          <Input aria-label={t('mine.set.oldPassword')} type="password" value={oldPassword} onChange={setOldPassword} data-testid="set-old-password" />
          <FieldError message={errors.oldPassword} testId="set-old-password-error" />
        </Form.Item>
        <Form.Item label={t('mine.set.newPassword')} description={t('mine.set.passwordRule')}>
          <Input aria-label={t('mine.set.newPassword')} type="password" value={password} onChange={setPassword} maxLength={20} data-testid="set-new-password" />
          <FieldError message={errors.password} testId="set-new-password-error" />
        </Form.Item>
        <Form.Item label={t('mine.set.repeatPassword')}>
          <Input aria-label={t('mine.set.repeatPassword')} type="password" value={repeat} onChange={setRepeat} maxLength={20} data-testid="set-repeat-password" />
          <FieldError message={errors.repeat} testId="set-repeat-password-error" />
        </Form.Item>
      </Form>
      <div className="mine-sheet__buttons">
        <Button shape="rounded" onClick={onDone}>{t('app.cancel')}</Button>
        <Button color="primary" shape="rounded" loading={saving} onClick={() => void save()} data-testid="set-password-save">{t('mine.save')}</Button>
      </div>
    </div>
  );
}
