/**
 * A step's save that waits for the network, in Chromium with a phone profile against the real gateway:
 * offline, the customer fills the plan step and presses Next; the step stays, says it waits for the network, and
 * nothing reaches the gateway; back online, the save is sent once (one step save under one Idempotency-Key at the
 * gateway), the gateway holds the answers and the step moves on, saying the answers were saved once back.
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

describe.each(['tw', 'en'] as const)('a step saved offline (%s)', (lang) => {
  it('waits for the network, then is saved once and the step moves on', async () => {
    const context = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: { 'mo-lang': langStorage(lang) }, serviceWorkers: 'allow' });
    try {
      const { page, userId } = await signedInNewPhone(context, suite.running);
      await page.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(page, 'step-plan');
      const db = suite.running.gateway.db;
      const order = () => db.selectFrom('orders').select(['b2c_order_id', 'step', 'form_data']).where('user_id', '=', userId).executeTakeFirst();
      const saves = () => db.selectFrom('replayed_writes').select(['endpoint_id']).where('user_id', '=', userId).execute();

      // The travel areas are a list from the gateway: chosen while online, the plan once offline.
      await choose(page, 'root_areaCode', AREA);
      await goOffline(context);
      await choose(page, 'root_planCode', PLAN);
      await page.getByTestId('next').click();
      await expectText(await byTestId(page, 'save-state'), label(lang, 'order.save.waiting'));
      expect(await page.getByTestId('step-plan').count()).toBe(1);
      expect((await order())?.step ?? null).toBeNull();

      await goOnline(context);
      await byTestId(page, 'step-insured');
      await expectText(await byTestId(page, 'save-state'), label(lang, 'order.save.savedWhenBack'));
      const stored = await order();
      expect(stored?.step).toBe('plan');
      expect((JSON.parse(stored?.form_data ?? '{}') as { planCode?: string }).planCode).toBe(PLAN);
      expect(await saves()).toEqual([{ endpoint_id: 'order.tempSave' }]);
    } finally {
      await context.close();
    }
  });
});
