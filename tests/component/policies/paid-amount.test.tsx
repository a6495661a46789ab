/**
 * A policy paid MOP 8,146.00 after a MOP 30 coupon on a MOP 8,176.00 premium says so wherever
 * its premium is shown: the policy list ("My policies"), the policy detail and the payment result, with
 * the premium, the coupon's discount and the amount paid; a policy paid without a coupon has no discount line.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MyPolicyPage } from '../../../src/app/pages/my-policy/my-policy-page.js';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { PolicyDetailPage } from '../../../src/app/pages/my-policy/policy-detail-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PAID = {
  b2cOrderId: 'ORD-MTV-1', productCode: 'MTV', kind: 'purchase', channel: 'web', status: 'paid', policyNo: 'P-MTV-1',
  premium: 8176, discount: 30, paidAmount: 8146, currency: 'MOP', commDate: '2026-03-11', expiryDate: '2027-03-10',
  createdAt: '2026-03-10T02:00:00Z', updatedAt: '2026-03-10T02:00:00Z',
};
const DETAIL = { ...PAID, formData: {}, quotationNo: 'Q-1', payOrderId: 'PAY-0', paidAt: '2026-03-10T02:00:00Z', refunds: [] };

/** The label and amount of each premium line in `scope`, as read on screen. */
function premiumLines(scope: HTMLElement): string[] {
  return ['premium-line', 'discount-line', 'paid-amount-line'].flatMap((testId) => {
    const amount = within(scope).queryByTestId(testId);
    return amount ? [`${amount.previousElementSibling?.textContent ?? ''} ${amount.textContent ?? ''}`] : [];
  });
}

beforeEach(() => {
  useSessionStore.setState({ token: 'tok', user: null });
});

describe('the amount paid beside the premium', () => {
  it('is on the policy detail with the coupon\'s discount (tw)', async () => {
    const api = fakeApi({ 'order.detail': DETAIL, 'endt.list': { items: [] }, 'renewal.list': { items: [] } });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api, path: '/pages/myPolicy/detail/index?b2cOrderId=ORD-MTV-1' });
    await screen.findByTestId('detail-policy-no');
    expect(premiumLines(document.body)).toEqual(['保費 MOP 8,176.00', '優惠券折扣 − MOP 30.00', '實付金額 MOP 8,146.00']);
  });

  it('is on each policy of "My policies", and without a coupon there is no discount line (en)', async () => {
    const plain = { ...PAID, b2cOrderId: 'ORD-TPS-1', productCode: 'TPS', policyNo: 'P-TPS-1', premium: 160, discount: 0, paidAmount: 160 };
    const api = fakeApi({ 'order.selectUserOrderInfo': { items: [PAID, plain], total: 2, page: 1, pageSize: 50 }, 'renewal.list': { items: [] } });
    renderWithApp(<MyPolicyPage />, { i18n: await testI18n('en'), api, path: '/pages/myPolicy/index' });
    expect(premiumLines(await screen.findByTestId('policy-card-P-MTV-1'))).toEqual(['Premium MOP 8,176.00', 'Coupon discount − MOP 30.00', 'Amount paid MOP 8,146.00']);
    expect(premiumLines(screen.getByTestId('policy-card-P-TPS-1'))).toEqual(['Premium MOP 160.00', 'Amount paid MOP 160.00']);
  });

  it('is on the payment result (cn)', async () => {
    const api = fakeApi({ 'order.detail': DETAIL });
    renderWithApp(<OrderPage />, {
      i18n: await testI18n('cn'), api, path: '/pages/order/mtv/index?b2cOrderId=ORD-MTV-1&payResult=success', pattern: '/pages/order/:code/index',
    });
    const amounts = await screen.findByTestId('paid-amounts');
    expect(screen.getByTestId('policy-no').textContent).toBe('P-MTV-1');
    expect(premiumLines(amounts)).toEqual(['保费 MOP 8,176.00', '优惠券折扣 − MOP 30.00', '实付金额 MOP 8,146.00']);
  });
});
