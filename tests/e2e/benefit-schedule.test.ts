/**
 * A customer sees what each plan covers before buying and what the bought plan covers after.
 * In Chromium with a phone's user agent against the real gateway, in traditional Chinese and in English: the plan
 * comparison shows TPS's plans side by side, cover by cover, with the amounts of its benefits.json through the money
 * formatter (the table scrolls inside itself, the page never sideways), and a paid policy's detail shows its own
 * plan's covers. Screenshots of both pages are written to test-results/benefit-schedule/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMoney, type BenefitSchedule } from '../../src/engine/index.js';
import { buyTpsPolicy } from '../api/policy-services/policy-flow.js';
import { horizontalOverflow, snap, watchConsole } from './support/browser.js';
import { byTestId, expectText, expectTextContaining } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { openHome } from './support/purchase-journey.js';
import { signedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'benefit-schedule';
const PRODUCT = 'TPS';
const suite = browserSuite();
const schedule = JSON.parse(readFileSync(`schemas/products/${PRODUCT}/benefits.json`, 'utf8')) as BenefitSchedule;
const limitOf = (plan: string, cover: string): string => `MOP ${formatMoney(schedule.plans[plan]?.[cover]?.limit ?? Number.NaN, 'thousands')}`;

describe('the benefit schedule', () => {
  it('compares the plans cover by cover and shows a paid policy\'s covers, in tw and en', async () => {
    const { running, browser } = suite;
    const { client, sessionStorageEntry } = await signedInClient(running);
    const policy = await buyTpsPolicy({ client, tg: { url: running.url }, lastToast: () => null });
    const bought = String(policy.formData.planCode);

    const context = await narrowPhoneContext(browser, { origin: running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    try {
      for (const lang of ['tw', 'en'] as const) {
        await openHome(page, running, lang === 'tw' ? undefined : lang);
        await page.goto(`${running.url}/pages/product/plansDetail/index?productCode=${PRODUCT}`);
        const table = await byTestId(page, 'benefit-table');
        await expectTextContaining(table, label(lang, 'order.benefits.title'));
        await expectTextContaining(await byTestId(page, 'benefit-cover-medical'), schedule.covers[0]?.titles[lang] ?? '');
        await expectTextContaining(await byTestId(page, 'benefit-INDIVIDUAL_BASIC-medical'), limitOf('INDIVIDUAL_BASIC', 'medical'));
        await expectTextContaining(await byTestId(page, 'benefit-INDIVIDUAL_SUPER-medical'), limitOf('INDIVIDUAL_SUPER', 'medical'));
        await expectText(await byTestId(page, 'benefit-INDIVIDUAL_BASIC-personalLiability'), label(lang, 'order.benefits.notCovered'));
        expect(await page.getByText(label(lang, 'productPages.noBenefits')).count()).toBe(0);
        expect(await horizontalOverflow(page)).toBe(0);
        await snap(page, SUITE, `01-plans-compared-${lang}`);

        await page.goto(`${running.url}/pages/myPolicy/detail/index?b2cOrderId=${encodeURIComponent(policy.b2cOrderId)}`);
        await expectTextContaining(await byTestId(page, `benefit-${bought}-medical`), limitOf(bought, 'medical'));
        expect(await page.locator('[data-testid="benefit-table"] thead th').count()).toBe(2);
        expect(await horizontalOverflow(page)).toBe(0);
        await snap(page, SUITE, `02-policy-covers-${lang}`);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
