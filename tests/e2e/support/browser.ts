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

/** A Pixel 7 context; `userAgent` replaces the device's (channel tests). */
export async function phoneContext(browser: Browser, options: { userAgent?: string; locale?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    ...PIXEL_7,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    locale: options.locale ?? 'zh-MO',
  });
}

/** Collects console errors and page errors so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Saves a screenshot under test-results/<suite>/ and returns its path. */
export async function snap(page: Page, suite: string, name: string): Promise<string> {
  const dir = join('test-results', suite);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
