/**
 * A chunk failure (docs/spec/storefront-spec.md#8-the-error-catalogue and #9-business-constants-and-limits): on a Pixel 7, a signed-in user has typed into the TPS order
 * form when the home page's chunk cannot be fetched (request interception aborts it). The storefront saves
 * the entered values and reloads once: the order form is back with the values kept. When the chunk fails
 * again it does not reload again but shows the retry page; once the chunk can be fetched, retry opens home.
 * An order page whose product's chunk (its form schema, ui schema, rates) cannot be fetched ends the same way.
 * In a webview without service workers: the storefront's worker would hold the chunk (deploy-mid-form.test.ts).
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext, snap } from './support/browser.js';
import { choose, field, typeAndLeave } from './support/form-fields.js';
import { macaoDate } from './support/macao-calendar.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'chunk-failure';
const ORDER_PATH = '/pages/order/tps/index';
const HOME_CHUNK = /\/assets\/home-page-[\w-]+\.js(\?.*)?$/;
const TPS_PRODUCT_CHUNK = /\/assets\/product-TPS-[\w-]+\.js(\?.*)?$/;
const PLAN = 'INDIVIDUAL_SUPER';
/** The nav bar's back arrow (its test-id span is an empty label inside it). */
const BACK = '[data-testid="nav-back"]';

const suite = browserSuite();

/** Opens the TPS order page signed out, signs in with a fresh phone, and lands back on it. */
async function signInOnOrderPage(page: Page): Promise<void> {
  await page.goto(`${suite.running.url}${ORDER_PATH}`);
  await expectPath(page, '/pages/login/smsCode/index');
  await signInWithSms(page, suite.running, freshMacaoPhone());
  await expectPath(page, ORDER_PATH);
}

describe('a page chunk that cannot be loaded', () => {
  it('reloads once keeping the order form\'s values, then offers a retry that works once the chunk loads', async () => {
    const context = await phoneContext(suite.browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      // Signed in, on the order form opened directly (only its own chunk loaded), with values entered.
      await signInOnOrderPage(page);
      await page.goto(`${suite.running.url}${ORDER_PATH}`);
      // The visit before the login left an unfinished order: continuing it is what a user would do.
      await page.locator('[data-testid="step-plan"], [data-testid="unfinished-dialog"]').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      if (await page.getByTestId('unfinished-dialog').isVisible()) await page.getByTestId('unfinished-continue').click();
      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', PLAN);
      const start = macaoDate(3);
      await typeAndLeave(page, 'root_commDate', start);
      expect(await field(page, 'root_commDate').inputValue()).toBe(start);

      // The home page's chunk cannot be fetched: back (to home) fails, the app reloads once.
      let blocked = 0;
      const block = async (route: Route) => { blocked += 1; await route.abort('failed'); };
      await page.route(HOME_CHUNK, block);
      let loads = 0;
      page.on('load', () => { loads += 1; });
      await page.locator(BACK).click();
      await expect.poll(() => loads, { timeout: UI_TIMEOUT_MS }).toBe(1);
      expect(blocked).toBeGreaterThanOrEqual(1);
      const blockedOnce = blocked;
      await expectPath(page, ORDER_PATH);
      await byTestId(page, 'step-plan');
      await expect.poll(() => field(page, 'root_commDate').inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(start);
      expect(await page.getByTestId(`root_planCode-option-${PLAN}`).getAttribute('aria-checked')).toBe('true');
      await snap(page, SUITE, '01-reloaded-values-kept');

      // It fails again: no second reload, the retry page.
      await page.locator(BACK).click();
      await byTestId(page, 'chunk-error');
      expect(blocked).toBeGreaterThan(blockedOnce);
      expect(loads).toBe(1);
      await snap(page, SUITE, '02-retry-page');

      // The chunk can be fetched again: retry opens home, and the flag is cleared.
      await page.unroute(HOME_CHUNK, block);
      await (await byTestId(page, 'route-error-retry')).click();
      await byTestId(page, 'product-card-TPS');
      await expectPath(page, '/');
      expect(await page.evaluate(() => sessionStorage.getItem('mo-chunk-reloaded'))).toBeNull();
      await snap(page, SUITE, '03-retried-home');
    } finally {
      await context.close();
    }
  });

  it('reloads once when an order page\'s product cannot be fetched, then offers a retry that works once it can', async () => {
    const context = await phoneContext(suite.browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      await signInOnOrderPage(page);

      // Opened afresh while TPS's chunk cannot be fetched: one reload, then the chunk message, no second reload.
      let blocked = 0;
      const block = async (route: Route) => { blocked += 1; await route.abort('failed'); };
      await page.route(TPS_PRODUCT_CHUNK, block);
      let loads = 0;
      page.on('load', () => { loads += 1; });
      await page.goto(`${suite.running.url}${ORDER_PATH}`);
      await byTestId(page, 'chunk-error');
      expect(loads).toBe(2);
      expect(blocked).toBeGreaterThanOrEqual(2);
      await snap(page, SUITE, '04-product-chunk-retry-page');

      // TPS's chunk can be fetched again: retry opens the order, and the flag is cleared.
      await page.unroute(TPS_PRODUCT_CHUNK, block);
      await (await byTestId(page, 'route-error-retry')).click();
      await page.locator('[data-testid="step-plan"], [data-testid="unfinished-dialog"]').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await expectPath(page, ORDER_PATH);
      expect(await page.evaluate(() => sessionStorage.getItem('mo-chunk-reloaded'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
