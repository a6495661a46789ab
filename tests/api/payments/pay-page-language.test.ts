/**
 * The sandbox payment page speaks the buyer's language: a buyer using the storefront in
 * English or simplified Chinese gets the page in it, with the amount written as everywhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { pricedTpsOrder } from '../support/order-builder.js';
import { openPayPage } from '../support/sandbox-pay.js';
import { openPayment } from './payment-support.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
  await session.signIn();
});
afterAll(async () => {
  await session.stop();
});

/** The text of the payment page a buyer using `lang` is sent to, tags dropped. */
async function payPageIn(lang: 'tw' | 'cn' | 'en'): Promise<{ text: string; html: string; premium: number }> {
  session.setLang(lang);
  const { draft, quotation } = await pricedTpsOrder(session);
  const payment = await openPayment(session, draft.b2cOrderId);
  const page = await openPayPage(session.tg.url, payment.payUrl);
  expect(page.status).toBe(200);
  return { html: page.html, text: page.html.replace(/<[^>]+>/gu, ' '), premium: quotation.premium };
}

describe('the sandbox payment page', () => {
  it('is in English for a buyer using English', async () => {
    const { text, html } = await payPageIn('en');
    expect(html).toContain('<html lang="en">');
    expect(text).toContain('Sandbox payment');
    expect(text).toContain('Valid until (Macao time)');
    expect(text).toMatch(/MOP \d{1,3}(,\d{3})*\.\d{2}/u);
    expect(text).not.toContain('沙盒付款');
  });

  it('is in simplified Chinese for a buyer using cn, and in traditional Chinese for tw', async () => {
    const cn = await payPageIn('cn');
    expect(cn.html).toContain('<html lang="zh-Hans">');
    expect(cn.text).toContain('有效至（澳门时间）');
    const tw = await payPageIn('tw');
    expect(tw.html).toContain('<html lang="zh-Hant">');
    expect(tw.text).toContain('有效至（澳門時間）');
  });
});
