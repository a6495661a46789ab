/**
 * A reload with no network, in Chromium with a phone profile against the real gateway, in tw and en: the
 * customer fills half of the plan step online, goes offline, chooses the plan and presses Next (the save waits),
 * and reloads the page while still offline. The storefront opens from its service worker, the step shows every
 * answer and says the save still waits; back online the save kept on the device is sent once (one step save under
 * one Idempotency-Key at the gateway), the gateway holds every answer and the step moves on.
 */
import { describe, expect, it } from 'vitest';
import { choose } from './support/form-fields.js';
import { byTestId, expectText } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signedInNewPhone } from './support/sms-login.js';
import { langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import { goOffline, goOnline } from './support/network.js';

const suite = browserSuite();
const PLAN = 'INDIVIDUAL_SUPER';
const AREA = '06';

describe.each(['tw', 'en'] as const)('a reload with no network (%s)', (lang) => {
  it('opens the storefront with every answer, and sends the waiting save once when back', async () => {
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: { 'mo-lang': langStorage(lang) }, serviceWorkers: 'allow' });
    try {
      const { page, userId } = await signedInNewPhone(context, suite.running);
      // The service worker is installed on the first visit and serves from the next page on.
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(page, 'step-plan');
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const db = suite.running.gateway.db;
      const order = () => db.selectFrom('orders').select(['step', 'form_data']).where('user_id', '=', userId).executeTakeFirst();
      const saves = () => db.selectFrom('replayed_writes').select(['endpoint_id', 'idempotency_key']).where('user_id', '=', userId).execute();

      await choose(page, 'root_areaCode', AREA);
      await goOffline(context);
      await choose(page, 'root_planCode', PLAN);
      await page.getByTestId('next').click();
      await expectText(await byTestId(page, 'save-state'), label(lang, 'order.save.waiting'));

      await page.reload();
      await byTestId(page, 'step-plan');
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      expect(await page.getByTestId(`root_planCode-option-${PLAN}`).getAttribute('aria-checked')).toBe('true');
      // The save is still held on the device, not answered. Whether the gateway saw nothing yet is not asserted: in
      // two full CI runs a request of the reload's first moments reached it although the browser was emulated offline
      // (never on this machine, 9 runs), and a real phone without signal cannot send at all. What a customer relies on
      // is asserted: the save kept, then sent once under its key.
      const waiting = JSON.parse(await page.evaluate((id) => localStorage.getItem(`mo-kept:${id}:writes`) ?? '[]', userId)) as { key: string }[];
      expect(waiting).toHaveLength(1);

      await page.getByTestId('next').click();
      await goOnline(context);
      await byTestId(page, 'step-insured');
      const stored = await order();
      expect(stored?.step).toBe('plan');
      expect((JSON.parse(stored?.form_data ?? '{}') as { planCode?: string; areaCode?: string })).toMatchObject({ planCode: PLAN, areaCode: AREA });
      expect(await saves()).toEqual([{ endpoint_id: 'order.tempSave', idempotency_key: waiting[0]?.key }]);
    } finally {
      await context.close();
    }
  });

  it('opens home and a product page visited once, with no network', async () => {
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: { 'mo-lang': langStorage(lang) }, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.running.url}/`);
      await byTestId(page, 'product-card-TPS');
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.goto(`${suite.running.url}/pages/product/TPS/index`);
      await byTestId(page, 'buy-now');
      await goOffline(context);
      await page.goto(`${suite.running.url}/`);
      await byTestId(page, 'product-card-TPS');
      await page.goto(`${suite.running.url}/pages/product/TPS/index`);
      await byTestId(page, 'buy-now');
      await page.screenshot({ path: `test-results/offline-home-${lang}.png`, animations: 'disabled' });
    } finally {
      await context.close();
    }
  });
});
