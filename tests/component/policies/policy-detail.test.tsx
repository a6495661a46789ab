/**
 * The policy detail page: its services (change, vehicle change, add information, renewal or, for a one-trip cover,
 * buying for the next trip, claim) and its endorsements.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { PolicyDetailPage } from '../../../src/app/pages/my-policy/policy-detail-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { paths } from '../../../src/app/routes/route-paths.js';

const DETAIL_PATH = '/pages/myPolicy/detail/index';
const MTV_POLICY = {
  b2cOrderId: 'ORD-MTV-1', productCode: 'MTV', status: 'paid', policyNo: 'P-MTV-1', premium: 2000, currency: 'MOP',
  commDate: '2026-03-11', expiryDate: '2027-03-10', formData: {}, quotationNo: 'Q-1', payOrderId: 'PAY-0', paidAt: '2026-03-10T02:00:00Z',
};
const endorsements = {
  items: [
    {
      endtNo: 'E-MTV-2026-000002', b2cOrderId: 'ORD-MTV-1', endtType: 'vehicle', status: 'applied', premiumDifference: 120.5, currency: 'MOP',
      endtOrderId: 'ORD-MTV-E1', changes: [{ field: 'carInfo.motorSize', value: 2200 }], effectiveDate: '2026-09-10', createdAt: '2026-09-10T02:00:00Z', appliedAt: '2026-09-10T02:05:00Z',
    },
    {
      endtNo: 'E-MTV-2026-000001', b2cOrderId: 'ORD-MTV-1', endtType: 'contact', status: 'applied', premiumDifference: 0, currency: 'MOP',
      endtOrderId: null, changes: [{ field: 'holderInfo.mobilePhoneNo', value: { code: '852', 852: '91234567' } }], effectiveDate: '2026-04-01', createdAt: '2026-04-01T02:00:00Z', appliedAt: '2026-04-01T02:00:00Z',
    },
  ],
};
const renewable = { items: [{ b2cOrderId: 'ORD-MTV-1', productCode: 'MTV', policyNo: 'P-MTV-1', commDate: '2026-03-11', expiryDate: '2027-03-10', dueDate: '2027-03-10', lastRenewalDate: '2027-04-09', daysToExpiry: 30, renewalOrderId: null, renewalStatus: null }] };

describe('the policy detail page', () => {
  it('lists the policy endorsements and its services (en)', async () => {
    const api = fakeApi({ 'order.detail': MTV_POLICY, 'endt.list': endorsements, 'renewal.list': renewable });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('en'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    const vehicle = await screen.findByTestId('endt-item-E-MTV-2026-000002');
    expect(vehicle.textContent).toContain('Vehicle details');
    expect(vehicle.textContent).toContain('Applied');
    expect(vehicle.textContent).toContain('Car details · Engine size (cc)');
    expect(vehicle.textContent).toContain('MOP 120.50');
    expect(screen.getByTestId('endt-item-E-MTV-2026-000001').textContent).toContain('+852 91234567');
    expect(api.calls.find((call) => call.id === 'endt.list')?.payload).toEqual({ b2cOrderId: 'ORD-MTV-1' });
    expect(screen.getByTestId('policy-vehicle-endt')).toBeTruthy();
    expect((await screen.findByTestId('policy-renewal')).textContent).toContain('Renew by 2027-03-10');
    expect(screen.getByTestId('policy-claim')).toBeTruthy();
    // Printing in a plain browser prints the page, with a short toast (shell-services tests cover the bank and telecom toasts).
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('policy-print'));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    fireEvent.click(screen.getByTestId('policy-vehicle-endt'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('says so when the policy has no endorsements, and offers no vehicle change for a travel policy (tw)', async () => {
    const api = fakeApi({ 'order.detail': { ...MTV_POLICY, b2cOrderId: 'ORD-TPS-1', productCode: 'TPS' }, 'endt.list': { items: [] }, 'renewal.list': { items: [] } });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-TPS-1` });
    expect((await screen.findByTestId('policy-endorsements-empty')).textContent).toBe('此保單未有批改。');
    expect(screen.getByTestId('policy-endorsement').textContent).toContain('批改保單');
    expect(screen.queryByTestId('policy-vehicle-endt')).toBeNull();
    expect(screen.queryByTestId('policy-renewal')).toBeNull();
  });
});

/** Where a link of the page led: the address opened. */
function Opened() {
  const location = useLocation();
  return <div data-testid="opened">{location.pathname + location.search}</div>;
}

describe('a policy of one trip (product.json renewal.offered false)', () => {
  // THM, and TPS: the 7-day trip the customer saw offered "續保".
  it.each(['THM', 'TPS'])('offers buying for the next trip, not a renewal, even when the renewal list names it (%s, tw)', async (code) => {
    const trip = { ...renewable.items[0]!, b2cOrderId: `ORD-${code}-1`, productCode: code, policyNo: `P-${code}-1` };
    const api = fakeApi({ 'order.detail': { ...MTV_POLICY, b2cOrderId: `ORD-${code}-1`, productCode: code }, 'endt.list': { items: [] }, 'renewal.list': { items: [trip] } });
    const productPage = paths.product(code).split('?')[0]!;
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-${code}-1`, routes: [{ path: productPage, element: <Opened /> }] });
    const nextTrip = await screen.findByTestId('policy-next-trip');
    expect(nextTrip.textContent).toContain('為下次旅程投保');
    expect(nextTrip.textContent).toContain('此保單只保障一次旅程；下次出行可再購買');
    expect(screen.queryByTestId('policy-renewal')).toBeNull();
    expect(document.body.textContent).not.toContain('續保');
    fireEvent.click(nextTrip);
    expect((await screen.findByTestId('opened')).textContent).toBe(paths.product(code));
  });

  it('is not offered for a renewed product: a car policy keeps its renewal (en)', async () => {
    const api = fakeApi({ 'order.detail': MTV_POLICY, 'endt.list': { items: [] }, 'renewal.list': renewable });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('en'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    expect((await screen.findByTestId('policy-renewal')).textContent).toContain('Renew by 2027-03-10');
    expect(screen.queryByTestId('policy-next-trip')).toBeNull();
  });
});

describe('a policy bought in another app (docs/spec/storefront-spec.md#6-roles-and-permissions, operation channel)', () => {
  it('sends changes of a bank-app policy to the bank app (C003), and of a telecom-app policy to the telecom mall (en)', async () => {
    const api = fakeApi({ 'order.detail': { ...MTV_POLICY, channel: 'bank' }, 'endt.list': { items: [] }, 'renewal.list': renewable });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('en'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    fireEvent.click(await screen.findByTestId('policy-endorsement'));
    expect((await screen.findByTestId('operation-channel-text')).textContent).toBe('This was started in the bank app. Please proceed in the bank app.');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('says the telecom app\'s insurance mall for a policy bought there (tw)', async () => {
    const api = fakeApi({ 'order.detail': { ...MTV_POLICY, channel: 'telecom' }, 'endt.list': { items: [] }, 'renewal.list': renewable });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    fireEvent.click(await screen.findByTestId('policy-vehicle-endt'));
    // antd-mobile's alert is mounted on the body, outside the rendered tree: the newest one is this test's.
    expect((await screen.findAllByTestId('operation-channel-text')).at(-1)?.textContent).toBe('此業務於電訊錢包辦理，請前往電訊錢包的保險商城繼續操作。');
  });
});

describe('a payment to be refunded', () => {
  const refunds = [
    { payOrderId: 'PAY-20260310-000001', amount: 160, currency: 'MOP', reason: 'superseded', createdAt: '2026-03-10T02:10:00Z' },
    { payOrderId: 'PAY-20260310-000002', amount: 1234.5, currency: 'MOP', reason: 'amountChanged', createdAt: '2026-03-10T02:20:00Z' },
  ];

  it('shows a line for each refund due, with its amount and payment number (en)', async () => {
    const api = fakeApi({ 'order.detail': { ...MTV_POLICY, refunds }, 'endt.list': { items: [] }, 'renewal.list': { items: [] } });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('en'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    expect((await screen.findByTestId('policy-refund-PAY-20260310-000001')).textContent)
      .toBe('A payment of MOP 160.00 (PAY-20260310-000001) arrived after the order changed; it will be refunded');
    expect(screen.getByTestId('policy-refund-PAY-20260310-000002').textContent)
      .toBe('A payment of MOP 1,234.50 (PAY-20260310-000002) did not match the amount due when it arrived; it will be refunded');
  });

  it('shows the refund line in traditional Chinese, and nothing when no refund is due (tw)', async () => {
    const api = fakeApi({ 'order.detail': { ...MTV_POLICY, refunds: refunds.slice(0, 1) }, 'endt.list': { items: [] }, 'renewal.list': { items: [] } });
    const { unmount } = renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    expect((await screen.findByTestId('policy-refund-PAY-20260310-000001')).textContent)
      .toBe('一筆 MOP 160.00 的付款（PAY-20260310-000001）在訂單變更後才到達，將會退款');
    unmount();

    const none = fakeApi({ 'order.detail': { ...MTV_POLICY, refunds: [] }, 'endt.list': { items: [] }, 'renewal.list': { items: [] } });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api: none, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    expect(await screen.findByTestId('detail-policy-no')).toBeTruthy();
    expect(screen.queryByTestId('policy-refunds')).toBeNull();
  });
  it('shows a refund paid back with its amount and time in Macao time, and the advice of a refund for a start date gone (en, tw)', async () => {
    const paidBack = [{
      payOrderId: 'PAY-20260310-000003', amount: 160, currency: 'MOP', reason: 'coverStarted', createdAt: '2026-03-10T14:05:00Z',
      status: 'refunded', refundedAt: '2026-03-10T14:05:00Z',
    }];
    const api = fakeApi({ 'order.detail': { ...MTV_POLICY, refunds: paidBack }, 'endt.list': { items: [] }, 'renewal.list': { items: [] } });
    const { unmount } = renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('en'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    expect((await screen.findByTestId('policy-refund-PAY-20260310-000003')).textContent).toContain('change the start date and get a new quotation');
    // 14:05 UTC is 22:05 in Macao.
    expect(screen.getByTestId('policy-refund-paid-PAY-20260310-000003').textContent).toBe('MOP 160.00 refunded on 2026-03-10 22:05 (Macao time)');
    unmount();

    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    // Written year first in every language, as the storefront writes every date.
    expect((await screen.findByTestId('policy-refund-paid-PAY-20260310-000003')).textContent).toBe('已於 2026-03-10 22:05（澳門時間）退還 MOP 160.00');
  });

  it('shows no refunded line while the refund is due', async () => {
    const due = [{ payOrderId: 'PAY-20260310-000004', amount: 160, currency: 'MOP', reason: 'quoteExpired', createdAt: '2026-03-10T14:05:00Z', status: 'due', refundedAt: null }];
    const api = fakeApi({ 'order.detail': { ...MTV_POLICY, refunds: due }, 'endt.list': { items: [] }, 'renewal.list': { items: [] } });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('en'), api, path: `${DETAIL_PATH}?b2cOrderId=ORD-MTV-1` });
    expect((await screen.findByTestId('policy-refund-PAY-20260310-000004')).textContent).toContain('get a new quotation');
    expect(screen.queryByTestId('policy-refund-paid-PAY-20260310-000004')).toBeNull();
  });
});
