/**
 * Real Chromium from Debian driven by playwright-core, with a phone's viewport and user agent.
 * `npx playwright install` cannot work on these machines (ARCHITECTURE.md).
 */
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const PIXEL_7 = devices['Pixel 7'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A Pixel 7 context; `userAgent` replaces the device's (channel tests). The phone's clock is on Macao time
 * unless `timezoneId` says otherwise, so "today" in the page is the insurer's today whatever the machine's zone.
 * Service workers are blocked (a webview without them) unless `serviceWorkers: 'allow'`: only the tests of the
 * offline storefront let its worker in, since it precaches the whole build in the background, competing with what
 * a test does, and answers the build's files a test intercepts.
 */
export async function phoneContext(
  browser: Browser,
  options: { userAgent?: string; locale?: string; timezoneId?: string; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...PIXEL_7,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    locale: options.locale ?? 'zh-MO',
    timezoneId: options.timezoneId ?? 'Asia/Macau',
  });
}

/** Collects console errors and page errors so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * How many CSS pixels the document is wider than the viewport (0 when it fits). A phone page must never
 * scroll sideways.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * Saves a screenshot under test-results/<suite>/ and returns its path: the whole page, or with
 * `fullPage: false` only what the phone shows (a bottom sheet, which a full-page shot would leave half way).
 * The page is scrolled to the top first (a full-page shot of a scrolled page draws the sticky nav bar where
 * the scroll left it), and CSS transitions are shown finished, so a border fading from red is not caught half way.
 */
export async function snap(page: Page, suite: string, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const dir = join('test-results', suite);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  const fullPage = options.fullPage ?? true;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}
