/**
 * One phone (Chromium, Pixel 7 narrowed to 390 px) visits every route of spec
 * section 2 (tests/e2e/support/spec-routes.ts) against the real sandbox gateway, in traditional Chinese
 * and in English, signed in as the demo user +853 66123456 where the page needs it. Each route is its own
 * check: it lands where it should, shows ITS content (not the 404 page, not the error page), the console
 * stays free of errors, no untranslated key is on screen, nothing is wider than 390 px, and axe-core finds no
 * WCAG 2.2 A/AA violation (tests/e2e/support/axe.ts). Tab pages and
 * one page per section are photographed into test-results/screenshots/<lang>-<name>.png (the whole page),
 * every route into test-results/all-routes/<lang>-<id>.png (what the phone shows).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_LANG } from '../../src/app/i18n/create-i18n.js';
import type { Lang } from '../../src/engine/index.js';
import { axeViolations } from './support/axe.js';
import { watchConsole } from './support/browser.js';
import { UI_TIMEOUT_MS } from './support/page-checks.js';
import { signInWithSms } from './support/sms-login.js';
import { SPEC_ROUTES, type SessionNeed, type SpecRoute } from './support/spec-routes.js';
import {
  DEMO_PHONE, demoSamples, fillAddress, langStorage, narrowPhoneContext, PHONE_WIDTH, scrollWidth, visibleKeys, type Samples,
} from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const SHOTS = join('test-results', 'screenshots');
const EVERY = join('test-results', 'all-routes');
/** How long a page may take to show its content or the 404/error page. */
const CONTENT_TIMEOUT_MS = 10_000;
const NAMESPACES = Object.keys(JSON.parse(readFileSync('schemas/i18n/tw.json', 'utf8')) as Record<string, unknown>);
const OTHER_PAGES = '[data-testid="not-found"], [data-testid="route-error"]';

const suite = browserSuite();

let context: BrowserContext;
let page: Page;
let consoleErrors: string[];
let samples: Samples;
/** The demo user's stored session (the mo-session value), once signed in. */
let session: string | undefined;

beforeAll(async () => {
  samples = await demoSamples(suite.running);
  context = await narrowPhoneContext(suite.browser);
  page = await context.newPage();
  consoleErrors = watchConsole(page);
  await page.goto(`${suite.running.url}/pages/nothing/index`);
});

afterAll(async () => {
  await context?.close();
});

/** Signs the demo user in once through the SMS login page and keeps the stored session. */
async function signIn(): Promise<string> {
  if (session) return session;
  await page.evaluate(() => localStorage.removeItem('mo-session'));
  await page.goto(`${suite.running.url}/pages/login/smsCode/index`);
  await signInWithSms(page, suite.running, DEMO_PHONE);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
  const stored = await page.evaluate(() => localStorage.getItem('mo-session') ?? '');
  session = stored;
  return stored;
}

/** Puts the language and the session (or none) in storage; the next page load starts with them. */
async function prepare(lang: string, need: SessionNeed): Promise<void> {
  const stored = need === 'signedIn' ? await signIn() : null;
  await page.evaluate(([langValue, sessionValue]) => {
    localStorage.setItem('mo-lang', langValue ?? '');
    if (sessionValue) localStorage.setItem('mo-session', sessionValue);
    else localStorage.removeItem('mo-session');
    sessionStorage.clear();
  }, [langStorage(lang), stored] as const);
}

async function visit(route: SpecRoute, lang: Lang): Promise<void> {
  await prepare(lang, route.session);
  consoleErrors.splice(0);
  const address = fillAddress(route.address, samples);
  await page.goto(`${suite.running.url}${address}`);
  const expectedPath = route.landsOn ?? new URL(address, 'http://storefront').pathname;

  // Its content, or the page that says it is not there: whichever comes first.
  await page.locator(`${route.content}, ${OTHER_PAGES}`).first().waitFor({ state: 'visible', timeout: CONTENT_TIMEOUT_MS }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);

  const path = new URL(page.url()).pathname;
  expect.soft(path, 'the address it ends on').toBe(expectedPath);
  if (route.notFound) {
    expect.soft(await page.getByTestId('not-found').isVisible(), 'the 404 page').toBe(true);
  } else {
    expect.soft(await page.getByTestId('not-found').count(), 'the 404 page is shown').toBe(0);
    expect.soft(await page.getByTestId('route-error').count(), 'the error page is shown').toBe(0);
  }
  expect.soft(await page.locator(route.content).first().isVisible(), `its own content (${route.content})`).toBe(true);
  expect.soft(await visibleKeys(page, NAMESPACES), 'untranslated keys on screen').toEqual([]);
  expect.soft(await scrollWidth(page), `document width (must fit ${PHONE_WIDTH} px)`).toBeLessThanOrEqual(PHONE_WIDTH);
  expect.soft([...consoleErrors], 'console errors').toEqual([]);

  await page.evaluate(() => window.scrollTo(0, 0));
  if (route.screenshot) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${lang}-${route.screenshot}.png`), fullPage: true, animations: 'disabled' });
  }
  // What the phone shows of every route, to look at when a check fails.
  mkdirSync(EVERY, { recursive: true });
  await page.screenshot({ path: join(EVERY, `${lang}-${route.id}.png`), animations: 'disabled' });

  // WCAG 2.2 A/AA on the page as loaded: each line names the rule, the element and its html;
  // and the page declares the language it is shown in (3.1.1), which axe only checks is valid.
  expect.soft(await page.evaluate(() => document.documentElement.lang), '<html lang>').toBe(HTML_LANG[lang]);
  expect.soft(await axeViolations(page), `axe violations on ${address} in ${lang}`).toEqual([]);
}

/** tw: signed-out pages then signed-in ones; en: signed-in then signed-out (one SMS login in all). */
const PLAN: readonly { lang: Lang; sessions: readonly SessionNeed[] }[] = [
  { lang: 'tw', sessions: ['signedOut', 'signedIn'] },
  { lang: 'en', sessions: ['signedIn', 'signedOut'] },
];

describe('every route of docs/spec/storefront-spec.md#2-screens-and-routes on a 390 px phone', () => {
  it('lists each route once', () => {
    const ids = SPEC_ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const { lang, sessions } of PLAN) {
    describe(lang, () => {
      for (const need of sessions) {
        for (const route of SPEC_ROUTES.filter((entry) => entry.session === need)) {
          it(`${lang} ${route.id} ${route.address}`, () => visit(route, lang), 60_000);
        }
      }
    });
  }
});
