/**
 * A home contents policy (FHH) bought end to end on a Pixel 7, in English, from the built storefront served
 * by the real reference gateway: product page, SMS login, every wizard step with a wrong value per widget
 * first (its English message shown, what was entered kept), the block code from the gateway's searched list,
 * the quote priced as the engine rates the entered data from rates.json, the sandbox payment, the paid order
 * and the policy under myPolicy. Screens are photographed into test-results/fhh-purchase/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyEndDate } from '../../src/engine/index.js';
import { horizontalOverflow, launchBrowser, phoneContext, snap, watchConsole } from './support/browser.js';
import { choose, expectAccepted, expectRejected, field, fieldError, typeAndLeave } from './support/form-fields.js';
import { startGateway, type RunningGateway } from './support/gateway.js';
import { macaoDate } from './support/macao-calendar.js';
import { byTestId, expectPath, expectText, expectTextContaining, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label, productFile } from './support/product-files.js';
import { ratedPremium } from './support/rated-premium.js';
import { chooseRemote } from './support/remote-select.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';

const SUITE = 'fhh-purchase';
const product = productFile('FHH');
const en = (key: string, values?: Record<string, string | number>): string => label('en', key, values);
const tw = (key: string, values?: Record<string, string | number>): string => label('tw', key, values);

const PLAN = 'B';
const BLOCK = 'TAI0001';
const GROSS_AREA = 650;
const HOLDER = 'root_holderInfo';
const PROPERTY = 'root_propertyInfo';

let running: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  running = await startGateway();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

async function checkpoint(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  expect(await horizontalOverflow(page), `${name} is wider than the phone`).toBe(0);
  await snap(page, SUITE, name, options);
}

async function amountIn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

describe('FHH purchase on a phone', () => {
  it('a visitor buys a home contents policy in English and finds it under my policies', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      // 1. Home in English, then the product page.
      await page.goto(`${running.url}/`);
      await (await byTestId(page, 'lang-switch')).click();
      const english = await byTestId(page, 'lang-option-en');
      await english.click();
      await english.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      const card = await byTestId(page, 'product-card-FHH');
      await expectTextContaining(card, product.titles.en);
      await card.click();
      await expectPath(page, '/pages/product/FHH/index');
      await checkpoint(page, '01-product');
      await (await byTestId(page, 'buy-now')).click();

      // 2. SMS login, a wrong phone first.
      await expectPath(page, '/pages/login/smsCode/index');
      const phoneInput = await byTestId(page, 'sms-phone');
      await phoneInput.fill('12345678');
      await phoneInput.blur();
      await expectText(page.getByTestId('sms-phone-error'), en('validation.phone.853'));
      expect(await phoneInput.inputValue()).toBe('12345678');
      const phone = freshMacaoPhone();
      await signInWithSms(page, running, phone);

      // 3a. Plan and period: the end date and days follow from the start.
      await expectPath(page, '/pages/order/fhh/index');
      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', PLAN);
      const start = macaoDate(1);
      const badDate = `${start.slice(0, 4)}-02-30`;
      await typeAndLeave(page, 'root_basicInfo_startDate', badDate);
      await expectRejected(page, 'root_basicInfo_startDate', en('validation.format.date'), badDate);
      await typeAndLeave(page, 'root_basicInfo_startDate', start);
      await expectAccepted(page, 'root_basicInfo_startDate');
      const end = policyEndDate(start, 12);
      await expect.poll(() => field(page, 'root_basicInfo_endDate').inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(end);
      await checkpoint(page, '02-plan');
      await page.getByTestId('next').click();

      // 3b. The home: Next with nothing chosen shows the block code's message; a too small area is refused.
      await byTestId(page, 'step-property');
      await page.getByTestId('next').click();
      await expectText(fieldError(page, `${PROPERTY}_blockCode`), en('validation.required'));
      await checkpoint(page, '03-property-missing');
      await chooseRemote(page, `${PROPERTY}_blockCode`, BLOCK, 'TAI');
      await expectAccepted(page, `${PROPERTY}_blockCode`);
      await typeAndLeave(page, `${PROPERTY}_address`, 'Jardins do Oceano, Bloco 3, 12 andar B, Taipa');
      await choose(page, `${PROPERTY}_propertyType`, 'APARTMENT');
      await choose(page, `${PROPERTY}_occupancy`, 'TENANT');
      await typeAndLeave(page, `${PROPERTY}_grossArea`, '50');
      await expectRejected(page, `${PROPERTY}_grossArea`, en('validation.minimum', { limit: 100 }), '50');
      await typeAndLeave(page, `${PROPERTY}_grossArea`, String(GROSS_AREA));
      await expectAccepted(page, `${PROPERTY}_grossArea`);
      await typeAndLeave(page, `${PROPERTY}_contentsValue`, '350000');
      await expectAccepted(page, `${PROPERTY}_contentsValue`);
      await checkpoint(page, '04-property');
      await page.getByTestId('next').click();

      // 3c. The policy holder: name, date of birth, identity document, phone and e-mail each wrong first.
      await byTestId(page, 'step-holder');
      await typeAndLeave(page, `${HOLDER}_englishName`, '陳大文');
      await expectRejected(page, `${HOLDER}_englishName`, en('validation.format.en-name'), '陳大文');
      await typeAndLeave(page, `${HOLDER}_englishName`, 'CHAN TAI MAN');
      await expectAccepted(page, `${HOLDER}_englishName`);
      await typeAndLeave(page, `${HOLDER}_chineseName`, 'Chan');
      await expectRejected(page, `${HOLDER}_chineseName`, en('validation.format.zh-name'), 'Chan');
      await typeAndLeave(page, `${HOLDER}_chineseName`, '陳大文');
      await expectAccepted(page, `${HOLDER}_chineseName`);
      await choose(page, `${HOLDER}_gender`, 'M');
      await typeAndLeave(page, `${HOLDER}_dob`, '1985-02-30');
      await expectRejected(page, `${HOLDER}_dob`, en('validation.format.date'), '1985-02-30');
      await typeAndLeave(page, `${HOLDER}_dob`, '1985-04-20');
      await expectAccepted(page, `${HOLDER}_dob`);
      await choose(page, `${HOLDER}_identifyNo_identificationType`, 'IDCARD_MO');
      await typeAndLeave(page, `${HOLDER}_identifyNo_IDCARD_MO`, '12345');
      await expectRejected(page, `${HOLDER}_identifyNo_IDCARD_MO`, en('validation.format.id-mo'), '12345');
      await typeAndLeave(page, `${HOLDER}_identifyNo_IDCARD_MO`, '1234567(8)');
      await expectAccepted(page, `${HOLDER}_identifyNo_IDCARD_MO`);
      await typeAndLeave(page, `${HOLDER}_mobilePhoneNo_853`, '12345678');
      await expectRejected(page, `${HOLDER}_mobilePhoneNo_853`, en('validation.format.mo-phone'), '12345678');
      await typeAndLeave(page, `${HOLDER}_mobilePhoneNo_853`, phone);
      await expectAccepted(page, `${HOLDER}_mobilePhoneNo_853`);
      await typeAndLeave(page, `${HOLDER}_mail`, 'chan.taiman@');
      await expectRejected(page, `${HOLDER}_mail`, en('validation.format.email'), 'chan.taiman@');
      await typeAndLeave(page, `${HOLDER}_mail`, 'chan.taiman@example.com');
      await expectAccepted(page, `${HOLDER}_mail`);
      await checkpoint(page, '05-holder');
      await page.getByTestId('next').click();

      // 3d. Review and declaration.
      await byTestId(page, 'step-confirm');
      await expectTextContaining(page.getByTestId('step-confirm'), 'CHAN TAI MAN');
      await page.getByTestId('next').click();
      await expectRejected(page, 'root_declaration', en('validation.const'));
      await page.locator('label[for="root_declaration"]').click();
      await expectAccepted(page, 'root_declaration');
      await checkpoint(page, '06-confirm');
      await page.getByTestId('next').click();

      // 4. The quote, as the engine rates the entered data.
      await byTestId(page, 'quote');
      const premium = ratedPremium('FHH', { planCode: PLAN, propertyInfo: { grossArea: GROSS_AREA, occupancy: 'TENANT' } });
      await expectTextContaining(page.getByTestId('premium-amount'), product.currency);
      expect(await amountIn(page, 'premium-amount')).toBe(premium);
      await checkpoint(page, '07-quote');

      // 5. Sandbox payment, paid, and the policy under myPolicy.
      await page.getByTestId('pay').click();
      await page.waitForURL(/\/sandbox\/pay\/[^/]+$/, { timeout: UI_TIMEOUT_MS });
      await expectTextContaining(page.locator('main'), premium.toLocaleString('en-US', { minimumFractionDigits: 2 }));
      await checkpoint(page, '08-sandbox-pay');
      await page.locator('form:has(input[name="result"][value="success"]) button[type="submit"]').click();
      await byTestId(page, 'order-paid');
      const policyNo = ((await (await byTestId(page, 'policy-no')).textContent()) ?? '').trim();
      expect(policyNo).not.toBe('');
      await checkpoint(page, '09-paid');
      await page.getByTestId('view-policies').click();
      await expectPath(page, '/pages/myPolicy/index');
      const policy = await byTestId(page, `policy-card-${policyNo}`);
      await expectTextContaining(policy, product.titles.en);
      await checkpoint(page, '10-my-policy');

      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('a visitor in traditional Chinese gets the home widgets\' messages in Chinese, with what was entered kept', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await page.goto(`${running.url}/`);
      await (await byTestId(page, 'product-card-FHH')).click();
      await (await byTestId(page, 'buy-now')).click();
      await signInWithSms(page, running, freshMacaoPhone());

      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', 'A');
      const badDate = `${macaoDate(1).slice(0, 4)}-02-30`;
      await typeAndLeave(page, 'root_basicInfo_startDate', badDate);
      await expectRejected(page, 'root_basicInfo_startDate', tw('validation.format.date'), badDate);
      await typeAndLeave(page, 'root_basicInfo_startDate', macaoDate(1));
      await expectAccepted(page, 'root_basicInfo_startDate');
      await page.getByTestId('next').click();

      await byTestId(page, 'step-property');
      await page.getByTestId('next').click();
      await expectText(fieldError(page, `${PROPERTY}_blockCode`), tw('validation.required'));
      await typeAndLeave(page, `${PROPERTY}_grossArea`, '50');
      await expectRejected(page, `${PROPERTY}_grossArea`, tw('validation.minimum', { limit: 100 }), '50');
      await chooseRemote(page, `${PROPERTY}_blockCode`, BLOCK, 'TAI');
      await expectAccepted(page, `${PROPERTY}_blockCode`);
      expect(await field(page, `${PROPERTY}_grossArea`).inputValue()).toBe('50');
      await checkpoint(page, 'tw-01-property-messages');

      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
