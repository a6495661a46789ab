/**
 * The profile, a new relative and the business enquiry on a Pixel 7, in tw and en: their date of birth is the
 * storefront's date field (no device mm/dd/yyyy picker: no `input[type=date]`), whose button opens the
 * storefront's own wheel, and a refused Save shows the order forms' error line under the field.
 * Screenshots go to test-results/plain-forms/.
 */
import { describe, expect, it } from 'vitest';
import { ROUTE_ADDRESSES } from '../../src/app/routes/route-addresses.js';
import { watchConsole } from './support/browser.js';
import { checkpointFor } from './support/checkpoint.js';
import { UI_TIMEOUT_MS } from './support/page-checks.js';
import { signedInClient } from './support/signed-in-client.js';
import { langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'plain-forms';
const suite = browserSuite();
const checkpoint = checkpointFor(SUITE);

describe.each(['tw', 'en'] as const)('forms outside the order wizard look like it (%s)', (lang) => {
  it('profile, relative and business enquiry: storefront date field and error lines', async () => {
    const { running, browser } = suite;
    const { sessionStorageEntry } = await signedInClient(running);
    const context = await narrowPhoneContext(browser, { origin: running.url, localStorage: { ...sessionStorageEntry, 'mo-lang': langStorage(lang) } });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);

    for (const [name, address, save, dateId] of [
      ['profile', ROUTE_ADDRESSES['mine.userInfo'], 'user-info-save', 'user_info_birthday'],
      ['relative', ROUTE_ADDRESSES['mine.editRelatives'], 'relative-save', 'relative_dob'],
    ] as const) {
      await page.goto(`${running.url}${address}`);
      await page.getByTestId(save).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.locator('input[type=date]').count()).toBe(0);
      await checkpoint(page, `${name}-${lang}`);
      await page.getByTestId(`${dateId}-picker`).click();
      await page.locator('.adm-picker').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await checkpoint(page, `${name}-picker-${lang}`, { fullPage: false });
      await page.locator('.adm-picker-header-button').first().click();
      await page.locator('.adm-picker').first().waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      await page.fill(`#${dateId}`, '29991231');
      await page.getByTestId(save).click();
      await page.locator(`[data-field-id="${dateId}"] .mo-field-error__line`).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.inputValue(`#${dateId}`)).toBe('2999-12-31');
      await checkpoint(page, `${name}-refused-${lang}`);
    }

    await page.goto(`${running.url}${ROUTE_ADDRESSES.productBusiness}`);
    await page.getByTestId('business-submit').click();
    await page.locator('[data-field-id="business_company"] .mo-field-error__line').waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByTestId('business-form').scrollIntoViewIfNeeded();
    await checkpoint(page, `business-refused-${lang}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
