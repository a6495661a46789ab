/**
 * A private car policy (MTV) bought end to end on a Pixel 7, in traditional Chinese, from the built storefront
 * served by the real reference gateway: product page, SMS login, every wizard step with a wrong value per
 * widget first (its localised message shown, what was entered kept): the plate, the remote brand -> model
 * lists and the financing bank, the registration photo (a .png that is not one, then a real one), the
 * declaration questions with their text, pick and upload notices, the holder's name, date, document and
 * phone; then the quote priced as the engine rates the entered data from rates.json, the sandbox payment,
 * the paid order and the policy under myPolicy. Screens are photographed into test-results/mtv-purchase/.
 */
import { describe, expect, it } from 'vitest';
import { policyEndDate } from '../../src/engine/index.js';
import { fillAnnualPlanStep } from './support/annual-plan-step.js';
import { phoneContext, watchConsole } from './support/browser.js';
import { checkpointFor } from './support/checkpoint.js';
import { choose, expectAccepted, expectRejected, field, fieldError, typeAndLeave } from './support/form-fields.js';
import { fillHolderIdentity } from './support/holder-identity.js';
import { macaoDate } from './support/macao-calendar.js';
import { byTestId, expectPath, expectText, expectTextContaining, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label, productFile } from './support/product-files.js';
import { amountIn, buyFromHome, openHome, payAndFindPolicy, signInAfterBadPhone } from './support/purchase-journey.js';
import { ratedPremium } from './support/rated-premium.js';
import { chooseRemote } from './support/remote-select.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';
import { chooseFile, expectUploaded, expectUploadRefused, FAKE_PNG, TINY_PNG } from './support/upload-files.js';

const SUITE = 'mtv-purchase';
const product = productFile('MTV');
const tw = (key: string, values?: Record<string, string | number>): string => label('tw', key, values);
const en = (key: string, values?: Record<string, string | number>): string => label('en', key, values);

const PLAN = 'COMP';
const CAR = 'root_carInfo';
const QUESTIONS = 'root_questionList';
const HOLDER = 'root_holderInfo';
const CAR_DATA = { motorSize: 2494, carYear: 2019, carUserType: 'SDPC' } as const;

const suite = browserSuite();
const checkpoint = checkpointFor(SUITE);

describe('MTV purchase on a phone', () => {
  it('a new visitor buys a private car policy in traditional Chinese and finds it under my policies', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      // 1. Home and product page, in the default language.
      await openHome(page, suite.running);
      await buyFromHome(page, 'MTV', { title: product.titles.tw, onProduct: () => checkpoint(page, '01-product') });

      // 2. SMS login, a wrong phone first.
      const phone = await signInAfterBadPhone(page, suite.running, { message: tw('validation.phone.853'), expectKept: true });

      // 3a. Plan and period: a bad start date first; the end date and days follow from the start.
      await expectPath(page, '/pages/order/mtv/index');
      await byTestId(page, 'step-plan');
      const { start } = await fillAnnualPlanStep(page, PLAN, tw);
      await checkpoint(page, '02-plan');
      await page.getByTestId('next').click();

      // 3b. The car. Customers read only translated texts there, never a note written for developers on the
      // schema ("A private car as the spec's car order draft describes it (carInfo)...").
      await byTestId(page, 'step-carInfo');
      expect(await page.getByTestId('step-carInfo').textContent()).not.toMatch(/(?:\b[A-Za-z]{2,}\b[\s,.'()]+){5,}/);
      await typeAndLeave(page, `${CAR}_carCode`, 'ABC-1234');
      await expectRejected(page, `${CAR}_carCode`, tw('validation.format.mo-plate'), 'ABC-1234');
      await typeAndLeave(page, `${CAR}_carCode`, 'ma1234');
      await expectAccepted(page, `${CAR}_carCode`);
      expect(await field(page, `${CAR}_carCode`).inputValue()).toBe('MA-12-34');
      // Next with no brand: the remote list's message; then brand, and the model list of that brand.
      await page.getByTestId('next').click();
      await expectText(fieldError(page, `${CAR}_carBrand`), tw('validation.required'));
      await chooseRemote(page, `${CAR}_carBrand`, 'TOYOTA');
      await expectAccepted(page, `${CAR}_carBrand`);
      await chooseRemote(page, `${CAR}_carModel`, 'TOYOTA_ALPHARD');
      await expectAccepted(page, `${CAR}_carModel`);
      await choose(page, `${CAR}_carType2`, 'MPV');
      await choose(page, `${CAR}_carType3`, 'HYBRID');
      await typeAndLeave(page, `${CAR}_carYear`, String(CAR_DATA.carYear));
      await typeAndLeave(page, `${CAR}_carDate`, '2019-02-30');
      await expectRejected(page, `${CAR}_carDate`, tw('validation.format.date'), '2019-02-30');
      await typeAndLeave(page, `${CAR}_carDate`, '2019-06-15');
      await expectAccepted(page, `${CAR}_carDate`);
      await typeAndLeave(page, `${CAR}_motorSize`, String(CAR_DATA.motorSize));
      await typeAndLeave(page, `${CAR}_carSize`, '7');
      await typeAndLeave(page, `${CAR}_carWeight`, '100');
      await expectRejected(page, `${CAR}_carWeight`, tw('validation.minimum', { limit: 500 }), '100');
      await typeAndLeave(page, `${CAR}_carWeight`, '2100');
      await expectAccepted(page, `${CAR}_carWeight`);
      await typeAndLeave(page, `${CAR}_motorCode`, '2AR-1234567');
      await typeAndLeave(page, `${CAR}_carBodyCode`, 'AYH30-0012345');
      await choose(page, `${CAR}_carUserType`, CAR_DATA.carUserType);
      await choose(page, `${CAR}_type`, 'P');
      await typeAndLeave(page, `${CAR}_username`, 'CHAN TAI MAN');
      // Financed: the bank becomes required and comes from the gateway's list.
      await choose(page, `${CAR}_isMortgage`, 'true');
      await page.getByTestId('next').click();
      await expectText(fieldError(page, `${CAR}_mortgageBank`), tw('validation.required'));
      await chooseRemote(page, `${CAR}_mortgageBank`, 'BNU');
      await expectAccepted(page, `${CAR}_mortgageBank`);
      // The registration photo: a .png that is no picture is refused before it is sent, a real one is stored.
      await chooseFile(page, `${CAR}_registrationImage`, 'registration.png', FAKE_PNG);
      await expectUploadRefused(page, `${CAR}_registrationImage`, tw('validation.upload.format'));
      await checkpoint(page, '03-car-bad-upload');
      await chooseFile(page, `${CAR}_registrationImage`, 'registration.png', TINY_PNG);
      await expectUploaded(page, `${CAR}_registrationImage`);
      await checkpoint(page, '04-car');
      await page.getByTestId('next').click();

      // 3c. Declarations: each question's notice as product.json defines it.
      await byTestId(page, 'step-declarations');
      await choose(page, `${QUESTIONS}_0_answer`, '1');
      await expectTextContaining(page.getByTestId('step-declarations'), product.declarations?.[0]?.noticeTitles?.tw ?? '');
      await typeAndLeave(page, `${QUESTIONS}_0_notice`, 'x');
      await expectRejected(page, `${QUESTIONS}_0_notice`, tw('validation.minLength', { limit: 2 }), 'x');
      await choose(page, `${QUESTIONS}_0_answer`, '0');
      await choose(page, `${QUESTIONS}_1_answer`, '1');
      await expectTextContaining(page.getByTestId('step-declarations'), product.declarations?.[1]?.noticeTitles?.tw ?? '');
      await choose(page, `${QUESTIONS}_1_notice`, '1');
      await choose(page, `${QUESTIONS}_2_answer`, '1');
      await chooseFile(page, `${QUESTIONS}_2_notice`, 'damage.png', FAKE_PNG);
      await expectUploadRefused(page, `${QUESTIONS}_2_notice`, tw('validation.upload.format'));
      await chooseFile(page, `${QUESTIONS}_2_notice`, 'damage.png', TINY_PNG);
      await expectUploaded(page, `${QUESTIONS}_2_notice`);
      await choose(page, `${QUESTIONS}_3_answer`, '0');
      await checkpoint(page, '05-declarations');
      await page.getByTestId('next').click();

      // 3d. Holder and contact.
      await byTestId(page, 'step-holder');
      await fillHolderIdentity(page, HOLDER, phone, tw);
      await typeAndLeave(page, `${HOLDER}_mail`, 'chan.taiman@example.com');
      await typeAndLeave(page, `${HOLDER}_address`, '澳門新馬路 123 號 5 樓 A 座');
      // The contact number is the holder's mobile, asked once: its own input is not shown.
      expect(await page.locator('#root_contactInfo_mobilePhoneNo_853').isVisible()).toBe(false);
      await checkpoint(page, '06-holder');
      await page.getByTestId('next').click();

      // 3e. Review and declaration.
      await byTestId(page, 'step-confirm');
      await expectTextContaining(page.getByTestId('step-confirm'), 'MA-12-34');
      await page.getByTestId('next').click();
      await expectRejected(page, 'root_declaration', tw('validation.const'));
      await page.locator('label[for="root_declaration"] .mo-checkbox__box').click(); // the box: the label's words open the declaration and the terms
      await expectAccepted(page, 'root_declaration');
      await checkpoint(page, '07-confirm');
      await page.getByTestId('next').click();

      // 4. The quote, as the engine rates the entered data.
      await byTestId(page, 'quote');
      const premium = ratedPremium('MTV', { planCode: PLAN, basicInfo: { startDate: start }, carInfo: { ...CAR_DATA } });
      await expectTextContaining(page.getByTestId('premium-amount'), product.currency);
      expect(await amountIn(page, 'premium-amount')).toBe(premium);
      // The breakdown shows the tariff's multipliers as factors, never as money: the car's
      // age (2019, 7 or 8 years at the start: x1.12) and its use (SDPC: x1.10).
      const breakdown = await page.locator('[data-testid^="breakdown-amount-"]').allTextContents();
      expect(breakdown).toEqual(expect.arrayContaining(['×1.12 (+12%)', '×1.10 (+10%)']));
      expect(breakdown.filter((text) => text.includes(product.currency))).toHaveLength(1);
      await checkpoint(page, '08-quote');

      // 5. Sandbox payment, paid, and the policy under myPolicy.
      await payAndFindPolicy(page, checkpoint, {
        premium,
        policyShows: [product.titles.tw],
        screens: { pay: '09-sandbox-pay', paid: '10-paid', policies: '11-my-policy' },
      });

      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('a visitor in English gets the car widgets\' messages in English, with what was entered kept', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await openHome(page, suite.running, 'en');
      await buyFromHome(page, 'MTV');
      await signInWithSms(page, suite.running, freshMacaoPhone());

      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', 'TPL');
      await typeAndLeave(page, 'root_basicInfo_startDate', macaoDate(2));
      await expect.poll(() => field(page, 'root_basicInfo_endDate').inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(policyEndDate(macaoDate(2), 12));
      await page.getByTestId('next').click();

      await byTestId(page, 'step-carInfo');
      await typeAndLeave(page, `${CAR}_carCode`, 'ABC-1234');
      await expectRejected(page, `${CAR}_carCode`, en('validation.format.mo-plate'), 'ABC-1234');
      await page.getByTestId('next').click();
      await expectText(fieldError(page, `${CAR}_carBrand`), en('validation.required'));
      await chooseRemote(page, `${CAR}_carBrand`, 'TOYOTA');
      await chooseRemote(page, `${CAR}_carModel`, 'TOYOTA_ALPHARD');
      await expectAccepted(page, `${CAR}_carModel`);
      await typeAndLeave(page, `${CAR}_carWeight`, '100');
      await expectRejected(page, `${CAR}_carWeight`, en('validation.minimum', { limit: 500 }), '100');
      await chooseFile(page, `${CAR}_registrationImage`, 'registration.png', FAKE_PNG);
      await expectUploadRefused(page, `${CAR}_registrationImage`, en('validation.upload.format'));
      await chooseFile(page, `${CAR}_registrationImage`, 'registration.png', TINY_PNG);
      await expectUploaded(page, `${CAR}_registrationImage`);
      expect(await field(page, `${CAR}_carCode`).inputValue()).toBe('ABC-1234');
      await checkpoint(page, 'en-01-car-messages');

      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
