/**
 * A new build deployed while a form is open, in Chromium with a phone profile against the real gateway:
 * the customer has the TPS order form open (only its own chunks loaded) when a deploy replaces the build on the
 * server, its files gone. The form keeps working: back to home loads home's chunk, which this build's service worker
 * still holds, with no chunk load error and no reload. The next navigation takes the new build's page from the
 * gateway, never a stored copy of the old one.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phoneContext, watchConsole } from './support/browser.js';
import { choose } from './support/form-fields.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite();
const ORDER_PATH = '/pages/order/tps/index';
/** The built files on the server, and where the deploy moves them (put back after the test). */
const ASSETS = 'dist/assets';
const GONE = 'dist/assets-deployed-over';
const PAGE = 'dist/index.html';
/** What marks the new build's page. */
const NEW_BUILD = '<meta name="test-build" content="next">';

describe('a new build deployed while a form is open', () => {
  it('keeps the open form working: its build\'s chunks come from the service worker, no chunk load error', async () => {
    const context = await phoneContext(suite.browser, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors = watchConsole(page);
    let moved = false;
    const oldPage = readFileSync(PAGE, 'utf8');
    try {
      await page.goto(`${suite.running.url}/pages/login/smsCode/index`);
      await signInWithSms(page, suite.running, freshMacaoPhone());
      await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"userId":"');
      // Installed (every file of this build precached) on the first visit; serving from the next page on.
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.goto(`${suite.running.url}${ORDER_PATH}`);
      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', 'INDIVIDUAL_SUPER');

      renameSync(ASSETS, GONE);
      moved = true;
      writeFileSync(PAGE, oldPage.replace('</head>', `${NEW_BUILD}</head>`));
      expect((await page.request.get(`${suite.running.url}/assets/missing-build-file.js`)).status()).toBe(404);
      let loads = 0;
      page.on('load', () => { loads += 1; });
      await page.locator('[data-testid="nav-back"]').click();
      await expectPath(page, '/');
      await byTestId(page, 'product-card-TPS');
      expect(loads).toBe(0);
      expect(errors.filter((error) => /dynamically imported module|chunk/i.test(error))).toEqual([]);
      expect(await page.locator('meta[name="test-build"]').count()).toBe(0);

      // The next navigation: the new build's page (its files are the old ones back, so it can start).
      renameSync(GONE, ASSETS);
      moved = false;
      await page.goto(`${suite.running.url}/`);
      await byTestId(page, 'product-card-TPS');
      expect(await page.locator('meta[name="test-build"]').count()).toBe(1);
    } finally {
      if (moved) renameSync(GONE, ASSETS);
      writeFileSync(PAGE, oldPage);
      await context.close();
    }
  });
});
