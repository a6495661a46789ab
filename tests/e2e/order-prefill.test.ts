/**
 * A signed-in buyer no longer types everything again. On a Pixel 7 against the real
 * gateway, a buyer whose profile holds their real-name details, with a saved relative and a saved car:
 * the travel order's policy holder starts filled from the profile, the insured person is picked from the saved
 * relatives, a second one set to 本人 takes the holder's details, and the order reaches the quote; the motor order's car is picked from the saved cars and reaches
 * the quote too. Screenshots go to test-results/order-prefill/.
 */
import { describe, expect, it } from 'vitest';
import type { SignedApiClient } from '../../src/api/index.js';
import { validOrderForm } from '../support/purchase/valid-order-form.js';
import { loadProductCatalog } from '../../src/server/catalog/load-product-catalog.js';
import { watchConsole } from './support/browser.js';
import { checkpointFor } from './support/checkpoint.js';
import { choose, field, typeAndLeave } from './support/form-fields.js';
import { addDays, macaoDate } from './support/macao-calendar.js';
import { byTestId, expectText, expectTextContaining, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { ratedPremium } from './support/rated-premium.js';
import { amountIn } from './support/purchase-journey.js';
import { signedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import type { EndpointRequest } from '../../src/contract/index.js';

const SUITE = 'order-prefill';
const suite = browserSuite();
const checkpoint = checkpointFor(SUITE);
const catalog = loadProductCatalog('schemas');
const HOLDER = 'root_policyHolderInfo';
const INSURED = 'root_insurantInfo_0';

const RELATIVE = {
  englishName: 'WONG MEI LING', gender: 'F', dob: '1988-03-08',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }, relation: 'SPOUSE',
} as const;

/** A buyer with real-name details and a date of birth on file, and one saved relative. */
async function buyerWithRelative(client: SignedApiClient): Promise<{ phone: string; relativeId: string }> {
  expect(await client.call('user.authentication', { name: 'CHAN TAI MAN', idType: 'HK', idNumber: 'A765432(1)' })).not.toBe(false);
  const user = await client.call('user.setInfo', { gender: 'M', birthday: '1985-04-12' });
  if (!user) throw new Error('user.setInfo failed');
  const relative = await client.call('user.addRelative', { ...RELATIVE });
  if (!relative) throw new Error('user.addRelative failed');
  return { phone: user.phone, relativeId: relative.relativeId };
}

async function inputValue(page: import('playwright-core').Page, id: string): Promise<string> {
  const input = field(page, id);
  await input.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  return input.inputValue();
}

describe('a signed-in buyer’s saved details fill the order', () => {
  it('travel: the holder starts from the profile, the insured person is a saved relative, up to the quote', async () => {
    const { running, browser } = suite;
    const { client, sessionStorageEntry } = await signedInClient(running);
    const { phone, relativeId } = await buyerWithRelative(client);
    const context = await narrowPhoneContext(browser, { origin: running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      await page.goto(`${running.url}/pages/order/tps/index`);
      await byTestId(page, 'step-plan');
      // A per-person plan, so a second insured person may be added.
      await choose(page, 'root_planCode', 'INDIVIDUAL_SUPER');
      await choose(page, 'root_areaCode', '06');
      const start = macaoDate(1);
      await typeAndLeave(page, 'root_commDate', start);
      await typeAndLeave(page, 'root_expiryDate', addDays(start, 2));
      await page.getByTestId('next').click();

      // The insured person: chosen from the saved relatives with the labelled select, by keyboard.
      await byTestId(page, 'step-insured');
      const chooser = page.getByLabel(label('tw', 'prefill.insuredLabel', { index: 1 }));
      await chooser.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await chooser.focus();
      await chooser.selectOption(`relative-${relativeId}`);
      await expect.poll(() => inputValue(page, `${INSURED}_englishName`), { timeout: UI_TIMEOUT_MS }).toBe(RELATIVE.englishName);
      expect(await inputValue(page, `${INSURED}_dob`)).toBe(RELATIVE.dob);
      expect(await inputValue(page, `${INSURED}_identifyNo_IDCARD_MO`)).toBe(RELATIVE.identifyNo.IDCARD_MO);
      // Five relations open a picker; it names the relative's.
      await expectTextContaining(page.getByTestId(`${INSURED}_relation-picker`), label('tw', 'dict.relation.SPOUSE'));
      await expectText(page.getByTestId('prefill-status'), label('tw', 'prefill.filled', { name: label('tw', 'prefill.relative', { name: RELATIVE.englishName, relation: label('tw', 'dict.relation.SPOUSE') }) }));
      await checkpoint(page, '01-insured-from-relative');
      // A second insured person whose relation is 本人 takes the holder's details (the profile's, the holder not typed yet).
      await page.getByTestId('array-add').click();
      await choose(page, 'root_insurantInfo_1_relation', 'SELF');
      await expect.poll(() => inputValue(page, 'root_insurantInfo_1_englishName'), { timeout: UI_TIMEOUT_MS }).toBe('CHAN TAI MAN');
      expect(await inputValue(page, 'root_insurantInfo_1_identifyNo_IDCARD_HK')).toBe('A765432(1)');
      expect(await inputValue(page, 'root_insurantInfo_1_dob')).toBe('1985-04-12');
      await checkpoint(page, '01b-insured-self');
      await page.getByTestId('next').click();

      // The holder: already filled from the profile (name, Hong Kong identity card, birthday, phone).
      await byTestId(page, 'step-holder');
      await byTestId(page, 'holder-prefilled');
      expect(await inputValue(page, `${HOLDER}_englishName`)).toBe('CHAN TAI MAN');
      expect(await inputValue(page, `${HOLDER}_identifyNo_IDCARD_HK`)).toBe('A765432(1)');
      expect(await inputValue(page, `${HOLDER}_dob`)).toBe('1985-04-12');
      expect(await inputValue(page, `${HOLDER}_mobilePhoneNo_853`)).toBe(phone);
      await checkpoint(page, '02-holder-from-profile');
      await typeAndLeave(page, `${HOLDER}_mail`, 'chan.taiman@example.com');
      await typeAndLeave(page, `${HOLDER}_address`, '澳門新馬路 123 號 5 樓 A 座');
      await page.getByTestId('next').click();

      await byTestId(page, 'step-confirm');
      await page.locator('label[for="root_declaration"] .mo-checkbox__box').click(); // the box: the label's words open the declaration and the terms
      await page.getByTestId('next').click();
      await byTestId(page, 'quote');
      await checkpoint(page, '03-quote');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('motor: the car is picked from the saved cars, up to the quote', async () => {
    const { running, browser } = suite;
    const code = 'MTC';
    const bundle = catalog.registry.get(code);
    if (!bundle) throw new Error(`${code} is not in the catalog`);
    const { client, sessionStorageEntry } = await signedInClient(running, `/pages/order/${code}/index`);
    const context = await narrowPhoneContext(browser, { origin: running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      // A whole valid order, its car saved to the buyer's cars and left out of the draft.
      await page.goto(`${running.url}/pages/order/${code.toLowerCase()}/index`);
      await byTestId(page, `step-${bundle.definition.steps[0]?.id ?? ''}`);
      const params = { product: code };
      const newest = await client.call('order.temporary', {}, { params });
      if (!newest) throw new Error('the wizard started no draft');
      const draft = await client.call('order.temporary', { b2cOrderId: newest.b2cOrderId }, { params });
      if (!draft) throw new Error('the draft cannot be read');
      const form = await validOrderForm(client, { bundle, schema: catalog.composedSchema(code) }, draft.formData);
      const { carCode, carBrand, carModel, carYear, carType2, carType3, motorSize, carSize, motorCode, carBodyCode, ...rest } = form.carInfo as EndpointRequest['user.carSave'] & Record<string, unknown>;
      const car = await client.call('user.carSave', { carCode, carBrand, carModel, carYear, carType2, carType3, motorSize, carSize, motorCode, carBodyCode });
      if (!car) throw new Error('user.carSave failed');
      const firstStep = bundle.definition.steps[0]?.id ?? '';
      expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step: firstStep, formData: { ...form, carInfo: rest } }, { params })).not.toBe(false);

      await page.goto(`${running.url}/pages/order/${code.toLowerCase()}/index?b2cOrderId=${encodeURIComponent(draft.b2cOrderId)}`);
      await byTestId(page, 'step-carInfo');
      const chooser = page.getByLabel(label('tw', 'prefill.carLabel'));
      await chooser.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await chooser.selectOption(`car-${car.carId}`);
      await expect.poll(() => inputValue(page, 'root_carInfo_carCode'), { timeout: UI_TIMEOUT_MS }).toBe(car.carCode);
      await checkpoint(page, '04-car-from-saved');
      for (const step of bundle.definition.steps.slice(1)) {
        await byTestId(page, `step-${step.id}`);
        await page.getByTestId('next').click();
      }
      await byTestId(page, 'quote');
      expect(await amountIn(page, 'premium-amount')).toBe(ratedPremium(code, form));
      await checkpoint(page, '05-car-quote');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
