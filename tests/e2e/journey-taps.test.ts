/**
 * A customer's journeys as they make them, counted and photographed: a family travel policy (tw) and a
 * private car policy with a coupon (en) typed from home to paid on a phone, every tap counted
 * (support/tap-counter.ts); then the motor top-up add-on offered on the paid page, a home contents policy (cn),
 * a fire policy whose first payment fails and is retried (tw), and the demo customer's renewal (tw), each
 * photographed. The motor policy is then opened as its holder finds it (en): its page with the covers, premium,
 * discount, amount paid and payment time, and its claim form; and the review step's declaration is opened from
 * its word in tw and en. Those screens are also checked as journey-quality checks every purchase screen
 * (support/journey-quality.ts: no text key or product code, no English word on a Chinese screen, money with its
 * currency and separators, times in Macao time). The counts and what each tap was are written to
 * test-results/journey-taps/taps.txt and the screens to test-results/journey-taps/.
 *
 * Answers are typed right the first time: the count is the shortest a customer can do, not a validation tour
 * (the per-product journeys type wrong answers first).
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { validOrderForm } from '../support/purchase/valid-order-form.js';
import { loadProductCatalog } from '../../src/server/catalog/load-product-catalog.js';
import { phoneContext, snap, watchConsole } from './support/browser.js';
import { saveDraft, signedInPhone, startDraftOrder, walkEveryStep } from './support/draft-purchase.js';
import { choose, field, typeAndLeave } from './support/form-fields.js';
import { addDays, macaoDate } from './support/macao-calendar.js';
import { readScreen, screenFindings, wordsOf } from './support/journey-quality.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { buyFromHome, openHome } from './support/purchase-journey.js';
import { chooseRemote } from './support/remote-select.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';
import { countTaps } from './support/tap-counter.js';
import { chooseFile, expectUploaded, TINY_PNG } from './support/upload-files.js';

const SUITE = 'journey-taps';
const TAPS_FILE = `test-results/${SUITE}/taps.txt`;
const catalog = loadProductCatalog('schemas');
const suite = browserSuite();
const shot = (page: Page, name: string, fullPage = true): Promise<string> => snap(page, SUITE, name, { fullPage });
const productCodes = catalog.registry.list().map((bundle) => bundle.definition.code);
const runStart = Date.now();

/**
 * Photographs the screen and fails on what journey-quality refuses to show a customer; `ownWords` are the
 * customer's own answers (names, numbers), which may be in any script and any length.
 */
async function shotChecked(page: Page, name: string, lang: 'tw' | 'en', ownWords: ReadonlySet<string>, fullPage = true): Promise<string> {
  const path = await shot(page, name, fullPage);
  const screen = await readScreen(page, name);
  expect(screenFindings(screen, { lang, productCodes, ownWords, window: { from: runStart, to: Date.now() } })).toEqual([]);
  return path;
}

/**
 * On the review step, once its summary shows `shown` (the summary is drawn after the step), opens the declaration's
 * text from its word in the box's label (not the box), photographs and checks it once it has faded in, and closes
 * it again with the box still unticked. Reading it is not part of the shortest purchase: its taps are taken off the
 * count.
 */
async function readDeclaration(page: Page, taps: string[], shown: string, name: string, lang: 'tw' | 'en', ownWords: ReadonlySet<string>): Promise<void> {
  await page.getByText(shown).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  const counted = taps.length;
  await page.locator('label[for="root_declaration"]').getByTestId('declaration-link-declaration').click();
  await byTestId(page, 'declaration-text');
  // The dialog and its mask fade in (antd-mobile's spring, which the screenshot's animations: 'disabled' cannot stop).
  const opacities = () => page.getByTestId('declaration-text').evaluate((text) => {
    const popup = text.closest('.adm-center-popup');
    return [...(popup?.querySelectorAll('.adm-center-popup-wrap > div, .adm-mask') ?? [])].map((element) => getComputedStyle(element).opacity);
  });
  await expect.poll(opacities, { timeout: UI_TIMEOUT_MS }).toEqual(['1', '1']);
  await shotChecked(page, name, lang, ownWords, false);
  await page.locator('.adm-dialog-button').click();
  await page.getByTestId('declaration-text').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  expect(await page.locator('#root_declaration').isChecked()).toBe(false);
  taps.splice(counted);
}

mkdirSync(`test-results/${SUITE}`, { recursive: true });
writeFileSync(TAPS_FILE, '');

/** Appends a journey's count and its taps, one a line, to the taps file. */
function recordTaps(journey: string, taps: readonly string[]): void {
  appendFileSync(TAPS_FILE, `${journey}: ${taps.length} taps\n${taps.map((tap, index) => `  ${index + 1}. ${tap}`).join('\n')}\n\n`);
}

/** The family travel order's insured persons, typed on the insured step. */
const TRAVELLERS = [
  { name: 'CHAN TAI MAN', gender: 'M', dob: '1985-04-20', id: '1234567(8)', relation: 'SELF' },
  { name: 'WONG MEI LING', gender: 'F', dob: '1987-03-08', id: '7654321(0)', relation: 'SPOUSE' },
  { name: 'CHAN SIU MING', gender: 'M', dob: '2015-09-01', id: '1357913(5)', relation: 'CHILD' },
] as const;
/** What the travel order's holder step asks beyond the insured person marked 本人. */
const TRAVEL_HOLDER = { mail: 'chan.taiman@example.com', address: '澳門新馬路 123 號 5 樓 A 座' } as const;
/** The motor order's car, as typed on the car step (choices apart). */
const MOTOR_CAR = {
  carCode: 'MN1234', carYear: '2019', carDate: '2019-06-15', motorSize: '2494', carSize: '7', carWeight: '2100',
  motorCode: '2AR-1234567', carBodyCode: 'AYH30-0012345', username: 'CHAN TAI MAN',
} as const;
/** The motor order's holder, as typed on the holder step (choices and the mobile apart). */
const MOTOR_HOLDER = {
  englishName: 'CHAN TAI MAN', chineseName: '陳大文', dob: '1985-04-20', id: '1234567(8)', mail: 'chan.taiman@example.com',
  address: '123 Avenida de Almeida Ribeiro, Macao',
} as const;

/** One insured person of the travel order, typed on the insured step. */
async function typePerson(page: Page, index: number, person: { name: string; gender: string; dob: string; id: string; relation: string }): Promise<void> {
  const at = `root_insurantInfo_${index}`;
  await typeAndLeave(page, `${at}_englishName`, person.name);
  await choose(page, `${at}_gender`, person.gender);
  await typeAndLeave(page, `${at}_dob`, person.dob);
  await chooseUnlessChosen(page, `${at}_identifyNo_identificationType`, 'IDCARD_MO');
  await typeAndLeave(page, `${at}_identifyNo_IDCARD_MO`, person.id);
  await choose(page, `${at}_relation`, person.relation);
}

/** Taps `pay` (the quote's Pay, or Retry after a failed payment), then the sandbox page's success (or failure) button. */
async function payOnSandbox(page: Page, result: 'success' | 'fail', pay = 'pay'): Promise<void> {
  await page.getByTestId(pay).click();
  await page.waitForURL(/\/sandbox\/pay\/[^/]+$/, { timeout: UI_TIMEOUT_MS });
  await page.locator(`form:has(input[name="result"][value="${result}"]) button[type="submit"]`).click();
}

/** Types into a field as a customer would: only when it does not already show the answer (prefilled). */
async function typeUnlessShown(page: Page, id: string, text: string): Promise<void> {
  const input = field(page, id);
  await input.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  if ((await input.inputValue()) !== text) await typeAndLeave(page, id, text);
}

/** Chooses an option as a customer would: not when its tile already shows it chosen (a default). */
async function chooseUnlessChosen(page: Page, id: string, value: string): Promise<void> {
  const tile = page.getByTestId(`${id}-option-${value}`);
  if (!(await tile.isVisible() && await tile.getAttribute('aria-checked') === 'true')) await choose(page, id, value);
}

/** The SMS login as a customer does it: the phone, "get code", the code from the SMS, sign in. */
async function signIn(page: Page): Promise<string> {
  await expectPath(page, '/pages/login/smsCode/index');
  const phone = freshMacaoPhone();
  await signInWithSms(page, suite.running, phone);
  return phone;
}

describe('customer journeys, taps counted and screens photographed', () => {
  it('1. a family travel policy in tw, from home to paid', async () => {
    const context = await phoneContext(suite.browser);
    const taps = await countTaps(context);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await openHome(page, suite.running);
      await shot(page, 'travel-tw-01-home');
      await buyFromHome(page, 'TPS', { onProduct: async () => { await shot(page, 'travel-tw-02-product'); } });
      const phone = await signIn(page);
      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', 'FAMILY_SUPER');
      await choose(page, 'root_areaCode', '06');
      const start = macaoDate(1);
      await typeAndLeave(page, 'root_commDate', start);
      await typeAndLeave(page, 'root_expiryDate', addDays(start, 6));
      await shot(page, 'travel-tw-03-plan');
      await page.getByTestId('next').click();

      await byTestId(page, 'step-insured');
      for (const [index, person] of TRAVELLERS.entries()) {
        if (index > 0) await page.getByTestId('array-add').click();
        await typePerson(page, index, person);
      }
      await shot(page, 'travel-tw-04-insured');
      await page.getByTestId('next').click();

      // The holder: the insured person marked 本人 fills the identity; what is left is typed.
      await byTestId(page, 'step-holder');
      await typeUnlessShown(page, 'root_policyHolderInfo_mobilePhoneNo_853', phone);
      await typeAndLeave(page, 'root_policyHolderInfo_mail', TRAVEL_HOLDER.mail);
      await typeAndLeave(page, 'root_policyHolderInfo_address', TRAVEL_HOLDER.address);
      await shot(page, 'travel-tw-05-holder');
      await page.getByTestId('next').click();

      await byTestId(page, 'step-confirm');
      await readDeclaration(page, taps, TRAVEL_HOLDER.address, 'travel-tw-06a-declaration', 'tw', wordsOf([phone, TRAVELLERS, TRAVEL_HOLDER]));
      await page.locator('label[for="root_declaration"] .mo-checkbox__box').click(); // the box: the label's words open the declaration and the terms
      await shot(page, 'travel-tw-06-confirm');
      await page.getByTestId('next').click();
      await byTestId(page, 'quote');
      await shot(page, 'travel-tw-07-quote');
      await payOnSandbox(page, 'success');
      await byTestId(page, 'order-paid');
      await shot(page, 'travel-tw-08-paid');
      recordTaps('family travel (TPS FAMILY_SUPER, 3 persons, tw), home to paid', taps);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('2. a private car policy in en with a coupon, from home to paid, then the top-up add-on offered', async () => {
    const context = await phoneContext(suite.browser);
    const taps = await countTaps(context);
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await openHome(page, suite.running, 'en');
      taps.length = 0; // the language is the visitor's setting, not part of the purchase
      await buyFromHome(page, 'MTV');
      const phone = await signIn(page);
      await byTestId(page, 'step-plan');
      await choose(page, 'root_planCode', 'COMP');
      await typeAndLeave(page, 'root_basicInfo_startDate', macaoDate(1));
      await shot(page, 'motor-en-01-plan');
      await page.getByTestId('next').click();

      const car = 'root_carInfo';
      await byTestId(page, 'step-carInfo');
      await typeAndLeave(page, `${car}_carCode`, MOTOR_CAR.carCode);
      await chooseRemote(page, `${car}_carBrand`, 'TOYOTA');
      await chooseRemote(page, `${car}_carModel`, 'TOYOTA_ALPHARD');
      await choose(page, `${car}_carType2`, 'MPV');
      await choose(page, `${car}_carType3`, 'HYBRID');
      await typeAndLeave(page, `${car}_carYear`, MOTOR_CAR.carYear);
      await typeAndLeave(page, `${car}_carDate`, MOTOR_CAR.carDate);
      await typeAndLeave(page, `${car}_motorSize`, MOTOR_CAR.motorSize);
      await typeAndLeave(page, `${car}_carSize`, MOTOR_CAR.carSize);
      await typeAndLeave(page, `${car}_carWeight`, MOTOR_CAR.carWeight);
      await typeAndLeave(page, `${car}_motorCode`, MOTOR_CAR.motorCode);
      await typeAndLeave(page, `${car}_carBodyCode`, MOTOR_CAR.carBodyCode);
      await choose(page, `${car}_carUserType`, 'SDPC');
      await choose(page, `${car}_type`, 'P');
      await typeAndLeave(page, `${car}_username`, MOTOR_CAR.username);
      await choose(page, `${car}_isMortgage`, 'false');
      await chooseFile(page, `${car}_registrationImage`, 'registration.png', TINY_PNG);
      await expectUploaded(page, `${car}_registrationImage`);
      await shot(page, 'motor-en-02-car');
      await page.getByTestId('next').click();

      await byTestId(page, 'step-declarations');
      for (const index of [0, 1, 2, 3]) await choose(page, `root_questionList_${index}_answer`, '0');
      await shot(page, 'motor-en-03-declarations');
      await page.getByTestId('next').click();

      const holder = 'root_holderInfo';
      await byTestId(page, 'step-holder');
      await typeAndLeave(page, `${holder}_englishName`, MOTOR_HOLDER.englishName);
      await typeAndLeave(page, `${holder}_chineseName`, MOTOR_HOLDER.chineseName);
      await choose(page, `${holder}_gender`, 'M');
      await typeAndLeave(page, `${holder}_dob`, MOTOR_HOLDER.dob);
      await chooseUnlessChosen(page, `${holder}_identifyNo_identificationType`, 'IDCARD_MO');
      await typeAndLeave(page, `${holder}_identifyNo_IDCARD_MO`, MOTOR_HOLDER.id);
      await typeUnlessShown(page, `${holder}_mobilePhoneNo_853`, phone);
      await typeAndLeave(page, `${holder}_mail`, MOTOR_HOLDER.mail);
      await typeAndLeave(page, `${holder}_address`, MOTOR_HOLDER.address);
      // The contact number is the holder's mobile, not asked again.
      expect(await field(page, 'root_contactInfo_mobilePhoneNo_853').isVisible()).toBe(false);
      await shot(page, 'motor-en-04-holder');
      await page.getByTestId('next').click();

      const ownWords = wordsOf([phone, MOTOR_CAR, MOTOR_HOLDER]);
      await byTestId(page, 'step-confirm');
      await readDeclaration(page, taps, MOTOR_HOLDER.address, 'motor-en-04a-declaration', 'en', ownWords);
      await page.locator('label[for="root_declaration"] .mo-checkbox__box').click(); // the box: the label's words open the declaration and the terms
      await page.getByTestId('next').click();
      await byTestId(page, 'quote');
      await page.getByTestId('use-coupon').click();
      // The sheet lists the customer's coupons after the order's premium and "no coupon": the first one is tapped.
      const coupons = page.locator('[data-testid^="coupon-select-"]:not([data-testid$="-premium"]):not([data-testid$="-none"]):not([data-testid$="-confirm"])');
      await coupons.first().click();
      await shot(page, 'motor-en-05-coupon-sheet', false);
      await page.getByTestId('coupon-select-confirm').click();
      await expect.poll(async () => (await page.getByTestId('coupon-discount').textContent()) ?? '', { timeout: UI_TIMEOUT_MS }).toContain('MOP');
      await page.getByTestId('coupon-select-confirm').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      await shot(page, 'motor-en-06-quote-with-coupon');
      await payOnSandbox(page, 'success');
      await byTestId(page, 'order-paid');
      const policyNo = ((await page.getByTestId('policy-no').textContent()) ?? '').trim();
      await shot(page, 'motor-en-07-paid');
      recordTaps('motor (MTV COMP with a coupon, en), home to paid', taps);

      // The top-up add-on offered for the insured car, opened from the paid page.
      await (await byTestId(page, 'companion-offer-MTTS')).click();
      await (await byTestId(page, 'buy-now')).click();
      await byTestId(page, 'step-plan');
      await shot(page, 'motor-en-08-top-up-plan');

      // The paid policy as its holder finds it: My policies, then its page and its claim form.
      await page.goto(`${suite.running.url}/pages/myPolicy/index`);
      await (await byTestId(page, `policy-card-${policyNo}`)).click();
      for (const shown of ['benefit-table', 'premium-line', 'discount-line', 'paid-amount-line', 'detail-paid-at']) await byTestId(page, shown);
      // The application details come last, once the form's validators have loaded.
      await page.getByText(MOTOR_HOLDER.address).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await shotChecked(page, 'motor-en-09-policy-detail', 'en', ownWords);
      await (await byTestId(page, 'policy-claim')).click();
      await byTestId(page, 'claim-incident-date');
      await shotChecked(page, 'motor-en-10-claim-form', 'en', ownWords);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('3-4. a home contents policy in cn, and a fire policy in tw whose payment fails and is retried', async () => {
    for (const [code, lang] of [['FHH', 'cn'], ['FIR', 'tw']] as const) {
      const phone = await signedInPhone(suite, lang);
      const { page } = phone;
      try {
        const bundle = catalog.registry.get(code);
        if (!bundle) throw new Error(`${code} is not in the catalogue`);
        const name = `${code === 'FHH' ? 'home' : 'fire'}-${lang}`;
        const draft = await startDraftOrder(phone, suite.running.url, bundle, async () => { await shot(page, `${name}-01-product`); });
        const form = await validOrderForm(phone.client, { bundle, schema: catalog.composedSchema(code) }, draft.formData);
        await saveDraft(phone, bundle, draft.b2cOrderId, form);
        let index = 1;
        const numbered = (screen: string): string => `${name}-${String(++index).padStart(2, '0')}-${screen}`;
        await walkEveryStep(page, suite.running.url, bundle, draft.b2cOrderId, async (stepId) => { await shot(page, numbered(stepId)); });
        await shot(page, numbered('quote'));
        let pay = 'pay';
        if (code === 'FIR') {
          await payOnSandbox(page, 'fail');
          await byTestId(page, 'pay-failed');
          await shot(page, numbered('payment-failed'));
          pay = 'retry-pay';
        }
        await payOnSandbox(page, 'success', pay);
        await byTestId(page, 'order-paid');
        await shot(page, numbered('paid'));
        expect(phone.consoleErrors).toEqual([]);
      } finally {
        await phone.context.close();
      }
    }
  });

  it('5. the demo customer renews a policy in tw', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    try {
      await page.goto(`${suite.running.url}/pages/login/smsCode/index`);
      await signInWithSms(page, suite.running, '66123456');
      await page.waitForURL((url) => !url.pathname.includes('/login/'), { timeout: UI_TIMEOUT_MS });
      await page.goto(`${suite.running.url}/pages/order/renewal/index`);
      await (await byTestId(page, 'renew-P-MTV-2026-000001')).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await shot(page, 'renewal-tw-01-list');
      await page.getByTestId('renew-P-MTV-2026-000001').click();
      await byTestId(page, 'renewal-offer');
      await shot(page, 'renewal-tw-02-offer');
      await page.getByTestId('renewal-start').click();
      await byTestId(page, 'renewal-review');
      await shot(page, 'renewal-tw-03-review');
      await page.getByTestId('renewal-confirm').click();
      await byTestId(page, 'renewal-priced');
      await shot(page, 'renewal-tw-04-priced');
      await payOnSandbox(page, 'success', 'renewal-pay');
      await byTestId(page, 'renewal-paid');
      await shot(page, 'renewal-tw-05-paid');
    } finally {
      await context.close();
    }
  });
});
