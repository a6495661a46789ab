/**
 * A gateway answer altered on its way to the phone: Playwright intercepts the storefront's call to the real
 * gateway and changes the answer's body (data changed, signature kept) or its signature header (body kept).
 * The storefront verifies every answer, so it shows the localised "signature mismatch" toast and acts on
 * none of it: the screen the call was made from stays as it was, and the altered data never appears.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HEADERS } from '../../src/contract/index.js';
import { DEMO_USER } from '../../src/server/storage/seed-demo-data.js';
import { phoneContext } from './support/browser.js';
import { byTestId, expectPath, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { freshMacaoPhone, signInWithSms } from './support/sms-login.js';
import { browserSuite } from './support/suite.js';

const LOGIN_PATH = '/pages/login/smsCode/index';
const POLICIES_PATH = '/pages/myPolicy/index';
/** The toast, in the storefront's default language (traditional Chinese). */
const SIGNATURE_MISMATCH = label('tw', 'error.signatureMismatch');
/** A code can be sent again to the same phone after 60 s: the gateway clock moves on by this much. */
const PAST_RESEND_WAIT_MS = 61_000;

let clockOffsetMs = 0;
const suite = browserSuite({ now: () => new Date(Date.now() + clockOffsetMs) });

type Envelope = { data: Record<string, unknown> };

/**
 * Answers the next call to `url` with the gateway's real answer altered: `body` rewrites the envelope
 * (the signature header stays the gateway's), `resign` replaces the signature header (the body stays).
 * The returned check waits until the altered answer has been handed to the page.
 */
async function tamperNext(
  page: Page,
  url: RegExp,
  alter: { body?: (envelope: Envelope) => void; resign?: true },
): Promise<() => Promise<void>> {
  let delivered = false;
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    const text = await response.text();
    // The body is handed over as text: its length and encoding are the new body's, not the gateway's.
    const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = response.headers();
    let body = text;
    if (alter.body) {
      const envelope = JSON.parse(text) as Envelope;
      alter.body(envelope);
      body = JSON.stringify(envelope);
    }
    if (alter.resign) {
      const sign = headers[HEADERS.sign] ?? '';
      // The same length and alphabet, one character changed: a well-formed signature that does not verify.
      headers[HEADERS.sign] = `${sign.startsWith('A') ? 'B' : 'A'}${sign.slice(1)}`;
    }
    await route.fulfill({ status: response.status(), body, headers });
    delivered = true;
  }, { times: 1 });
  return () => expect.poll(() => delivered, { timeout: UI_TIMEOUT_MS, interval: 50 }).toBe(true);
}

/** Waits until the toast says `message`, then until it has gone (so the next check sees a new one). */
async function expectToast(page: Page, message: string): Promise<void> {
  const toast = page.locator('.adm-toast-main');
  await expect.poll(() => toast.allTextContents(), { timeout: UI_TIMEOUT_MS, interval: 50 }).toContain(message);
  await expect.poll(() => toast.count(), { timeout: UI_TIMEOUT_MS, interval: 50 }).toBe(0);
}

/** What the login page shows: its text and the values in its fields. */
async function loginScreen(page: Page): Promise<{ path: string; text: string; phone: string; code: string }> {
  return {
    path: new URL(page.url()).pathname,
    text: await page.locator('.page--login').innerText(),
    phone: await page.getByTestId('sms-phone').inputValue(),
    code: await page.getByTestId('sms-code').inputValue(),
  };
}

describe('a tampered gateway answer on a phone', () => {
  it('an altered body or signature of the SMS code answer changes nothing on the login page', async () => {
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    try {
      await page.goto(`${suite.running.url}${LOGIN_PATH}`);
      const phone = freshMacaoPhone();
      await (await byTestId(page, 'sms-phone')).fill(phone);
      const before = await loginScreen(page);
      const smsCode = /\/api\/user\/mobile\/smsCode$/;

      // The body: the resend wait changed to 7 s (the signature header still the gateway's, for the old body).
      const altered = await tamperNext(page, smsCode, { body: (envelope) => { envelope.data.resendAfter = 7; } });
      await page.getByTestId('sms-get-code').click();
      await altered();
      await expectToast(page, SIGNATURE_MISMATCH);
      expect(await loginScreen(page)).toEqual(before);
      expect(await page.getByTestId('sms-get-code').textContent()).not.toContain('7');

      // The signature header: the gateway's body, another signature.
      clockOffsetMs += PAST_RESEND_WAIT_MS;
      const resigned = await tamperNext(page, smsCode, { resign: true });
      await page.getByTestId('sms-get-code').click();
      await resigned();
      await expectToast(page, SIGNATURE_MISMATCH);
      expect(await loginScreen(page)).toEqual(before);
      expect(await page.getByTestId('sms-get-code').isEnabled()).toBe(true);

      // Untouched, the same page works: the code comes, the resend countdown starts and the phone signs in.
      clockOffsetMs += PAST_RESEND_WAIT_MS;
      await signInWithSms(page, suite.running, phone);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');
    } finally {
      await context.close();
    }
  });

  it('an altered policy list or policy detail never shows: the toast instead, and the real data once untouched', async () => {
    const paid = await suite.running.gateway.db.selectFrom('orders').select(['policy_no', 'b2c_order_id'])
      .where('user_id', '=', DEMO_USER.userId).where('status', '=', 'paid').executeTakeFirstOrThrow();
    const policyNo = paid.policy_no ?? '';
    const forged = 'P-TPS-2099-999999';
    const context = await phoneContext(suite.browser);
    const page = await context.newPage();
    try {
      await page.goto(`${suite.running.url}${LOGIN_PATH}`);
      await signInWithSms(page, suite.running, DEMO_USER.phone);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain('"token":"');

      // The list with its policy number and premium changed: refused, the forged policy nowhere on screen.
      const list = await tamperNext(page, /\/api\/order\/policy\/selectUserOrderInfo$/, {
        body: (envelope) => {
          const [first] = envelope.data.items as Record<string, unknown>[];
          if (first) Object.assign(first, { policyNo: forged, premium: 1 });
        },
      });
      await page.goto(`${suite.running.url}${POLICIES_PATH}`);
      await list();
      await expectToast(page, SIGNATURE_MISMATCH);
      await byTestId(page, 'policy-error');
      expect(await page.locator('body').innerText()).not.toContain(forged);
      expect(await page.getByTestId(`policy-card-${forged}`).count()).toBe(0);

      // Reloaded untouched: the real policy.
      await page.getByRole('button', { name: label('tw', 'policy.retry') }).click();
      const card = await byTestId(page, `policy-card-${policyNo}`);
      const listed = await page.locator('.page--policies').innerText();

      // The detail with the gateway's body and another signature: refused, no policy number shown.
      const detail = await tamperNext(page, /\/api\/order\/[^/]+\/selectB2cOrderId$/, { resign: true });
      await card.click();
      await detail();
      await expectToast(page, SIGNATURE_MISMATCH);
      await byTestId(page, 'policy-error');
      expect(await page.getByTestId('detail-policy-no').count()).toBe(0);

      // Back on the list, it shows what it showed.
      await page.goBack();
      await expectPath(page, POLICIES_PATH);
      await byTestId(page, `policy-card-${policyNo}`);
      expect(await page.locator('.page--policies').innerText()).toBe(listed);
    } finally {
      await context.close();
    }
  });
});
