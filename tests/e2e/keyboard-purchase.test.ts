/**
 * A keyboard-only purchase: on a Pixel 7 in real Chromium against the real gateway, a visitor buys a
 * personal travel policy (TPS) with Tab, Shift+Tab, Enter, Space and the arrow keys only: home, product page, SMS
 * login (the code read from the sandbox), every wizard step (the page opened again half way, through the
 * resume-draft dialog), the quote, the sandbox payment page and back to the paid order and its policy. At every Tab stop the focused control must show a focus indicator at least 2 px wide;
 * after each step change focus must be on the step's heading; a step sent with errors must put focus on its first
 * field in error, linked to its message by aria-describedby; a picker must take focus and give it back. A second
 * run in English photographs the focused states there. Screens go to test-results/keyboard-purchase/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext, watchConsole } from './support/browser.js';
import { checkpointFor } from './support/checkpoint.js';
import { field } from './support/form-fields.js';
import { chooseByKeyboard, describedText, expectFocused, expectFocusInside, expectVisibleFocus, tabAndType, tabTo } from './support/keyboard.js';
import { addDays, macaoDate } from './support/macao-calendar.js';
import { byTestId, expectPath, expectText, expectTextContaining, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label, productFile } from './support/product-files.js';
import { freshMacaoPhone, smsCodeSentBy } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'keyboard-purchase';
const product = productFile('TPS');
const tw = (key: string, values?: Record<string, string | number>): string => label('tw', key, values);
const INSURED = 'root_insurantInfo_0';
const HOLDER = 'root_policyHolderInfo';

const suite = browserSuite();
const checkpoint = checkpointFor(SUITE);

/** Waits for the wizard step, then checks focus is on its heading, showing the indicator, named as the step. */
async function expectStepHeadingFocused(page: Page, stepId: string): Promise<void> {
  await byTestId(page, `step-${stepId}`);
  const heading = page.getByTestId('step-heading');
  await expectFocused(heading);
  await expectText(heading, product.steps.find((step) => step.id === stepId)?.titles.tw ?? stepId);
  await expectVisibleFocus(page);
}

/** Tabs to the wizard's Next button and presses Enter. */
async function pressNext(page: Page): Promise<void> {
  await tabTo(page, page.getByTestId('next'));
  await page.keyboard.press('Enter');
}

/** Checks that focus went to the field, which is flagged invalid and described by `message`. */
async function expectFocusOnInvalid(page: Page, id: string, message: string): Promise<void> {
  const input = field(page, id);
  await expectFocused(input);
  await expectVisibleFocus(page);
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => describedText(input), { timeout: UI_TIMEOUT_MS, interval: 50 }).toContain(message);
}

describe('a keyboard-only purchase', () => {
  it('buys a travel policy in traditional Chinese with the keyboard alone, focus always visible and in the right place', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      // 1. Home: Tab to the product's card, Enter.
      await page.goto(`${suite.running.url}/`);
      await tabTo(page, page.getByTestId('product-card-TPS'));
      await checkpoint(page, 'tw-01-home-card-focused');
      await page.keyboard.press('Enter');

      // 2. Product page: focus starts on its heading; Tab to Buy now (the primary button), Enter.
      await expectPath(page, '/pages/product/TPS/index');
      await expectFocused(page.getByRole('heading', { level: 1, name: product.titles.tw }));
      await tabTo(page, page.getByTestId('buy-now'));
      await checkpoint(page, 'tw-02-primary-button-focused');
      await page.keyboard.press('Enter');

      // 3. SMS login: the phone, Enter on "get code" (the code read from the sandbox), back to the code field, sign in.
      await expectPath(page, '/pages/login/smsCode/index');
      const phone = freshMacaoPhone();
      await tabAndType(page, page.getByTestId('sms-phone'), phone);
      await checkpoint(page, 'tw-03-field-focused');
      await tabTo(page, page.getByTestId('sms-get-code'));
      const code = await smsCodeSentBy(suite.running, '853', phone, () => page.keyboard.press('Enter'));
      await tabTo(page, page.getByTestId('sms-code'), { backwards: true });
      await page.keyboard.type(code);
      await tabTo(page, page.getByTestId('sms-submit'));
      await page.keyboard.press('Enter');

      // 4. Plan and dates: a trip too long is refused on Next, with focus on the end date and its message linked.
      await expectPath(page, '/pages/order/tps/index');
      await expectStepHeadingFocused(page, 'plan');
      await chooseByKeyboard(page, 'root_planCode', 'INDIVIDUAL_SUPER');
      await chooseByKeyboard(page, 'root_areaCode', '06');
      const start = macaoDate(1);
      const end = addDays(start, 4);
      await tabAndType(page, field(page, 'root_commDate'), start);
      await tabAndType(page, field(page, 'root_expiryDate'), addDays(start, 199));
      await pressNext(page);
      await expectFocusOnInvalid(page, 'root_expiryDate', tw('validation.tripDates'));
      await checkpoint(page, 'tw-04-invalid-field-focused');
      await page.keyboard.press('Control+A');
      await page.keyboard.type(end);
      await pressNext(page);

      // 5. The page opened again (the plan step is saved): the resume-draft dialog takes focus on its first button.
      await expectStepHeadingFocused(page, 'insured');
      await page.reload();
      const resume = page.getByTestId('unfinished-continue');
      await expectFocused(resume);
      await tabTo(page, resume);
      await checkpoint(page, 'tw-05-resume-dialog-focused', { fullPage: false });
      await page.keyboard.press('Enter');

      // 6. The insured person; the date of birth's picker takes focus, closes with Escape and gives focus back.
      await expectStepHeadingFocused(page, 'insured');
      await tabAndType(page, field(page, `${INSURED}_englishName`), 'CHAN TAI MAN');
      await chooseByKeyboard(page, `${INSURED}_gender`, 'M');
      await tabAndType(page, field(page, `${INSURED}_dob`), '1990-06-15');
      const calendar = page.getByTestId(`${INSURED}_dob-picker`);
      await tabTo(page, calendar);
      await page.keyboard.press('Enter');
      await expectFocusInside(page, '.adm-picker-popup');
      await expectVisibleFocus(page);
      await checkpoint(page, 'tw-06-picker-focused', { fullPage: false });
      await page.keyboard.press('Escape');
      await expectFocused(calendar);
      expect(await field(page, `${INSURED}_dob`).inputValue()).toBe('1990-06-15');
      await tabAndType(page, field(page, `${INSURED}_identifyNo_IDCARD_MO`), '1234567(8)');
      // A spouse: an insured marked SELF would be copied to the holder, and the holder step is sent empty below.
      await chooseByKeyboard(page, `${INSURED}_relation`, 'SPOUSE');
      await pressNext(page);

      // 7. The policy holder, sent empty first: focus goes to the first field in error.
      await expectStepHeadingFocused(page, 'holder');
      await pressNext(page);
      await expectFocusOnInvalid(page, `${HOLDER}_englishName`, tw('validation.required'));
      await page.keyboard.type('CHAN TAI MAN');
      await chooseByKeyboard(page, `${HOLDER}_gender`, 'M');
      await tabAndType(page, field(page, `${HOLDER}_dob`), '1990-06-15');
      await tabAndType(page, field(page, `${HOLDER}_identifyNo_IDCARD_MO`), '1234567(8)');
      await tabAndType(page, field(page, `${HOLDER}_mobilePhoneNo_853`), phone);
      await tabAndType(page, field(page, `${HOLDER}_mail`), 'chan.taiman@example.com');
      await tabAndType(page, field(page, `${HOLDER}_address`), '澳門新馬路 123 號 5 樓 A 座');
      await pressNext(page);

      // 8. Review: the declaration ticked with Space.
      await expectStepHeadingFocused(page, 'confirm');
      const declaration = field(page, 'root_declaration');
      await tabTo(page, declaration);
      await page.keyboard.press('Space');
      await expect.poll(() => declaration.isChecked(), { timeout: UI_TIMEOUT_MS, interval: 50 }).toBe(true);
      await checkpoint(page, 'tw-07-checkbox-focused');
      await pressNext(page);

      // 9. The quote, read from its premium: Tab to Pay, Enter; the sandbox payment page, paid with the keyboard too.
      await byTestId(page, 'quote');
      await expectFocused(page.locator('.quote-card'));
      await tabTo(page, page.getByTestId('pay'));
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/sandbox\/pay\/[^/]+$/, { timeout: UI_TIMEOUT_MS });
      await tabTo(page, page.locator('form:has(input[name="result"][value="success"]) button[type="submit"]'));
      await checkpoint(page, 'tw-08-sandbox-pay-focused');
      await page.keyboard.press('Enter');

      // 10. Back on the paid order: Tab to "view my policies", Enter; the policy is listed.
      await byTestId(page, 'order-paid');
      await expectFocused(page.getByRole('heading', { level: 2, name: tw('order.paidTitle') }));
      const policyNo = ((await (await byTestId(page, 'policy-no')).textContent()) ?? '').trim();
      expect(policyNo).not.toBe('');
      await tabTo(page, page.getByTestId('view-policies'));
      await checkpoint(page, 'tw-09-paid-focused');
      await page.keyboard.press('Enter');
      await expectPath(page, '/pages/myPolicy/index');
      await expectTextContaining(await byTestId(page, `policy-card-${policyNo}`), `${start} ~ ${end}`);

      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the same focus in English: the language sheet, the primary button and a field', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await page.goto(`${suite.running.url}/`);
      // The language sheet takes focus, and gives it back to its button when a language is chosen.
      const switcher = page.getByTestId('lang-switch');
      await tabTo(page, switcher);
      await page.keyboard.press('Enter');
      await expectFocusInside(page, '.adm-popup');
      const english = page.getByTestId('lang-option-en');
      await tabTo(page, english);
      await page.keyboard.press('Enter');
      await english.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      await expectFocused(switcher);
      await expectVisibleFocus(page);
      // Opened again, in English now: focus on the chosen language, Escape closes it and focus is back on its button.
      await page.keyboard.press('Enter');
      await expectFocused(english);
      await expectVisibleFocus(page);
      await checkpoint(page, 'en-01-dialog-focused', { fullPage: false });
      await page.keyboard.press('Escape');
      await expectFocused(switcher);

      await tabTo(page, page.getByTestId('product-card-TPS'));
      await page.keyboard.press('Enter');
      await expectFocused(page.getByRole('heading', { level: 1, name: product.titles.en }));
      await tabTo(page, page.getByTestId('buy-now'));
      await checkpoint(page, 'en-02-primary-button-focused');
      await page.keyboard.press('Enter');

      await expectPath(page, '/pages/login/smsCode/index');
      await tabAndType(page, page.getByTestId('sms-phone'), '12345678');
      await checkpoint(page, 'en-03-field-focused');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
