/**
 * WCAG 1.4.10 (reflow): at 320 CSS px, the width of a 1280 px screen zoomed to 400 % and of the
 * smallest phones, the storefront's representative pages (home, a product, an order step, the login page,
 * mine) fit the screen with no sideways scrolling, in traditional Chinese and in English, signed in as the
 * demo user where the page needs it. Each page is photographed into test-results/reflow/<lang>-<id>.png.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snap, watchConsole } from './support/browser.js';
import { UI_TIMEOUT_MS } from './support/page-checks.js';
import { signInWithSms } from './support/sms-login.js';
import { SPEC_ROUTES, type SpecRoute } from './support/spec-routes.js';
import { DEMO_PHONE, langStorage, narrowPhoneContext, scrollWidth } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

/** WCAG 1.4.10's width: 1280 CSS px at 400 % zoom. */
const REFLOW_WIDTH = 320;
const PAGE_IDS = ['home', 'product-TPS', 'orderTps', 'login', 'mine'] as const;
const ROUTES: SpecRoute[] = PAGE_IDS.map((id) => {
  const route = SPEC_ROUTES.find((entry) => entry.id === id);
  if (!route) throw new Error(`spec-routes.ts has no route ${id}`);
  return route;
});

const suite = browserSuite();

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
/** The demo user's stored session (the mo-session value), once signed in. */
let session: string | undefined;

beforeAll(async () => {
  context = await narrowPhoneContext(suite.browser, { width: REFLOW_WIDTH });
  page = await context.newPage();
  consoleErrors = watchConsole(page);
});

/** Signs the demo user in once through the SMS login page (at 320 px too) and keeps the stored session. */
async function signIn(): Promise<string> {
  if (session) return session;
  await page.goto(`${suite.running.url}/pages/login/smsCode/index`);
  await signInWithSms(page, suite.running, DEMO_PHONE);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
  session = await page.evaluate(() => localStorage.getItem('mo-session') ?? '');
  return session;
}

afterAll(async () => {
  await context?.close();
});

describe(`the representative pages at ${REFLOW_WIDTH} CSS px`, () => {
  for (const lang of ['tw', 'en']) {
    for (const route of ROUTES) {
      it(`${lang} ${route.id} fits ${REFLOW_WIDTH} px with no sideways scrolling`, async () => {
        const stored = route.session === 'signedIn' ? await signIn() : '';
        // Storage belongs to the storefront's origin: the first test starts on about:blank.
        if (!page.url().startsWith(suite.running.url)) await page.goto(`${suite.running.url}/pages/nothing/index`);
        await page.evaluate(([langValue, sessionValue]) => {
          localStorage.setItem('mo-lang', langValue);
          if (sessionValue) localStorage.setItem('mo-session', sessionValue);
          else localStorage.removeItem('mo-session');
        }, [langStorage(lang), stored] as const);
        consoleErrors.splice(0);
        await page.goto(`${suite.running.url}${route.address}`);
        await page.locator(route.content).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
        await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);

        expect(await scrollWidth(page), `document width at ${REFLOW_WIDTH} px`).toBeLessThanOrEqual(REFLOW_WIDTH);
        expect([...consoleErrors], 'console errors').toEqual([]);
        await snap(page, 'reflow', `${lang}-${route.id}`);
      }, 60_000);
    }
  }
});
