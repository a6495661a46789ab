/**
 * Three saves queued offline, in Chromium with a phone profile against the real gateway, in tw and en: the
 * customer presses Next on the plan step with no network three times, with another plan each time and a reload of
 * the page between them (the storefront served by its service worker, the waiting saves kept on the device). Back
 * online the three saves arrive in the order they were made, each once under its own Idempotency-Key: the gateway
 * holds the last one's plan and the step moves on.
 */
import { describe, expect, it } from 'vitest';
import { choose } from './support/form-fields.js';
import { byTestId, expectText, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signedInNewPhone } from './support/sms-login.js';
import { langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import { goOffline, goOnline } from './support/network.js';

const suite = browserSuite();
const AREA = '06';
/** The plan of each save: the first and the last alike, so only their order decides what the gateway keeps. */
const PLANS = ['INDIVIDUAL_SUPER', 'INDIVIDUAL_BASIC', 'INDIVIDUAL_SUPER'];

describe.each(['tw', 'en'] as const)('three saves queued offline (%s)', (lang) => {
  it('arrive in order, each once, when the network is back', async () => {
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: { 'mo-lang': langStorage(lang) }, serviceWorkers: 'allow' });
    try {
      const { page, userId } = await signedInNewPhone(context, suite.running);
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(page, 'step-plan');
      await choose(page, 'root_areaCode', AREA);
      await goOffline(context);

      for (const [index, plan] of PLANS.entries()) {
        if (index > 0) {
          await page.reload();
          await byTestId(page, 'step-plan');
        }
        await choose(page, 'root_planCode', plan);
        await page.getByTestId('next').click();
        await expectText(await byTestId(page, 'save-state'), label(lang, 'order.save.waiting'));
      }
      const waiting = JSON.parse(await page.evaluate((id) => localStorage.getItem(`mo-kept:${id}:writes`) ?? '[]', userId)) as { key: string; payload: { formData: { planCode: string } } }[];
      expect(waiting.map((write) => write.payload.formData.planCode)).toEqual(PLANS);

      await goOnline(context);
      await byTestId(page, 'step-insured');
      const db = suite.running.gateway.db;
      const saves = () => db.selectFrom('replayed_writes').select(['idempotency_key', 'endpoint_id']).where('user_id', '=', userId).orderBy('created_at').execute();
      await expect.poll(async () => (await saves()).length, { timeout: UI_TIMEOUT_MS }).toBe(3);
      expect(await saves()).toEqual(waiting.map((write) => ({ idempotency_key: write.key, endpoint_id: 'order.tempSave' })));
      const stored = await db.selectFrom('orders').select(['step', 'form_data']).where('user_id', '=', userId).executeTakeFirst();
      expect(stored?.step).toBe('plan');
      expect((JSON.parse(stored?.form_data ?? '{}') as { planCode?: string }).planCode).toBe(PLANS.at(-1));
      expect(await page.evaluate((id) => localStorage.getItem(`mo-kept:${id}:writes`), userId)).toBeNull();
    } finally {
      await context.close();
    }
  });
});
