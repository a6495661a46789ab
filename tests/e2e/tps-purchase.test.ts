/**
 * The walking skeleton end to end: a new visitor on a Pixel 7 buys a personal travel policy (TPS) from the
 * built storefront served by the real reference gateway, in real Chromium. Home, product, SMS login, every
 * wizard step (with a wrong answer before each right one), the quote priced from rates.json, the sandbox
 * payment page, the paid order and the policy under myPolicy. Every screen is photographed into
 * test-results/tps-purchase/ and must fit the phone's width; the console must stay free of errors.
 */
import { describe, expect, it } from 'vitest';
import { phoneContext, watchConsole } from './support/browser.js';
import { checkpointFor } from './support/checkpoint.js';
import { choose, expectAccepted, expectRejected, field, pickDate, pickerYears, typeAndLeave } from './support/form-fields.js';
import { addDays, macaoDate } from './support/macao-calendar.js';
import { byTestId, expectPath, expectTextContaining, UI_TIMEOUT_MS } from './support/page-checks.js';
import { bandedPremium, label, productFile, ratesFile } from './support/product-files.js';
import { amountIn, buyFromHome, openHome, payAndFindPolicy, signInAfterBadPhone } from './support/purchase-journey.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'tps-purchase';
const product = productFile('TPS');
const rates = ratesFile('TPS');
const tw = (key: string, values?: Record<string, string | number>): string => label('tw', key, values);
const en = (key: string, values?: Record<string, string | number>): string => label('en', key, values);

/** The order bought: a per-person plan, so the number of insured persons changes the premium. */
const PLAN = 'INDIVIDUAL_SUPER';
const AREA = '06';
const TRIP_DAYS = 5;
const INSURED = 'root_insurantInfo';
const HOLDER = 'root_policyHolderInfo';

const suite = browserSuite();
const checkpoint = checkpointFor(SUITE);

describe('TPS purchase on a phone', () => {
  it('a new visitor buys a travel policy in traditional Chinese and finds it under my policies', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      // 1. Home and product page, in the default language.
      await openHome(page, suite.running);
      await buyFromHome(page, 'TPS', {
        title: product.titles.tw,
        onHome: () => checkpoint(page, '01-home'),
        onProduct: async () => {
          await page.getByRole('heading', { level: 1, name: product.titles.tw }).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
          await byTestId(page, 'buy-now');
          await checkpoint(page, '02-product');
        },
      });

      // 2. The order page needs a session: the SMS login, a wrong phone first.
      const phone = await signInAfterBadPhone(page, suite.running, {
        message: tw('validation.phone.853'),
        expectKept: true,
        expectFlagged: true,
        onRefused: () => checkpoint(page, '03-login-bad-phone'),
      });

      // 3a. Back on the order wizard (the login callback): plan and dates.
      await expectPath(page, '/pages/order/tps/index');
      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', PLAN);
      await choose(page, 'root_areaCode', AREA);
      const start = macaoDate(1);
      const end = addDays(start, TRIP_DAYS - 1);
      await typeAndLeave(page, 'root_commDate', `${start.slice(0, 4)}-02-30`);
      await expectRejected(page, 'root_commDate', tw('validation.format.date'), `${start.slice(0, 4)}-02-30`);
      // Typed on the numeric keypad without dashes; the widget writes the dashes in.
      await typeAndLeave(page, 'root_commDate', start.replace(/-/g, ''));
      await expectAccepted(page, 'root_commDate');
      expect(await field(page, 'root_commDate').inputValue()).toBe(start);
      const tooLong = addDays(start, 199);
      await typeAndLeave(page, 'root_expiryDate', tooLong);
      await expectRejected(page, 'root_expiryDate', tw('validation.tripDates'), tooLong);
      await typeAndLeave(page, 'root_expiryDate', end);
      await expectAccepted(page, 'root_expiryDate');
      await checkpoint(page, '04-plan');
      await page.getByTestId('next').click();

      // 3b. Two insured persons.
      await byTestId(page, 'step-insured');
      const first = `${INSURED}_0`;
      await typeAndLeave(page, `${first}_englishName`, '李小明');
      await expectRejected(page, `${first}_englishName`, tw('validation.format.en-name'), '李小明');
      await typeAndLeave(page, `${first}_englishName`, 'CHAN TAI MAN');
      await expectAccepted(page, `${first}_englishName`);
      await choose(page, `${first}_gender`, 'M');
      const thisYear = Number(macaoDate(0).slice(0, 4));
      await pickDate(page, `${first}_dob`, { year: 1990, month: 6, day: 15 }, async () => {
        // form.ui.json lets a date of birth reach 100 years back and no year ahead.
        expect(await pickerYears(page)).toEqual({ first: thisYear - 100, last: thisYear });
        await checkpoint(page, '05a-dob-picker', { fullPage: false });
      });
      expect(await field(page, `${first}_dob`).inputValue()).toBe('1990-06-15');
      await choose(page, `${first}_identifyNo_identificationType`, 'IDCARD_MO');
      await typeAndLeave(page, `${first}_identifyNo_IDCARD_MO`, '12345');
      await expectRejected(page, `${first}_identifyNo_IDCARD_MO`, tw('validation.format.id-mo'), '12345');
      await typeAndLeave(page, `${first}_identifyNo_IDCARD_MO`, '1234567(8)');
      await expectAccepted(page, `${first}_identifyNo_IDCARD_MO`);
      await choose(page, `${first}_relation`, 'SELF');

      await page.getByTestId('array-add').click();
      const second = `${INSURED}_1`;
      await typeAndLeave(page, `${second}_englishName`, 'WONG MEI LING');
      await choose(page, `${second}_gender`, 'F');
      await typeAndLeave(page, `${second}_dob`, '1992-02-30');
      await expectRejected(page, `${second}_dob`, tw('validation.format.date'), '1992-02-30');
      await typeAndLeave(page, `${second}_dob`, '19920308');
      await expectAccepted(page, `${second}_dob`);
      expect(await field(page, `${second}_dob`).inputValue()).toBe('1992-03-08');
      await typeAndLeave(page, `${second}_identifyNo_IDCARD_MO`, '76543210');
      await choose(page, `${second}_relation`, 'SPOUSE');
      await checkpoint(page, '05-insured');
      await page.getByTestId('next').click();

      // 3c. The policy holder is the insured person marked 本人: what they gave is shown, not asked again; a bad
      // e-mail is caught by Next this time, not by leaving the field.
      await byTestId(page, 'step-holder');
      await expectTextContaining(page.getByTestId('holder-is-self'), '本人');
      for (const [id, value] of [['englishName', 'CHAN TAI MAN'], ['dob', '1990-06-15'], ['identifyNo_IDCARD_MO', '1234567(8)']] as const) {
        expect(await field(page, `${HOLDER}_${id}`).inputValue()).toBe(value);
        expect(await field(page, `${HOLDER}_${id}`).getAttribute('readonly')).not.toBeNull();
      }
      await field(page, `${HOLDER}_mail`).fill('chan.taiman@');
      await page.getByTestId('next').click();
      await expectRejected(page, `${HOLDER}_mail`, tw('validation.format.email'), 'chan.taiman@');
      await byTestId(page, 'step-holder');
      await typeAndLeave(page, `${HOLDER}_mobilePhoneNo_853`, '12345678');
      await expectRejected(page, `${HOLDER}_mobilePhoneNo_853`, tw('validation.format.mo-phone'), '12345678');
      await typeAndLeave(page, `${HOLDER}_mobilePhoneNo_853`, phone);
      await expectAccepted(page, `${HOLDER}_mobilePhoneNo_853`);
      await typeAndLeave(page, `${HOLDER}_mail`, 'chan.taiman@');
      await expectRejected(page, `${HOLDER}_mail`, tw('validation.format.email'), 'chan.taiman@');
      await typeAndLeave(page, `${HOLDER}_mail`, 'chan.taiman@example.com');
      await expectAccepted(page, `${HOLDER}_mail`);
      await typeAndLeave(page, `${HOLDER}_address`, '澳門新馬路 123 號 5 樓 A 座');
      await expectAccepted(page, `${HOLDER}_address`);
      await checkpoint(page, '06-holder');
      await page.getByTestId('next').click();

      // 3d. Review and declaration.
      await byTestId(page, 'step-confirm');
      await expectTextContaining(page.getByTestId('step-confirm'), 'WONG MEI LING');
      await page.getByTestId('next').click();
      await expectRejected(page, 'root_declaration', tw('validation.const'));
      await page.locator('label[for="root_declaration"] .mo-checkbox__box').click(); // the box: the label's words open the declaration and the terms
      await expectAccepted(page, 'root_declaration');
      expect(await field(page, 'root_declaration').isChecked()).toBe(true);
      await checkpoint(page, '07-confirm');
      await page.getByTestId('next').click();

      // 4. The quote: the rate of the plan, area and trip length, for two persons.
      await byTestId(page, 'quote');
      const premium = bandedPremium(rates, { row: PLAN, column: AREA, from: start, to: end, persons: 2 });
      await expectTextContaining(page.getByTestId('premium-amount'), rates.currency);
      expect(await amountIn(page, 'premium-amount')).toBe(premium);
      await checkpoint(page, '08-quote');

      // 5. The sandbox payment page, paid; back on the order page with the policy.
      await payAndFindPolicy(page, checkpoint, {
        premium,
        policyShows: [product.titles.tw, `${start} ~ ${end}`],
        screens: { pay: '09-sandbox-pay', paid: '10-paid', policies: '11-my-policy' },
      });

      // 6. Nothing went wrong behind the screens.
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a visitor who switches to English gets English product texts and English validation messages', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await openHome(page, suite.running, 'en');
      await buyFromHome(page, 'TPS', {
        title: product.titles.en,
        onHome: async (card) => {
          await expectTextContaining(card, en('line.travel'));
          expect(await card.textContent()).not.toContain(product.titles.tw);
          await checkpoint(page, 'en-01-home');
        },
      });

      await signInAfterBadPhone(page, suite.running, {
        message: en('validation.phone.853'),
        onRefused: () => checkpoint(page, 'en-02-login-bad-phone'),
      });

      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', 'INDIVIDUAL_BASIC');
      await choose(page, 'root_areaCode', '02');
      const start = macaoDate(1);
      await typeAndLeave(page, 'root_commDate', start);
      await typeAndLeave(page, 'root_expiryDate', addDays(start, 2));
      await page.getByTestId('next').click();

      await byTestId(page, 'step-insured');
      await typeAndLeave(page, `${INSURED}_0_englishName`, '李小明');
      await expectRejected(page, `${INSURED}_0_englishName`, en('validation.format.en-name'), '李小明');
      await checkpoint(page, 'en-03-insured-bad-name');

      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
