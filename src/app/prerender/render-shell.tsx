/**
 * The build-time prerender of the first screens: the live app's own components (shell, nav
 * bar, tab bar, the home page and its catalogue; each product's page with its plans and "from" price) rendered to
 * static markup in the default language, through the real route table at each address, so what paints before the
 * JS is what the app then draws in the same boxes.
 * Loaded by src/build/vite-plugins/prerender-shell.ts in Node; never part of the browser bundle.
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
import { loadProductCards } from '../products/product-cards.js';
import { storefrontRoutes } from '../routes/create-router.js';
import { paths } from '../routes/route-paths.js';
import { routeTable } from '../routes/route-table.js';
import { labelFileUrls } from './label-file-paths.js';
import { APP_CHANNEL } from '../services/channel.js';
import { DEFAULT_LANG, LANG_STORAGE_KEY } from '../stores/lang.store.js';

/** A prerendered first screen as markup, where the build writes it, and for whom it is right. */
export interface PrerenderedShell {
  /**
   * The page's file in dist/: `index.html` for home, `<address>.html` for any other address (a product page's
   * `/pages/product/TPS/index` is `pages/product/TPS/index.html`), the file a host answers that address with.
   */
  file: string;
  /** The app's markup at its address, without test ids (those belong to the live app only). */
  markup: string;
  /** Every address whose page is the one drawn (the home and its alias; a product page's own). */
  paths: string[];
  /** The language it is drawn in (the storefront's default). */
  lang: Lang;
  /** Where the app remembers a language the user chose (localStorage key of the language store). */
  langStorageKey: string;
  /** The channel it is drawn for: the one a build without a user agent detects (the plain web). */
  channel: ChannelId;
  /** The label file's address in each language, for the launch-view script to ask for it (./label-file-paths.ts). */
  labelFiles: Record<Lang, string>;
}

/** Nothing calls the gateway while the first screen renders; a call would be a bug in a page, so it fails loudly. */
const noApiAtBuildTime: ApiClient = {
  call: () => Promise.reject(new Error('no API call while prerendering')),
  callEnvelope: () => Promise.reject(new Error('no API call while prerendering')),
  on: () => () => undefined,
};

/** The paths of every route entry that shows the same page as `path` (home and its alias). */
function pathsOfPage(path: string): string[] {
  const entry = routeTable.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`the route table has no ${path}`);
  return routeTable.filter((candidate) => candidate.load === entry.load).map((candidate) => candidate.path);
}

/** The file of dist/ a host answers `path` with (see {@link PrerenderedShell.file}). */
export function prerenderedFileOf(path: string): string {
  return path === paths.home() ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * Renders every first screen that is prerendered, as the app would draw it for a visitor in the default language
 * and channel: home, and the page of each product in the catalogue (a deep link shared in a chat lands there).
 */
export async function renderShell(): Promise<PrerenderedShell[]> {
  const lang = DEFAULT_LANG;
  const catalog = productCatalog();
  await loadProductCards();
  // Only the language drawn needs its labels.
  const resources = buildResources(lang, await loadBundledLabels(lang), productLabels(catalog.registry.list()));
  const i18n = await createI18n(lang, { [lang]: resources });
  const handler = createStaticHandler(storefrontRoutes());

  const render = async (path: string, samePage: string[]): Promise<PrerenderedShell> => {
    const context = await handler.query(new Request(new URL(path, 'http://storefront')));
    if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = renderToStaticMarkup(
      <AppProviders services={{ api: noApiAtBuildTime, catalog }} i18n={i18n}>
        {/* hydrate={false}: no inline script with router state (the page's CSP is script-src 'self'). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    return {
      file: prerenderedFileOf(path),
      markup: markup.replace(/ data-testid="[^"]*"/g, ''),
      paths: samePage,
      lang,
      langStorageKey: LANG_STORAGE_KEY,
      channel: APP_CHANNEL,
      labelFiles: labelFileUrls(),
    };
  };
  const home = await render(paths.home(), pathsOfPage(paths.home()));
  const products = [];
  for (const bundle of catalog.registry.list()) {
    const path = paths.product(bundle.definition.code);
    products.push(await render(path, [path]));
  }
  return [home, ...products];
}
