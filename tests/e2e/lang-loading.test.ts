/**
 * One language's labels at first paint, in real Chromium against the real gateway: the first
 * load brings the labels of the language the storefront opens in and no other (neither in a script nor in
 * the label file, which is asked for that language), and a switch loads the next language before showing it.
 * A language is recognised by a text only it has: its "could not load the language" message.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/engine/index.js';
import { launchBrowser, phoneContext, watchConsole } from './support/browser.js';
import { startGateway, type RunningGateway } from './support/gateway.js';
import { byTestId, expectAttribute, expectTextContaining } from './support/page-checks.js';
import { label } from './support/product-files.js';

const LANGS: Lang[] = ['tw', 'cn', 'en'];

let running: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  running = await startGateway();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

/** What the page has downloaded so far: the scripts and the label file, with their bodies. */
function watchDownloads(page: Page): { urls: string[]; bodies(): Promise<string[]> } {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().includes('/api/plat/i18n2.js')) responses.push(response);
  });
  return {
    get urls() {
      return responses.map((response) => response.url());
    },
    bodies: () => Promise.all(responses.map(async (response) => (await response.body()).toString('utf8'))),
  };
}

/** The languages whose labels the downloads hold. */
function languagesIn(bodies: string[]): Lang[] {
  return LANGS.filter((lang) => bodies.some((body) => body.includes(label(lang, 'lang.loadFailed'))));
}

/** Waits for the home page's tab bar in `lang`. */
async function expectHomeIn(page: Page, lang: Lang): Promise<void> {
  await expectTextContaining(await byTestId(page, 'tab-0'), label(lang, 'tab.home'));
  await expectAttribute(page.locator('html'), 'lang', { tw: 'zh-Hant-MO', cn: 'zh-Hans', en: 'en' }[lang]);
}

/** Chooses a language in the nav bar's sheet; the sheet closes once the language is shown. */
async function switchTo(page: Page, lang: Lang): Promise<void> {
  await (await byTestId(page, 'lang-switch')).click();
  await (await byTestId(page, `lang-option-${lang}`)).click();
}

/** Opens home and expects it in `lang`, with only `lang`'s labels and label file downloaded. */
async function expectFirstLoadIn(page: Page, downloads: ReturnType<typeof watchDownloads>, lang: Lang): Promise<void> {
  await page.goto(`${running.url}/`);
  await expectHomeIn(page, lang);
  await page.waitForLoadState('networkidle');
  expect(languagesIn(await downloads.bodies())).toEqual([lang]);
  expect(downloads.urls.filter((url) => url.includes('/api/plat/i18n2.js')).map((url) => new URL(url).search)).toEqual([`?lang=${lang}`]);
}

describe('the labels a first load brings', () => {
  it('are traditional Chinese only by default, the label file asked for tw', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const downloads = watchDownloads(page);
    try {
      await expectFirstLoadIn(page, downloads, 'tw');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('are English only when English is the language stored', async () => {
    const context = await phoneContext(browser);
    await context.addInitScript(() => localStorage.setItem('mo-lang', JSON.stringify({ state: { lang: 'en' }, version: 0 })));
    const page = await context.newPage();
    const downloads = watchDownloads(page);
    try {
      await expectFirstLoadIn(page, downloads, 'en');
    } finally {
      await context.close();
    }
  });
});

describe('switching language', () => {
  it('shows English, then simplified Chinese, each loaded when chosen', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const downloads = watchDownloads(page);
    try {
      await page.goto(`${running.url}/`);
      await expectHomeIn(page, 'tw');
      await switchTo(page, 'en');
      await expectHomeIn(page, 'en');
      await expectAttribute(page.getByTestId('lang-switch'), 'aria-label', label('en', 'lang.current', { name: label('en', 'lang.en'), short: 'EN' }));
      await switchTo(page, 'cn');
      await expectHomeIn(page, 'cn');
      await page.waitForLoadState('networkidle');
      expect(downloads.urls.filter((url) => url.includes('/api/plat/i18n2.js')).map((url) => new URL(url).search))
        .toEqual(['?lang=tw', '?lang=en', '?lang=cn']);
      expect(languagesIn(await downloads.bodies())).toEqual(['tw', 'cn', 'en']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
