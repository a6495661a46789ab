/**
 * Journeys a customer trusts: every product of the manifest bought to a paid policy in tw and in en
 * on a phone, each screen up to the paid policy's own page read as the customer sees it and checked
 * (tests/e2e/support/journey-quality.ts) for a text key or product code, an English word on a Chinese screen,
 * an amount without currency or separators, a time in UTC, and a field asked twice in one purchase. In tw, each
 * product whose release check applies age limits is also walked with a date of birth after the policy start
 * planted: the step asking it must refuse it, not the final submit.
 *
 * Kept short: one Chromium, one signed-in context per language, the answers filled through the storefront's
 * signed client (the builder buy-every-product uses) and every step passed with Next; typing is the per-product
 * journeys' job. No screenshots: buy-every-product photographs the same screens.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { validOrderForm } from '../support/purchase/valid-order-form.js';
import { addCalendarDays, ageRefusals, termDates, termOf, type ProductBundle } from '../../src/engine/index.js';
import { loadProductCatalog } from '../../src/server/catalog/load-product-catalog.js';
import type { Checkpoint } from './support/checkpoint.js';
import { reopenDraft, saveDraft, signedInPhone, startDraftOrder, walkEveryStep, type SignedInPhone } from './support/draft-purchase.js';
import {
  askedTwice, readScreen, refusedTooLate, screenFindings, wordsOf, type PlantedOutcome, type Screen,
} from './support/journey-quality.js';
import { byTestId, UI_TIMEOUT_MS } from './support/page-checks.js';
import { payAndFindPolicy } from './support/purchase-journey.js';
import { ratedPremium } from './support/rated-premium.js';
import { browserSuite } from './support/suite.js';

const catalog = loadProductCatalog('schemas');
const products = catalog.registry.list();
const productCodes = products.map((bundle) => bundle.definition.code);
const suite = browserSuite();
const LANGUAGES = ['tw', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * The one list of findings expected until their fix is merged, each with the finding it belongs to.
 * The lead removes an entry once its fix is in; a finding not listed fails the test.
 */
const EXPECTED_UNTIL_FIXED: readonly { finding: RegExp; why: string }[] = [];

/** Findings that are not expected. */
function unexpected(findings: readonly string[]): string[] {
  return findings.filter((finding) => !EXPECTED_UNTIL_FIXED.some((expected) => expected.finding.test(finding)));
}

const phones = new Map<Language, Promise<SignedInPhone>>();

/** The language's one signed-in phone, made by the first test that needs it. */
function phoneIn(lang: Language): Promise<SignedInPhone> {
  const existing = phones.get(lang);
  if (existing) return existing;
  const made = signedInPhone(suite, lang);
  phones.set(lang, made);
  return made;
}

afterAll(async () => {
  for (const phone of phones.values()) await (await phone).context.close();
});

/** A date of birth the product's age limits refuse, planted in the answers, and the step that asks it; null when the product checks no ages. */
function plantedAge(bundle: ProductBundle, form: Record<string, unknown>): { form: Record<string, unknown>; answer: string; askedOn: string } | null {
  const term = termOf(bundle);
  if (!bundle.definition.flow.releaseCheck || !term) return null;
  const { start } = termDates(term, form);
  if (!start) return null;
  const dob = addCalendarDays(start, 1);
  for (const [field, value] of Object.entries(form)) {
    // A list of persons gets the date on its first person, a single person on itself.
    const person = Array.isArray(value) ? (value[0] as unknown) : value;
    if (typeof person !== 'object' || person === null) continue;
    const born = { ...(person as Record<string, unknown>), dob };
    const planted = { ...form, [field]: Array.isArray(value) ? [born, ...value.slice(1)] : born };
    const refusal = ageRefusals(planted, start, bundle.definition.underwriting)[0];
    const step = bundle.definition.steps.find((candidate) => candidate.fields.includes(field));
    if (refusal && step) return { form: planted, answer: `${refusal.path} = ${dob}`, askedOn: step.id };
  }
  return null;
}

/** Walks the draft with Next until a step refuses (an answer marked), the submit refuses, or the quote shows. */
async function walkPlanted(phone: SignedInPhone, bundle: ProductBundle, b2cOrderId: string): Promise<PlantedOutcome> {
  const { page } = phone;
  const { steps } = bundle.definition;
  await reopenDraft(page, suite.running.url, bundle, b2cOrderId);
  const passed: string[] = [];
  for (const [index, step] of steps.entries()) {
    await byTestId(page, `step-${step.id}`);
    await page.getByTestId('next').click();
    const marked = page.locator(`[data-testid="step-${step.id}"] [aria-invalid="true"]`);
    const next = steps[index + 1];
    const onward = page.getByTestId(next ? `step-${next.id}` : 'quote').or(page.getByTestId('release-refused'));
    await marked.first().or(onward).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    if (await marked.count() > 0) return { refusedOn: 'step', step: step.id };
    passed.push(step.id);
    if (await page.getByTestId('release-refused').isVisible()) return { refusedOn: 'submit', stepsPassed: passed };
  }
  return { refusedOn: 'nowhere' };
}

/** Buys the product to a paid policy on the language's phone; returns every screen it showed, read. */
async function buyReadingScreens(phone: SignedInPhone, bundle: ProductBundle, lang: Language, form: Record<string, unknown>, b2cOrderId: string): Promise<Screen[]> {
  const { page } = phone;
  const { code } = bundle.definition;
  const screens: Screen[] = [];
  await saveDraft(phone, bundle, b2cOrderId, form);
  await walkEveryStep(page, suite.running.url, bundle, b2cOrderId, async (stepId) => { screens.push(await readScreen(page, `${code}-${stepId}`)); });
  screens.push(await readScreen(page, `${code}-quote`));
  const read: Checkpoint = async (shown, name) => { screens.push(await readScreen(shown, name)); };
  await payAndFindPolicy(page, read, {
    premium: ratedPremium(code, form),
    policyShows: [bundle.definition.titles[lang]],
    screens: { pay: `${code}-pay`, paid: `${code}-paid`, policies: `${code}-my-policy` },
  });
  // The policy's own page: premium, amount paid and the time paid (finding 5 was a UTC payment time there).
  await page.goto(`${suite.running.url}/pages/myPolicy/detail/index?b2cOrderId=${encodeURIComponent(b2cOrderId)}`);
  await byTestId(page, 'detail-paid-at');
  // The application details come last, once the form's validators have loaded: read the page with them.
  await byTestId(page, 'detail-application');
  screens.push(await readScreen(page, `${code}-policy-detail`));
  return screens;
}

const runStart = Date.now();

describe.each(LANGUAGES)('every product bought in %s: what each screen shows a customer', (lang) => {
  it.each(productCodes)('%s', async (code) => {
    const bundle = catalog.registry.get(code);
    if (!bundle) throw new Error(`${code} is not in the catalogue`);
    const phone = await phoneIn(lang);
    const screens: Screen[] = [];
    const draft = await startDraftOrder(phone, suite.running.url, bundle, async () => { screens.push(await readScreen(phone.page, `${code}-product`)); });
    const form = await validOrderForm(phone.client, { bundle, schema: catalog.composedSchema(code) }, draft.formData);
    screens.push(...await buyReadingScreens(phone, bundle, lang, form, draft.b2cOrderId));

    const context = { lang, productCodes, ownWords: wordsOf(form), window: { from: runStart, to: Date.now() } };
    const findings = [...screens.flatMap((screen) => screenFindings(screen, context)), ...askedTwice(screens)];

    const planted = lang === 'tw' ? plantedAge(bundle, form) : null;
    // Every product whose release check applies age limits is probed: a probe skipped unnoticed proves nothing.
    if (lang === 'tw' && bundle.definition.flow.releaseCheck) expect(planted, `${code}: a date of birth to plant`).not.toBeNull();
    if (planted) {
      const probe = await startDraftOrder(phone, suite.running.url, bundle);
      await saveDraft(phone, bundle, probe.b2cOrderId, planted.form);
      findings.push(...refusedTooLate(planted, await walkPlanted(phone, bundle, probe.b2cOrderId)));
    }
    expect(unexpected(findings)).toEqual([]);
    expect(phone.consoleErrors).toEqual([]);
  });
});
