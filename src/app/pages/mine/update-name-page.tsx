import { useState } from 'react';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SESSION_END_CODES } from '../../../contract/index.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useSessionStore } from '../../stores/session.store.js';
import { FieldError } from './choice-sheet.js';
import { rememberUser } from './mine-shared.js';
import '../../styles/mine.css';
import { checkUsername } from '../../../engine/index.js';

/** The contract's username rule (user.setUsername): a letter, then letters, digits or underscores, 4 to 20 in all. */

/** Sets or changes the username (user.setUsername); a taken name shows the gateway's message and keeps the input. */
export function UpdateNamePage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const current = useSessionStore((state) => state.user?.username ?? '');
  const [username, setUsername] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const value = username.trim();
    if (!value) return setError(t('validation.required'));
    if (!checkUsername(value)) return setError(t('mine.set.usernameRule'));
    setSaving(true);
    const envelope = await api.callEnvelope('user.setUsername', { username: value });
    setSaving(false);
    if (envelope === false) return setError(t('mine.saveFailed'));
    if (!envelope.succ || !envelope.data) {
      if (SESSION_END_CODES.includes(envelope.tipCode)) {
        await api.call('user.setUsername', { username: value });
        return undefined;
      }
      return setError(envelope.tipMsg ?? t('mine.saveFailed'));
    }
    rememberUser(envelope.data);
    Toast.show({ content: t('mine.saved'), position: 'top' });
    navigate(paths.mineSettings(), { replace: true });
    return undefined;
  };

  return (
    <div className="page page--mine-update-name">
      <Form layout="vertical" mode="card" className="mine-card mine-form-card">
        <Form.Item label={t('mine.userInfo.username')} description={t('mine.set.usernameRule')}>
          <Input aria-label={t('mine.userInfo.username')} value={username} onChange={(value) => { setUsername(value); setError(undefined); }} maxLength={20} clearable data-testid="update-name-input" />
          <FieldError message={error} testId="update-name-error" />
        </Form.Item>
      </Form>
      <Button block color="primary" shape="rounded" size="large" loading={saving} onClick={() => void save()} data-testid="update-name-save">{t('mine.save')}</Button>
    </div>
  );
}
