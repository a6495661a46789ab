/**
 * The storefront under the gateway's strict Content-Security-Policy (`script-src 'self'`, no eval): in real
 * Chromium, a visitor logs in by SMS, opens the TPS order wizard, gets a bad value refused and a good one
 * accepted with localised messages, and moves through two steps, while the page reports no CSP violation
 * and no console error. The order forms validate with code precompiled at build time, so nothing needs
 * `eval`/`new Function` (docs/decisions/004-precompiled-validators.md).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_CSP } from '../../src/server/routes/storefront-site.js';
import { phoneContext, watchConsole } from './support/browser.js';
import { choose, expectAccepted, expectRejected, field, typeAndLeave } from './support/form-fields.js';
import { addDays, macaoDate } from './support/macao-calendar.js';
import { byTestId, expectPath, expectText, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';

const tw = (key: string): string => label('tw', key);
const INSURED = 'root_insurantInfo_0';

/** What a `securitypolicyviolation` event says, as the page recorded it. */
interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

const suite = browserSuite();

/** Records every CSP violation of every document of the context, from before the page's own scripts run. */
async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
}

async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/**
 * Chooses `value` in a choice field, whichever control the theme drew for it: option tiles in the form, or a
 * button (`<id>-picker`) opening a sheet of options; either way the option is `<id>-option-<value>`.
 */
async function select(page: Page, id: string, value: string): Promise<void> {
  const option = page.getByTestId(`${id}-option-${value}`);
  const opener = page.getByTestId(`${id}-picker`);
  await option.or(opener).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  if (await option.isVisible()) {
    await choose(page, id, value);
    return;
  }
  await opener.click();
  await option.click();
  await option.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

describe('the storefront under a strict Content-Security-Policy', () => {
  it('runs the TPS order wizard with no violation: messages shown, two steps passed', async () => {
    const context = await phoneContext(suite.browser);
    await recordViolations(context);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      // The page comes with the gateway's policy.
      const response = await page.goto(`${suite.running.url}/pages/order/tps/index`);
      expect(response?.headers()['content-security-policy']).toBe(STOREFRONT_CSP);
      expect(STOREFRONT_CSP).toContain("script-src 'self'");
      expect(STOREFRONT_CSP).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);

      // The order page needs a session: SMS login, then back on the wizard.
      await expectPath(page, '/pages/login/smsCode/index');
      await signInWithSms(page, suite.running, freshMacaoPhone());
      await expectPath(page, '/pages/order/tps/index');

      // Step 1: a bad date refused, a good one accepted; labels are translated as the form renders.
      await byTestId(page, 'step-plan');
      await expectText(page.locator('label[for="root_commDate"]'), `${tw('field.commDate')}*`);
      await select(page, 'root_planCode', 'INDIVIDUAL_BASIC');
      await select(page, 'root_areaCode', '02');
      const start = macaoDate(1);
      await typeAndLeave(page, 'root_commDate', `${start.slice(0, 4)}-02-30`);
      await expectRejected(page, 'root_commDate', tw('validation.format.date'), `${start.slice(0, 4)}-02-30`);
      await typeAndLeave(page, 'root_commDate', start);
      await expectAccepted(page, 'root_commDate');
      await typeAndLeave(page, 'root_expiryDate', addDays(start, 3));
      await expectAccepted(page, 'root_expiryDate');
      await page.getByTestId('next').click();

      // Step 2: a bad English name refused on leaving the field, required fields flagged by Next.
      await byTestId(page, 'step-insured');
      await typeAndLeave(page, `${INSURED}_englishName`, '李小明');
      await expectRejected(page, `${INSURED}_englishName`, tw('validation.format.en-name'), '李小明');
      await page.getByTestId('next').click();
      await expectRejected(page, `${INSURED}_dob`, tw('validation.required'));
      await byTestId(page, 'step-insured');
      await typeAndLeave(page, `${INSURED}_englishName`, 'CHAN TAI MAN');
      await expectAccepted(page, `${INSURED}_englishName`);
      await select(page, `${INSURED}_gender`, 'M');
      await typeAndLeave(page, `${INSURED}_dob`, '1990-06-15');
      await expectAccepted(page, `${INSURED}_dob`);
      await typeAndLeave(page, `${INSURED}_identifyNo_IDCARD_MO`, '1234567(8)');
      await expectAccepted(page, `${INSURED}_identifyNo_IDCARD_MO`);
      await select(page, `${INSURED}_relation`, 'SELF');
      await page.getByTestId('next').click();

      // Step 3 reached: the conditional phone field of the shared part rendered and checked too.
      await byTestId(page, 'step-holder');
      await typeAndLeave(page, 'root_policyHolderInfo_mobilePhoneNo_853', '12345678');
      await expectRejected(page, 'root_policyHolderInfo_mobilePhoneNo_853', tw('validation.format.mo-phone'), '12345678');
      expect(await field(page, `root_policyHolderInfo_englishName`).count()).toBe(1);

      expect(await violations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);

      // The policy is really in force (and the recorder hears it): an inline script and a string handed to
      // setTimeout, both compiled from text by the page, are refused and reported.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.head.append(script);
        setTimeout('window.__stringRan = true;' as unknown as () => void, 0);
      });
      await expect.poll(async () => (await violations(page)).map((violation) => violation.directive).sort()).toEqual(['script-src', 'script-src-elem']);
      expect(await page.evaluate(() => [Reflect.get(window, '__inlineRan'), Reflect.get(window, '__stringRan')])).toEqual([undefined, undefined]);
    } finally {
      await context.close();
    }
  });
});
