/**
 * Focus in the order wizard (TPS): each step starts at its heading, a Next refused for errors puts focus on the
 * first field in error, whose message is linked to it (aria-invalid, aria-describedby), and a tile group is one
 * Tab stop whose arrow keys move between and choose its tiles.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { firstInsuredName } from '../support/insured-fields.js';
import { testI18n } from '../support/test-i18n.js';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

function draft(formData: Record<string, unknown> = {}) {
  return {
    b2cOrderId: 'TPS-TEST-000002',
    productCode: 'TPS',
    formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(2), expiryDate: day(8), insurantInfo: [{}], ...formData },
    step: null,
    updatedAt: '2026-11-21T10:00:00Z',
  };
}

async function renderOrder(formData: Record<string, unknown> = {}) {
  const api = fakeApi({
    'order.temporary': null,
    'order.create': draft(formData),
    'order.tempSave': (payload: Record<string, unknown>) => draft(payload.formData as Record<string, unknown>),
  });
  const i18n = await testI18n('tw');
  renderWithApp(<OrderPage />, { i18n, api, path: '/pages/order/tps/index', pattern: '/pages/order/:code/index' });
  return i18n;
}

/** The messages an element's aria-describedby points at, as text. */
function describedBy(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id !== '');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

describe('focus in the order wizard', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('starts each step at its heading', async () => {
    const i18n = await renderOrder();
    await screen.findByTestId('step-plan');
    await waitFor(() => expect(document.activeElement?.textContent).toBe(i18n.t('product.TPS.step.plan')));
    expect(document.activeElement?.tagName).toBe('H2');

    fireEvent.click(screen.getByTestId('next'));
    await screen.findByTestId('step-insured');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('step-heading')));
    expect(document.activeElement?.textContent).toBe(i18n.t('product.TPS.step.insured'));
    // A place to start reading, not a Tab stop.
    expect(screen.getByTestId('step-heading').tabIndex).toBe(-1);
  });

  it('starts the paid outcome, back from the payment page, at its title', async () => {
    const api = fakeApi({ 'order.detail': { ...draft(), status: 'paid', policyNo: 'P-TPS-2026-000010' } });
    const i18n = await testI18n('tw');
    renderWithApp(<OrderPage />, { i18n, api, path: '/pages/order/tps/index?b2cOrderId=TPS-TEST-000002&payOrderId=PAY-2&payResult=success', pattern: '/pages/order/:code/index' });
    await screen.findByTestId('order-paid');
    await waitFor(() => expect(document.activeElement?.textContent).toBe(i18n.t('order.paidTitle')));
    expect(document.activeElement?.tagName).toBe('H2');
  });

  it('puts focus on the first field in error when Next is refused, with its message linked to it', async () => {
    const i18n = await renderOrder();
    await screen.findByTestId('step-plan');
    fireEvent.click(screen.getByTestId('next'));
    await screen.findByTestId('step-insured');
    await firstInsuredName();
    fireEvent.click(screen.getByTestId('next'));

    const name = document.getElementById('root_insurantInfo_0_englishName') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(name));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(name)).toContain(i18n.t('validation.required'));
    const error = document.getElementById('root_insurantInfo_0_englishName__error');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('step-insured')).toBeTruthy();
  });

  it('puts focus on a tile group in error and links the group to its message', async () => {
    const i18n = await renderOrder({ planCode: undefined });
    await screen.findByTestId('step-plan');
    // Focus is on the heading as soon as the step is drawn, so a Next tapped at once keeps the focus it gives
    // (when the heading took focus in a later task, it took it back from the field in error).
    expect(document.activeElement).toBe(screen.getByTestId('step-heading'));
    fireEvent.click(screen.getByTestId('next'));

    const group = document.getElementById('root_planCode') as HTMLElement;
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    const tiles = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
    expect(document.activeElement).toBe(tiles[0]);
    expect(describedBy(group)).toContain(i18n.t('validation.required'));
  });

  it('makes a tile group one Tab stop whose arrow keys move to and choose the next tile', async () => {
    await renderOrder();
    await screen.findByTestId('step-plan');
    const group = document.getElementById('root_planCode') as HTMLElement;
    const tiles = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
    const chosen = tiles.findIndex((tile) => tile.getAttribute('aria-checked') === 'true');
    expect(chosen).toBeGreaterThanOrEqual(0);
    expect(tiles.map((tile) => tile.tabIndex)).toEqual(tiles.map((_tile, index) => (index === chosen ? 0 : -1)));

    tiles[chosen]?.focus();
    fireEvent.keyDown(tiles[chosen] as HTMLElement, { key: 'ArrowDown' });
    const next = tiles[(chosen + 1) % tiles.length] as HTMLElement;
    await waitFor(() => expect(next.getAttribute('aria-checked')).toBe('true'));
    expect(document.activeElement).toBe(next);
    expect(next.tabIndex).toBe(0);

    fireEvent.keyDown(next, { key: 'ArrowUp' });
    await waitFor(() => expect(tiles[chosen]?.getAttribute('aria-checked')).toBe('true'));
    expect(document.activeElement).toBe(tiles[chosen]);
  });
});
