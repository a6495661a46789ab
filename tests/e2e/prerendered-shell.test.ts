/**
 * Paint before the JS: the built index.html carries the first screen prerendered with the
 * app's own components, and so does each product page's address. With JavaScript off a phone at `/` sees the nav
 * bar, the tab bar and the catalogue in traditional Chinese, and at a product page its title, plans and "from"
 * price; with it on, the app replaces that screen in the very same boxes with no layout shift that counts, and
 * then works. Visitors for whom the screen would be misleading (a deep link to another page, another stored
 * language, an in-app channel, a desktop) see the neutral launch splash instead until the app draws their page. No
 * script of the app is fetched before that first screen has painted (it neither waits for nor competes with the app's JS).
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABS } from '../../src/app/routes/route-entry.js';
import { PIXEL_7, snap, watchConsole } from './support/browser.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label, productFile } from './support/product-files.js';
import { langStorage } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import manifest from '../../schemas/products/manifest.json';

const SUITE = 'prerendered-shell';
const tw = (key: string): string => label('tw', key);
/** The app's entry module (Vite names it after index.html). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** Every script of the app, not the launch-view script the page runs before its first paint. */
const APP_SCRIPTS = /\/assets\/(?!launch-view-)[\w.-]+\.js$/;
/** The product page prerendered at its own address (any product of the catalogue would do). */
const PRODUCT = 'TPS';
const PRODUCT_PATH = `/pages/product/${PRODUCT}/index`;
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const BANK_UA = `${PIXEL_7.userAgent} BOCAPP/5.2.1`;

/** A rectangle rounded to whole CSS pixels. */
type Box = [x: number, y: number, width: number, height: number];

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

const suite = browserSuite();

function phone(options: { javaScriptEnabled?: boolean; userAgent?: string } = {}): Promise<BrowserContext> {
  return suite.browser.newContext({ ...PIXEL_7, ...options, locale: 'zh-MO', timezoneId: 'Asia/Macau' });
}

/** The frames a user looks at first on home: nav bar, tab bar and every product card, in page order. */
const HOME_LANDMARKS = '.app-nav, .app-tabs, .product-card';
/** ... and on a product page: nav bar, the product's heading, its plans and the price-and-buy bar. */
const PRODUCT_LANDMARKS = '.app-nav, .product-hero, .plan-card, .action-bar';

async function boxes(page: Page, landmarks = HOME_LANDMARKS): Promise<Box[]> {
  return page.locator(landmarks).evaluateAll((elements) => elements.map((element) => {
    const rect = element.getBoundingClientRect();
    return [Math.round(rect.x), Math.round(rect.y), Math.round(rect.width), Math.round(rect.height)] as Box;
  }));
}

/** The catalogue's product titles in traditional Chinese, in manifest order. */
const CATALOGUE_TITLES = manifest.products.map((code) => productFile(code).titles.tw);

/** A phone whose pages add up every layout shift not caused by input into `window.__layoutShift`. */
async function layoutShiftWatchingPhone(): Promise<BrowserContext> {
  const context = await phone();
  await context.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return context;
}

/** Holds the app's entry script back until the returned function is called, so the prerendered screen can be measured first. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(APP_ENTRY, async (route: Route) => { await released; await route.continue(); });
  return release;
}

describe('the prerendered first screen', () => {
  it('shows the nav bar, the tab bar and the catalogue in traditional Chinese with JavaScript off', async () => {
    const context = await phone({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.running.url}/`);
      const title = page.locator('.app-nav .app-nav__title');
      await title.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect((await title.textContent())?.trim()).toBe(tw('page.home'));
      const tabs = page.locator('.app-tabs');
      expect(await tabs.isVisible()).toBe(true);
      for (const tab of TABS) expect(await tabs.getByText(tw(tab.titleKey), { exact: true }).isVisible()).toBe(true);
      expect(await page.locator('.product-card__title').allTextContents()).toEqual(CATALOGUE_TITLES);
      expect(await page.locator('.boot').isVisible()).toBe(false);
      await snap(page, SUITE, '01-home-without-javascript', { fullPage: false });
    } finally {
      await context.close();
    }
  });

  it('shows a product page\'s title, plans and "from" price in traditional Chinese with JavaScript off', async () => {
    const context = await phone({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.running.url}${PRODUCT_PATH}`);
      const title = page.locator('.product-hero__title');
      await title.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect((await title.textContent())?.trim()).toBe(productFile(PRODUCT).titles.tw);
      expect(await page.locator('.app-nav .app-nav__title').textContent()).toBe(tw('page.product'));
      expect(await page.locator('.plan-card__title').allTextContents()).toEqual(productFile(PRODUCT).plans.map((plan) => plan.titles.tw));
      expect(await page.locator('.action-bar__price').textContent()).toMatch(/\d/);
      expect(await page.locator('.boot').isVisible()).toBe(false);
      await snap(page, SUITE, '03-product-without-javascript', { fullPage: false });
    } finally {
      await context.close();
    }
  });

  it('is replaced by the live app in the same boxes with no layout shift, and the app then works', async () => {
    const context = await layoutShiftWatchingPhone();
    const page = await context.newPage();
    const errors = watchConsole(page);
    // The app's entry is held back until the prerendered screen has been measured.
    const release = await holdAppEntry(page);
    try {
      await page.goto(`${suite.running.url}/`, { waitUntil: 'commit' });
      await page.locator('.product-card').last().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      const prerendered = await boxes(page);
      expect(prerendered.length).toBe(2 + CATALOGUE_TITLES.length);
      release();

      // The live app is there when the tab bar carries its test ids (the prerendered markup has none).
      await byTestId(page, 'tab-1');
      await byTestId(page, `product-card-${manifest.products.at(-1) ?? ''}`);
      expect(await page.locator('[data-prerendered-shell]').count()).toBe(0);
      expect(await boxes(page)).toEqual(prerendered);
      expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.05);
      await snap(page, SUITE, '02-home-live', { fullPage: false });

      await page.getByTestId('tab-1').click();
      await expectPath(page, '/pages/shop/index');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is replaced by the live product page in the same boxes with the same price, and buying then works', async () => {
    const context = await layoutShiftWatchingPhone();
    const page = await context.newPage();
    const errors = watchConsole(page);
    const release = await holdAppEntry(page);
    try {
      await page.goto(`${suite.running.url}${PRODUCT_PATH}`, { waitUntil: 'commit' });
      await page.locator('.action-bar').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      const prerendered = await boxes(page, PRODUCT_LANDMARKS);
      const prerenderedPrice = await page.locator('.action-bar__price').textContent();
      expect(prerendered.length).toBe(3 + productFile(PRODUCT).plans.length);
      release();

      await byTestId(page, 'buy-now');
      expect(await page.locator('[data-prerendered-shell]').count()).toBe(0);
      expect(await boxes(page, PRODUCT_LANDMARKS)).toEqual(prerendered);
      expect(await page.locator('.action-bar__price').textContent()).toBe(prerenderedPrice);
      expect(await page.evaluate(() => window.__layoutShift)).toBeLessThanOrEqual(0.05);
      await snap(page, SUITE, '04-product-live', { fullPage: false });

      await page.getByTestId('buy-now').click();
      await page.waitForURL((url) => url.pathname !== PRODUCT_PATH, { timeout: UI_TIMEOUT_MS });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fetches the app\'s scripts only once the first screen has painted', async () => {
    // Each address with what shows once the app has drawn it: the prerendered home, and a deep link's splash.
    for (const { path, drawn } of [{ path: '/', drawn: 'tab-1' }, { path: '/pages/product/TPS/index', drawn: 'buy-now' }]) {
      const context = await phone();
      const page = await context.newPage();
      try {
        await page.goto(`${suite.running.url}${path}`);
        await byTestId(page, drawn);
        const timing = await page.evaluate((pattern) => ({
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          firstScriptFetch: Math.min(...performance.getEntriesByType('resource')
            .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime)),
        }), APP_SCRIPTS.source);
        expect({ path, scriptsAfterPaint: timing.firstScriptFetch >= timing.firstPaint }).toEqual({ path, scriptsAfterPaint: true });
      } finally {
        await context.close();
      }
    }
  });

  it('shows the launch splash instead of the home where the home would mislead, until the app draws the page', async () => {
    const cases: { name: string; path: string; userAgent?: string; lang?: string; view: 'home' | 'product' | 'splash' }[] = [
      { name: 'home', path: '/', view: 'home' },
      { name: 'home alias', path: '/pages/home/index', view: 'home' },
      { name: 'product page', path: PRODUCT_PATH, view: 'product' },
      { name: 'deep link', path: '/pages/service/index', view: 'splash' },
      { name: 'product page in english', path: PRODUCT_PATH, lang: 'en', view: 'splash' },
      { name: 'english chosen', path: '/', lang: 'en', view: 'splash' },
      { name: 'bank app', path: '/', userAgent: BANK_UA, view: 'splash' },
      { name: 'desktop', path: '/', userAgent: DESKTOP_UA, view: 'splash' },
    ];
    for (const visit of cases) {
      const context = await phone(visit.userAgent ? { userAgent: visit.userAgent } : {});
      if (visit.lang) {
        const stored = langStorage(visit.lang);
        await context.addInitScript((value) => localStorage.setItem('mo-lang', value), stored);
      }
      const page = await context.newPage();
      // The app never runs: what shows is what the HTML and the launch-view script paint.
      await page.route(APP_SCRIPTS, (route: Route) => route.abort('failed'));
      try {
        await page.goto(`${suite.running.url}${visit.path}`);
        const seen = {
          splash: await page.locator('.boot').isVisible(),
          prerendered: await page.locator('.app-frame').isVisible(),
          catalogue: await page.locator('.product-card').first().isVisible(),
          product: await page.locator('.product-hero').isVisible(),
        };
        const { view } = visit;
        expect({ visit: visit.name, ...seen }).toEqual({
          visit: visit.name, splash: view === 'splash', prerendered: view !== 'splash', catalogue: view === 'home', product: view === 'product',
        });
      } finally {
        await context.close();
      }
    }
  });
});
