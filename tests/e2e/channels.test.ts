/**
 * Channels (docs/spec/storefront-spec.md#1-what-the-product-does-and-for-whom, #4-states-and-transitions and #6-roles-and-permissions): the storefront per user agent, in real Chromium against the
 * real sandbox gateway. The bank app (BOCAPP) shows three tabs and refuses coupons, points, renewal and the
 * THL product; WeChat and the payment app (MPay) with a session and a stored third-party user wake up
 * through the bridge page, WeChat without one does not; desktop user agents on any deep link get the desktop
 * notice; a route on the gateway's feature-ban list shows "this function is not yet open" and the user stays.
 * (tests/e2e/launch-and-bridge.test.ts covers the desktop notice of the shop page, the forbidden page and the
 * bridge's finished login; this file does not repeat them.)
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PIXEL_7, watchConsole } from './support/browser.js';
import { byTestId, expectPath, expectTextContaining, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { narrowPhoneContext, PHONE_WIDTH, scrollWidth } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import type { RunningGateway } from './support/gateway.js';

const PHONE_UA = PIXEL_7.userAgent;
const BANK_UA = `${PHONE_UA} BOCAPP/5.2.1`;
const TELECOM_UA = `${PHONE_UA} CTMPay/3.0`;
const PAYMENT_UA = `${PHONE_UA} MPay/2.6.0`;
const WECHAT_UA = `${PHONE_UA} MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_HK`;
const DESKTOP_UAS = {
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
} as const;
const THIRD_USER = { appType: 'wechat', openId: 'o-demo-open-id', nickname: 'Demo' };

const suite = browserSuite();
const tw = (key: string): string => label('tw', key);

/** Signs a new phone in through the SMS login page of a plain phone and returns the stored token. */
async function realToken(browser: Browser, running: RunningGateway): Promise<string> {
  const context = await narrowPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${running.url}/pages/login/smsCode/index`);
    await signInWithSms(page, running, freshMacaoPhone());
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('mo-session') ?? '{}')) as { state?: { token?: string } };
    if (!stored.state?.token) throw new Error('the SMS login stored no token');
    return stored.state.token;
  } finally {
    await context.close();
  }
}

/** The stored session the app reads at launch (zustand persist of the session store). */
function sessionStorageValue(token: string, thirdUserInfo: Record<string, unknown> | null): string {
  return JSON.stringify({ state: { token, user: null, thirdUserInfo, loginCallback: null }, version: 0 });
}

/** Client-side navigation, as a link inside the app does it: no reload, so launch does not run again. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expectPath(page, path.split('?')[0] ?? path);
}

/** Every address the page's main frame was on, same-document navigations included. */
function recordAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) seen.push(frame.url()); });
  return seen;
}

describe('the bank app', () => {
  it('shows three tabs, hides coupons, points, renewal and THL, and refuses their pages', async () => {
    const context = await narrowPhoneContext(suite.browser, { userAgent: BANK_UA });
    const page = await context.newPage();
    const errors = watchConsole(page);
    try {
      // Signed out, the shop: three tabs (no mine), and no THL product among the cards.
      await page.goto(`${suite.running.url}/pages/shop/index`);
      await byTestId(page, 'product-card-TPS');
      await expect.poll(() => page.locator('[data-testid^="tab-"]').count(), { timeout: UI_TIMEOUT_MS }).toBe(3);
      expect(await page.getByTestId('tab-3').count()).toBe(0);
      expect(await page.getByTestId('product-card-THL').count()).toBe(0);
      // docs/spec/storefront-spec.md#6-roles-and-permissions switches off THL alone in the bank app: the travel-medical THLM stays on sale.
      await byTestId(page, 'product-card-THLM');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);

      // The THL product page itself says it is not available here.
      await goInApp(page, '/pages/product/THL/index');
      await byTestId(page, 'product-unavailable');
      expect(await page.getByTestId('buy-now').count()).toBe(0);

      // Signed in inside the app (the SMS login page), the service tab lists no coupons, points or renewal.
      await goInApp(page, '/pages/login/smsCode/index');
      await signInWithSms(page, suite.running, freshMacaoPhone());
      await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
      await goInApp(page, '/pages/service/index');
      await byTestId(page, 'service-my-policy');
      for (const entry of ['service-coupons', 'service-points', 'service-renewal']) expect(await page.getByTestId(entry).count(), entry).toBe(0);
      expect(await page.locator('[data-testid^="tab-"]').count()).toBe(3);

      // Their pages, reached by address, refuse.
      await goInApp(page, '/pages/service/coupon/index');
      await expectTextContaining(await byTestId(page, 'service-channel-off'), tw('error.notOpen'));
      await goInApp(page, '/pages/service/integral/index');
      await expectTextContaining(await byTestId(page, 'service-channel-off'), tw('error.notOpen'));
      await goInApp(page, '/pages/order/renewal/index');
      await byTestId(page, 'renewal-disabled');
      await goInApp(page, '/pages/order/renewal/MTV/index');
      await byTestId(page, 'renewal-disabled');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the telecom app, for comparison, keeps four tabs and the THL product', async () => {
    const context = await narrowPhoneContext(suite.browser, { userAgent: TELECOM_UA });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.running.url}/pages/shop/index`);
      await byTestId(page, 'product-card-THL');
      expect(await page.locator('[data-testid^="tab-"]').count()).toBe(4);
    } finally {
      await context.close();
    }
  });
});

describe('wake-up through the bridge page', () => {
  const cases = [
    { name: 'WeChat with a stored third-party user', userAgent: WECHAT_UA, thirdUser: THIRD_USER, wakesUp: true },
    { name: 'the payment app with a stored third-party user', userAgent: PAYMENT_UA, thirdUser: THIRD_USER, wakesUp: true },
    { name: 'WeChat without a third-party user', userAgent: WECHAT_UA, thirdUser: null, wakesUp: false },
  ] as const;

  for (const { name, userAgent, thirdUser, wakesUp } of cases) {
    it(`${name}: ${wakesUp ? 'goes through the bridge page with type wakeUp and the address' : 'opens the page asked for'}`, async () => {
      const token = await realToken(suite.browser, suite.running);
      const context = await narrowPhoneContext(suite.browser, {
        userAgent, origin: suite.running.url, localStorage: { 'mo-session': sessionStorageValue(token, thirdUser) },
      });
      const page = await context.newPage();
      const addresses = recordAddresses(page);
      try {
        await page.goto(`${suite.running.url}/pages/myPolicy/index`);
        if (wakesUp) {
          await expect.poll(() => addresses.some((address) => new URL(address).pathname === '/pages/poxy/index'), { timeout: UI_TIMEOUT_MS }).toBe(true);
          const bridge = new URL(addresses.find((address) => new URL(address).pathname === '/pages/poxy/index') ?? '');
          expect(bridge.searchParams.get('type')).toBe('wakeUp');
          expect(bridge.searchParams.get('redirectUrl')).toBe('/pages/myPolicy/index');
          // Signed in, the hand-off then opens the page asked for (flows/bridge.machine.ts), not the login.
          await byTestId(page, 'policy-empty');
          expect(new URL(page.url()).pathname).toBe('/pages/myPolicy/index');
          expect(addresses.some((address) => new URL(address).pathname.startsWith('/pages/login/'))).toBe(false);
        } else {
          await byTestId(page, 'policy-empty');
          expect(new URL(page.url()).pathname).toBe('/pages/myPolicy/index');
          expect(addresses.some((address) => new URL(address).pathname === '/pages/poxy/index')).toBe(false);
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe('desktop user agents', () => {
  for (const [name, userAgent] of Object.entries(DESKTOP_UAS)) {
    it(`${name} on a deep link gets the desktop notice, in English when chosen`, async () => {
      const context = await suite.browser.newContext({ userAgent, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      try {
        await page.goto(`${suite.running.url}/pages/myClaim/tabDetail/accident/index`);
        await expectPath(page, '/pages/pc/pcDirect/index');
        await expectTextContaining(await byTestId(page, 'desktop-notice'), tw('desktopNotice.title'));
        await page.evaluate(() => localStorage.setItem('mo-lang', JSON.stringify({ state: { lang: 'en' }, version: 0 })));
        await page.goto(`${suite.running.url}/pages/service/index`);
        await expectPath(page, '/pages/pc/pcDirect/index');
        await expectTextContaining(await byTestId(page, 'desktop-notice'), label('en', 'desktopNotice.title'));
        expect(await page.locator('.app-tabs').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('a route on the gateway\'s feature-ban list', () => {
  it('shows "this function is not yet open" and stays put, from the tab bar, a product card and a typed address', async () => {
    const db = suite.running.gateway.db;
    await db.insertInto('feature_bans').values([
      { kind: 'route', value: '/pages/service/index' },
      { kind: 'route', value: '/pages/product/TPS/index' },
    ]).execute();
    const context = await narrowPhoneContext(suite.browser);
    const page = await context.newPage();
    const notOpen = page.locator('.adm-toast-main', { hasText: tw('error.notOpen') });
    try {
      await page.goto(`${suite.running.url}/`);
      await byTestId(page, 'product-card-TPS');

      await page.getByTestId('tab-2').click();
      await notOpen.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect(new URL(page.url()).pathname).toBe('/');
      await notOpen.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

      await page.getByTestId('product-card-TPS').click();
      await notOpen.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      expect(new URL(page.url()).pathname).toBe('/');
      await notOpen.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

      // An open route still opens.
      await page.getByTestId('tab-1').click();
      await expectPath(page, '/pages/shop/index');

      // Typed (or linked from outside): the toast, and the user is taken back.
      await page.goto(`${suite.running.url}/pages/service/index`);
      await notOpen.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      await expectPath(page, '/');
      expect(await page.getByTestId('service-my-policy').count()).toBe(0);
    } finally {
      await context.close();
      await db.deleteFrom('feature_bans').execute();
    }
  });
});
