/**
 * A private car (MTV) order on a Pixel 7 whose session
 * times out on the gateway in the middle of the car step. Next answers S00002, the storefront goes to the
 * SMS login, and after a new login with a new code for the same phone it is back on the car step (the draft
 * saved with the plan step continued) with every value entered kept; Next then saves the step. Screens are
 * photographed into test-results/session-round-trip/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext, snap, watchConsole } from './support/browser.js';
import { choose, expectAccepted, field, typeAndLeave } from './support/form-fields.js';
import { macaoDate } from './support/macao-calendar.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { chooseRemote } from './support/remote-select.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';
import { chooseFile, expectUploaded, TINY_PNG } from './support/upload-files.js';

const SUITE = 'session-round-trip';
const CAR = 'root_carInfo';
const ORDER_PATH = '/pages/order/mtv/index';
const LOGIN_PATH = '/pages/login/smsCode/index';
/** The SMS code can be sent again to the same phone after 60 s: the gateway clock moves on by this much. */
const PAST_RESEND_WAIT_MS = 61_000;

/** The car step's typed fields and what each shows once entered. */
const TYPED: ReadonlyArray<readonly [string, string, string]> = [
  ['carCode', 'ma1234', 'MA-12-34'],
  ['carYear', '2019', '2019'],
  ['carDate', '2019-06-15', '2019-06-15'],
  ['motorSize', '2494', '2494'],
  ['carSize', '7', '7'],
  ['carWeight', '2100', '2100'],
  ['motorCode', '2AR-1234567', '2AR-1234567'],
  ['carBodyCode', 'AYH30-0012345', 'AYH30-0012345'],
  ['username', 'CHAN TAI MAN', 'CHAN TAI MAN'],
];
/** The car step's choice fields and the option chosen. */
const CHOSEN: ReadonlyArray<readonly [string, string]> = [
  ['carType2', 'MPV'],
  ['carType3', 'HYBRID'],
  ['carUserType', 'SDPC'],
  ['type', 'P'],
  ['isMortgage', 'false'],
];

let clockOffsetMs = 0;
const suite = browserSuite({ now: () => new Date(Date.now() + clockOffsetMs) });

/** Every car value shows as entered: typed text, chosen options, the remote picks and the uploaded photo. */
async function expectCarValues(page: Page, brand: string, model: string): Promise<void> {
  for (const [id, , shown] of TYPED) {
    await expect.poll(() => field(page, `${CAR}_${id}`).inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(shown);
  }
  for (const [id, value] of CHOSEN) {
    const option = page.getByTestId(`${CAR}_${id}-option-${value}`);
    const opener = page.getByTestId(`${CAR}_${id}-picker`);
    if (await option.isVisible()) expect(await option.getAttribute('aria-checked'), id).toBe('true');
    else expect(await opener.textContent(), id).not.toBe('');
  }
  expect(await page.getByTestId(`${CAR}_carBrand-picker`).textContent()).toContain(brand);
  expect(await page.getByTestId(`${CAR}_carModel-picker`).textContent()).toContain(model);
  await expectUploaded(page, `${CAR}_registrationImage`);
}

describe('session round trip on a phone', () => {
  it('a session timing out in the middle of a motor order comes back, after a new login, to the same step with every value kept', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      // 1. Log in from the product page and pass the plan step (the draft is saved).
      await page.goto(`${suite.running.url}/pages/product/MTV/index`);
      await (await byTestId(page, 'buy-now')).click();
      await expectPath(page, LOGIN_PATH);
      const phone = freshMacaoPhone();
      await signInWithSms(page, suite.running, phone);
      await expectPath(page, ORDER_PATH);
      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', 'COMP');
      await typeAndLeave(page, 'root_basicInfo_startDate', macaoDate(1));
      await expectAccepted(page, 'root_basicInfo_startDate');
      await page.getByTestId('next').click();

      // 2. The car step, filled in.
      await byTestId(page, 'step-carInfo');
      for (const [id, typed] of TYPED) await typeAndLeave(page, `${CAR}_${id}`, typed);
      const brand = await chooseRemote(page, `${CAR}_carBrand`, 'TOYOTA');
      const model = await chooseRemote(page, `${CAR}_carModel`, 'TOYOTA_ALPHARD');
      for (const [id, value] of CHOSEN) await choose(page, `${CAR}_${id}`, value);
      await chooseFile(page, `${CAR}_registrationImage`, 'registration.png', TINY_PNG);
      await expectUploaded(page, `${CAR}_registrationImage`);
      await expectCarValues(page, brand, model);
      await snap(page, SUITE, '01-car-filled', { fullPage: true });

      // 3. The session times out on the gateway; Next is answered S00002 and the app asks for a login.
      expect(await suite.running.gateway.sandbox?.expireSessions('853', phone)).toBe(1);
      await page.getByTestId('next').click();
      await expectPath(page, LOGIN_PATH);
      await byTestId(page, 'sms-phone');
      await snap(page, SUITE, '02-login-again');

      // 4. A new code for the same phone (past the resend wait), and back on the car step with every value.
      clockOffsetMs += PAST_RESEND_WAIT_MS;
      await signInWithSms(page, suite.running, phone);
      await expectPath(page, ORDER_PATH);
      await byTestId(page, 'step-carInfo');
      expect(await page.getByTestId('step-plan').count()).toBe(0);
      await expectCarValues(page, brand, model);
      await snap(page, SUITE, '03-car-resumed', { fullPage: true });

      // 5. Next saves the step now.
      await page.getByTestId('next').click();
      await byTestId(page, 'step-declarations');
      await snap(page, SUITE, '04-next-step');

      // The refused call is the only error the browser reports.
      expect(consoleErrors.filter((error) => !error.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
