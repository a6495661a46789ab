/**
 * The sandbox payment page as a phone uses it: open the `payUrl` createPayOrder gave, then submit the
 * page's own form for the chosen outcome (its action and hidden fields, whatever they are). Tests never
 * build the page's paths themselves, so they follow whatever the gateway hands the buyer.
 */
import { expect } from 'vitest';

/** What submitting the page's form answered: the status and where it sends the phone. */
export interface PayPageSubmit {
  status: number;
  location: string | null;
}

/** The page at `payUrl` (relative to the gateway, or absolute). */
export async function openPayPage(gatewayUrl: string, payUrl: string): Promise<{ status: number; html: string; url: URL }> {
  const url = new URL(payUrl, gatewayUrl);
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), url };
}

/** The form of the page whose hidden `result` is `result`: its action and every hidden field. */
function formFor(html: string, result: 'success' | 'fail'): { action: string; fields: URLSearchParams } {
  for (const [, attributes = '', inner = ''] of html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)) {
    const fields = new URLSearchParams();
    for (const [, input = ''] of inner.matchAll(/<input([^>]*)>/g)) {
      const name = /name="([^"]*)"/.exec(input)?.[1];
      const value = /value="([^"]*)"/.exec(input)?.[1];
      if (name !== undefined && value !== undefined) fields.append(name, value);
    }
    const action = /action="([^"]*)"/.exec(attributes)?.[1];
    if (action !== undefined && fields.get('result') === result) return { action: action.replace(/&amp;/g, '&'), fields };
  }
  throw new Error(`the payment page has no form for ${result}`);
}

/**
 * Opens the payment page while its payment is pending and keeps its form for `result`: the returned
 * function submits it, now or later (as a buyer who kept the page open in another tab would).
 */
export async function keepPayPageForm(gatewayUrl: string, payUrl: string, result: 'success' | 'fail'): Promise<() => Promise<PayPageSubmit>> {
  const page = await openPayPage(gatewayUrl, payUrl);
  expect(page.status, `payment page ${payUrl}`).toBe(200);
  const { action, fields } = formFor(page.html, result);
  return async () => {
    const response = await fetch(new URL(action, page.url), {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString(),
    });
    return { status: response.status, location: response.headers.get('location') };
  };
}

/** Opens the payment page and presses "success" or "fail" on it; returns where the redirect back to the storefront goes. */
export async function payOnPayPage(gatewayUrl: string, payUrl: string, result: 'success' | 'fail'): Promise<string> {
  const answer = await (await keepPayPageForm(gatewayUrl, payUrl, result))();
  expect(answer.status).toBe(303);
  return answer.location ?? '';
}
