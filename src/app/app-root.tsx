import { useEffect, useMemo } from 'react';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
// antd-mobile's global styles and `--adm-*` tokens, which its index no longer brings (src/cli/vite-plugin-pure-barrel.ts).
import 'antd-mobile/es/global';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { componentLocale } from './i18n/component-locale.js';
import { HTML_LANG } from './i18n/create-i18n.js';
import type { AppRouter } from './routes/create-router.js';
import { ServicesContext, type AppServices } from './services/app-services.js';
import { useLangStore } from './stores/lang.store.js';

/** Everything the pages share: services, i18n (following the language store), antd-mobile's locale, the router. */
export function AppRoot({ services, i18n, router }: { services: AppServices; i18n: I18n; router: AppRouter }) {
  const lang = useLangStore((state) => state.lang);
  const locale = useMemo(() => componentLocale(lang, (key) => i18n.t(key, { lng: lang })), [i18n, lang]);
  useEffect(() => {
    void i18n.changeLanguage(lang);
    document.documentElement.lang = HTML_LANG[lang];
    // Dialog.alert / Toast render outside this tree and read antd-mobile's default config instead.
    setDefaultConfig({ locale });
  }, [i18n, lang, locale]);
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={locale}>
          <RouterProvider router={router} />
        </ConfigProvider>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
