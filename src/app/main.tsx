/**
 * The composition root (referenced from /index.html): wires the signed API client, the product catalogue,
 * i18n and the router together and runs the launch sequence of docs/spec/storefront-spec.md#4-states-and-transitions before the first render:
 * the launch machine (flows/launch.machine.ts) run by ./shell/run-launch.ts.
 */
import type { i18n as I18n } from 'i18next';
import { startTransition } from 'react';
import { createApiClient } from '../api/index.js';
import '../ui/theme.css';
import './styles/app.css';
import './styles/focus.css';
import { AppRoot } from './app-root.js';
import { applyServerLabels } from './i18n/apply-server-labels.js';
import { loadBundledLabels } from './i18n/bundled-labels.js';
import { createI18n } from './i18n/create-i18n.js';
import { addPageLabels, notePageLabels } from './i18n/page-labels.js';
import { buildResources } from './i18n/resources.js';
import { lazyProductCatalog } from './products/lazy-catalog.js';
import { loadProductCards, productCardFor } from './products/product-cards.js';
import { addCatalogTexts, productTexts as productTextsOf } from './products/product-texts.js';
import { takeStartedLabelRequest } from './prerender/early-label-request.js';
import { routerSettled } from './prerender/router-settled.js';
import { yieldToMain } from './prerender/yield-to-main.js';
import { createAppRouter } from './routes/create-router.js';
import { loadPageChunk } from './routes/with-timeout.js';
import { APP_CHANNEL } from './services/channel.js';
import { writeQueueOf } from './services/write-queue.js';
import { connectAntdMobileToReact19 } from './shell/antd-react19.js';
import { API_BASE_URL } from './shell/api-base-url.js';
import { createApiEventHandler } from './shell/api-event-handler.js';
import { installKeyboardAccess } from './shell/keyboard-access.js';
import { preloadOwnProductWith } from './shell/page-preload.js';
import { followReducedMotion } from './shell/reduced-motion.js';
import { registerServiceWorker } from './shell/register-service-worker.js';
import { runLaunch, startLaunchRequests } from './shell/run-launch.js';
import { useLangStore } from './stores/lang.store.js';
import { useSessionStore } from './stores/session.store.js';

const CLIENT_ID = 'storefront-web';

/** The gateway inserts its response-signing public key into index.html; a separately hosted build gets it at build time. */
function gatewayPublicKey(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="mo-gateway-key"]')?.content?.trim();
  return meta || (import.meta.env.VITE_GATEWAY_PUBLIC_KEY as string | undefined) || null;
}

async function launch(): Promise<void> {
  // React's renderer is needed only for the first render, after launch: fetched now, it is evaluated in a task of
  // its own when it arrives rather than with the entry's modules (it is the largest module of the start).
  const renderer = import('react-dom/client');
  // Only the language the storefront opens in is loaded, and of it the first screen's labels, their chunk fetched
  // while the rest starts up (the other pages' labels come with their chunks). Should that chunk fail, the label
  // file still brings the language's labels (it holds them all).
  const lang = useLangStore.getState().lang;
  const bundled = loadBundledLabels(lang, ['firstScreen']).catch(() => ({}));
  // The product cards (home's list, every product's title until its page loads it) come in a chunk of their own,
  // fetched beside the labels: the entry does not grow with the catalogue.
  const cards = loadProductCards();
  let i18nCreated: (i18n: I18n) => void = () => undefined;
  const i18nReady = new Promise<I18n>((resolve) => { i18nCreated = resolve; });
  // Settles once launch is done with the label file (applied, failed or refused): until then a page cannot tell
  // whether it needs its bundled labels.
  let labelFileDone: () => void = () => undefined;
  const labelFileSettled = new Promise<void>((resolve) => { labelFileDone = resolve; });
  installKeyboardAccess();
  followReducedMotion();
  // Each stage of the start in a task of its own: the entry's modules were evaluated in this one.
  await yieldToMain();
  // Home draws its cards; the catalogue comes in chunks the pages past home await, an order page's product as a page's
  // chunk comes (time-out, one reload keeping what was entered, the chunk message).
  const catalog = lazyProductCatalog(undefined, loadPageChunk);
  const api = createApiClient({
    baseUrl: API_BASE_URL,
    clientId: CLIENT_ID,
    clientKey: (import.meta.env.VITE_CLIENT_KEY as string | undefined) ?? 'mo-storefront-public-tamper-key-v1',
    gatewayPublicKey: gatewayPublicKey(),
    getToken: () => useSessionStore.getState().token,
    getLang: () => useLangStore.getState().lang,
    getRoute: () => window.location.pathname,
    channel: APP_CHANNEL,
    // The label file's request the launch-view script sent at the first paint (./prerender/early-label-request.ts).
    takeStarted: takeStartedLabelRequest,
  });
  // Toasts and session ends are handled from the very first call, in the labels i18next holds once it is set up
  // (bundled, then the server's): an event before that waits for it.
  const apiEvents = i18nReady.then((i18n) => createApiEventHandler({
    t: (key) => i18n.t(key),
    currentPath: () => `${window.location.pathname}${window.location.search}`,
    navigate: (to) => void router.navigate(to),
  }));
  api.on((event) => void apiEvents.then((handle) => handle(event)));
  // Launch's label file and feature switches are asked for now, together, rather than one after the other once the
  // app has set up: the launch machine takes them in its order when it runs.
  const launchRequests = startLaunchRequests({ api, lang });

  // The router starts loading the first page's chunk meanwhile.
  // A page past the first screen also loads the labels it reads (./i18n/page-labels.ts) unless the label file has
  // brought them, the products' definitions with their texts, and antd-mobile's locale (the accessible names of its
  // controls). Every page but the order wizard's also loads antd-mobile's React 19 hook (their toasts and dialogs); the
  // order wizard loads the hook with its one dialog. The order wizard and the product page load their own product's parts as they draw; every other page
  // loads every product's form schema, ui schema and rates first.
  // A preloaded product page fetches its product beside its chunk, without the page chunks' loader (a failed preload
  // must not reload the page: the navigation loads it again and handles its own failure).
  preloadOwnProductWith(async (routeCode) => {
    await cards;
    const card = productCardFor(routeCode);
    if (card) await (await catalog.loadDefinitions()).loadParts(card.definition.code);
  });
  const router = createAppRouter(async (page) => {
    const orderWizard = page.orderWizard === true;
    await Promise.all([
      addCatalogTexts(i18nReady, catalog),
      orderWizard || page.ownProduct ? null : catalog.load(),
      Promise.all([i18nReady, labelFileSettled]).then(([i18n]) => addPageLabels(i18n, useLangStore.getState().lang, page)),
      orderWizard ? null : connectAntdMobileToReact19(renderer),
      Promise.all([i18nReady, import('./i18n/component-locale.js')]).then(([i18n, { followComponentLocale }]) => followComponentLocale(i18n)),
    ]);
  });
  await yieldToMain();
  // The router's first navigation (the first page's chunk and its preloads) in a task of its own.
  router.initialize();
  await yieldToMain();
  await cards;
  const i18n = await createI18n(lang, { [lang]: buildResources(lang, await bundled, productTextsOf(catalog)) });
  i18nCreated(i18n);
  // i18next's set-up and the launch machine's start were one task of 20-36 ms (observed, 4x that on a phone): each in a
  // task of its own.
  await yieldToMain();

  // The launch sequence (docs/spec/storefront-spec.md#4-states-and-transitions): tracking cookies, the desktop notice, the label file
  // (forbidden -> the forbidden page), the feature switches, the app wake-up hand-off.
  await runLaunch({
    api,
    lang,
    // Only the label file's own labels are merged over what i18next holds (bundled labels, product texts, and any
    // page labels loaded meanwhile), not the whole tree rebuilt and merged again, and in slices: the launch's longest step.
    applyLabels: async (server) => {
      await applyServerLabels(i18n, lang, server);
      // The label file holds every label of its language: no page fetches the bundled ones any more (on a slow phone
      // the product page's two label chunks, 18 KB, came beside the chunks it waited for). A file without this
      // language's labels leaves the pages fetching them.
      if (server.labels[lang] !== undefined) notePageLabels(i18n, lang);
      labelFileDone();
    },
    navigate: (to) => void router.navigate(to, { replace: true }),
    started: launchRequests,
  });
  labelFileDone();

  // Writes a page before this one left waiting for the network (a reload, a webview killed) go out when it is back.
  writeQueueOf(api);

  // The prerendered first screen (or the splash) stays until the page can be drawn in one go.
  await routerSettled(router);
  const { createRoot } = await renderer;
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // As a transition, React renders the first page in slices of a few milliseconds, giving the main thread back
  // between them (a tap or a frame is not held up behind one long task), and still replaces #root in one commit.
  startTransition(() => root.render(<AppRoot services={{ api, catalog }} i18n={i18n} router={router} />));
  // After the first page, so installing the worker (it fetches this build's files) never delays it.
  registerServiceWorker();
}

void launch();
