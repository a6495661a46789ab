/**
 * Issue 29, a claim with two photos submitted with no network, in Chromium with a phone profile against the real
 * gateway: the demo user files a theft claim on their motor policy (its registration comes from the policy), goes
 * offline, takes the police report and the driving licence photos and submits; the page says it waits for the
 * network and nothing reaches the gateway. Back online, the photos are uploaded and attached, then the claim is
 * submitted: the gateway holds one claim, submitted once, with exactly the two photos beside the registration.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { macaoDate } from './support/macao-calendar.js';
import { byTestId, expectText, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signInWithSms } from './support/sms-login.js';
import { DEMO_MTV_ORDER_ID, DEMO_PHONE, DEMO_USER_ID, langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import { TINY_PNG } from './support/upload-files.js';

const suite = browserSuite();
const INFO = {
  description: 'The car was taken from the car park overnight; reported to the police.',
  amount: '5000', bankName: 'Banco Nacional Ultramarino', bankAccount: '9012-3456-7890', accountHolder: 'CHAN TAI MAN',
};

/** The demo user's stored session, signed in once through the SMS page (a phone gets one code at a time). */
let demoSession: string | null = null;

/** A phone context of the demo user signed in, in `lang`, with the storefront's service worker allowed. */
async function demoContext(lang: string): Promise<BrowserContext> {
  if (demoSession === null) {
    const first = await narrowPhoneContext(suite.browser);
    try {
      const page = await first.newPage();
      await page.goto(`${suite.running.url}/pages/login/smsCode/index`);
      await signInWithSms(page, suite.running, DEMO_PHONE);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('mo-session') ?? ''), { timeout: UI_TIMEOUT_MS }).toContain(DEMO_USER_ID);
      demoSession = await page.evaluate(() => localStorage.getItem('mo-session'));
    } finally {
      await first.close();
    }
  }
  return narrowPhoneContext(suite.browser, {
    origin: suite.running.url, localStorage: { 'mo-lang': langStorage(lang), 'mo-session': demoSession ?? '' }, serviceWorkers: 'allow',
  });
}

describe.each(['tw', 'en'] as const)('a claim with two photos submitted offline (%s)', (lang) => {
  it('waits for the network, then is sent once with exactly its two photos', async () => {
    const context = await demoContext(lang);
    const db = suite.running.gateway.db;
    const photos = { POLICE_REPORT: `police-report-${lang}.png`, DRIVING_LICENCE: `driving-licence-${lang}.png` };
    try {
      const page = await context.newPage();
      await page.goto(`${suite.running.url}/pages/myClaim/apply/index?b2cOrderId=${DEMO_MTV_ORDER_ID}`);
      await (await byTestId(page, 'claim-incident-date')).fill(macaoDate());
      await page.getByTestId('claim-apply-next').click();
      await (await byTestId(page, 'claim-type-MOTOR_THEFT')).click();
      await byTestId(page, 'claim-description');
      for (const [field, value] of Object.entries(INFO)) await page.getByTestId(`claim-${field}`).fill(value);
      await page.getByTestId('claim-info-next').click();
      await byTestId(page, 'claim-upload-POLICE_REPORT');
      const draft = await db.selectFrom('claims').select('claim_id').where('user_id', '=', DEMO_USER_ID).where('status', '=', 'draft').executeTakeFirstOrThrow();

      await context.setOffline(true);
      for (const [docType, name] of Object.entries(photos)) {
        await page.getByTestId(`claim-upload-${docType}`).setInputFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
        await page.getByText(name).waitFor({ timeout: UI_TIMEOUT_MS });
      }
      await page.getByTestId('claim-submit').click();
      await expectText(await byTestId(page, 'save-state'), label(lang, 'order.save.waiting'));
      const documents = () => db.selectFrom('claim_documents').innerJoin('files', 'files.file_id', 'claim_documents.file_id')
        .select(['claim_documents.doc_type', 'files.name']).where('claim_documents.claim_id', '=', draft.claim_id).orderBy('claim_documents.doc_type').execute();
      const before = await documents();
      expect(before.map((document) => document.doc_type)).toEqual(['VEHICLE_REGISTRATION']);

      await context.setOffline(false);
      await byTestId(page, 'claim-submitted');
      expect(await documents()).toEqual([
        { doc_type: 'DRIVING_LICENCE', name: photos.DRIVING_LICENCE },
        { doc_type: 'POLICE_REPORT', name: photos.POLICE_REPORT },
        ...before,
      ]);
      expect(await db.selectFrom('files').select('file_id').where('user_id', '=', DEMO_USER_ID).where('name', 'in', Object.values(photos)).execute()).toHaveLength(2);
      expect((await db.selectFrom('claims').select('status').where('claim_id', '=', draft.claim_id).executeTakeFirstOrThrow()).status).toBe('submitted');
      expect(await db.selectFrom('claim_status_history').select('status').where('claim_id', '=', draft.claim_id).where('status', '=', 'submitted').execute()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
