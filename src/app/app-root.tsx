import { useEffect, useMemo, type ReactNode } from 'react';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
// antd-mobile's global styles and `--adm-*` tokens, which its index no longer brings (src/cli/vite-plugin-pure-barrel.ts).
import 'antd-mobile/es/global';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { Lang } from '../engine/index.js';
import { componentLocale } from './i18n/component-locale.js';
import { HTML_LANG } from './i18n/create-i18n.js';
import type { AppRouter } from './routes/create-router.js';
import { ServicesContext, type AppServices } from './services/app-services.js';
import { useLangStore } from './stores/lang.store.js';

/**
 * The providers every page reads: services, i18n and antd-mobile's locale in `lang`, around `children` (the
 * router). Shared by the live app and the build-time prerender (src/app/prerender), so both draw the same tree.
 */
export function AppProviders({ services, i18n, lang, children }: { services: AppServices; i18n: I18n; lang: Lang; children: ReactNode }) {
  const locale = useMemo(() => componentLocale(lang, (key) => i18n.t(key, { lng: lang })), [i18n, lang]);
  useEffect(() => {
    // Dialog.alert / Toast render outside this tree and read antd-mobile's default config instead.
    setDefaultConfig({ locale });
  }, [locale]);
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={locale}>{children}</ConfigProvider>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}

/** Everything the pages share: services, i18n (following the language store), antd-mobile's locale, the router. */
export function AppRoot({ services, i18n, router }: { services: AppServices; i18n: I18n; router: AppRouter }) {
  const lang = useLangStore((state) => state.lang);
  useEffect(() => {
    void i18n.changeLanguage(lang);
    document.documentElement.lang = HTML_LANG[lang];
  }, [i18n, lang]);
  return (
    <AppProviders services={services} i18n={i18n} lang={lang}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
