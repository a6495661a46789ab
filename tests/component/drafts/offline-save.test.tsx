import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const ROUTE = '/pages/order/:code/index';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const draft = (formData: Record<string, unknown> = {}, step: string | null = null) => ({
  b2cOrderId: 'TPS-TEST-000001',
  productCode: 'TPS',
  formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(2), expiryDate: day(8), insurantInfo: [{}], ...formData },
  step,
  updatedAt: '2026-11-21T10:00:00Z',
});

let online = true;
const setOnline = (value: boolean) => {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
};

describe('a step saved without the network', () => {
  beforeEach(() => {
    online = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    useSessionStore.setState({ token: 'tok', user: null });
  });
  afterEach(() => {
    online = true;
  });

  it('waits on the step saying so, then saves once when the network is back and moves on (en)', async () => {
    const api = fakeApi({
      'order.temporary': null,
      'order.create': draft(),
      'order.tempSave': (payload: Record<string, unknown>) => draft(payload.formData as Record<string, unknown>, payload.step as string),
    });
    renderWithApp(<OrderPage />, { i18n: await testI18n('en'), api, path: '/pages/order/tps/index', pattern: ROUTE });
    await screen.findByTestId('step-plan');
    setOnline(false);
    fireEvent.click(screen.getByTestId('root_planCode-option-FAMILY_SUPER'));
    fireEvent.click(screen.getByTestId('next'));
    expect((await screen.findByTestId('save-state')).textContent).toBe('Waiting for the network: your answers are kept on this device and will be saved when you are back online');
    expect(api.calls.filter((call) => call.id === 'order.tempSave')).toHaveLength(0);
    expect(screen.getByTestId('step-plan')).toBeTruthy();

    setOnline(true);
    await screen.findByTestId('step-insured');
    const saves = api.calls.filter((call) => call.id === 'order.tempSave');
    expect(saves).toHaveLength(1);
    expect((saves[0]?.payload as { formData: Record<string, unknown> }).formData.planCode).toBe('FAMILY_SUPER');
    await waitFor(() => expect(screen.getByTestId('save-state').textContent).toBe('Back online: your answers were saved'));
  });

  it('says on the last step, while offline, that the quote needs the network (tw)', async () => {
    const api = fakeApi({ 'order.temporary': draft({}, 'holder') });
    renderWithApp(<OrderPage />, { i18n: await testI18n('tw'), api, path: '/pages/order/tps/index', pattern: ROUTE });
    fireEvent.click(await screen.findByTestId('unfinished-continue'));
    await screen.findByTestId('step-confirm');
    expect(screen.queryByTestId('needs-network')).toBeNull();
    setOnline(false);
    expect((await screen.findByTestId('needs-network')).textContent).toBe('報價及付款需要網絡連線，請連線後再繼續');
    expect(screen.getByTestId('next')).toBeTruthy();
  });
});
