/**
 * A tap on the prerendered home before the app runs, as on a slow phone: home's screen shows seconds before the app
 * does, and a customer taps a product card there. In Chromium with a phone profile against the real gateway, the
 * app's entry script is held until the card has been tapped once: the tap is taken (the card dims) and, once the app
 * runs, the product page opens with no second tap.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PIXEL_7 } from './support/browser.js';
import { expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { browserSuite } from './support/suite.js';
import manifest from '../../schemas/products/manifest.json';

/** The app's entry module (Vite names it after index.html). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
const PRERENDERED_CARD = '[data-prerendered-shell] .product-card';

const suite = browserSuite();

describe('a product card tapped before the app runs', () => {
  it('opens the product page once the app runs, with no second tap', async () => {
    const context = await suite.browser.newContext({ ...PIXEL_7, locale: 'zh-MO', timezoneId: 'Asia/Macau' });
    try {
      const page = await context.newPage();
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => { release = resolve; });
      await page.route(APP_ENTRY, async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${suite.running.url}/`);
      const card = page.locator(PRERENDERED_CARD).first();
      await card.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
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
