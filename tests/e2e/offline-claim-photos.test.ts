/**
 * A claim with two photos submitted with no network, in Chromium with a phone profile against the real
 * gateway: the demo user files a theft claim on their motor policy (its registration comes from the policy), goes
 * offline, takes the police report and the driving licence photos and submits; the page says it waits for the
 * network and nothing reaches the gateway. Back online, the photos are uploaded and attached, then the claim is
 * submitted: the gateway holds one claim, submitted once, with exactly the two photos beside the registration.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { macaoDate } from './support/macao-calendar.js';
import { byTestId, expectText, UI_TIMEOUT_MS } from './support/page-checks.js';
import { label } from './support/product-files.js';
import { signInWithSms } from './support/sms-login.js';
import { DEMO_MTV_ORDER_ID, DEMO_PHONE, DEMO_USER_ID, langStorage, narrowPhoneContext } from './support/spec-samples.js';
import { browserSuite } from './support/suite.js';
import { TINY_PNG } from './support/upload-files.js';
import { goOffline, goOnline } from './support/network.js';

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

/** Opens the filing run on the demo motor policy and walks it to the documents step (a draft comes back as it was). */
async function walkToDocuments(page: Page): Promise<void> {
  await page.goto(`${suite.running.url}/pages/myClaim/apply/index?b2cOrderId=${DEMO_MTV_ORDER_ID}`);
  // The storefront's date field: its text input, typed on the numeric keypad (Next leaves it).
  await (await byTestId(page, 'claim-incident-date')).locator('input').fill(macaoDate());
  await page.getByTestId('claim-apply-next').click();
  await (await byTestId(page, 'claim-type-MOTOR_THEFT')).click();
  await byTestId(page, 'claim-description');
  for (const [field, value] of Object.entries(INFO)) await page.getByTestId(`claim-${field}`).fill(value);
  await page.getByTestId('claim-info-next').click();
  await byTestId(page, 'claim-upload-POLICE_REPORT');
}

/** The photos of one run, named for its language and case. */
function photosOf(name: string): Record<string, string> {
  return { POLICE_REPORT: `police-report-${name}.png`, DRIVING_LICENCE: `driving-licence-${name}.png` };
}

/** The demo user's open draft claim, and its documents with their files' names. */
async function demoDraft() {
  const db = suite.running.gateway.db;
  const draft = await db.selectFrom('claims').select('claim_id').where('user_id', '=', DEMO_USER_ID).where('status', '=', 'draft').executeTakeFirstOrThrow();
  const documents = () => db.selectFrom('claim_documents').innerJoin('files', 'files.file_id', 'claim_documents.file_id')
    .select(['claim_documents.doc_type', 'files.name']).where('claim_documents.claim_id', '=', draft.claim_id).orderBy('claim_documents.doc_type').execute();
  return { claimId: draft.claim_id, documents };
}

/** Takes the photos with the context offline, each listed once taken. */
async function takePhotos(page: Page, photos: Record<string, string>): Promise<void> {
  for (const [docType, name] of Object.entries(photos)) {
    await page.getByTestId(`claim-upload-${docType}`).setInputFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByText(name).waitFor({ timeout: UI_TIMEOUT_MS });
  }
}

/**
 * Submits with no network (the page says it waits and the draft keeps only its registration), then goes online: the
 * gateway holds the claim submitted once, with exactly the two photos beside the registration.
 */
async function submitOfflineThenOnline(context: BrowserContext, page: Page, lang: 'tw' | 'en', photos: Record<string, string>): Promise<void> {
  const db = suite.running.gateway.db;
  const draft = await demoDraft();
  await goOffline(context);
  await page.getByTestId('claim-submit').click();
  await expectText(await byTestId(page, 'save-state'), label(lang, 'order.save.waiting'));
  const before = await draft.documents();
  expect(before.map((document) => document.doc_type)).toEqual(['VEHICLE_REGISTRATION']);

  await goOnline(context);
  await byTestId(page, 'claim-submitted');
  expect(await draft.documents()).toEqual([
    { doc_type: 'DRIVING_LICENCE', name: photos.DRIVING_LICENCE },
    { doc_type: 'POLICE_REPORT', name: photos.POLICE_REPORT },
    ...before,
  ]);
  expect(await db.selectFrom('files').select('file_id').where('user_id', '=', DEMO_USER_ID).where('name', 'in', Object.values(photos)).execute()).toHaveLength(2);
  expect((await db.selectFrom('claims').select('status').where('claim_id', '=', draft.claimId).executeTakeFirstOrThrow()).status).toBe('submitted');
  expect(await db.selectFrom('claim_status_history').select('status').where('claim_id', '=', draft.claimId).where('status', '=', 'submitted').execute()).toHaveLength(1);
}

describe.each(['tw', 'en'] as const)('a claim with two photos submitted offline (%s)', (lang) => {
  it('waits for the network, then is sent once with exactly its two photos', async () => {
    const context = await demoContext(lang);
    const photos = photosOf(lang);
    try {
      const page = await context.newPage();
      await walkToDocuments(page);
      await goOffline(context);
      await takePhotos(page, photos);
      await submitOfflineThenOnline(context, page, lang, photos);
    } finally {
      await context.close();
    }
  });

  it('reloaded offline before the submission, lists its photos again as waiting, then is sent once with exactly them', async () => {
    const context = await demoContext(lang);
    const photos = photosOf(`${lang}-reloaded`);
    try {
      const page = await context.newPage();
      await page.goto(`${suite.running.url}/pages/myClaim/index`);
      // The service worker is installed on the first visit and serves from the next page on.
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await walkToDocuments(page);
      await goOffline(context);
      await takePhotos(page, photos);

      await page.reload();
      await byTestId(page, 'claim-no-flow');
      await goOnline(context);
      await walkToDocuments(page);
      for (const name of Object.values(photos)) await page.getByText(name).waitFor({ timeout: UI_TIMEOUT_MS });
      await expect.poll(() => page.getByText(label(lang, 'claims.documents.onDevice')).count(), { timeout: UI_TIMEOUT_MS }).toBe(2);
      await submitOfflineThenOnline(context, page, lang, photos);
    } finally {
      await context.close();
    }
  });
});
