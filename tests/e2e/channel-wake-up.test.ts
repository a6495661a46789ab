/**
 * The channel wake-up (docs/spec/storefront-spec.md#4-states-and-transitions and #6-roles-and-permissions): signed in inside the bank app, the telecom app or the
 * payment app, pages open. Each launch (a page loaded by address) hands off through the bridge page with
 * type wakeUp once and then shows the page asked for; links inside the app do not hand off again; the login
 * page never appears. In the bank app, coupons, points and renewal opened by address show the "this function
 * is not yet open" toast, not the login page. Real Chromium, each app's phone user agent, the real gateway.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PIXEL_7, watchConsole } from './support/browser.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite();
const APPS = [
  { name: 'the bank app', userAgent: `${PIXEL_7.userAgent} BOCAPP/5.2.1` },
  { name: 'the telecom app', userAgent: `${PIXEL_7.userAgent} CTMPay/3.0` },
  { name: 'the payment app', userAgent: `${PIXEL_7.userAgent} MPay/2.6.0` },
] as const;
const BRIDGE = '/pages/poxy/index';

/** The paths the page's main frame has been on, same-document navigations included. */
function recordPaths(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname); });
  return seen;
}

/** A link followed inside the app: no reload, so no new launch. */
async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expectPath(page, path);
}

const bridgeVisits = (paths: string[]): number => paths.filter((path) => path === BRIDGE).length;
const loginVisits = (paths: string[]): string[] => paths.filter((path) => path.startsWith('/pages/login/'));

describe('signed in inside an app', () => {
  for (const { name, userAgent } of APPS) {
    it(`${name}: wakes up once per launch, then the pages open without the login`, async () => {
      const { sessionStorageEntry } = await signedInClient(suite.running);
      const context = await narrowPhoneContext(suite.browser, { userAgent, origin: suite.running.url, localStorage: sessionStorageEntry });
      const page = await context.newPage();
      const paths = recordPaths(page);
      const errors = watchConsole(page);
      try {
        await page.goto(`${suite.running.url}/`);
        await byTestId(page, 'product-card-TPS');
        await expectPath(page, '/');
        expect(bridgeVisits(paths)).toBe(1);

        await followLink(page, '/pages/myPolicy/index');
        await byTestId(page, 'policy-empty');
        expect(bridgeVisits(paths)).toBe(1);

        await page.goto(`${suite.running.url}/pages/myPolicy/index`);
        await expect.poll(() => bridgeVisits(paths), { timeout: UI_TIMEOUT_MS }).toBe(2);
        await byTestId(page, 'policy-empty');
        await expectPath(page, '/pages/myPolicy/index');
        expect(loginVisits(paths)).toEqual([]);
        expect(await page.evaluate(() => localStorage.getItem('mo-session') ?? '')).toContain('"token":"');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('the bank app: coupons, points and renewal opened by address say "this function is not yet open", not the login', async () => {
    const { sessionStorageEntry } = await signedInClient(suite.running);
    const context = await narrowPhoneContext(suite.browser, { userAgent: APPS[0].userAgent, origin: suite.running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    const paths = recordPaths(page);
    const notOpen = page.locator('.adm-toast-main', { hasText: label('tw', 'error.notOpen') });
    try {
      for (const address of ['/pages/service/coupon/index', '/pages/service/integral/index', '/pages/order/renewal/index']) {
        await page.goto(`${suite.running.url}${address}`);
        await notOpen.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
        expect(loginVisits(paths), address).toEqual([]);
        await notOpen.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
      }
    } finally {
      await context.close();
    }
  });
});
