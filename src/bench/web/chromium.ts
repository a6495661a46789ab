/**
 * Debian's Chromium as the benchmarks drive it (ARCHITECTURE.md, "Hard-won facts"): headless, no sandbox,
 * no GPU, and none of the background traffic (component updates, sync, field trials) that would land in
 * a page's network log or compete for the CPU; a Pixel 7 context on Macao time, optionally signed in.
 */
import { chromium, devices, type Browser, type BrowserContext } from 'playwright-core';

/** The browser binary; CHROME_PATH (chrome-launcher's variable) or CHROMIUM_PATH (the tests') may name another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every benchmark browser starts with, Lighthouse's included. */
export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
] as const;

/** Chromium started by playwright-core with {@link CHROMIUM_FLAGS}. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
}

/**
 * A fresh Pixel 7 context (empty cache, no cookies) on Macao time in traditional Chinese, the storefront's
 * default; `storage` is put into the origin's localStorage before any page of it runs (a signed-in session).
 */
export function phoneContext(browser: Browser, origin: string, storage: Record<string, string> = {}): Promise<BrowserContext> {
  return browser.newContext({
    ...devices['Pixel 7'],
    locale: 'zh-MO',
    timezoneId: 'Asia/Macau',
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) }],
    },
  });
}
