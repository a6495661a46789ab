/**
 * A draft changed on another device while this one was offline, in Chromium with a phone profile against
 * the real gateway, in tw and en. The customer's phone saves the plan step, goes offline on the insured step and
 * types a name there; the page is then closed (a webview killed) before anything is saved. Meanwhile the same
 * customer, on a second device, goes back to the plan step and saves another plan. Back online, the phone opens the
 * order again: the gateway's version is on screen, the conflict names what differs, and nothing changes until the
 * customer chooses. In tw the phone's answers are chosen (the typed name comes back); in en the saved ones are (the
 * typed name is dropped, on the page and on the device).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { choose, field } from './support/form-fields.js';
import { byTestId, UI_TIMEOUT_MS } from './support/page-checks.js';
import { signedInNewPhone } from './support/sms-login.js';
import { langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import { goOffline, goOnline } from './support/network.js';

const suite = browserSuite();
const signedInPageOf = async (context: BrowserContext): Promise<Page> => (await signedInNewPhone(context, suite.running)).page;
const PHONE_PLAN = 'INDIVIDUAL_SUPER';
const OTHER_PLAN = 'INDIVIDUAL_BASIC';
const AREA = '06';
const TYPED_NAME = 'CHAN TAI MAN';
const NAME_FIELD = 'root_insurantInfo_0_englishName';

/** Opens the TPS order and continues the unfinished one. */
async function continueOrder(page: Page): Promise<void> {
  await page.goto(`${suite.running.url}/pages/order/TPS/index`);
  await (await byTestId(page, 'unfinished-continue')).click();
}

/** Whether anything in the page's storage holds `text`. */
function storageHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate((wanted) => Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? '').includes(wanted)), text);
}

describe.each([['tw', 'device'], ['en', 'saved']] as const)('a draft changed on another device while offline (%s)', (lang, chosen) => {
  it(`shows the conflict and keeps the ${chosen} answers only once chosen`, async () => {
    const storage = { origin: suite.running.url, localStorage: { 'mo-lang': langStorage(lang) } };
    const phone = await narrowPhoneContext(suite.browser, { ...storage, serviceWorkers: 'allow' });
    let otherDevice: BrowserContext | undefined;
    try {
      const first = await signedInPageOf(phone);
      const session = await first.evaluate(() => localStorage.getItem('mo-session') ?? '');
      await first.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(first, 'step-plan');
      await choose(first, 'root_areaCode', AREA);
      await choose(first, 'root_planCode', PHONE_PLAN);
      await first.getByTestId('next').click();
      await byTestId(first, 'step-insured');
      // The step's fields drawn before the network goes: what this tests is the conflict, not a first visit's
      // files loading offline (the offline-reload tests cover pages opened with no network).
      await field(first, NAME_FIELD).waitFor({ state: 'visible' });
      await goOffline(phone);
      // Typed and never left while offline: the field still holds the text when the page goes.
      await field(first, NAME_FIELD).fill(TYPED_NAME);
      await first.close({ runBeforeUnload: true });

      // The same customer, signed in on another device (the SMS code's resend interval is not what this tests), saves
      // another plan.
      otherDevice = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: { 'mo-lang': langStorage(lang), 'mo-session': session } });
      const elsewhere = await otherDevice.newPage();
      await continueOrder(elsewhere);
      await byTestId(elsewhere, 'step-insured');
      await elsewhere.getByTestId('back').click();
      await byTestId(elsewhere, 'step-plan');
      await choose(elsewhere, 'root_planCode', OTHER_PLAN);
      await elsewhere.getByTestId('next').click();
      await byTestId(elsewhere, 'step-insured');

      await goOnline(phone);
      const again = await phone.newPage();
      await continueOrder(again);
      await byTestId(again, 'step-insured');
      // The gateway's version is on screen until the customer chooses; the conflict names the answers that differ.
      const conflict = await byTestId(again, 'kept-conflict');
      await expect.poll(async () => (await conflict.textContent()) ?? '', { timeout: UI_TIMEOUT_MS }).toMatch(lang === 'tw' ? /受保人、保障計劃/ : /Insured person, Plan/);
      expect(await field(again, NAME_FIELD).inputValue()).toBe('');
      await again.screenshot({ path: `test-results/offline-conflict-${lang}.png`, animations: 'disabled' });

      await again.getByTestId(`kept-conflict-${chosen}`).click();
      await expect.poll(() => again.getByTestId('kept-conflict').count(), { timeout: UI_TIMEOUT_MS }).toBe(0);
      if (chosen === 'device') {
        await expect.poll(() => field(again, NAME_FIELD).inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(TYPED_NAME);
      } else {
        expect(await field(again, NAME_FIELD).inputValue()).toBe('');
        await expect.poll(() => storageHolds(again, TYPED_NAME), { timeout: UI_TIMEOUT_MS }).toBe(false);
      }
    } finally {
      await phone.close();
      await otherDevice?.close();
    }
  });
});
