/**
 * Buying any product on a phone without typing its form: a phone context signed in once through the SMS login
 * page with the storefront's own signed client in the same session, Buy now starting a draft, and the draft
 * (filled through that client) reopened in the wizard and passed step by step with Next. Shared by the tests
 * that walk every product of the manifest (buy-every-product, journey-quality).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createApiClient, type SignedApiClient } from '../../../src/api/index.js';
import type { ProductBundle } from '../../../src/engine/index.js';
import { CLIENT_ID, CLIENT_KEY } from '../../api/server/signed-fetch.js';
import { phoneContext, watchConsole } from './browser.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './page-checks.js';
import { openHome } from './purchase-journey.js';
import { freshMacaoPhone, signInWithSms } from './sms-login.js';
import type { BrowserSuite } from './suite.js';

/** A signed-in phone: its context and page, the storefront's signed client in its session, and its console errors. */
export interface SignedInPhone {
  context: BrowserContext;
  page: Page;
  client: SignedApiClient;
  consoleErrors: string[];
}

/**
 * A phone context signed in through the SMS login page with a fresh number, in `lang` (switched through the
 * language menu when not the default). Call it inside a test: its waits are assertions.
 */
export async function signedInPhone(suite: BrowserSuite, lang = 'tw'): Promise<SignedInPhone> {
  const context = await phoneContext(suite.browser);
  const page = await context.newPage();
  const consoleErrors = watchConsole(page);
  if (lang !== 'tw') await openHome(page, suite.running, lang);
  await page.goto(`${suite.running.url}/pages/login/smsCode/index`);
  await signInWithSms(page, suite.running, freshMacaoPhone());
  const stored = () => page.evaluate(() => localStorage.getItem('mo-session') ?? '');
  await expect.poll(stored, { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
  const token = (JSON.parse(await stored()) as { state: { token: string } }).state.token;
  const client = createApiClient({
    baseUrl: suite.running.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: suite.running.gateway.publicKeySpki,
    getToken: () => token, getLang: () => lang, getRoute: () => new URL(page.url()).pathname, channel: 'web',
  });
  return { context, page, client, consoleErrors };
}

/** What the wizard started: the draft's number and its answers (the form's defaults). */
export interface StartedDraft {
  b2cOrderId: string;
  formData: Record<string, unknown>;
}

/**
 * Opens the product page (then `onProduct`, e.g. to read it) and taps Buy now; returns the draft the wizard
 * started once it shows its first step.
 */
export async function startDraftOrder(phone: SignedInPhone, url: string, bundle: ProductBundle, onProduct?: () => Promise<void>): Promise<StartedDraft> {
  const { page, client } = phone;
  const { code, steps } = bundle.definition;
  const params = { product: code };
  await page.goto(`${url}/pages/product/${code}/index`);
  const buyNow = await byTestId(page, 'buy-now');
  await onProduct?.();
  await buyNow.click();
  await expectPath(page, `/pages/order/${code.toLowerCase()}/index`);
  await byTestId(page, `step-${steps[0]?.id ?? ''}`);
  const newest = await client.call('order.temporary', {}, { params });
  if (!newest) throw new Error(`${code}: the wizard started no draft`);
  const draft = await client.call('order.temporary', { b2cOrderId: newest.b2cOrderId }, { params });
  if (!draft) throw new Error(`${code}: the draft ${newest.b2cOrderId} cannot be read`);
  return draft;
}

/** Saves `form` as the draft's answers through the storefront's signed client. */
export async function saveDraft(phone: SignedInPhone, bundle: ProductBundle, b2cOrderId: string, form: Record<string, unknown>): Promise<void> {
  const { code, steps } = bundle.definition;
  const saved = await phone.client.call('order.tempSave', { b2cOrderId, step: steps[0]?.id ?? '', formData: form }, { params: { product: code } });
  expect(saved).not.toBe(false);
}

/**
 * Reopens the draft in the wizard on its first step. The draft was saved at the first step, so the wizard resumes
 * on the second: back once to see them all.
 */
export async function reopenDraft(page: Page, url: string, bundle: ProductBundle, b2cOrderId: string): Promise<void> {
  const { code, steps } = bundle.definition;
  await page.goto(`${url}/pages/order/${code.toLowerCase()}/index?b2cOrderId=${encodeURIComponent(b2cOrderId)}`);
  const [first, second] = steps;
  if (first && second) {
    await byTestId(page, `step-${second.id}`);
    await page.getByTestId('back').click();
  }
}

/**
 * Reopens the draft and passes every step with Next up to the quote; `onStep` sees each step as it shows,
 * before its Next.
 */
export async function walkEveryStep(page: Page, url: string, bundle: ProductBundle, b2cOrderId: string, onStep?: (stepId: string) => Promise<void>): Promise<void> {
  await reopenDraft(page, url, bundle, b2cOrderId);
  for (const step of bundle.definition.steps) {
    await byTestId(page, `step-${step.id}`);
    await onStep?.(step.id);
    await page.getByTestId('next').click();
  }
  await byTestId(page, 'quote');
}
