import { useEffect } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FeatureIcon } from '../../components/feature-icon.js';
import { MenuList, type MenuItem } from '../../components/menu-list.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { APP_CHANNEL, channelDisables } from '../../services/channel.js';
import { logoutSession } from '../../session/session-flow.js';
import { useSessionStore } from '../../stores/session.store.js';
import { MineIcon } from './mine-icon.js';
import { rememberUser, useAvatar } from './mine-shared.js';
import '../../styles/mine.css';
import { showConfirm } from '../../components/confirm-modal.js';
import { formatCount } from '../../../engine/index.js';

/** Tab 3: the user's corner: who is signed in (avatar, points, grade), their pages, the service centre, and logging out. */
export function MinePage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const avatar = useAvatar(token ? user?.headFileId : null);
  const pointsOff = channelDisables('functions', 'points');

  useEffect(() => {
    if (!token) return;
    // Fresh points, grade and avatar every time the tab opens.
    void api.call('user.selectUserInfo').then((info) => {
      if (info) rememberUser(info);
    });
  }, [api, token]);

  const logout = async () => {
    const confirmed = await showConfirm(t, { title: t('mine.logout'), html: t('mine.logoutConfirm') });
    if (!confirmed) return;
    // The session machine tells the gateway, then clears token, user info and third-party info either way.
    await logoutSession({ channel: APP_CHANNEL, navigate, logout: () => api.call('login.logout') });
    Toast.show({ content: t('mine.loggedOut'), position: 'top' });
  };

  const authenticated = Boolean(user?.info?.authentication);
  const accountItems: MenuItem[] = [
    { key: 'userInfo', title: t('mine.menu.userInfo'), icon: <MineIcon name="user" />, onClick: () => navigate(paths.mineUserInfo()), testId: 'mine-menu-userInfo' },
    {
      key: 'auth', title: t('mine.menu.auth'), icon: <MineIcon name="shield" tone="green" />,
      extra: token ? <span className={authenticated ? 'mine-badge mine-badge--ok' : 'mine-badge'}>{t(authenticated ? 'mine.auth.done' : 'mine.auth.notDone')}</span> : undefined,
      onClick: () => navigate(authenticated ? paths.mineAuthResult() : paths.mineAuthName()), testId: 'mine-menu-auth',
    },
    { key: 'relatives', title: t('mine.menu.relatives'), icon: <MineIcon name="family" tone="orange" />, onClick: () => navigate(paths.mineRelatives()), testId: 'mine-menu-relatives' },
    { key: 'myCar', title: t('mine.menu.myCar'), icon: <MineIcon name="car" tone="purple" />, onClick: () => navigate(paths.mineMyCar()), testId: 'mine-menu-myCar' },
  ];
  const serviceItems: MenuItem[] = [
    { key: 'policy', title: t('mine.myPolicy'), icon: <FeatureIcon name="policy" />, onClick: () => navigate(paths.myPolicy()), testId: 'mine-my-policy' },
    { key: 'myService', title: t('mine.menu.myService'), icon: <MineIcon name="grid" tone="green" />, onClick: () => navigate(paths.mineMyService()), testId: 'mine-menu-myService' },
    { key: 'service', title: t('mine.service'), icon: <FeatureIcon name="service" tone="green" />, onClick: () => navigate(paths.service()) },
  ];
  const helpItems: MenuItem[] = [
    { key: 'questions', title: t('mine.menu.questions'), icon: <MineIcon name="help" />, onClick: () => navigate(paths.mineQuestions()), testId: 'mine-menu-questions' },
    { key: 'idea', title: t('mine.menu.idea'), icon: <MineIcon name="idea" tone="orange" />, onClick: () => navigate(paths.mineFeedback()), testId: 'mine-menu-idea' },
    { key: 'knowledge', title: t('mine.menu.knowledge'), icon: <MineIcon name="book" tone="purple" />, onClick: () => navigate(paths.mineKnowledge()), testId: 'mine-menu-knowledge' },
    { key: 'agreements', title: t('mine.menu.agreements'), icon: <MineIcon name="doc" />, onClick: () => navigate(paths.mineAgreements()), testId: 'mine-menu-agreements' },
    { key: 'set', title: t('mine.menu.set'), icon: <MineIcon name="gear" tone="green" />, onClick: () => navigate(paths.mineSettings()), testId: 'mine-menu-set' },
  ];

  return (
    <div className="page page--mine">
      <section className="profile-card">
        <button type="button" className="profile-card__avatar mine-avatar-button" aria-label={t('mine.userInfo.avatar')} onClick={() => navigate(token ? paths.mineUserInfo() : paths.smsLogin())} data-testid="mine-avatar">
          {avatar ? (
            <img className="mine-avatar-img" src={avatar} alt="" data-testid="mine-avatar-img" />
          ) : (
            <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true"><path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
          )}
        </button>
        {token ? (
          <div className="profile-card__text">
            <span className="profile-card__greeting">{user?.username ? t('mine.welcomeName', { name: user.username }) : t('mine.welcome')}</span>
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
      {token && user ? (
        <div className="mine-stats">
          {!pointsOff ? (
            <div className="mine-stats__item" data-testid="mine-points">
              <span className="mine-stats__value">{formatCount(user.points)}</span>
              <span className="mine-stats__label">{t('mine.points')}</span>
            </div>
          ) : null}
          <button type="button" className="mine-stats__item" onClick={() => navigate(paths.mineUserGrade())} data-testid="mine-grade">
            <span className="mine-stats__value">{t(`mine.grade.names.${user.grade}`, { defaultValue: user.grade })}</span>
            <span className="mine-stats__label">{t('mine.grade.label')}</span>
          </button>
        </div>
      ) : null}
      <MenuList items={accountItems} />
      <MenuList items={serviceItems} />
      <MenuList items={helpItems} />
      {token ? (
        <Button block shape="rounded" className="logout-button" data-testid="logout" onClick={() => void logout()}>
          {t('mine.logout')}
        </Button>
      ) : null}
    </div>
  );
}
