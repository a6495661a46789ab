import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TABS, type TabIndex } from '../routes/route-table.js';
import { channelDisables } from '../services/channel.js';
import { Icon } from './icons.js';
import { useGuardedNavigate } from './use-guarded-navigate.js';

/** The four-tab bar of the tab pages (home, shop, service, mine; spec section 2), less the tabs the channel hides. */
export function AppTabBar({ active }: { active: TabIndex }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return (
    <nav className="app-tabs" aria-label={t('app.title')}>
      <TabBar
        safeArea
        activeKey={String(active)}
        onChange={(key) => {
          const tab = TABS[Number(key)];
          if (tab && tab.index !== active) navigate(tab.path);
        }}
      >
        {TABS.filter((tab) => !channelDisables('tabs', tab.icon)).map((tab) => (
          <TabBar.Item
            key={String(tab.index)}
            title={t(tab.titleKey)}
            icon={<Icon name={tab.icon} size={24} />}
            data-testid={`tab-${tab.index}`}
            aria-current={tab.index === active ? 'page' : undefined}
          />
        ))}
      </TabBar>
    </nav>
  );
}
