import { useEffect, useRef, type CSSProperties } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pageLocaleSlot } from '../i18n/component-locale-slot.js';
import { replayEarlyTap } from '../prerender/early-tap.js';
import type { RouteHandle } from '../routes/route-table.js';
import { usePageTitleStore } from '../stores/page-title.store.js';
import { AppNavBar } from './app-nav-bar.js';
import { AppTabBar } from './app-tab-bar.js';
import { useBanGuard } from './use-ban-guard.js';
import { useRouteFocus } from './use-route-focus.js';
import { DelayedLoading } from './delayed-loading.js';
import { EnvWatermark } from './watermark.js';
import { usePagePreload } from './page-preload.js';
import '../styles/shell.css';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'entry' in handle;
}

/**
 * The frame around every page: the nav bar, the page, and on tab pages the tab bar. It also keeps the
 * document title as "<page> - <mall name>" in the current language, enforces the feature bans and moves focus to
 * the new page's heading after a route change, preloads the pages a tap is likely to open next (./page-preload.ts) and
 * carries out a tap made on the prerendered first screen (../prerender/early-tap.ts).
 */
export function AppShell() {
  const { t } = useTranslation();
  const matches = useMatches();
  const navigation = useNavigation();
  const handle = [...matches].reverse().map((match) => match.handle).find(isRouteHandle);
  const entry = handle?.entry;
  const override = usePageTitleStore((state) => state.title);
  const title = override ?? (entry ? t(entry.titleKey) : t('app.title'));
  const tab = entry?.tab;
  useBanGuard();
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  usePagePreload();
  // A tap made on the prerendered first screen before the app ran opens what it was meant to, now that it can.
  useEffect(() => {
    replayEarlyTap(document.getElementById('root') ?? document);
  }, []);
  // antd-mobile's locale for the page's controls, once loaded with the pages past home (home has none): it appears on
  // the way to the first such page, so only the page being replaced anyway is drawn anew.
  const PageLocale = pageLocaleSlot.get();

  useEffect(() => {
    document.title = `${title} - ${t('app.title')}`;
  }, [title, t]);

  return (
    <div
      className={`app-frame${tab !== undefined ? ' app-frame--tabs' : ''}`}
      // A page with its own header has no nav bar and so no header offset.
      style={entry?.customNavigation ? ({ '--mo-nav-height': '0px' } as CSSProperties) : undefined}
    >
      {entry?.customNavigation ? null : <AppNavBar title={title} showBack={tab === undefined} />}
      {navigation.state === 'loading' ? (
        // The loading indicator appears only after the async loading delay (200 ms, docs/spec/storefront-spec.md#9-business-constants-and-limits).
        <DelayedLoading><div className="route-progress" role="progressbar" aria-label={t('app.loading')} /></DelayedLoading>
      ) : null}
      <main className="app-main" id="main" ref={mainRef}>
        {PageLocale ? <PageLocale><Outlet /></PageLocale> : <Outlet />}
      </main>
      {tab !== undefined ? <AppTabBar active={tab} /> : null}
      <EnvWatermark />
    </div>
  );
}
