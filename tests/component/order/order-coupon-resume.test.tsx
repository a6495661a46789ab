/**
 * The order page resuming a named order (`?b2cOrderId=` alone) instead of starting a new one, and the
 * priced quote offering a coupon: chosen in a sheet over the quote, the order is priced again with the
 * coupon's discount and keeps its quotation, without leaving the page.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { purchaseInputFrom } from '../../../src/app/pages/order/purchase-input.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { ServicesContext } from '../../../src/app/services/app-services.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { tpsForm } from '../../api/server/tps-form.js';
import { firstInsuredName } from '../support/insured-fields.js';
import { fakeApi } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const ORDER_ID = 'TPS-TEST-000001';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

function draft(step: string | null, formData: Record<string, unknown> = tpsForm({ productCode: 'TPS', commDate: day(2), expiryDate: day(8) })) {
  return { b2cOrderId: ORDER_ID, productCode: 'TPS', formData, step, updatedAt: '2026-11-21T10:00:00Z' };
}

const QUOTATION = { quotationNo: 'Q-TPS-2026-000001', premium: 200, currency: 'MOP', breakdown: [{ label: 'Plan', amount: 200, kind: 'money' as const }] };
const WITH_COUPON = { ...QUOTATION, premium: 180, breakdown: [...QUOTATION.breakdown, { label: 'Coupon: MOP 20 off', amount: -20, kind: 'money' as const }] };

function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{`${location.pathname}${location.search}`}</div>;
}

function renderOrder(api: ReturnType<typeof fakeApi>, i18n: I18n, path: string) {
  const router = createMemoryRouter(
    [{ path: '/pages/order/:code/index', element: <OrderPage /> }, { path: '*', element: <Elsewhere /> }],
    { initialEntries: [path] },
  );
  render(
    <ServicesContext.Provider value={{ api, catalog: productCatalog() }}>
      <I18nextProvider i18n={i18n}><RouterProvider router={router} /></I18nextProvider>
    </ServicesContext.Provider>,
  );
  return router;
}

/** Answers the whole flow of a resumed order saved at its last step, priced with `premium`, and any `more` calls. */
function flowApi(premium: () => unknown, more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...more,
    'order.temporary': (payload: Record<string, unknown>) => (payload.b2cOrderId === ORDER_ID ? draft('confirm') : null),
    'order.tempSave': (payload: Record<string, unknown>) => draft(payload.step as string, payload.formData as Record<string, unknown>),
    'order.getQuotation': QUOTATION,
    'order.release': { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: { released: true } },
    'order.premiumCalc': premium,
  });
}

describe('the order page query', () => {
  it('reads a lone b2cOrderId as the order to resume', () => {
    expect(purchaseInputFrom('TPS', new URLSearchParams('b2cOrderId=X-1'))).toEqual({ productCode: 'TPS', resumeOrderId: 'X-1' });
    expect(purchaseInputFrom('TPS', new URLSearchParams('b2cOrderId=X-1&payResult=fail'))).toEqual({ productCode: 'TPS', paymentReturn: { b2cOrderId: 'X-1', payResult: 'fail' } });
    expect(purchaseInputFrom('TPS', new URLSearchParams(''))).toEqual({ productCode: 'TPS' });
  });
});

describe('resuming a named order', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('continues that order after its saved step without asking, creating nothing (tw)', async () => {
    const api = fakeApi({ 'order.temporary': (payload: Record<string, unknown>) => (payload.b2cOrderId === ORDER_ID ? draft('plan') : null) });
    renderOrder(api, await testI18n('tw'), `/pages/order/tps/index?b2cOrderId=${ORDER_ID}`);
    await screen.findByTestId('step-insured');
    expect((await firstInsuredName()).value).toBe('CHAN TAI MAN');
    expect(screen.queryByTestId('unfinished-dialog')).toBeNull();
    // The order calls only (the step also asks for the user's saved people to fill from).
    expect(api.calls.filter((call) => call.id.startsWith('order.')).map((call) => [call.id, call.payload])).toEqual([
      ['order.temporary', { b2cOrderId: ORDER_ID }], ['order.temporary', { b2cOrderId: ORDER_ID }],
    ]);
  });

  it('starts a new order when the named one cannot be resumed (en)', async () => {
    const api = fakeApi({ 'order.temporary': (payload: Record<string, unknown>) => (payload.b2cOrderId ? false : null), 'order.create': draft(null) });
    renderOrder(api, await testI18n('en'), '/pages/order/tps/index?b2cOrderId=PAID-ORDER-1');
    await screen.findByTestId('step-plan');
    expect(api.calls.map((call) => call.id).filter((id) => id.startsWith('order.'))).toEqual(['order.temporary', 'order.create']);
  });
});

describe('a coupon on the priced quote', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  /** The flow's calls, with the coupon sheet's: one usable MOP 20 coupon, applied by coupon.apply. */
  function couponApi(price: () => unknown) {
    return flowApi(price, {
      'order.selectCouponOrderInfo': {
        b2cOrderId: ORDER_ID, premium: 200, currency: 'MOP', appliedCouponId: null, unusable: [],
        usable: [{
          couponId: 'C-0001', code: 'TWENTY', name: 'MOP 20 off', kind: 'amount', value: 20, maxDiscount: null, minPremium: 0, productCodes: [],
          validFrom: '2026-11-01', validUntil: '2026-12-31', status: 'available', usedAt: null, usedOrderId: null, discount: 20, unusableReason: null,
        }],
      },
      'coupon.apply': { b2cOrderId: ORDER_ID, appliedCouponId: 'C-0001', premium: 200, discount: 20, payable: 180, currency: 'MOP' },
    });
  }

  it('chooses and applies a coupon in a sheet over the quote: the order is priced again, keeps its quotation and is never restarted (tw)', async () => {
    let price: unknown = QUOTATION;
    const api = couponApi(() => price);
    const router = renderOrder(api, await testI18n('tw'), `/pages/order/tps/index?b2cOrderId=${ORDER_ID}`);
    await screen.findByTestId('step-confirm');
    fireEvent.click(screen.getByTestId('next'));
    expect((await screen.findByTestId('premium-amount')).textContent).toContain('200');
    expect(screen.getByTestId('coupon-discount').textContent).toBe('未使用');
    expect(screen.getByTestId('use-coupon').textContent).toBe('使用優惠券');
    const path = `${router.state.location.pathname}${router.state.location.search}`;
    fireEvent.click(screen.getByTestId('use-coupon'));

    fireEvent.click(await screen.findByTestId('coupon-select-C-0001'));
    price = WITH_COUPON;
    fireEvent.click(screen.getByTestId('coupon-select-confirm'));
    await waitFor(() => expect(screen.getByTestId('coupon-discount').textContent).toBe('− MOP 20.00'));
    expect(screen.getByTestId('premium-amount').textContent).toContain('180');
    expect(screen.getByText(`報價編號：${QUOTATION.quotationNo}`)).toBeTruthy();
    expect(screen.getByTestId('use-coupon').textContent).toBe('更換優惠券');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(screen.queryByTestId('unfinished-dialog')).toBeNull();
    const orderCalls = api.calls.map((call) => call.id).filter((id) => id.startsWith('order.') || id.startsWith('coupon.'));
    expect(orderCalls.filter((id) => id === 'order.getQuotation')).toHaveLength(1);
    expect(orderCalls.slice(-3)).toEqual(['order.selectCouponOrderInfo', 'coupon.apply', 'order.premiumCalc']);
    expect(orderCalls).not.toContain('order.create');
    expect(orderCalls).not.toContain('order.tempDelete');
  });

  it('shows the discount in English', async () => {
    renderOrder(flowApi(() => WITH_COUPON), await testI18n('en'), `/pages/order/tps/index?b2cOrderId=${ORDER_ID}`);
    await screen.findByTestId('step-confirm');
    fireEvent.click(screen.getByTestId('next'));
    await waitFor(() => expect(screen.getByTestId('quote-coupon').textContent).toContain('Coupon discount− MOP 20.00'));
    expect(screen.getByTestId('use-coupon').textContent).toBe('Change coupon');
  });
});
