import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import type { DetectedChannel } from '../../../src/engine/index.js';
import {
  bankChannel, mtvOffer, mtvPolicy, ok, payOrder, refused, renewalOrder, risenOffer, tptOffer, webChannel,
} from './fixtures.js';

const device = vi.hoisted(() => ({ info: null as unknown as DetectedChannel }));
vi.mock('../../../src/app/services/channel.js', () => ({
  get APP_CHANNEL_INFO() { return device.info; },
  get APP_CHANNEL() { return device.info.channel; },
  channelDisables: (kind: keyof DetectedChannel['disables'], name: string) => device.info.disables[kind].includes(name),
}));

const { RenewalDetailPage } = await import('../../../src/app/pages/renewal/renewal-detail-page.js');
const { RenewalOrderPage } = await import('../../../src/app/pages/renewal/renewal-order-page.js');
const { RenewalPaidPage } = await import('../../../src/app/pages/renewal/renewal-paid-page.js');
const { fakeApi, renderWithApp } = await import('../support/render-with-app.js');
const { testI18n } = await import('../support/test-i18n.js');

const DETAIL = '/pages/order/renewalDetail/:code/index';
const ORDER = '/pages/order/renewal/:code/index';
const PAID = '/pages/order/renewal/:code/paid/index';
const ALREADY_TW = '此保單已經續保，不能再次續保';

/** The motor renewal's answers: haveMts lists the policy, the offer, the saved and priced renewal order, the payment. */
const mtvAnswers = () => ({
  'renewal.haveMts': { have: true, items: [mtvPolicy] },
  'renewal.detail': ok(mtvOffer),
  'renewal.updateAndSaveMts': renewalOrder('MTV', 'ORD-P1', 'quoted', 3456.5),
  'renewal.premiumCalc': ok(renewalOrder('MTV', 'ORD-P1', 'priced', 3456.5)),
  'pay.createPayOrder': payOrder,
});

/** renewal.premiumCalc's underwriting refusal, as the gateway words it in tw (the holder is 81 on the new start date). */
const AGE_REFUSAL_TW = '投保人的出生日期為 1946-03-10，於保障開始日為 81 歲；本產品只承保 18 至 80 歲';
const ageRefusal = {
  succ: false, tipCode: 'V00409', tipType: 'T', tipMsg: AGE_REFUSAL_TW, data: { released: false, field: 'holderInfo.dob', value: '1946-03-10' },
};

describe('the renewal offer (renewalDetail)', () => {
  beforeEach(() => {
    device.info = webChannel();
  });

  it('shows the new term and the premium at current rates, then goes on to renew (tw)', async () => {
    const api = fakeApi({ 'renewal.detail': ok(mtvOffer) });
    renderWithApp(<RenewalDetailPage />, { i18n: await testI18n('tw'), api, path: '/pages/order/renewalDetail/MTV/index?policyOrderId=ORD-P1', pattern: DETAIL });
    expect((await screen.findByTestId('renewal-premium')).textContent).toBe('MOP 3,456.50');
    expect(screen.getByTestId('renewal-new-period').textContent).toBe('2027-03-10 ~ 2028-03-09');
    expect(screen.getByTestId('renewal-offer').textContent).toContain('P-MTV-2026-000001');
    expect(screen.getByTestId('renewal-detail').textContent).toContain('2026-03-10 ~ 2027-03-09');
    expect(api.calls).toEqual([{ id: 'renewal.detail', payload: { b2cOrderId: 'ORD-P1' } }]);
    fireEvent.click(screen.getByTestId('renewal-start'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('promises no contact fields that are not on the page, and says why the premium rose (tw)', async () => {
    const i18n = await testI18n('tw');
    renderWithApp(<RenewalDetailPage />, { i18n, api: fakeApi({ 'renewal.detail': ok(risenOffer) }), path: '/pages/order/renewalDetail/MTV/index?policyOrderId=ORD-P1', pattern: DETAIL });
    const page = await screen.findByTestId('renewal-detail');
    expect(page.textContent).not.toContain('下方');
    expect(page.querySelector('input, textarea')).toBeNull();
    const rise = screen.getByTestId('renewal-premium-rise');
    expect(rise.textContent).toContain('MOP 9,030.00');
    expect(rise.textContent).toContain(i18n.t('rating.vehicleAge'));
    expect(rise.textContent).toContain('×1.05 (+5%)');
    expect(rise.textContent).toContain('×1.12 (+12%)');
  });

  it('shows a second renewal\'s refusal in a toast and as the reason on the page', async () => {
    Toast.clear();
    const api = fakeApi({ 'renewal.detail': refused(ALREADY_TW) });
    renderWithApp(<RenewalDetailPage />, { i18n: await testI18n('tw'), api, path: '/pages/order/renewalDetail/MTV/index?policyOrderId=ORD-P1', pattern: DETAIL });
    const notice = await screen.findByTestId('renewal-not-renewable');
    expect(notice.textContent).toContain('不能續保');
    expect(notice.textContent).toContain(ALREADY_TW);
    await waitFor(() => expect(document.querySelector('.adm-toast-main')?.textContent).toBe(ALREADY_TW));
  });

  it('shows the product that cannot be renewed online, never a blank page (en)', async () => {
    const api = fakeApi();
    renderWithApp(<RenewalDetailPage />, { i18n: await testI18n('en'), api, path: '/pages/order/renewalDetail/ZZZ/index?policyOrderId=ORD-X', pattern: DETAIL });
    const notice = await screen.findByTestId('renewal-unknown-product');
    expect(notice.textContent).toContain('This product cannot be renewed online');
    expect(notice.textContent).toContain('ZZZ');
    expect(api.calls).toEqual([]);
  });
});

/** The gateway's refusal of a one-trip policy's renewal (gateway.policyServices.renewalNotOffered), as the screen says it. */
const NOT_OFFERED = {
  tw: '此保單只保障一次旅程，不設續保：下次出行請購買新保單',
  en: 'This policy covers one trip and is not renewed: please buy a new policy for your next trip',
} as const;

describe('a one-trip policy\'s renewal page opened by its address (TPS: renewal.offered false)', () => {
  beforeEach(() => {
    device.info = webChannel();
  });

  for (const [lang, title] of [['tw', '不能續保'], ['en', 'Cannot renew']] as const) {
    it(`says the policy is not renewed, from the product's data, without asking for an offer the gateway refuses (${lang})`, async () => {
      for (const [page, path, pattern] of [
        [<RenewalDetailPage key="detail" />, '/pages/order/renewalDetail/TPS/index?policyOrderId=ORD-TPS', DETAIL],
        [<RenewalOrderPage key="order" />, '/pages/order/renewal/TPS/index?policyOrderId=ORD-TPS', ORDER],
      ] as const) {
        const api = fakeApi({ 'renewal.detail': refused(NOT_OFFERED[lang]) });
        const { unmount } = renderWithApp(page, { i18n: await testI18n(lang), api, path, pattern });
        const notice = await screen.findByTestId('renewal-not-renewable');
        expect(notice.textContent).toContain(title);
        expect(notice.textContent).toContain(NOT_OFFERED[lang]);
        expect(api.calls).toEqual([]);
        unmount();
      }
    });
  }
});

describe('the renewal order, driven by the renewal machine', () => {
  beforeEach(() => {
    device.info = webChannel();
  });

  it('renews a motor policy: haveMts, offer, updateAndSaveMts with the changed mail, premium_calc, pay back to the paid page (tw)', async () => {
    const api = fakeApi(mtvAnswers());
    renderWithApp(<RenewalOrderPage />, { i18n: await testI18n('tw'), api, path: '/pages/order/renewal/MTV/index?policyOrderId=ORD-P1', pattern: ORDER });
    const mail = (await screen.findByTestId('renewal-mail')) as HTMLInputElement;
    expect(mail.value).toBe('chan.tai.man@example.com');
    expect(screen.getByTestId('renewal-premium').textContent).toBe('MOP 3,456.50');
    fireEvent.change(mail, { target: { value: 'tai.man@example.mo' } });
    fireEvent.click(screen.getByTestId('renewal-confirm'));
    expect((await screen.findByTestId('renewal-priced')).textContent).toContain('應付保費');
    fireEvent.click(screen.getByTestId('renewal-pay'));
    await waitFor(() => expect(api.calls.map((call) => call.id)).toContain('pay.createPayOrder'));
    expect(api.calls.map((call) => call.id)).toEqual([
      'renewal.haveMts', 'renewal.detail', 'renewal.updateAndSaveMts', 'renewal.premiumCalc', 'pay.createPayOrder',
    ]);
    const saved = api.calls[2]?.payload as { b2cOrderId: string; formData: { holderInfo: Record<string, unknown> } };
    expect(saved.b2cOrderId).toBe('ORD-P1');
    expect(saved.formData.holderInfo).toEqual({ ...mtvOffer.formData.holderInfo, mail: 'tai.man@example.mo' });
    expect(api.calls[3]?.payload).toEqual({ b2cOrderId: 'ORD-R1' });
    expect(api.calls[4]?.payload).toEqual({ b2cOrderId: 'ORD-R1', returnUrl: '/pages/order/renewal/MTV/paid/index?policyOrderId=ORD-P1' });
    // Then the browser goes to the payment page (payUrl).
    expect((await screen.findByTestId('renewal-waiting')).textContent).toContain('正在前往付款頁面…');
  });

  it('renews a travel policy without haveMts and comes back to the renewal order page (en)', async () => {
    const api = fakeApi({
      'renewal.detail': ok(tptOffer),
      'renewal.updateAndSaveMts': renewalOrder('TPT', 'ORD-T1', 'quoted', 180),
      'renewal.premiumCalc': ok(renewalOrder('TPT', 'ORD-T1', 'priced', 180)),
      'pay.createPayOrder': payOrder,
    });
    renderWithApp(<RenewalOrderPage />, { i18n: await testI18n('en'), api, path: '/pages/order/renewal/TPT/index?policyOrderId=ORD-T1', pattern: ORDER });
    fireEvent.click(await screen.findByTestId('renewal-confirm'));
    expect((await screen.findByTestId('renewal-priced')).textContent).toContain('Premium to pay');
    fireEvent.click(screen.getByTestId('renewal-pay'));
    await waitFor(() => expect(api.calls.map((call) => call.id)).toContain('pay.createPayOrder'));
    expect(api.calls.map((call) => call.id)).not.toContain('renewal.haveMts');
    // Nothing changed: the renewal keeps the policy's details.
    expect(api.calls.find((call) => call.id === 'renewal.updateAndSaveMts')?.payload).toEqual({ b2cOrderId: 'ORD-T1', formData: {} });
    expect(api.calls.at(-1)?.payload).toEqual({ b2cOrderId: 'ORD-R1', returnUrl: '/pages/order/renewal/TPT/index?policyOrderId=ORD-T1' });
  });

  it('refuses a bad e-mail with a localised message, keeps it and sends nothing (en)', async () => {
    const api = fakeApi(mtvAnswers());
    renderWithApp(<RenewalOrderPage />, { i18n: await testI18n('en'), api, path: '/pages/order/renewal/MTV/index?policyOrderId=ORD-P1', pattern: ORDER });
    const mail = (await screen.findByTestId('renewal-mail')) as HTMLInputElement;
    fireEvent.change(mail, { target: { value: 'tai.man@' } });
    fireEvent.click(screen.getByTestId('renewal-confirm'));
    expect((await screen.findByTestId('renewal-mail-error')).textContent).toBe('Please enter a valid email address');
    expect((screen.getByTestId('renewal-mail') as HTMLInputElement).value).toBe('tai.man@');
    expect(api.calls.map((call) => call.id)).toEqual(['renewal.haveMts', 'renewal.detail']);
  });

  it('keeps what was typed when updateAndSaveMts refuses the renewal (tw)', async () => {
    const api = fakeApi({ ...mtvAnswers(), 'renewal.updateAndSaveMts': false });
    renderWithApp(<RenewalOrderPage />, { i18n: await testI18n('tw'), api, path: '/pages/order/renewal/MTV/index?policyOrderId=ORD-P1', pattern: ORDER });
    const address = (await screen.findByTestId('renewal-address')) as HTMLInputElement;
    fireEvent.change(address, { target: { value: 'Avenida de Almeida Ribeiro 50, Macau' } });
    fireEvent.click(screen.getByTestId('renewal-confirm'));
    expect((await screen.findByTestId('renewal-error')).textContent).toContain('續保未能保存');
    expect((screen.getByTestId('renewal-address') as HTMLInputElement).value).toBe('Avenida de Almeida Ribeiro 50, Macau');
    expect(api.calls.map((call) => call.id)).not.toContain('renewal.premiumCalc');
  });

  it('says why the insurer refuses the renewal at pricing, and offers the details form or the insurer\'s hotline (tw)', async () => {
    const api = fakeApi({ ...mtvAnswers(), 'renewal.premiumCalc': ageRefusal });
    renderWithApp(<RenewalOrderPage />, { i18n: await testI18n('tw'), api, path: '/pages/order/renewal/MTV/index?policyOrderId=ORD-P1', pattern: ORDER });
    fireEvent.click(await screen.findByTestId('renewal-confirm'));
    const refusal = await screen.findByTestId('release-refused');
    // An age limit is the product's fixed rule, not a "for now".
    expect(refusal.textContent).toContain('不符合本產品的承保條件');
    expect(refusal.textContent).not.toContain('暫時未能承保');
    expect(refusal.textContent).toContain(AGE_REFUSAL_TW);
    expect(screen.getByTestId('refusal-contact').getAttribute('href')).toBe('tel:85328000000');
    expect(screen.getByTestId('refusal-contact').textContent).toBe('聯絡保險公司 (853) 2800 0000');

    // Back to the details, with the reason kept above them; nothing is paid.
    fireEvent.click(screen.getByTestId('back'));
    expect((await screen.findByTestId('renewal-refusal')).textContent).toBe(AGE_REFUSAL_TW);
    expect((screen.getByTestId('renewal-mail') as HTMLInputElement).value).toBe('chan.tai.man@example.com');
    expect(screen.queryByTestId('renewal-error')).toBeNull();
    expect(api.calls.map((call) => call.id)).toEqual(['renewal.haveMts', 'renewal.detail', 'renewal.updateAndSaveMts', 'renewal.premiumCalc']);
  });

  it('says there is nothing to renew when haveMts does not list the motor policy (en)', async () => {
    const api = fakeApi({ ...mtvAnswers(), 'renewal.haveMts': { have: false, items: [] } });
    renderWithApp(<RenewalOrderPage />, { i18n: await testI18n('en'), api, path: '/pages/order/renewal/MTV/index?policyOrderId=ORD-P1', pattern: ORDER });
    expect((await screen.findByTestId('renewal-nothing-to-renew')).textContent).toContain('There is no motor policy of yours to renew.');
    expect(api.calls.map((call) => call.id)).toEqual(['renewal.haveMts']);
  });

  it('shows the unknown product state for a code not in the catalogue (tw)', async () => {
    renderWithApp(<RenewalOrderPage />, { i18n: await testI18n('tw'), api: fakeApi(), path: '/pages/order/renewal/ZZZ/index?policyOrderId=ORD-X', pattern: ORDER });
    expect((await screen.findByTestId('renewal-unknown-product')).textContent).toContain('此產品不能網上續保');
  });

  it('shows the disabled notice in the bank app, in English, and calls nothing', async () => {
    device.info = bankChannel();
    const api = fakeApi(mtvAnswers());
    renderWithApp(<RenewalOrderPage />, { i18n: await testI18n('en'), api, path: '/pages/order/renewal/MTV/index?policyOrderId=ORD-P1', pattern: ORDER });
    expect((await screen.findByTestId('renewal-disabled')).textContent).toContain('Renewal is not available here');
    expect(api.calls).toEqual([]);
  });
});

describe('the renewal paid page', () => {
  beforeEach(() => {
    device.info = webChannel();
  });

  it('confirms the payment and shows the new policy number (tw)', async () => {
    const api = fakeApi({ 'order.detail': { b2cOrderId: 'ORD-R1', status: 'paid', policyNo: 'P-MTV-2027-000002' } });
    renderWithApp(<RenewalPaidPage />, {
      i18n: await testI18n('tw'), api, path: '/pages/order/renewal/MTV/paid/index?policyOrderId=ORD-P1&b2cOrderId=ORD-R1&payOrderId=PAY-1&payResult=success', pattern: PAID,
    });
    const paid = await screen.findByTestId('renewal-paid');
    expect(paid.textContent).toContain('續保成功');
    expect(screen.getByTestId('renewal-new-policy-no').textContent).toBe('P-MTV-2027-000002');
    expect(api.calls.map((call) => call.id)).toEqual(['order.detail']);
  });

  it('offers to pay again when the payment failed, back to the same paid page (en)', async () => {
    const api = fakeApi({ 'order.detail': { b2cOrderId: 'ORD-R1', status: 'failed', policyNo: null }, 'pay.createPayOrder': payOrder });
    renderWithApp(<RenewalPaidPage />, {
      i18n: await testI18n('en'), api, path: '/pages/order/renewal/MTV/paid/index?policyOrderId=ORD-P1&b2cOrderId=ORD-R1&payResult=fail', pattern: PAID,
    });
    expect((await screen.findByTestId('renewal-pay-failed')).textContent).toContain('Payment not completed');
    fireEvent.click(screen.getByTestId('renewal-retry-pay'));
    await waitFor(() => expect(api.calls.at(-1)).toEqual({
      id: 'pay.createPayOrder', payload: { b2cOrderId: 'ORD-R1', returnUrl: '/pages/order/renewal/MTV/paid/index?policyOrderId=ORD-P1' },
    }));
  });

  it('explains itself when opened without a payment (en)', async () => {
    const api = fakeApi();
    renderWithApp(<RenewalPaidPage />, { i18n: await testI18n('en'), api, path: '/pages/order/renewal/MTV/paid/index', pattern: PAID });
    expect((await screen.findByTestId('renewal-no-payment')).textContent).toContain('No renewal payment');
    expect(api.calls).toEqual([]);
  });
});
