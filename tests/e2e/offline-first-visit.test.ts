/**
 * A first visit that loses the network as it moves on to the next order step, in Chromium with a phone profile
 * against the real gateway. On a first visit the service worker does not yet serve the page, so what a later step
 * draws must already be in the page: the order page loads the form's lazily loaded parts once idle. The customer
 * fills the TPS plan step and moves on; the step's save gets through, and the signal goes as its answer arrives,
 * before the insured persons step (a list of people, drawn by rjsf's array field) has shown: its fields are drawn
 * all the same.
 */
import { describe, expect, it } from 'vitest';
import { choose, field } from './support/form-fields.js';
import { byTestId, UI_TIMEOUT_MS } from './support/page-checks.js';
import { signedInNewPhone } from './support/sms-login.js';
import { langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import { goOffline } from './support/network.js';

const suite = browserSuite();
const PLAN = 'INDIVIDUAL_SUPER';
const AREA = '06';
const NAME_FIELD = 'root_insurantInfo_0_englishName';

describe('a first visit offline from the step after the first', () => {
  it('draws the insured persons step when the network goes as the plan step is saved', async () => {
    // Signed in elsewhere (the sign-in pages would be this phone's first visit): the order page is the first page opened.
    const signIn = await narrowPhoneContext(suite.browser, { origin: suite.running.url, localStorage: { 'mo-lang': langStorage('tw') } });
    const session = await signedInNewPhone(signIn, suite.running).then(({ page }) => page.evaluate(() => localStorage.getItem('mo-session') ?? ''))
      .finally(() => signIn.close());
    const context = await narrowPhoneContext(suite.browser, {
      origin: suite.running.url, localStorage: { 'mo-lang': langStorage('tw'), 'mo-session': session }, serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.running.url}/pages/order/TPS/index`);
      await byTestId(page, 'step-plan');
      // The customer reads the step before answering: the page is idle meanwhile.
      await page.waitForLoadState('networkidle');
      await choose(page, 'root_areaCode', AREA);
      await choose(page, 'root_planCode', PLAN);
      // The save reaches the gateway; its answer comes back as the signal goes.
      await page.route('**/api/order/*/tempSave', async (route) => {
        const answer = await route.fetch();
        await goOffline(context);
        await route.fulfill({ response: answer });
      });
      await page.getByTestId('next').click();
      await byTestId(page, 'step-insured');
      await expect(field(page, NAME_FIELD).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS }).then(() => 'drawn')).resolves.toBe('drawn');
    } finally {
      await context.close();
    }
  });
});
