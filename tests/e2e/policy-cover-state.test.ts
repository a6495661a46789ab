/**
 * A paid policy whose cover starts later is "not yet in force" until its start
 * date, in the policy list and on its detail page, in traditional Chinese and in English (it used to say
 * 已生效, in force, from the moment it was paid). The policy is bought through the storefront's real signed
 * client against the real gateway; screenshots go to test-results/policy-cover-state/.
 */
import { describe, expect, it } from 'vitest';
import { addCalendarDays, macaoToday } from '../../src/engine/index.js';
import { buyTpsPolicy } from '../api/policy-services/policy-flow.js';
import { snap, watchConsole } from './support/browser.js';
import { expectText } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { openHome } from './support/purchase-journey.js';
import { signedInClient } from './support/signed-in-client.js';
import { narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';

const SUITE = 'policy-cover-state';
const suite = browserSuite();

describe('a policy whose cover starts later', () => {
  it('is not yet in force in the list and on its detail page, in traditional Chinese and in English', async () => {
    const { running, browser } = suite;
    const { client, sessionStorageEntry } = await signedInClient(running);
    const commDate = addCalendarDays(macaoToday(), 20);
    const policy = await buyTpsPolicy(
      { client, tg: { url: running.url }, lastToast: () => null },
      { commDate, expiryDate: addCalendarDays(commDate, 6) },
    );
    expect(policy.commDate).toBe(commDate);

    const context = await narrowPhoneContext(browser, { origin: running.url, localStorage: sessionStorageEntry });
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    const detail = `${running.url}/pages/myPolicy/detail/index?b2cOrderId=${encodeURIComponent(policy.b2cOrderId)}`;
    try {
      await page.goto(`${running.url}/pages/myPolicy/index`);
      const card = page.getByTestId(`policy-card-${policy.policyNo ?? policy.b2cOrderId}`);
      await expectText(card.getByTestId('policy-status'), label('tw', 'policy.statusName.notYetInForce'));
      await snap(page, SUITE, '01-list-tw');
      await page.goto(detail);
      await expectText(page.getByTestId('policy-status'), label('tw', 'policy.statusName.notYetInForce'));
      expect(await page.getByTestId('policy-status').textContent()).not.toBe(label('tw', 'policy.statusName.inForce'));
      await snap(page, SUITE, '02-detail-tw');

      await openHome(page, running, 'en');
      await page.goto(detail);
      await expectText(page.getByTestId('policy-status'), 'Not yet in force');
      await snap(page, SUITE, '03-detail-en');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
