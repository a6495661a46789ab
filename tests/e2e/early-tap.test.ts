/**
 * A tap on the prerendered home before the app runs, as on a slow phone: home's screen shows seconds before the app
 * does, and a customer taps a product card there. In Chromium with a phone profile against the real gateway, the
 * app's entry script is held until the card has been tapped once: the tap is taken (the card dims) and, once the app
 * runs, the product page opens with no second tap. The tap also fetches that page's modules while the app's entry is
 * still held, so they do not queue behind the app's start.
 */
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PIXEL_7 } from './support/browser.js';
import { expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { browserSuite } from './support/suite.js';
import manifest from '../../schemas/products/manifest.json';

/** The app's entry module (Vite names it after index.html). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
const PRERENDERED_CARD = '[data-prerendered-shell] .product-card';
/** The product page's chunk and the first card's product's chunk (vite.config.ts names them). */
const PRODUCT_PAGE_CHUNK = /\/assets\/product-page-[\w-]+\.js$/;
const FIRST_PRODUCT_CHUNK = new RegExp(`/assets/product-${manifest.products[0]}-[\\w-]+\\.js$`);

const suite = browserSuite();

/**
 * Home opened on a phone with the app's entry held back: the prerendered first card, visible, and `release`, which
 * lets the entry through. Requests are recorded from the start.
 */
async function homeWithEntryHeld(context: BrowserContext): Promise<{ page: Page; card: Locator; requested: string[]; release: () => void }> {
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(APP_ENTRY, async (route: Route) => {
    await released;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${suite.running.url}/`);
  const card = page.locator(PRERENDERED_CARD).first();
  await card.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  return { page, card, requested, release };
}

describe('a product card tapped before the app runs', () => {
  it('fetches the product page\'s modules and its product\'s at the tap, before the app\'s entry has come', async () => {
    const context = await suite.browser.newContext({ ...PIXEL_7, locale: 'zh-MO', timezoneId: 'Asia/Macau' });
    try {
      const { page, card, requested, release } = await homeWithEntryHeld(context);
      const box = await card.boundingBox();
      if (!box) throw new Error('the prerendered card has no box');
      const pageChunk = page.waitForRequest(PRODUCT_PAGE_CHUNK, { timeout: UI_TIMEOUT_MS });
      const productChunk = page.waitForRequest(FIRST_PRODUCT_CHUNK, { timeout: UI_TIMEOUT_MS });
      expect(requested.filter((url) => PRODUCT_PAGE_CHUNK.test(url) || FIRST_PRODUCT_CHUNK.test(url))).toEqual([]);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await Promise.all([pageChunk, productChunk]);
      // The app has not run: its entry is still held, and the prerendered screen is still the one shown.
      expect(await page.locator(PRERENDERED_CARD).count()).toBeGreaterThan(0);
      release();
    } finally {
      await context.close();
    }
  });

  it('opens the product page once the app runs, with no second tap', async () => {
    const context = await suite.browser.newContext({ ...PIXEL_7, locale: 'zh-MO', timezoneId: 'Asia/Macau' });
    try {
      const { page, card, release } = await homeWithEntryHeld(context);
      const title = (await card.locator('.product-card__title').textContent())?.trim() ?? '';
      // The prerendered screen is inert: the finger lands on its box, not on a control the page offers.
      const box = await card.boundingBox();
      if (!box) throw new Error('the prerendered card has no box');
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      expect(await card.evaluate((element) => getComputedStyle(element).opacity)).not.toBe('1');
      release();

      await page.locator('.product-hero__title').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect((await page.locator('.product-hero__title').textContent())?.trim()).toBe(title);
      await expectPath(page, `/pages/product/${manifest.products[0]}/index`);
    } finally {
      await context.close();
    }
  });
});
