import { useEffect, type ReactNode } from 'react';
// antd-mobile's global styles and `--adm-*` tokens, which its index no longer brings (src/build/vite-plugins/pure-barrel.ts).
import 'antd-mobile/es/global';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { HTML_LANG } from './i18n/create-i18n.js';
import type { AppRouter } from './routes/create-router.js';
import { ServicesContext, type AppServices } from './services/app-services.js';
import { useLangStore } from './stores/lang.store.js';

/**
 * The providers every page reads: services and i18n, around `children` (the router). Shared by the live app and
 * the build-time prerender (src/app/prerender), so both draw the same tree. antd-mobile's locale comes with what
 * the pages past home need: the shell's page wrapper and the default config (./i18n/component-locale.tsx).
 */
export function AppProviders({ services, i18n, children }: { services: AppServices; i18n: I18n; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ServicesContext.Provider>
  );
}

/** Everything the pages share: services, i18n (following the language store), the router. */
export function AppRoot({ services, i18n, router }: { services: AppServices; i18n: I18n; router: AppRouter }) {
  const lang = useLangStore((state) => state.lang);
  useEffect(() => {
    void i18n.changeLanguage(lang);
    document.documentElement.lang = HTML_LANG[lang];
  }, [i18n, lang]);
  return (
    <AppProviders services={services} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
