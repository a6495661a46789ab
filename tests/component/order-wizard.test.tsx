import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { OrderPage } from '../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../src/app/stores/session.store.js';
import { firstInsuredName } from './support/insured-fields.js';
import { fakeApi, renderWithApp } from './support/render-with-app.js';
import { testI18n } from './support/test-i18n.js';

const ROUTE = '/pages/order/:code/index';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

function draft(formData: Record<string, unknown> = {}, step: string | null = null) {
  return {
    b2cOrderId: 'TPS-TEST-000001',
    productCode: 'TPS',
    formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(2), expiryDate: day(8), insurantInfo: [{}], ...formData },
    step,
    updatedAt: '2026-11-21T10:00:00Z',
  };
}

async function renderOrder(api: ReturnType<typeof fakeApi>, path = '/pages/order/tps/index') {
  const i18n = await testI18n('tw');
  return renderWithApp(<OrderPage />, { i18n, api, path, pattern: ROUTE });
}

describe('the order wizard (TPS, generic over products)', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('creates an order, saves the first step on Next and keeps the answers on Back', async () => {
    const api = fakeApi({
      'order.temporary': null,
      'order.create': draft(),
      'order.tempSave': (payload: Record<string, unknown>) => ({ ...draft(payload.formData as Record<string, unknown>, payload.step as string) }),
    });
    await renderOrder(api);
    await screen.findByTestId('step-plan');
    fireEvent.click(screen.getByTestId('root_planCode-option-FAMILY_SUPER'));
    fireEvent.click(screen.getByTestId('next'));
    await screen.findByTestId('step-insured');
    const save = api.calls.find((call) => call.id === 'order.tempSave')?.payload as { step: string; formData: Record<string, unknown> };
    expect(save.step).toBe('plan');
    expect(save.formData.planCode).toBe('FAMILY_SUPER');
    fireEvent.change(await firstInsuredName(), { target: { value: 'CHAN TAI MAN' } });
    fireEvent.click(screen.getByTestId('back'));
    await screen.findByTestId('step-plan');
    expect(screen.getByTestId('root_planCode-option-FAMILY_SUPER').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('next'));
    await screen.findByTestId('step-insured');
    expect((await firstInsuredName()).value).toBe('CHAN TAI MAN');
  });

  it('does not move on, and says why, when the trip dates break the product rule', async () => {
    const api = fakeApi({ 'order.temporary': null, 'order.create': draft({ commDate: day(-3) }) });
    await renderOrder(api);
    await screen.findByTestId('step-plan');
    fireEvent.click(screen.getByTestId('next'));
    expect(await screen.findByText('開始日期不可早於今天')).toBeTruthy();
    expect(api.calls.some((call) => call.id === 'order.tempSave')).toBe(false);
    expect(screen.getByTestId('step-plan')).toBeTruthy();
  });

  it('asks whether to continue an unfinished order and resumes after the saved step', async () => {
    const saved = draft({ insurantInfo: [{ englishName: 'CHAN TAI MAN' }] }, 'plan');
    const api = fakeApi({ 'order.temporary': saved });
    await renderOrder(api);
    await screen.findByTestId('unfinished-dialog');
    fireEvent.click(screen.getByTestId('unfinished-continue'));
    await screen.findByTestId('step-insured');
    expect((await firstInsuredName()).value).toBe('CHAN TAI MAN');
  });

  it('names the product and the Macao time of the unfinished order it asks about', async () => {
    const api = fakeApi({ 'order.temporary': draft({}, 'plan') });
    await renderOrder(api);
    // 10:00 UTC is 18:00 in Macao.
    const text = (await screen.findByTestId('unfinished-saved')).textContent ?? '';
    expect(text).toContain('18:00');
    expect(text).toContain('2026');
    expect(text).toContain('個人旅遊');
  });

  it('does not ask about an order that was opened but never saved, nor about another product\'s', async () => {
    const opened = fakeApi({ 'order.temporary': draft(), 'order.create': draft() });
    await renderOrder(opened);
    await screen.findByTestId('step-plan');
    expect(screen.queryByTestId('unfinished-dialog')).toBeNull();
  });

  it('stops with a clear message when the order cannot be created', async () => {
    const api = fakeApi({ 'order.temporary': null });
    await renderOrder(api);
    expect(await screen.findByTestId('order-stopped')).toBeTruthy();
    expect(screen.getByText('未能建立訂單')).toBeTruthy();
  });

  it('confirms the payment on the way back from the payment page and shows the policy number', async () => {
    const api = fakeApi({ 'order.detail': { ...draft(), status: 'paid', policyNo: 'P-TPS-2026-000009' } });
    await renderOrder(api, '/pages/order/tps/index?b2cOrderId=TPS-TEST-000001&payOrderId=PAY-1&payResult=success');
    expect((await screen.findByTestId('policy-no')).textContent).toBe('P-TPS-2026-000009');
    // The confirmation, then the paid screen reading what was paid; nothing else is called.
    await screen.findByTestId('paid-amounts');
    expect(api.calls.map((call) => call.id)).toEqual(['order.detail', 'order.detail']);
  });

  it('offers to pay again when the payment failed', async () => {
    const api = fakeApi({ 'order.detail': { ...draft(), status: 'priced', policyNo: null } });
    await renderOrder(api, '/pages/order/tps/index?b2cOrderId=TPS-TEST-000001&payOrderId=PAY-1&payResult=fail');
    expect(await screen.findByTestId('pay-failed')).toBeTruthy();
    expect(screen.getByTestId('retry-pay')).toBeTruthy();
  });

  it('says why a payment the gateway refused is refunded and how to get a new start date and price', async () => {
    const refund = { payOrderId: 'PAY-1', amount: 160, currency: 'MOP', reason: 'coverStarted', createdAt: '2026-03-10T14:05:00Z', status: 'refunded', refundedAt: '2026-03-10T14:05:00Z' };
    const older = { ...refund, payOrderId: 'PAY-0', reason: 'superseded' };
    const api = fakeApi({ 'order.detail': { ...draft(), status: 'paying', policyNo: null, payOrderId: 'PAY-1', refunds: [older, refund] } });
    await renderOrder(api, '/pages/order/tps/index?b2cOrderId=TPS-TEST-000001&payOrderId=PAY-1&payResult=fail');
    expect(await screen.findByTestId('pay-failed')).toBeTruthy();
    expect((await screen.findByTestId('policy-refund-PAY-1')).textContent).toBe('一筆 MOP 160.00 的付款（PAY-1）在保單生效日期過後才到達，將會退款。如仍需此保障，請更改生效日期並重新報價');
    expect(screen.getByTestId('policy-refund-paid-PAY-1')).toBeTruthy();
    // An older refund of the order is on the policy's page, not here.
    expect(screen.queryByTestId('policy-refund-PAY-0')).toBeNull();
  });

  it('says an unknown product is not available, with the way to the shop, and asks the gateway nothing', async () => {
    const api = fakeApi();
    await renderOrder(api, '/pages/order/nope/index');
    expect(await screen.findByTestId('product-unavailable')).toBeTruthy();
    expect(screen.getByTestId('to-shop')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
