/**
 * On a phone, in tw and en: a customer returns to a saved TPS order, presses "Get quote"
 * twice (leaving the page between) and gets the same quotation number; then chooses the new-customer coupon
 * on the quote page. The coupon is chosen in a sheet over the quote, the price drops by the discount with a
 * discount line, the quotation number stays, and the unfinished-order question never shows.
 * Screenshots in test-results/coupon-on-quote/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/engine/index.js';
import { tpsForm, TPS_STEPS } from '../api/server/tps-form.js';
import { snap, watchConsole } from './support/browser.js';
import { byTestId, expectText, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signedInClient } from './support/signed-in-client.js';
import { langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'coupon-on-quote';
const params = { product: 'TPS' };
const suite = browserSuite();

const patacas = (amount: number): string => `MOP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Opens the saved order on the order page and presses "Get quote" on its last step; answers the quote's number text. */
async function getQuote(page: Page, url: string, b2cOrderId: string): Promise<string> {
  await page.goto(`${url}/pages/order/TPS/index?b2cOrderId=${b2cOrderId}`);
  await byTestId(page, 'step-confirm');
  await page.getByTestId('next').click();
  await byTestId(page, 'quote');
  const number = page.locator('.quote-card__no');
  await number.waitFor({ timeout: UI_TIMEOUT_MS });
  return (await number.textContent()) ?? '';
}

describe('a coupon chosen on the quote page', () => {
  for (const lang of ['tw', 'en'] as const satisfies readonly Lang[]) {
    it(`keeps the quotation and shows the discounted price without leaving the quote (${lang})`, async () => {
      const { running } = suite;
      const { client, sessionStorageEntry } = await signedInClient(running);
      const draft = await client.call('order.create', {}, { params });
      if (!draft) throw new Error('order.create failed');
      const form = tpsForm(draft.formData);
      for (const step of TPS_STEPS) expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params })).not.toBe(false);

      const context = await narrowPhoneContext(suite.browser, { origin: running.url, localStorage: { ...sessionStorageEntry, 'mo-lang': langStorage(lang) } });
      const page = await context.newPage();
      const consoleErrors = watchConsole(page);
      try {
        const quoted = await getQuote(page, running.url, draft.b2cOrderId);
        const premium = Number(((await page.getByTestId('premium-amount').textContent()) ?? '').replace(/[^\d.]/g, ''));
        // Back to the order page and "Get quote" again with nothing changed: the same quotation.
        expect(await getQuote(page, running.url, draft.b2cOrderId)).toBe(quoted);
        const orderPage = page.url();

        const offer = await client.call('order.selectCouponOrderInfo', { b2cOrderId: draft.b2cOrderId });
        const coupon = offer ? offer.usable[0] : undefined;
        if (!coupon) throw new Error('the new customer has no usable coupon');
        await page.getByTestId('use-coupon').click();
        await (await byTestId(page, `coupon-select-${coupon.couponId}`)).click();
        await snap(page, SUITE, `01-coupon-sheet-${lang}`, { fullPage: false });
        await page.getByTestId('coupon-select-confirm').click();

        await expectText(page.getByTestId('coupon-discount'), `− ${patacas(coupon.discount)}`);
        await expectText(page.getByTestId('premium-amount'), patacas(premium - coupon.discount));
        await expectText(page.locator('.quote-card__no'), quoted);
        await expectText(page.getByTestId('use-coupon'), label(lang, 'order.changeCoupon'));
        expect(page.url()).toBe(orderPage);
        expect(await page.getByTestId('unfinished-dialog').count()).toBe(0);
        await snap(page, SUITE, `02-quote-with-coupon-${lang}`);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
