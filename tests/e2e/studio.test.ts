/**
 * `npm run studio` shows a product's wizard in tw, cn and en side by side, prices it from
 * rates.json, and follows the files: a rate changed on disk changes the price on the open page with no
 * restart, and a planted mistake shows as a finding naming its file. Runs on a copy of schemas/, so the
 * repository's files are never touched.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudio, type RunningStudio } from '../../src/tools/studio/server/start-studio.js';
import { launchBrowser } from './support/browser.js';
import { productFile } from './support/product-files.js';

/** The studio's first page load compiles the app's modules on the fly: slow on a loaded machine, once. */
const FIRST_LOAD_MS = 120_000;
/** How long the page may take to follow a saved file (the target is 2 s; this only bounds a hung test). */
const FOLLOW_MS = 30_000;

let schemasDir: string;
let studio: RunningStudio;
let browser: Browser;
let page: Page;

function ratesFile(code: string): string {
  return join(schemasDir, 'products', code, 'rates.json');
}

beforeAll(async () => {
  schemasDir = join(mkdtempSync(join(tmpdir(), 'mo-studio-')), 'schemas');
  cpSync('schemas', schemasDir, { recursive: true });
  studio = await startStudio({ schemasDir, port: 0 });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
  await page.goto(`${studio.url}?product=TPS`, { timeout: FIRST_LOAD_MS, waitUntil: 'commit' });
  await page.getByTestId('studio-premium').waitFor({ timeout: FIRST_LOAD_MS });
}, FIRST_LOAD_MS + 60_000);

afterAll(async () => {
  await browser?.close();
  await studio?.close();
  rmSync(join(schemasDir, '..'), { recursive: true, force: true });
});

describe('the product studio', () => {
  it('shows the first step with the storefront\'s texts in tw, cn and en side by side', async () => {
    const product = productFile('TPS');
    for (const lang of ['tw', 'cn', 'en'] as const) {
      const column = page.getByTestId(`studio-column-${lang}`);
      await expect(column.locator('h3').textContent()).resolves.toBe(product.steps[0]!.titles[lang]);
      // The columns render their plan list after the premium panel; wait for the text rather than count at once.
      await column.getByText(product.plans[0]!.titles[lang], { exact: true }).first().waitFor({ timeout: 10_000 });
    }
    await expect(page.getByTestId('studio-findings').textContent()).resolves.toBe('No problems found.');
    await expect(page.getByTestId('studio-machine-purchase').count()).resolves.toBe(1);
  });

  it('shows a message raised by leaving a field in one column in every column, before Next', async () => {
    // A page of its own: nothing checked yet, as the studio first opens.
    const fresh = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
    try {
      await fresh.goto(`${studio.url}?product=TPS`, { timeout: FIRST_LOAD_MS, waitUntil: 'commit' });
      await fresh.getByTestId('studio-premium').waitFor({ timeout: FIRST_LOAD_MS });
      const startDate = (lang: string, suffix = '') => fresh.getByTestId(`studio-column-${lang}`).locator(`[id="root_commDate${suffix}"]`);
      await startDate('tw').fill('2020-01-01');
      await startDate('tw').blur();
      for (const lang of ['tw', 'cn', 'en'] as const) {
        await expect.poll(async () => (await startDate(lang, '__error').textContent()) ?? '', { timeout: 10_000 }).not.toBe('');
      }
    } finally {
      await fresh.close();
    }
  });

  it('checks a step in every language column alike on Next (one column kept a stale "required")', async () => {
    await page.getByTestId('studio-next').click();
    const counts = async () => Promise.all((['tw', 'cn', 'en'] as const).map((lang) => page.getByTestId(`studio-column-${lang}`).locator('.mo-field-error__line').count()));
    await expect.poll(async () => (await counts())[0]).toBeGreaterThan(0);
    const [tw, cn, en] = await counts();
    expect([cn, en]).toEqual([tw, tw]);
  });

  it('prices from rates.json and follows a rate changed on disk, with no restart', async () => {
    await page.locator('#price-planCode').selectOption('INDIVIDUAL_BASIC');
    await page.locator('#price-areaCode').selectOption('01');
    await page.locator('#price-commDate').fill('2027-03-01');
    await page.locator('#price-expiryDate').fill('2027-03-07');
    // 7 days, one person: the third band of INDIVIDUAL_BASIC in area 01.
    const rates = JSON.parse(readFileSync(ratesFile('TPS'), 'utf8')) as { table: Record<string, Record<string, number[]>> };
    const before = rates.table.INDIVIDUAL_BASIC!['01']![2]!;
    await expect.poll(() => page.getByTestId('studio-premium').textContent()).toBe(`MOP ${before.toFixed(2)}`);

    // A plausible new amount (between its neighbours): an implausible one is now a warning of its own, which the next test would read.
    rates.table.INDIVIDUAL_BASIC!['01']![2] = before + 10;
    writeFileSync(ratesFile('TPS'), JSON.stringify(rates, null, 2));
    await expect.poll(() => page.getByTestId('studio-premium').textContent(), { timeout: FOLLOW_MS }).toBe(`MOP ${(before + 10).toFixed(2)}`);
  });

  it('names a rates row for a plan the product does not have, with its file and line', async () => {
    const rates = JSON.parse(readFileSync(ratesFile('TPS'), 'utf8')) as { table: Record<string, unknown> };
    rates.table.WH_GOLD = rates.table.INDIVIDUAL_BASIC;
    writeFileSync(ratesFile('TPS'), JSON.stringify(rates, null, 2));
    const findings = page.getByTestId('studio-findings');
    await expect.poll(() => findings.textContent(), { timeout: FOLLOW_MS }).toMatch(/schemas\/products\/TPS\/rates\.json line \d+:\d+: plan "WH_GOLD" has a price but product\.json has no such plan/);
    delete rates.table.WH_GOLD;
    writeFileSync(ratesFile('TPS'), JSON.stringify(rates, null, 2));
    await expect.poll(() => findings.textContent(), { timeout: FOLLOW_MS }).toBe('No problems found.');
  });

  it('names a planted mistake with its file, and keeps showing the last readable form', async () => {
    const text = readFileSync(ratesFile('TPS'), 'utf8');
    // A comma left after the last entry, the slip JSON punishes most often.
    writeFileSync(ratesFile('TPS'), text.replace(/\}\s*$/, ',}'));
    const findings = page.getByTestId('studio-findings');
    await expect.poll(() => findings.textContent(), { timeout: FOLLOW_MS }).toContain('schemas/products/TPS/rates.json');
    await expect(page.getByTestId('studio-stale').textContent()).resolves.toMatch(/last version that could be read\. Fix:.*schemas\/products\/TPS\/rates\.json line \d+:\d+/);
    // The form stays beside the findings in every language (it vanished before).
    for (const lang of ['tw', 'cn', 'en'] as const) await page.getByTestId(`studio-column-${lang}`).locator('form').waitFor({ timeout: FOLLOW_MS });
    // The form and the price are still there, from the version read before the mistake.
    const rates = JSON.parse(text) as { table: Record<string, Record<string, number[]>> };
    await expect(page.getByTestId('studio-premium').textContent()).resolves.toBe(`MOP ${rates.table.INDIVIDUAL_BASIC!['01']![2]!.toFixed(2)}`);
  });
});
