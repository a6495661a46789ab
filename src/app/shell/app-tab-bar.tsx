import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TABS, type TabIndex } from '../routes/route-table.js';
import { channelDisables } from '../services/channel.js';
import { Icon } from './icons.js';
import { useGuardedNavigate } from './use-guarded-navigate.js';
import './app-tab-bar.css';

/** A click the browser should handle itself: another tab or window, a download. */
const opensElsewhere = (event: MouseEvent): boolean => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The four-tab bar of the tab pages (home, shop, service, mine; docs/spec/storefront-spec.md#2-screens-and-routes), less the tabs the channel hides.
 * Plain links rather than antd-mobile's TabBar (its helpers weighed on home, and its items needed
 * ./keyboard-access.ts to be reachable by Tab): each tab is a link to its page, followed through the guarded
 * navigation, the shown one marked `aria-current="page"`.
 */
export function AppTabBar({ active }: { active: TabIndex }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return (
    <nav className="app-tabs" aria-label={t('app.title')}>
      <div className="app-tabs__bar">
        {TABS.filter((tab) => !channelDisables('tabs', tab.icon)).map((tab) => (
          <a
            key={tab.index}
            href={tab.path}
            className={`app-tabs__item${tab.index === active ? ' app-tabs__item--active' : ''}`}
            data-testid={`tab-${tab.index}`}
            aria-current={tab.index === active ? 'page' : undefined}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              if (tab.index !== active) navigate(tab.path);
            }}
          >
            <span className="app-tabs__icon"><Icon name={tab.icon} size={24} /></span>
            <span className="app-tabs__title">{t(tab.titleKey)}</span>
          </a>
        ))}
      </div>
      <div className="app-tabs__safe-area" />
    </nav>
  );
}
