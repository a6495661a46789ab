/**
 * The sandbox payment page as a phone uses it, for the api tests: open the `payUrl` createPayOrder gave,
 * then submit the page's own form for the chosen outcome. The page reading lives in
 * tests/support/purchase/sandbox-payment.ts (shared with the soak benchmark); tests never build the page's paths.
 */
import { expect } from 'vitest';
import { openSandboxPayment } from '../../support/purchase/sandbox-payment.js';

/** What submitting the page's form answered: the status and where it sends the phone. */
export interface PayPageSubmit {
  status: number;
  location: string | null;
}

/** The page at `payUrl` (relative to the gateway, or absolute), as it answered. */
export async function openPayPage(gatewayUrl: string, payUrl: string): Promise<{ status: number; html: string; url: URL }> {
  const url = new URL(payUrl, gatewayUrl);
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), url };
}

/**
 * Opens the payment page while its payment is pending and keeps its form for `result`: the returned
 * function submits it, now or later (as a buyer who kept the page open in another tab would).
 */
export async function keepPayPageForm(gatewayUrl: string, payUrl: string, result: 'success' | 'fail'): Promise<() => Promise<PayPageSubmit>> {
  const page = await openSandboxPayment(gatewayUrl, payUrl);
  expect(page.settled, `payment page ${payUrl} is still pending`).toBeNull();
  return async () => {
    const { status, location } = await page.submit(result);
    return { status, location };
  };
}

/** Opens the payment page and presses "success" or "fail" on it; returns where the redirect back to the storefront goes. */
export async function payOnPayPage(gatewayUrl: string, payUrl: string, result: 'success' | 'fail'): Promise<string> {
  const answer = await (await keepPayPageForm(gatewayUrl, payUrl, result))();
  expect(answer.status).toBe(303);
  return answer.location ?? '';
}
