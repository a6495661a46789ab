import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LangSwitch } from './lang-switch.js';

/** Goes back in the app's own history, or home when the page was opened directly. */
function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
}

/** The 44 px top bar: back arrow (not on tab pages), the page title, the language switch. */
export function AppNavBar({ title, showBack }: { title: string; showBack: boolean }) {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <header className="app-nav">
      <NavBar
        className="app-nav__bar"
        style={{ '--height': '44px' }}
        back={showBack ? <span className="app-nav__back-text" data-testid="nav-back" aria-label={t('app.back')} /> : null}
        backIcon={showBack}
        onBack={back}
        right={<LangSwitch />}
      >
        <h1 className="app-nav__title">{title}</h1>
      </NavBar>
    </header>
  );
}
