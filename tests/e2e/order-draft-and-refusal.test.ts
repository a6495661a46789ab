/**
 * In real Chromium against the real gateway with a signed-in user whose
 * orders are made through the storefront's signed client:
 * - the unfinished-order question comes only for the same product, naming it and when it was saved (Macao
 *   time); another product's order starts without it;
 * - an underwriting refusal says which answer refused it (whose date of birth and its value), takes the user
 *   back to the step that asks it, and offers the insurer's phone.
 */
import { describe, expect, it } from 'vitest';
import { tpsForm, TPS_STEPS } from '../api/server/tps-form.js';
import { watchConsole } from './support/browser.js';
import { byTestId, expectTextContaining, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signedInClient, type SignedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const suite = browserSuite();
const params = { product: 'TPS' };

/** A TPS order of the signed-in user with `steps` saved; returns its id. */
async function savedTpsOrder({ client }: SignedInClient, steps: readonly string[], overrides: Record<string, unknown> = {}): Promise<string> {
  const draft = await client.call('order.create', {}, { params });
  if (!draft) throw new Error('order.create failed');
  const form = tpsForm(draft.formData, overrides);
  for (const step of steps) {
    if (!(await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData: form }, { params }))) throw new Error(`tempSave ${step} failed`);
  }
  return draft.b2cOrderId;
}

describe('the unfinished-order question', () => {
  it('asks only when the same product is ordered again, naming it and when it was saved', async () => {
    const user = await signedInClient(suite.running);
    await savedTpsOrder(user, ['plan']);
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: user.sessionStorageEntry });
    const page = await context.newPage();
    const errors = watchConsole(page);
    try {
      await page.goto(`${suite.running.url}/pages/order/THM/index`);
      await byTestId(page, 'step-plan');
      expect(await page.getByTestId('unfinished-dialog').count()).toBe(0);

      await page.goto(`${suite.running.url}/pages/order/TPS/index`);
      const saved = await byTestId(page, 'unfinished-saved');
      await expectTextContaining(saved, '個人旅遊保險');
      await expectTextContaining(saved, '澳門時間');
      expect(await saved.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('an underwriting refusal', () => {
  it('names the answer and its value, goes back to its step, and offers the insurer\'s phone', async () => {
    const user = await signedInClient(suite.running);
    const form = tpsForm({});
    const [self, spouse] = form.insurantInfo as Record<string, unknown>[];
    await savedTpsOrder(user, TPS_STEPS, { insurantInfo: [self, { ...spouse, dob: '1930-01-01' }] });
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: user.sessionStorageEntry });
    const page = await context.newPage();
    try {
      await page.goto(`${suite.running.url}/pages/order/TPS/index`);
      await (await byTestId(page, 'unfinished-continue')).click();
      await (await byTestId(page, 'next')).click();
      const refused = await byTestId(page, 'release-refused');
      await expectTextContaining(refused, label('tw', 'order.releaseRefusedRuleTitle'));
      await expectTextContaining(refused, '1930-01-01');
      expect(await page.getByTestId('refusal-contact').getAttribute('href')).toMatch(/^tel:\+?\d+/);
      await expectTextContaining(await byTestId(page, 'back'), label('tw', 'order.refusalChange'));
      await page.getByTestId('back').click();
      await page.getByTestId('step-insured').waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
      // The refused answer is marked where it is asked, with the limit it breaks.
      await expectTextContaining(page.locator('#root_insurantInfo_1_dob__error'), '85');
    } finally {
      await context.close();
    }
  });
});
