import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.js';
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

/**
 * The 44 px top bar: back button (not on tab pages), the page title, the language switch. Drawn here rather
 * than with antd-mobile's NavBar, whose left slot is a `role="button"` that cannot be focused, is there even
 * without a back arrow and hides its label from screen readers ("button has no accessible name").
 */
export function AppNavBar({ title, showBack }: { title: string; showBack: boolean }) {
  const { t } = useTranslation();
  const back = useBack();
  return (
    <header className="app-nav">
      <div className="app-nav__bar">
        <div className="app-nav__side">
          {showBack ? (
            <button type="button" className="app-nav__back" data-testid="nav-back" aria-label={t('app.back')} onClick={back}>
              <Icon name="back" size={24} strokeWidth={2} />
            </button>
          ) : null}
        </div>
        <h1 className="app-nav__title">{title}</h1>
        <div className="app-nav__side app-nav__side--end">
          <LangSwitch />
        </div>
      </div>
    </header>
  );
}
