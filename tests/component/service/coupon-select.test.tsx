import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { CouponSelectPage } from '../../../src/app/pages/service/coupon-select-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import type { OrderCoupon, UserCoupon } from '../../../src/contract/rows/engagement.js';

function coupon(overrides: Partial<UserCoupon> = {}): UserCoupon {
  return {
    couponId: 'C-0001', code: 'WELCOME50', name: '新客優惠', kind: 'amount', value: 50, maxDiscount: null, minPremium: 300,
    productCodes: [], validFrom: '2026-11-01', validUntil: '2026-12-31', status: 'available', usedAt: null, usedOrderId: null,
    ...overrides,
  };
}

function orderCoupon(overrides: Partial<OrderCoupon> = {}): OrderCoupon {
  return { ...coupon(), discount: 50, unusableReason: null, ...overrides };
}

const PATH = '/pages/service/couponSelect/index?b2cOrderId=ORD-123456&productCode=TPS';
const PATTERN = '/pages/service/couponSelect/index';

function selectApi() {
  return fakeApi({
    'order.selectCouponOrderInfo': {
      b2cOrderId: 'ORD-123456', premium: 400, currency: 'MOP', appliedCouponId: null,
      usable: [orderCoupon()],
      unusable: [orderCoupon({ couponId: 'C-0003', name: 'Motor only', productCodes: ['MTV'], discount: 0, unusableReason: 'Only for MTV' })],
    },
    'coupon.apply': (p: Record<string, unknown>) => ({ b2cOrderId: 'ORD-123456', appliedCouponId: p.couponId, premium: 400, discount: 50, payable: 350, currency: 'MOP' }),
  });
}

describe('choosing a coupon for an order', () => {
  it('applies the chosen coupon and goes back to the order', async () => {
    const api = selectApi();
    renderWithApp(<CouponSelectPage />, { i18n: await testI18n('tw'), api, path: PATH, pattern: PATTERN });
    const usable = await screen.findByTestId('coupon-select-C-0001');
    expect(within(usable).getByText('本單可減 MOP 50.00')).toBeTruthy();
    expect(screen.getByTestId('coupon-select-premium').textContent).toContain('MOP 400.00');
    fireEvent.click(usable);
    expect(screen.getByText('已減 MOP 50.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('coupon-select-confirm'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(api.calls).toEqual([
      { id: 'order.selectCouponOrderInfo', payload: { b2cOrderId: 'ORD-123456' } },
      { id: 'coupon.apply', payload: { b2cOrderId: 'ORD-123456', couponId: 'C-0001' } },
    ]);
  });

  it('shows why a coupon cannot be used, in English, and stays when the gateway refuses', async () => {
    const api = fakeApi({
      'order.selectCouponOrderInfo': {
        b2cOrderId: 'ORD-123456', premium: 400, currency: 'MOP', appliedCouponId: null,
        usable: [orderCoupon()], unusable: [orderCoupon({ couponId: 'C-0003', discount: 0, unusableReason: 'Only for MTV' })],
      },
      'coupon.apply': false,
    });
    renderWithApp(<CouponSelectPage />, { i18n: await testI18n('en'), api, path: PATH, pattern: PATTERN });
    const unusable = await screen.findByTestId('coupon-unusable-C-0003');
    expect(within(unusable).getByText('Only for MTV')).toBeTruthy();
    expect(screen.getByText('Coupons you cannot use (1)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('coupon-select-C-0001'));
    fireEvent.click(screen.getByTestId('coupon-select-confirm'));
    await screen.findByText('You save MOP 50.00');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(api.calls.at(-1)).toEqual({ id: 'coupon.apply', payload: { b2cOrderId: 'ORD-123456', couponId: 'C-0001' } });
  });

  it('says so when no order is given', async () => {
    const api = fakeApi();
    renderWithApp(<CouponSelectPage />, { i18n: await testI18n('en'), api, path: PATTERN });
    expect((await screen.findByTestId('coupon-select-no-order')).textContent).toContain('No order was given');
    expect(api.calls).toEqual([]);
  });
});
