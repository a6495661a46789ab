/**
 * Advertised prices and their hints, in Chromium on a phone against the real gateway:
 * - 8: an advertised "from" price is what a customer in a stated typical case really pays, and the case is
 *   said beside it (EDH MOP 460 for an adult aged 35, not the MOP 380 of the youngest band; MTC MOP 7,952).
 * - 6: the order shows a live estimate from the gateway's calculator as soon as the plan and dates are known,
 *   updated when an answer changes, on every step after that.
 * Screenshots go to test-results/price-hints/.
 */
import { describe, expect, it } from 'vitest';
import { snap, watchConsole } from './support/browser.js';
import { choose } from './support/form-fields.js';
import { byTestId, expectText, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signedInClient } from './support/signed-in-client.js';
import { langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'price-hints';
const suite = browserSuite();

describe('prices a customer can trust before the quote', () => {
  it('says what the "from" price assumes, and it is the price of that case', async () => {
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: { 'mo-lang': langStorage('en') } });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await page.goto(`${suite.running.url}/pages/product/EDH/index`);
      await expectText(await byTestId(page, 'from-price'), 'From MOP 460.00');
      await expectText(await byTestId(page, 'from-assumes'), 'for an adult aged 35, one year');
      await snap(page, SUITE, '01-edh-product-en');

      await page.goto(`${suite.running.url}/pages/product/MTC/index`);
      await expectText(await byTestId(page, 'from-price'), 'From MOP 7,952.00');
      await expectText(await byTestId(page, 'from-assumes'), 'for a 2,000 cc private car, 8 years old, one year');

      await page.goto(`${suite.running.url}/`);
      const card = await byTestId(page, 'product-card-TPS');
      await expectText(card.getByTestId('from-price'), 'From MOP 160.00');
      await expectText(card.getByTestId('from-assumes'), 'for 1 adult, 7 days, Asia');
      await snap(page, SUITE, '02-home-en');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('estimates the premium live once the plan and dates are known, and follows a changed answer', async () => {
    const { sessionStorageEntry } = await signedInClient(suite.running);
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await page.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(page, 'step-plan');
      // Nothing to estimate before a plan and an area are chosen.
      expect(await page.getByTestId('live-estimate').count()).toBe(0);
      // The dates start a week long; the plan and the area are still to choose.
      await choose(page, 'root_planCode', 'INDIVIDUAL_BASIC');
      await choose(page, 'root_areaCode', '06');
      const estimate = page.getByTestId('live-estimate-amount');
      await expectText(estimate, label('tw', 'assist.estimate', { currency: 'MOP', amount: '160.00' }));
      await expectText(page.getByTestId('live-estimate').locator('.live-estimate__note'), label('tw', 'assist.estimateNote'));
      await snap(page, SUITE, '03-plan-estimate-tw');

      // Worldwide costs more: the line follows the answer without a submit.
      await choose(page, 'root_areaCode', '01');
      await expectText(estimate, label('tw', 'assist.estimate', { currency: 'MOP', amount: '240.00' }));

      await page.getByTestId('next').click();
      await byTestId(page, 'step-insured');
      await expectText(page.getByTestId('live-estimate-amount'), label('tw', 'assist.estimate', { currency: 'MOP', amount: '240.00' }));
      await page.getByTestId('live-estimate').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await snap(page, SUITE, '04-insured-estimate-tw');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
