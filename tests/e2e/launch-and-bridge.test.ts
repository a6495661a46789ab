/**
 * The launch sequence and the bridge page in real Chromium against the real gateway: a desktop browser
 * gets the desktop notice, a forbidden label file the nothing page with its text, and the bridge page
 * signs a phone in through the sandbox app's authorise page with a one-time code (never a token in its
 * address, nor one someone else put there) and relaunches only to a storefront page.
 */
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../src/server/create-gateway.js';
import { LABEL_FILE_OVERRIDE } from '../../src/server/platform/platform.handlers.js';
import { SANDBOX_AUTHORIZE_PATH } from '../../src/server/third-party/third-party.seed.js';
import { launchBrowser, phoneContext, watchConsole } from './support/browser.js';
import type { RunningGateway } from './support/gateway.js';
import { byTestId, expectPath, expectTextContaining, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { freshMacaoPhone, signInWithSms, smsCodeSentBy } from './support/sms-login.js';

const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FORBIDDEN_TEXT = 'xyz is Forbidden';
const BOC = 'BOCMO-INSMALL-01';

let dataDir: string;
let running: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  // Our own data folder, so a test can drop the label file override into it.
  dataDir = mkdtempSync(join(tmpdir(), 'mo-gateway-launch-'));
  const gateway = await createGateway({ dataDir, mode: 'sandbox', staticDir: 'dist', logger: false });
  const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  running = { gateway, url, stop: () => gateway.close() };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs a new phone in through the storefront's SMS login and returns the token the gateway issued. */
async function realToken(): Promise<string> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${running.url}/pages/login/smsCode/index`);
    await signInWithSms(page, running, freshMacaoPhone());
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
    const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('mo-session') ?? '{}')) as { state?: { token?: string } };
    const token = stored.state?.token;
    if (!token) throw new Error('the SMS login stored no token');
    return token;
  } finally {
    await context.close();
  }
}

describe('launch', () => {
  it('sends a desktop browser to the desktop notice, without a nav bar', async () => {
    const context = await phoneContext(browser, { userAgent: DESKTOP_CHROME });
    const page = await context.newPage();
    const errors = watchConsole(page);
    try {
      await page.goto(`${running.url}/pages/shop/index`);
      await expectPath(page, '/pages/pc/pcDirect/index');
      await expectTextContaining(await byTestId(page, 'desktop-notice'), label('tw', 'desktopNotice.title'));
      await expectTextContaining(page.getByTestId('desktop-notice-url'), `${running.url}/`);
      expect(await page.locator('.app-nav').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the nothing page with the text of a forbidden label file', async () => {
    const override = join(dataDir, LABEL_FILE_OVERRIDE);
    writeFileSync(override, FORBIDDEN_TEXT);
    const context = await phoneContext(browser);
    const page = await context.newPage();
    try {
      await page.goto(`${running.url}/`);
      await expectPath(page, '/pages/nothing/index');
      await expectTextContaining(await byTestId(page, 'nothing'), FORBIDDEN_TEXT);
    } finally {
      await context.close();
      unlinkSync(override);
    }
  });
});

/** The third-party app's authorise page: types the phone, sends the code, types it and authorises. */
async function authoriseOnSandboxPage(page: Page, phone: string): Promise<void> {
  await expectPath(page, SANDBOX_AUTHORIZE_PATH);
  await page.locator('input[name="phone"]').fill(phone);
  const code = await smsCodeSentBy(running, '853', phone, () => page.locator('button.secondary').click());
  await page.locator('input[name="code"]').fill(code);
  await page.locator('button:not(.secondary)').click();
}

/**
 * A finished server login's one-time code and the login cookie of the browser it belongs to, the way a
 * browser gets them but without one: the OAuth round trip through the sandbox app (proving a new phone) up
 * to the bridge address the gateway answers.
 */
async function finishedLoginCode(): Promise<{ code: string; cookie: string }> {
  // The login is bound to the browser that started it (its login cookie), so the round trip keeps the cookie.
  let cookie = '';
  const go = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${running.url}${path}`, { ...init, headers: { ...init.headers as Record<string, string>, cookie }, redirect: 'manual' });
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return response.headers.get('location') ?? '';
  };
  const state = new URL(await go(`/api/login/oauth/${BOC}`), running.url).searchParams.get('state') ?? '';
  const phone = freshMacaoPhone();
  const form = (fields: Record<string, string>) => ({
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ appId: BOC, state, areaCode: '853', phone, ...fields }).toString(),
  });
  await go(`${SANDBOX_AUTHORIZE_PATH}/code`, form({}));
  const code = (await running.gateway.sandbox?.lastSmsCode('853', phone)) ?? '';
  const bridge = await go(await go(SANDBOX_AUTHORIZE_PATH, form({ code })));
  return { code: new URL(bridge, running.url).searchParams.get('code') ?? '', cookie };
}

describe('the bridge page', () => {
  it('a third-party sign-in comes back with a one-time code, never a token, and relaunches to the page asked for, signed in', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) addresses.push(frame.url()); });
    try {
      const query = new URLSearchParams({ purpose: 'BocApp', appId: BOC, redirectUrl: '/pages/myPolicy/index' });
      await page.goto(`${running.url}/pages/poxy/index?${query.toString()}`);
      await authoriseOnSandboxPage(page, freshMacaoPhone());
      await expectPath(page, '/pages/myPolicy/index');
      // Signed in: myPolicy loads the new user's (empty) policy list instead of sending them to the login.
      await byTestId(page, 'policy-empty');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
      expect(addresses.some((address) => new URL(address).pathname === '/pages/poxy/index' && new URL(address).searchParams.has('code'))).toBe(true);
      expect(addresses.filter((address) => /[?&]token=/.test(address))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('does not follow a redirectUrl to another origin: it lands on home', async () => {
    const { code, cookie } = await finishedLoginCode();
    const context = await phoneContext(browser);
    // The browser that started the login (only it may exchange the code).
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, domain: new URL(running.url).hostname, path: '/api/login' }]);
    const page = await context.newPage();
    try {
      const query = new URLSearchParams({ status: 'finish', appId: BOC, code, redirectUrl: 'https://evil.example/pages/myPolicy/index' });
      await page.goto(`${running.url}/pages/poxy/index?${query.toString()}`);
      await expectPath(page, '/');
      expect(new URL(page.url()).origin).toBe(running.url);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
    } finally {
      await context.close();
    }
  });

  it('does not sign in with a session token someone put in its address: it goes to the login page', async () => {
    const token = await realToken();
    const context = await phoneContext(browser);
    const page = await context.newPage();
    try {
      const query = new URLSearchParams({ status: 'finish', appId: BOC, token, redirectUrl: '/pages/myPolicy/index' });
      await page.goto(`${running.url}/pages/poxy/index?${query.toString()}`);
      await expectPath(page, '/pages/login/index');
      expect(await page.evaluate(() => localStorage.getItem('mo-session') ?? '')).not.toContain(token);
    } finally {
      await context.close();
    }
  });
});
