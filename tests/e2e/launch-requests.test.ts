/**
 * The app's start on a phone, as its requests go out (in Chromium, Pixel 7, against the real gateway): the label file
 * is asked for at the first paint, ahead of the app's entry module, and the feature switches while the label file has
 * not answered yet; the app still opens home once both are in. The label file taken from that early request is
 * verified like every answer: altered on the way, it gives the localised "signature mismatch".
 */
import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext } from './support/browser.js';
import { UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { browserSuite } from './support/suite.js';

/** The label file (GET /api/plat/i18n2.js?lang=...). */
const LABEL_FILE = /\/api\/plat\/i18n2\.js(\?|$)/;
/** The feature switches (GET /api/plat/func/switch). */
const SWITCHES = /\/api\/plat\/func\/switch(\?|$)/;
/** The app's entry module (Vite names it after index.html). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** A chunk of the bundled labels in traditional Chinese (one per part: the first screen's, the order's, the pages'). */
const TW_LABEL_CHUNK = /\/assets\/tw-[\w-]+\.js$/;
/** The prerendered first screen's wrapper, gone once the app has drawn. */
const PRERENDERED_SHELL = '[data-prerendered-shell]';

const suite = browserSuite();

describe('the app start on a phone', () => {
  it('asks for the label file before the app entry, and for the switches before the label file has answered', async () => {
    const context = await phoneContext(suite.browser);
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request: Request) => requested.push(request.url()));
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => { release = resolve; });
      // The label file's answer is held until the test has seen what was asked for meanwhile.
      await page.route(LABEL_FILE, async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${suite.running.url}/`);
      await expect.poll(() => requested.some((url) => SWITCHES.test(url)), { timeout: UI_TIMEOUT_MS, interval: 50 }).toBe(true);
      release();
      await page.locator(PRERENDERED_SHELL).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

      const labelFiles = requested.filter((url) => LABEL_FILE.test(url));
      expect(labelFiles).toHaveLength(1);
      const entryAt = requested.findIndex((url) => APP_ENTRY.test(url));
      expect(entryAt).toBeGreaterThan(-1);
      expect(requested.findIndex((url) => LABEL_FILE.test(url))).toBeLessThan(entryAt);
    } finally {
      await context.close();
    }
  });

  it('opens a product page without fetching bundled labels the label file has brought', async () => {
    const context = await phoneContext(suite.browser);
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request: Request) => requested.push(request.url()));
      await page.goto(`${suite.running.url}/`);
      await page.locator(PRERENDERED_SHELL).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      await page.locator('.product-card').first().click();
      await page.locator('.product-hero__title').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await expect.poll(() => page.locator('.product-hero__title').textContent(), { timeout: UI_TIMEOUT_MS }).not.toMatch(/^[\w.]+$/);
      // The first screen's chunk only (it draws before the label file is in): not the order's and the pages'.
      expect(requested.filter((url) => TW_LABEL_CHUNK.test(url))).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('shows "signature mismatch" for a label file altered on the way', async () => {
    const context = await phoneContext(suite.browser);
    try {
      const page = await context.newPage();
      let altered = 0;
      await page.route(LABEL_FILE, async (route: Route) => {
        const response = await route.fetch();
        // The body is handed over as text: its length and encoding are the new body's, not the gateway's.
        const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers();
        altered += 1;
        await route.fulfill({ status: response.status(), body: (await response.text()).replace('SYS_LABEL2', 'SYS_LABEL3'), headers });
      });
      await page.goto(`${suite.running.url}/`);
      const toast = page.locator('.adm-toast-main', { hasText: label('tw', 'error.signatureMismatch') });
      await toast.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      // The one label file request is the launch-view script's: the app took it rather than asking again.
      expect(altered).toBe(1);
      await page.locator(PRERENDERED_SHELL).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    } finally {
      await context.close();
    }
  });
});
