import { useEffect } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../contract/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useSessionStore } from '../../stores/session.store.js';
import { SetPasswordForm } from './set-password-form.js';
import { useLoginMachine } from './use-login-machine.js';
import '../../styles/login.css';

/**
 * Set password (/pages/login/setPwd/index, signed in): username and password (user.setUsernameAndPwd),
 * driven by the login machine in mode setPwd; afterwards the password login works.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const user = useSessionStore((state) => state.user);
  const [snapshot, send] = useLoginMachine('setPwd');
  const { context } = snapshot;


  const passwordSet = snapshot.matches('passwordSet');
  useEffect(() => {
    if (!passwordSet) return;
    const token = useSessionStore.getState().token;
    if (token && context.user) useSessionStore.getState().signIn(token, context.user as unknown as UserInfo);
  }, [passwordSet]);

  if (passwordSet) {
    return (
      <div className="page page--center">
        <EmptyState icon="success" title={t('login.setDone')} text={t('login.setDoneText')} testId="set-password-done">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.mine(), { replace: true })}>{t('login.toMine')}</Button>
        </EmptyState>
      </div>
    );
  }
  if (!snapshot.matches('setPassword')) {
    return (
      <div className="page page--center">
        <EmptyState icon="locked" title={t('login.needSession')} testId="set-password-signed-out">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.smsLogin())}>{t('login.submit')}</Button>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page page--login">
      <div className="login-head">
        <h2 className="login-head__title">{t('login.setTitle')}</h2>
        <p className="login-head__subtitle">{t('login.setSubtitle')}</p>
      </div>
      <SetPasswordForm
        initialUsername={user?.username ?? ''}
        saving={snapshot.matches({ setPassword: 'saving' })}
        onSubmit={(username, password) => send({ type: 'SET_PASSWORD', username, password })}
      />
    </div>
  );
}
