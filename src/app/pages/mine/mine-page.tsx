import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../components/feature-icon.js';
import { MenuList } from '../../components/menu-list.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { APP_CHANNEL } from '../../services/channel.js';
import { logoutSession } from '../../session/session-flow.js';
import { useSessionStore } from '../../stores/session.store.js';

/** Tab 3: the user's corner: who is signed in, their policies, the service centre, and logging out. */
export function MinePage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);

  const logout = async () => {
    const confirmed = await Dialog.confirm({ content: t('mine.logoutConfirm'), confirmText: t('app.confirm'), cancelText: t('app.cancel') });
    if (!confirmed) return;
    // The session machine tells the gateway, then clears token, user info and third-party info either way.
    await logoutSession({ channel: APP_CHANNEL, navigate, logout: () => api.call('login.logout') });
    Toast.show({ content: t('mine.loggedOut'), position: 'top' });
  };

  return (
    <div className="page page--mine">
      <section className="profile-card">
        <span className="profile-card__avatar" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30"><path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
        </span>
        {token ? (
          <div className="profile-card__text">
            <span className="profile-card__greeting">{t('mine.welcome')}{user?.username ? `，${user.username}` : ''}</span>
            {user ? <span className="profile-card__phone" data-testid="mine-phone">{t('mine.phone', { areaCode: user.areaCode, phone: user.phone })}</span> : null}
          </div>
        ) : (
          <div className="profile-card__text">
            <span className="profile-card__greeting">{t('mine.guest')}</span>
            <span className="profile-card__hint">{t('mine.loginPrompt')}</span>
          </div>
        )}
        {!token ? (
          <Button size="small" color="primary" shape="rounded" className="profile-card__login" data-testid="mine-login" onClick={() => navigate(paths.smsLogin())}>
            {t('mine.login')}
          </Button>
        ) : null}
      </section>
      <MenuList
        items={[
          { key: 'policy', title: t('mine.myPolicy'), icon: <FeatureIcon name="policy" />, onClick: () => navigate(paths.myPolicy()), testId: 'mine-my-policy' },
          { key: 'service', title: t('mine.service'), icon: <FeatureIcon name="service" tone="green" />, onClick: () => navigate(paths.service()) },
        ]}
      />
      {token ? (
        <Button block shape="rounded" className="logout-button" data-testid="logout" onClick={() => void logout()}>
          {t('mine.logout')}
        </Button>
      ) : null}
    </div>
  );
}
