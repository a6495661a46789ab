/**
 * The demo user's rows in the running sandbox gateway that spec-routes.ts addresses name by placeholder,
 * and a phone context at 390 CSS pixels (the narrowest phone the routes are checked at) with storage seeded before the app starts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PIXEL_7 } from './browser.js';
import type { RunningGateway } from './gateway.js';

export const DEMO_PHONE = '66123456';
export const DEMO_USER_ID = 'U-DEMO00000001';
export const DEMO_MTV_ORDER_ID = 'MTV-DEMO-RENEWAL-0001';
/** The width a page must fit. */
export const PHONE_WIDTH = 390;

export type Samples = Record<string, string>;

/** {tpsOrderId}, {mtvOrderId}, {claimId} of the demo user, read from the gateway's database. */
export async function demoSamples(running: RunningGateway): Promise<Samples> {
  const db = running.gateway.db;
  const tps = await db.selectFrom('orders').select('b2c_order_id')
    .where('user_id', '=', DEMO_USER_ID).where('product_code', '=', 'TPS').where('status', '=', 'paid')
    .orderBy('created_at').executeTakeFirst();
  const claim = await db.selectFrom('claims').select('claim_id').where('user_id', '=', DEMO_USER_ID).executeTakeFirst();
  if (!tps || !claim) throw new Error('the sandbox gateway has no demo TPS policy or claim');
  return { tpsOrderId: tps.b2c_order_id, mtvOrderId: DEMO_MTV_ORDER_ID, claimId: claim.claim_id };
}

/** The address with its {placeholders} filled (URI-encoded); an unknown placeholder is an error. */
export function fillAddress(address: string, samples: Samples): string {
  return address.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = samples[name];
    if (value === undefined) throw new Error(`no sample for {${name}} in ${address}`);
    return encodeURIComponent(value);
  });
}

/** The zustand-persist value of the language store. */
export function langStorage(lang: string): string {
  return JSON.stringify({ state: { lang }, version: 0 });
}

/**
 * A Pixel 7 context narrowed to 390 px (or `width`); `userAgent` replaces the device's; `localStorage` entries
 * are in place for `origin` before the first page of the storefront runs (launch reads them).
 */
export async function narrowPhoneContext(
  browser: Browser,
  options: { userAgent?: string; origin?: string; localStorage?: Record<string, string>; width?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const entries = Object.entries(options.localStorage ?? {}).map(([name, value]) => ({ name, value }));
  return browser.newContext({
    ...PIXEL_7,
    viewport: { width: options.width ?? PHONE_WIDTH, height: 844 },
    // As phoneContext: the storefront's worker only where a test of the offline storefront allows it.
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    locale: 'zh-MO',
    timezoneId: 'Asia/Macau',
    ...(options.origin && entries.length ? { storageState: { cookies: [], origins: [{ origin: options.origin, localStorage: entries }] } } : {}),
  });
}

/** How far the document scrolls sideways at the phone's width (0 when it fits). */
export async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
}

/**
 * Texts on screen that look like untranslated i18n keys ('mine.title'): words joined by dots matching
 * /\b[a-z]+(\.[a-zA-Z0-9]+)+\b/ whose first word is a top-level key of the label files (so an e-mail
 * address or a domain name is not taken for one).
 */
export async function visibleKeys(page: Page, namespaces: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const found = text.match(/\b[a-z]+(\.[a-zA-Z0-9]+)+\b/g) ?? [];
  return [...new Set(found.filter((candidate) => namespaces.includes(candidate.split('.')[0] ?? '')))];
}
