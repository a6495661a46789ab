/**
 * The review step's declaration with validators loaded per step (use-step-validators.ts): the review step
 * validates with its own step's precompiled table merged with the earlier form steps'. A refused Next marks
 * the unticked box; ticking it clears the message and Next saves the order with the declaration.
 * The words of its label that name the declaration and the policy terms open them (as the sign-in page's terms
 * and privacy policy do), without ticking the box.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import dayjs from 'dayjs';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import type { Lang } from '../../../src/engine/index.js';
import { paths } from '../../../src/app/routes/route-paths.js';
import { MTV_CAR_LISTS, mtvDraft } from '../support/mtv-draft.js';

const ROUTE = '/pages/order/:code/index';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** A TPS draft with every form step answered, saved at the holder step (so the review step comes next). */
function tpsDraft() {
  return {
    b2cOrderId: 'TPS-TEST-000001',
    productCode: 'TPS',
    formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(2), expiryDate: day(8), insurantInfo: [{ englishName: 'CHAN TAI MAN' }] },
    step: 'holder',
    updatedAt: '2026-11-21T10:00:00Z',
  };
}

/** The declaration box of the review step. */
const declaration = () => document.getElementById('root_declaration') as HTMLInputElement;

/** Resumes `draft` at its review step, asks for Next unticked, then ticks the declaration and asks again. */
async function acceptDeclaration(
  path: string,
  draft: { step: string | null; formData: Record<string, unknown> },
  answers: Record<string, unknown> = {},
  { blurBeforeTick = false } = {},
) {
  const api = fakeApi({
    'order.temporary': draft,
    'order.tempSave': (payload: Record<string, unknown>) => ({ ...draft, formData: payload.formData, step: payload.step }),
    ...answers,
  });
  const i18n = await testI18n('tw');
  renderWithApp(<OrderPage />, { i18n, api, path, pattern: ROUTE });
  fireEvent.click(await screen.findByTestId('unfinished-continue'));
  await screen.findByTestId('step-confirm');
  fireEvent.click(screen.getByTestId('next'));
  await waitFor(() => expect(declaration().getAttribute('aria-invalid')).toBe('true'));
  if (blurBeforeTick) {
    // Chromium takes focus off the box when the mouse goes down on its label, before the click ticks it; the
    // blur's check runs on the unticked box, and the box keeps focus after the tick (no second blur).
    fireEvent.blur(declaration());
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(declaration());
  } else {
    fireEvent.click(declaration());
    fireEvent.blur(declaration());
  }
  await waitFor(() => expect(declaration().getAttribute('aria-invalid')).toBeNull());
  expect(declaration().checked).toBe(true);
  fireEvent.click(screen.getByTestId('next'));
  await waitFor(() => expect(api.calls.some((call) => call.id === 'order.tempSave' && (call.payload as { step: string }).step === 'confirm')).toBe(true));
  const saved = api.calls.find((call) => call.id === 'order.tempSave')?.payload as { formData: Record<string, unknown> };
  expect(saved.formData.declaration).toBe(true);
}

describe('the review step\'s declaration', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('TPS: once ticked, its error goes and Next saves the order with it', async () => {
    await acceptDeclaration('/pages/order/tps/index', tpsDraft());
  });

  it('MTV: once ticked, its error goes and Next saves the order with it', async () => {
    await acceptDeclaration('/pages/order/mtv/index', { ...mtvDraft('holder') }, MTV_CAR_LISTS);
  });

  it('TPS: the error goes when the box is ticked after the focus left it, with no blur after the tick', async () => {
    await acceptDeclaration('/pages/order/tps/index', tpsDraft(), {}, { blurBeforeTick: true });
  });
});

/** Where the policy wording opens: the address it was opened at. */
function WordingProbe() {
  const location = useLocation();
  return <div data-testid="wording-opened">{`${location.pathname}${location.search}`}</div>;
}

/** Resumes a TPS draft at its review step in `lang`; the declaration's label. */
async function reviewStep(lang: Lang) {
  const draft = tpsDraft();
  const api = fakeApi({ 'order.temporary': draft });
  renderWithApp(<OrderPage />, {
    i18n: await testI18n(lang), api, path: '/pages/order/tps/index', pattern: ROUTE,
    routes: [{ path: '/pages/download/textDownload/index', element: <WordingProbe /> }],
  });
  fireEvent.click(await screen.findByTestId('unfinished-continue'));
  await screen.findByTestId('step-confirm');
  return declaration().closest('label') as HTMLLabelElement;
}

describe('the declaration\'s words', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('open the declaration\'s text without ticking the box (tw)', async () => {
    const label = await reviewStep('tw');
    expect(label.textContent).toBe('本人已閱讀並同意投保聲明及條款*');
    const link = within(label).getByTestId('declaration-link-declaration');
    expect(link.tagName).toBe('BUTTON');
    expect(link.textContent).toBe('投保聲明');
    fireEvent.click(link);
    expect((await screen.findByTestId('declaration-text')).textContent).toBe('本人確認所填寫的資料真實無誤，並已閱讀及明白保單條款、不保事項及私隱政策。');
    expect(declaration().checked).toBe(false);
  });

  it('open the policy terms, the product\'s wording (en)', async () => {
    const label = await reviewStep('en');
    const link = within(label).getByTestId('declaration-link-terms');
    expect(link.textContent).toBe('policy terms');
    expect(within(label).getByTestId('declaration-link-declaration').textContent).toBe('declaration');
    fireEvent.click(link);
    expect((await screen.findByTestId('wording-opened')).textContent).toBe(paths.downloadWording('TPS'));
  });
});
