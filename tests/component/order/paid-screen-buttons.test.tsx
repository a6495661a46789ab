/**
 * The buttons of the screen after payment do not move under the customer's finger. The amounts paid load
 * after the screen shows (order.detail); drawn above the buttons, they pushed "view my policies" down as
 * they arrived, and a tap meant for it landed on the amounts (a browser test bought TDS and stayed on the
 * order page). The buttons now appear with the amounts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

const PAID = {
  b2cOrderId: 'TPS-TEST-000004',
  productCode: 'TPS',
  formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(0), expiryDate: day(6), insurantInfo: [{}] },
  step: null,
  updatedAt: '2026-11-21T10:00:00Z',
  status: 'paid',
  policyNo: 'P-TPS-2026-000012',
  premium: 160,
  paidAmount: 160,
};

describe('the paid screen', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('shows "view my policies" only together with the amounts paid, below them', async () => {
    let calls = 0;
    let releaseAmounts: () => void = () => undefined;
    const amountsLoaded = new Promise<void>((resolve) => { releaseAmounts = resolve; });
    const api = fakeApi({
      // The page's own reads answer at once; the next one, the amounts', waits until released.
      'order.detail': () => {
        calls += 1;
        return calls === 1 ? PAID : amountsLoaded.then(() => PAID);
      },
    });
    renderWithApp(<OrderPage />, {
      i18n: await testI18n('en'), api,
      path: '/pages/order/tps/index?b2cOrderId=TPS-TEST-000004&payOrderId=PAY-4&payResult=success', pattern: '/pages/order/:code/index',
    });
    await screen.findByTestId('order-paid');
    expect(screen.queryByTestId('paid-amounts')).toBeNull();
    expect(screen.queryByTestId('view-policies')).toBeNull();
    await act(async () => { releaseAmounts(); await amountsLoaded; });
    const amounts = await screen.findByTestId('paid-amounts');
    const button = screen.getByTestId('view-policies');
    expect(amounts.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
