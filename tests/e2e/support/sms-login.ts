/** Signing in through the storefront's SMS login page, reading the code from the sandbox gateway. */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { byTestId, UI_TIMEOUT_MS } from './page-checks.js';
import type { RunningGateway } from './gateway.js';

let issued = 0;

/**
 * A Macao mobile number (8 digits starting with 6) that no other test of this run and no recent run has
 * used: 68000000-69999999, clear of the seeded demo user (66123456), from the clock and a counter.
 */
export function freshMacaoPhone(): string {
  issued += 1;
  return String(68_000_000 + ((Math.floor(Date.now() / 1000) * 16 + issued) % 2_000_000));
}

/** Asks the sandbox gateway for a code for the phone on the SMS login page and returns it. */
export async function requestSmsCode(page: Page, running: RunningGateway, areaCode: string, phone: string): Promise<string> {
  return smsCodeSentBy(running, areaCode, phone, async () => (await byTestId(page, 'sms-get-code')).click());
}

/**
 * Runs `request` (a tap on "get code", or Enter on it) and returns the new code the sandbox gateway sent to
 * the phone because of it.
 */
export async function smsCodeSentBy(running: RunningGateway, areaCode: string, phone: string, request: () => Promise<void>): Promise<string> {
  const sandbox = running.gateway.sandbox;
  if (!sandbox) throw new Error('The gateway is not in sandbox mode');
  const before = await sandbox.lastSmsCode(areaCode, phone);
  await request();
  await expect.poll(() => sandbox.lastSmsCode(areaCode, phone), { timeout: UI_TIMEOUT_MS, interval: 50 }).not.toBe(before);
  const code = await sandbox.lastSmsCode(areaCode, phone);
  if (!code) throw new Error(`No SMS code was sent to +${areaCode} ${phone}`);
  return code;
}

/** On the SMS login page: types the phone, requests and types the code, and signs in. */
export async function signInWithSms(page: Page, running: RunningGateway, phone: string): Promise<void> {
  const input = await byTestId(page, 'sms-phone');
  await input.fill(phone);
  const code = await requestSmsCode(page, running, '853', phone);
  await page.getByTestId('sms-code').fill(code);
  await page.getByTestId('sms-submit').click();
}

/**
 * A new page of `context` signed in as a new Macao phone through the SMS login page, once the session is stored;
 * with the signed-in user's id.
 */
export async function signedInNewPhone(context: BrowserContext, running: RunningGateway): Promise<{ page: Page; userId: string }> {
  const page = await context.newPage();
  await page.goto(`${running.url}/pages/login/smsCode/index`);
  await signInWithSms(page, running, freshMacaoPhone());
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"userId":"');
  const session = JSON.parse(await page.evaluate(() => localStorage.getItem('mo-session') ?? '{}')) as { state: { user: { userId: string } } };
  return { page, userId: session.state.user.userId };
}
