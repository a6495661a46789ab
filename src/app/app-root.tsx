import { useEffect } from 'react';
import { ConfigProvider } from 'antd-mobile';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { Lang } from '../engine/index.js';
import { HTML_LANG } from './i18n/create-i18n.js';
import type { AppRouter } from './routes/create-router.js';
import { ServicesContext, type AppServices } from './services/app-services.js';
import { useLangStore } from './stores/lang.store.js';

const COMPONENT_LOCALES: Record<Lang, typeof zhTW> = { tw: zhTW, cn: zhCN, en: enUS };

/** Everything the pages share: services, i18n (following the language store), antd-mobile's locale, the router. */
export function AppRoot({ services, i18n, router }: { services: AppServices; i18n: I18n; router: AppRouter }) {
  const lang = useLangStore((state) => state.lang);
  useEffect(() => {
    void i18n.changeLanguage(lang);
    document.documentElement.lang = HTML_LANG[lang];
  }, [i18n, lang]);
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={COMPONENT_LOCALES[lang]}>
          <RouterProvider router={router} />
        </ConfigProvider>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
