/**
 * A product's policy wording is data in its folder (wording/<lang>.html, product.json `wording`),
 * read and saved from the product page and from a paid policy's detail. In Chromium with a phone's user
 * agent against the real gateway, in traditional Chinese and in English: the link opens the wording in the
 * page's language, and saving it downloads that text as an HTML file. A product without a wording has no
 * link; its address shows "not found" (the gateway serves no agreement for it; there is no other-language
 * fallback, since the product check refuses a declared wording missing in any language).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/engine/index.js';
import { buyTpsPolicy } from '../api/policy-services/policy-flow.js';
import { snap, watchConsole } from './support/browser.js';
import { byTestId, expectPath, expectText, expectTextContaining } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { openHome } from './support/purchase-journey.js';
import { signedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'policy-wording-download';
const PRODUCT = 'TPS';
const suite = browserSuite();

const wording = (JSON.parse(readFileSync(`schemas/products/${PRODUCT}/product.json`, 'utf8')) as {
  wording: { version: string; titles: Record<Lang, string> };
}).wording;
/** The wording's first paragraph in `lang`, as its file has it. */
const firstParagraph = (lang: Lang): string =>
  /<p>.*?<\/p>/.exec(readFileSync(`schemas/products/${PRODUCT}/wording/${lang}.html`, 'utf8'))?.[0] ?? '';
/** The same paragraph as the page shows it (tags dropped). */
const firstSentence = (lang: Lang): string => firstParagraph(lang).replace(/<[^>]+>/g, '');

/** Records the type of every file the page hands to the browser to save (the Blob behind the download link). */
async function recordSavedTypes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const saved: string[] = [];
    (window as unknown as { savedTypes: string[] }).savedTypes = saved;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) saved.push(object.type);
      return create(object);
    };
  });
}

/** On the wording page (opened from a link): the title and text in `lang`, then the saved file's name, type and text. */
async function expectWordingIn(page: Page, lang: Lang, shot: string): Promise<void> {
  await expectPath(page, '/pages/download/textDownload/index');
  const article = await byTestId(page, 'text-download-article');
  await expectTextContaining(article, wording.titles[lang]);
  await expectTextContaining(article, firstSentence(lang));
  await snap(page, SUITE, shot);
  const [download] = await Promise.all([page.waitForEvent('download'), (await byTestId(page, 'text-download-save')).click()]);
  expect(download.suggestedFilename()).toBe(`${PRODUCT}-wording-${wording.version}.html`);
  const path = await download.path();
  const text = readFileSync(path, 'utf8');
  expect(text.startsWith('<!doctype html>')).toBe(true);
  expect(text).toContain(`<title>${wording.titles[lang]}</title>`);
  expect(text).toContain(firstParagraph(lang));
  expect(await page.evaluate(() => (window as unknown as { savedTypes: string[] }).savedTypes.at(-1))).toBe('text/html;charset=utf-8');
}

describe('the policy wording', () => {
  it('opens and downloads in the page\'s language from the product page and a paid policy, in tw and en', async () => {
    const { running, browser } = suite;
    const { client, sessionStorageEntry } = await signedInClient(running);
    const policy = await buyTpsPolicy({ client, tg: { url: running.url }, lastToast: () => null });

    const context = await narrowPhoneContext(browser, { origin: running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    await recordSavedTypes(page);
    const consoleErrors = watchConsole(page);
    const detail = `${running.url}/pages/myPolicy/detail/index?b2cOrderId=${encodeURIComponent(policy.b2cOrderId)}`;
    try {
      for (const lang of ['tw', 'en'] as const) {
        await openHome(page, running, lang === 'tw' ? undefined : lang);
        await page.goto(`${running.url}/pages/product/${PRODUCT}/index`);
        await expectText(await byTestId(page, 'link-wording'), label(lang, 'productData.policyWording'));
        await (await byTestId(page, 'link-wording')).click();
        await expectWordingIn(page, lang, `01-from-product-${lang}`);

        await page.goto(detail);
        await (await byTestId(page, 'policy-wording')).click();
        await expectWordingIn(page, lang, `02-from-policy-${lang}`);
      }

      // A code with no wording: no agreement is served, the page says so.
      await page.goto(`${running.url}/pages/download/textDownload/index?productCode=ZZZ&type=wording`);
      await expectText(await byTestId(page, 'text-download-not-found'), label('en', 'downloads.notFound'));
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
