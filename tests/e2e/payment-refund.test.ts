/**
 * On a phone: a cheaper payment completed after the order was changed to dearer cover does not
 * buy it; the policy detail page tells the buyer, in traditional Chinese and in English, that the payment
 * arrived after the order changed and will be refunded, and that the sandbox provider refunded
 * it: how much and when, in Macao time. The order is built through the storefront's real
 * signed client against the real gateway (the purchase journeys cover the screens); the payment pages are
 * the sandbox's own. Screenshots go to test-results/payment-refund/.
 */
import { describe, expect, it } from 'vitest';
import type { SignedApiClient } from '../../src/api/index.js';
import { tpsForm, TPS_STEPS } from '../api/server/tps-form.js';
import { keepPayPageForm } from '../api/support/sandbox-pay.js';
import { snap, watchConsole } from './support/browser.js';
import { expectText, expectTextContaining } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { openHome } from './support/purchase-journey.js';
import { signedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'payment-refund';
const suite = browserSuite();
const params = { product: 'TPS' };

/** Saves the TPS form through every step, quotes, releases and prices the order; the premium. */
async function priceWith(client: SignedApiClient, b2cOrderId: string, formData: Record<string, unknown>): Promise<number> {
  for (const step of TPS_STEPS) expect(await client.call('order.tempSave', { b2cOrderId, step, formData }, { params })).not.toBe(false);
  expect(await client.call('order.getQuotation', { b2cOrderId }, { params })).not.toBe(false);
  expect(await client.call('order.release', { b2cOrderId }, { params })).not.toBe(false);
  const priced = await client.call('order.premiumCalc', { b2cOrderId }, { params });
  if (!priced) throw new Error('premiumCalc failed');
  return priced.premium;
}

describe('a payment that arrives after the order changed', () => {
  it('is shown on the policy detail page as refunded, in traditional Chinese and in English', async () => {
    const { running, browser } = suite;
    const { client, sessionStorageEntry } = await signedInClient(running);
    const draft = await client.call('order.create', {}, { params });
    if (!draft) throw new Error('order.create failed');
    const form = tpsForm(draft.formData);
    await priceWith(client, draft.b2cOrderId, form);
    const cheap = await client.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TPS/index' }, { idempotencyKey: `e2e-cheap-${draft.b2cOrderId}` });
    if (!cheap) throw new Error('createPayOrder failed');
    const payCheap = await keepPayPageForm(running.url, cheap.payUrl, 'success');
    expect(await priceWith(client, draft.b2cOrderId, { ...form, planCode: 'INDIVIDUAL_SUPER', areaCode: '01' })).toBeGreaterThan(cheap.amount);
    expect(await client.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TPS/index' }, { idempotencyKey: `e2e-dear-${draft.b2cOrderId}` })).not.toBe(false);
    expect((await payCheap()).location).toContain('payResult=fail');

    const context = await narrowPhoneContext(browser, { origin: running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    const amount = `MOP ${cheap.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const detail = `${running.url}/pages/myPolicy/detail/index?b2cOrderId=${encodeURIComponent(draft.b2cOrderId)}`;
    try {
      await page.goto(detail);
      const line = page.getByTestId(`policy-refund-${cheap.payOrderId}`);
      await expectText(line, label('tw', 'policy.refundDue.superseded', { amount, payOrderId: cheap.payOrderId }));
      const paidBack = page.getByTestId(`policy-refund-paid-${cheap.payOrderId}`);
      await expectTextContaining(paidBack, '（澳門時間）退還');
      await expectTextContaining(paidBack, amount);
      await snap(page, SUITE, '01-refund-line-tw');

      await openHome(page, running, 'en');
      await page.goto(detail);
      await expectText(line, label('en', 'policy.refundDue.superseded', { amount, payOrderId: cheap.payOrderId }));
      await expectTextContaining(paidBack, `${amount} refunded on `);
      await snap(page, SUITE, '02-refund-line-en');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
