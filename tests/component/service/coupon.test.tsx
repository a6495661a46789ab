import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CouponPage } from '../../../src/app/pages/service/coupon-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import type { UserCoupon } from '../../../src/contract/rows/engagement.js';

function coupon(overrides: Partial<UserCoupon> = {}): UserCoupon {
  return {
    couponId: 'C-0001', code: 'WELCOME50', name: '新客優惠', kind: 'amount', value: 50, maxDiscount: null, minPremium: 300,
    productCodes: [], validFrom: '2026-11-01', validUntil: '2026-12-31', status: 'available', usedAt: null, usedOrderId: null,
    ...overrides,
  };
}

/** antd-mobile's Input puts the test id on its wrapper. */
const codeInput = () => screen.getByTestId('coupon-code').querySelector('input') as HTMLInputElement;

const PATH = '/pages/service/coupon/index';
const counts = { available: 1, used: 1, expired: 0 };

function couponApi(receive: unknown = false) {
  return fakeApi({
    'coupon.list': ({ status }: Record<string, unknown>) => ({
      total: status === 'expired' ? 0 : 1,
      counts,
      items: status === 'available' ? [coupon()] : status === 'used' ? [coupon({ couponId: 'C-0002', name: '續保優惠', status: 'used', usedAt: '2026-11-10T08:00:00.000Z' })] : [],
    }),
    'coupon.receive': receive,
  });
}

describe('the coupon page', () => {
  it('lists the available coupons, then the used ones and the empty expired tab', async () => {
    const api = couponApi();
    renderWithApp(<CouponPage />, { i18n: await testI18n('tw'), api, path: PATH });
    const card = await screen.findByTestId('coupon-C-0001');
    expect(within(card).getByText('新客優惠')).toBeTruthy();
    expect(within(card).getByText('保費滿 MOP 300.00 可用')).toBeTruthy();
    expect(screen.getByTestId('coupon-tab-available').textContent).toBe('可使用 (1)');

    fireEvent.click(screen.getByTestId('coupon-tab-used'));
    const used = await screen.findByTestId('coupon-C-0002');
    expect(within(used).getByText('於 2026-11-10 使用')).toBeTruthy();

    fireEvent.click(screen.getByTestId('coupon-tab-expired'));
    expect((await screen.findByTestId('coupon-list-empty')).textContent).toContain('沒有已過期的優惠券');
    expect(api.calls.map((call) => call.payload)).toEqual([
      { status: 'available', page: 1, pageSize: 50 },
      { status: 'used', page: 1, pageSize: 50 },
      { status: 'expired', page: 1, pageSize: 50 },
    ]);
  });

  it('names the products a coupon is for, not their codes (tw and en)', async () => {
    const homeOnly = coupon({ couponId: 'C-0003', productCodes: ['FHH', 'FIR'] });
    const names = { tw: '適用產品：家居財物保險, 住宅火險', en: 'For: Home Contents Insurance, Residential Fire Insurance' };
    for (const lang of ['tw', 'en'] as const) {
      const api = fakeApi({ 'coupon.list': () => ({ total: 1, counts, items: [homeOnly] }) });
      const { unmount } = renderWithApp(<CouponPage />, { i18n: await testI18n(lang), api, path: PATH });
      const card = await screen.findByTestId('coupon-C-0003');
      expect(within(card).getByText(names[lang])).toBeTruthy();
      expect(card.textContent).not.toMatch(/FHH|FIR/);
      unmount();
    }
  });

  it('shows the gateway refusal of a code as a toast and keeps the code typed', async () => {
    const api = couponApi({ succ: false, tipCode: 'V00409', tipType: 'E', tipMsg: '您已領取過此優惠券', data: null });
    renderWithApp(<CouponPage />, { i18n: await testI18n('tw'), api, path: PATH });
    await screen.findByTestId('coupon-C-0001');
    fireEvent.change(codeInput(), { target: { value: 'WELCOME50' } });
    fireEvent.click(screen.getByTestId('coupon-receive'));
    expect(await screen.findByText('您已領取過此優惠券')).toBeTruthy();
    expect((codeInput()).value).toBe('WELCOME50');
    expect(api.calls.filter((call) => call.id === 'coupon.receive')).toEqual([{ id: 'coupon.receive', payload: { code: 'WELCOME50' } }]);
  });

  it('refuses a malformed code in English without asking the gateway', async () => {
    const api = couponApi();
    renderWithApp(<CouponPage />, { i18n: await testI18n('en'), api, path: PATH });
    await screen.findByTestId('coupon-C-0001');
    expect(screen.getByTestId('coupon-tab-available').textContent).toBe('Available (1)');
    fireEvent.change(codeInput(), { target: { value: 'no way!' } });
    fireEvent.click(screen.getByTestId('coupon-receive'));
    expect((await screen.findByTestId('coupon-code-error')).textContent).toBe('A coupon code has 3 to 30 letters, digits or hyphens');
    expect((codeInput()).value).toBe('no way!');
    expect(api.calls.some((call) => call.id === 'coupon.receive')).toBe(false);
  });

  it('claims a good code and reloads the available tab', async () => {
    let listed = 0;
    const api = fakeApi({
      'coupon.list': () => {
        listed += 1;
        return { total: 1, counts, items: [coupon()] };
      },
      'coupon.receive': { succ: true, tipCode: 'S00000', tipType: null, tipMsg: null, data: coupon({ couponId: 'C-0009', name: 'Summer' }) },
    });
    renderWithApp(<CouponPage />, { i18n: await testI18n('en'), api, path: PATH });
    await screen.findByTestId('coupon-C-0001');
    fireEvent.change(codeInput(), { target: { value: 'SUMMER-26' } });
    fireEvent.click(screen.getByTestId('coupon-receive'));
    expect(await screen.findByText('"Summer" claimed')).toBeTruthy();
    await waitFor(() => expect(listed).toBe(2));
    expect((codeInput()).value).toBe('');
  });
});
