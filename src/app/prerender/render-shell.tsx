/**
 * The build-time prerender of the first screen (issue 11, item 3): the live app's own components (shell, nav
 * bar, tab bar, the home page and its catalogue) rendered to static markup in the default language, through the
 * real route table at `/`, so what paints before the JS is what the app then draws in the same boxes.
 * Loaded by src/cli/vite-plugin-prerender-shell.ts in Node; never part of the browser bundle.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ApiClient } from '../../api/index.js';
import { productLabels, type ChannelId, type Lang } from '../../engine/index.js';
import { AppProviders } from '../app-root.js';
import { loadBundledLabels } from '../i18n/bundled-labels.js';
import { createI18n } from '../i18n/create-i18n.js';
import { buildResources } from '../i18n/resources.js';
import { productCatalog } from '../products/load-products.js';
import { storefrontRoutes } from '../routes/create-router.js';
import { routeTable } from '../routes/route-table.js';
import { APP_CHANNEL } from '../services/channel.js';
import { DEFAULT_LANG, LANG_STORAGE_KEY } from '../stores/lang.store.js';

/** The address the prerendered screen is drawn for. */
const PRERENDERED_PATH = '/';

/** The first screen as markup, and for whom it is right. */
export interface PrerenderedShell {
  /** The app's markup at {@link PRERENDERED_PATH}, without test ids (those belong to the live app only). */
  markup: string;
  /** Every address whose page is the one drawn (the home and its alias). */
  paths: string[];
  /** The language it is drawn in (the storefront's default). */
  lang: Lang;
  /** Where the app remembers a language the user chose (localStorage key of the language store). */
  langStorageKey: string;
  /** The channel it is drawn for: the one a build without a user agent detects (the plain web). */
  channel: ChannelId;
}

/** Nothing calls the gateway while the first screen renders; a call would be a bug in a page, so it fails loudly. */
const noApiAtBuildTime: ApiClient = {
  call: () => Promise.reject(new Error('no API call while prerendering')),
  callEnvelope: () => Promise.reject(new Error('no API call while prerendering')),
  on: () => () => undefined,
};

/** The paths of every route entry that shows the same page as {@link PRERENDERED_PATH}. */
function pathsOfPrerenderedPage(): string[] {
  const entry = routeTable.find((candidate) => candidate.path === PRERENDERED_PATH);
  if (!entry) throw new Error(`the route table has no ${PRERENDERED_PATH}`);
  return routeTable.filter((candidate) => candidate.load === entry.load).map((candidate) => candidate.path);
}

/** Renders the first screen as the app would draw it for a visitor in the default language and channel. */
export async function renderShell(): Promise<PrerenderedShell> {
  const lang = DEFAULT_LANG;
  const catalog = productCatalog();
  // Only the language drawn needs its labels.
  const resources = buildResources(lang, await loadBundledLabels(lang), productLabels(catalog.registry.list()));
  const i18n = await createI18n(lang, { [lang]: resources });

  const handler = createStaticHandler(storefrontRoutes());
  const context = await handler.query(new Request(new URL(PRERENDERED_PATH, 'http://storefront')));
  if (context instanceof Response) throw new Error(`${PRERENDERED_PATH} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToStaticMarkup(
    <AppProviders services={{ api: noApiAtBuildTime, catalog }} i18n={i18n} lang={lang}>
      {/* hydrate={false}: no inline script with router state (the page's CSP is script-src 'self'). */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return {
    markup: markup.replace(/ data-testid="[^"]*"/g, ''),
    paths: pathsOfPrerenderedPage(),
    lang,
    langStorageKey: LANG_STORAGE_KEY,
    channel: APP_CHANNEL,
  };
}
