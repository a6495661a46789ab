/**
 * A home contents policy (FHH) bought end to end on a Pixel 7, in English, from the built storefront served
 * by the real reference gateway: product page, SMS login, every wizard step with a wrong value per widget
 * first (its English message shown, what was entered kept), the block code from the gateway's searched list,
 * the quote priced as the engine rates the entered data from rates.json, the sandbox payment, the paid order
 * and the policy under myPolicy. Screens are photographed into test-results/fhh-purchase/.
 */
import { describe, expect, it } from 'vitest';
import { fillAnnualPlanStep } from './support/annual-plan-step.js';
import { phoneContext, watchConsole } from './support/browser.js';
import { checkpointFor } from './support/checkpoint.js';
import { choose, expectAccepted, expectRejected, field, fieldError, typeAndLeave } from './support/form-fields.js';
import { fillHolderIdentity } from './support/holder-identity.js';
import { macaoDate } from './support/macao-calendar.js';
import { byTestId, expectPath, expectText, expectTextContaining } from './support/page-checks.js';
import { label, productFile } from './support/product-files.js';
import { amountIn, buyFromHome, openHome, payAndFindPolicy, signInAfterBadPhone } from './support/purchase-journey.js';
import { ratedPremium } from './support/rated-premium.js';
import { chooseRemote } from './support/remote-select.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'fhh-purchase';
const product = productFile('FHH');
const en = (key: string, values?: Record<string, string | number>): string => label('en', key, values);
const tw = (key: string, values?: Record<string, string | number>): string => label('tw', key, values);

const PLAN = 'B';
const BLOCK = 'TAI0001';
const GROSS_AREA = 650;
const HOLDER = 'root_holderInfo';
const PROPERTY = 'root_propertyInfo';

const suite = browserSuite();
const checkpoint = checkpointFor(SUITE);

describe('FHH purchase on a phone', () => {
  it('a visitor buys a home contents policy in English and finds it under my policies', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      // 1. Home in English, then the product page.
      await openHome(page, suite.running, 'en');
      await buyFromHome(page, 'FHH', { title: product.titles.en, onProduct: () => checkpoint(page, '01-product') });

      // 2. SMS login, a wrong phone first.
      const phone = await signInAfterBadPhone(page, suite.running, { message: en('validation.phone.853'), expectKept: true });

      // 3a. Plan and period: the end date and days follow from the start.
      await expectPath(page, '/pages/order/fhh/index');
      await byTestId(page, 'step-plan');
      await fillAnnualPlanStep(page, PLAN, en);
      await checkpoint(page, '02-plan');
      await page.getByTestId('next').click();

      // 3b. The home: Next with nothing chosen shows the block code's message; a too small area is refused.
      await byTestId(page, 'step-property');
      await page.getByTestId('next').click();
      await expectText(fieldError(page, `${PROPERTY}_blockCode`), en('validation.required'));
      await checkpoint(page, '03-property-missing');
      await chooseRemote(page, `${PROPERTY}_blockCode`, BLOCK, 'TAI');
      await expectAccepted(page, `${PROPERTY}_blockCode`);
      // The building picked fills the address as far as the list knows it; the buyer adds the flat.
      await expect.poll(() => field(page, `${PROPERTY}_address`).inputValue()).toBe('Jardins do Oceano, Taipa');
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
      await fillHolderIdentity(page, HOLDER, phone, en);
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
      await page.locator('label[for="root_declaration"] .mo-checkbox__box').click(); // the box: the label's words open the declaration and the terms
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
      await payAndFindPolicy(page, checkpoint, {
        premium,
        policyShows: [product.titles.en],
        screens: { pay: '08-sandbox-pay', paid: '09-paid', policies: '10-my-policy' },
      });

      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('a visitor in traditional Chinese gets the home widgets\' messages in Chinese, with what was entered kept', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await openHome(page, suite.running);
      await buyFromHome(page, 'FHH');
      await signInWithSms(page, suite.running, freshMacaoPhone());

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
      await expect.poll(() => field(page, `${PROPERTY}_address`).inputValue()).toBe('氹仔海洋花園');
      expect(await field(page, `${PROPERTY}_grossArea`).inputValue()).toBe('50');
      await checkpoint(page, 'tw-01-property-messages');

      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
