/**
 * The order wizard's pages read only the first screen's and the order part of the bundled labels
 * (src/app/i18n/label-parts.ts, page-labels.ts): drawn with those alone, in each language, a first step refused for
 * its empty fields, the motor car step, the review step's summary and an order of a product not sold show no label
 * key where a text belongs.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { LANGS, type Lang } from '../../../src/engine/index.js';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { MTV_CAR_LISTS, mtvDraft } from '../support/mtv-draft.js';

const ROUTE = '/pages/order/:code/index';
const ORDER_PARTS = ['firstScreen', 'order'] as const;
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** A label key shown as text: a namespace of the label file, a dot, a key. */
const NAMESPACES = Object.keys(JSON.parse(readFileSync('schemas/i18n/tw.json', 'utf8')) as Record<string, unknown>);
const RAW_KEY = new RegExp(`\\b(${NAMESPACES.join('|')})\\.[A-Za-z_]`);

/** Everything a user can read or hear on the page: its texts, and its labels and placeholders. */
function shownText(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
    .flatMap((element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''));
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  // One text node a line, so a sentence's last word and the next text do not read as a key ("policy.Back").
  return [...texts, ...attributes].join('\n');
}

/** Opens `path` with the order parts of the labels alone, resuming `draft` when given, until `step` shows. */
async function openStep(lang: Lang, path: string, step: string, draft?: unknown, answers: Record<string, unknown> = {}) {
  const i18n = await testI18n(lang, ORDER_PARTS);
  const fresh = { b2cOrderId: 'TPS-TEST-000002', productCode: 'TPS', formData: { productCode: 'TPS' }, step: null, updatedAt: '2026-11-21T10:00:00Z' };
  const api = fakeApi({ 'order.temporary': draft ?? null, 'order.create': fresh, ...answers });
  renderWithApp(<OrderPage />, { i18n, api, path, pattern: ROUTE });
  if (draft) fireEvent.click(await screen.findByTestId('unfinished-continue'));
  await screen.findByTestId(`step-${step}`, {}, { timeout: 10_000 });
}

describe('the order wizard\'s labels', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it.each(LANGS)('%s: TPS step 1, refused for its empty fields, shows every text', async (lang) => {
    await openStep(lang, '/pages/order/tps/index', 'plan');
    fireEvent.click(screen.getByTestId('next'));
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(shownText()).not.toMatch(RAW_KEY);
    cleanup();
  });

  it.each(LANGS)('%s: an order of a product that is not sold says so in words', async (lang) => {
    const i18n = await testI18n(lang, ORDER_PARTS);
    renderWithApp(<OrderPage />, { i18n, api: fakeApi({}), path: '/pages/order/zzz/index', pattern: ROUTE });
    await screen.findByTestId('to-shop', {}, { timeout: 10_000 });
    // Says so in words, never by the product's code.
    expect(shownText()).not.toContain('ZZZ');
    expect(shownText()).not.toMatch(RAW_KEY);
    cleanup();
  });

  it.each(LANGS)('%s: the MTV car step and the review step\'s summary show every text', async (lang) => {
    await openStep(lang, '/pages/order/mtv/index', 'carInfo', mtvDraft('plan'), MTV_CAR_LISTS);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(shownText()).not.toMatch(RAW_KEY);
    cleanup();
    const tps = {
      b2cOrderId: 'TPS-TEST-000001', productCode: 'TPS', step: 'holder', updatedAt: '2026-11-21T10:00:00Z',
      formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(2), expiryDate: day(8), insurantInfo: [{ englishName: 'CHAN TAI MAN', gender: 'M', relation: 'SELF' }] },
    };
    await openStep(lang, '/pages/order/tps/index', 'confirm', tps);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(shownText()).toContain('CHAN TAI MAN');
    expect(shownText()).not.toMatch(RAW_KEY);
    cleanup();
  });
});
