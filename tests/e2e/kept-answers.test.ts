/**
 * Answers kept on the device, in Chromium with a phone profile against the real gateway, in tw and en:
 * a user types into the order's first step and the page is closed before anything is saved (a webview killed in
 * the background); a new page of the same user shows the same answers and says they were restored; another user
 * signing in on the same browser finds none of them, on the page or in storage.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { choose, field } from './support/form-fields.js';
import { macaoDate } from './support/macao-calendar.js';
import { byTestId, expectText } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signedInNewPhone } from './support/sms-login.js';
import { langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite();
const signedInPageOf = async (context: BrowserContext): Promise<Page> => (await signedInNewPhone(context, suite.running)).page;
const PLAN = 'INDIVIDUAL_SUPER';

/** Whether anything in the browser's storage holds `text`. */
function storageHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate((wanted) => Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? '').includes(wanted)), text);
}

describe.each(['tw', 'en'] as const)('answers kept on the device (%s)', (lang) => {
  it('come back on a new page after the page was closed unsaved, and never for another user', async () => {
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: { 'mo-lang': langStorage(lang) } });
    try {
      const start = macaoDate(3);
      const first = await signedInPageOf(context);
      await first.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(first, 'step-plan');
      await choose(first, 'root_planCode', PLAN);
      // Typed and never left: the field still holds the text when the page goes.
      await field(first, 'root_commDate').fill(start);
      await first.close({ runBeforeUnload: true });

      const again = await context.newPage();
      await again.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(again, 'step-plan');
      await expectText(await byTestId(again, 'answers-restored'), label(lang, 'order.kept.restored'));
      expect(await field(again, 'root_commDate').inputValue()).toBe(start);
      expect(await again.getByTestId(`root_planCode-option-${PLAN}`).getAttribute('aria-checked')).toBe('true');
      await again.close();

      const other = await signedInPageOf(context);
      expect(await storageHolds(other, start)).toBe(false);
      await other.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(other, 'step-plan');
      expect(await field(other, 'root_commDate').inputValue()).not.toBe(start);
      expect(await other.getByTestId('answers-restored').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
