/**
 * On a phone: a TPS draft saved under version 1.0.3; the rates change (1.1.0) and the gateway
 * restarts on the same data folder; the customer continues the draft and the quote page says, in plain
 * words, that the price changed, with the price before and after. Screenshot in test-results/product-versions/.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratePremium, type RatesTable } from '../../src/engine/index.js';
import { createGateway } from '../../src/server/create-gateway.js';
import { tpsForm, TPS_STEPS } from '../api/server/tps-form.js';
import { launchBrowser, snap } from './support/browser.js';
import type { RunningGateway } from './support/gateway.js';
import { byTestId, expectText, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';

const SUITE = 'product-versions';
const params = { product: 'TPS' };
const schemasDir = mkdtempSync(join(tmpdir(), 'mo-e2e-schemas-'));
const dataDir = mkdtempSync(join(tmpdir(), 'mo-e2e-data-'));
const ratesFile = join(schemasDir, 'products/TPS/rates.json');
let browser: Browser;

/** A gateway serving the built storefront on the shared data folder and the schemas copy as they are now. */
async function startOnData(): Promise<RunningGateway> {
  const gateway = await createGateway({
    dataDir, schemasDir, mode: 'sandbox', staticDir: 'dist', logger: false, smsBudgets: { perAddressPerHour: 1_000_000, perHour: 1_000_000 },
  });
  const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  return { gateway, url, stop: () => gateway.close() };
}

const patacas = (amount: number): string => `MOP ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

beforeAll(async () => {
  cpSync('schemas', schemasDir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  rmSync(schemasDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a draft continued after the product changed', () => {
  it('is re-quoted with a notice showing the price before and after', async () => {
    const first = await startOnData();
    const { client, sessionStorageEntry } = await signedInClient(first);
    const draft = await client.call('order.create', {}, { params });
    if (!draft) throw new Error('order.create failed');
    const form = tpsForm(draft.formData);
    for (const step of TPS_STEPS) expect(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params })).not.toBe(false);
    await first.stop();

    const rates = JSON.parse(readFileSync(ratesFile, 'utf8')) as RatesTable & { table: Record<string, Record<string, number[]>> };
    const before = ratePremium(rates, form);
    for (const [area, cells] of Object.entries(rates.table.INDIVIDUAL_BASIC ?? {})) rates.table.INDIVIDUAL_BASIC![area] = cells.map((cell) => cell * 10);
    writeFileSync(ratesFile, JSON.stringify(rates));
    const productFile = join(schemasDir, 'products/TPS/product.json');
    writeFileSync(productFile, JSON.stringify({ ...(JSON.parse(readFileSync(productFile, 'utf8')) as object), version: '1.1.0' }));
    const after = ratePremium(rates, form);
    if (!before.ok || !after.ok) throw new Error('the test form must price');

    const running = await startOnData();
    const context = await narrowPhoneContext(browser, { origin: running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    try {
      await page.goto(`${running.url}/pages/order/TPS/index`);
      await (await byTestId(page, 'unfinished-continue')).click();
      const quote = page.getByTestId('quote');
      // The wizard continues at the saved step: Next through what is left, up to the quote.
      for (let step = 0; step < TPS_STEPS.length && !(await quote.isVisible()); step += 1) {
        await page.getByTestId('next').or(quote).first().waitFor({ timeout: UI_TIMEOUT_MS });
        if (await quote.isVisible()) break;
        await page.getByTestId('next').click();
        await page.waitForTimeout(300);
      }
      const notice = page.getByTestId('product-change');
      await notice.waitFor({ timeout: UI_TIMEOUT_MS });
      await expectText(notice.locator('strong'), label('tw', 'productVersion.changedTitle'));
      await expectText(page.getByTestId('price-before'), patacas(before.premium));
      await expectText(page.getByTestId('price-now'), patacas(after.premium));
      await snap(page, SUITE, '01-price-changed-notice');
    } finally {
      await context.close();
      await running.stop();
    }
  });
});
