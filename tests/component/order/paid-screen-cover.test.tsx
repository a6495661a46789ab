/**
 * The screen after payment does not call a policy in force before its cover starts. Seen in the hand
 * walk-through: a TPS policy starting tomorrow was announced "您的保單已生效" (in force) while its own detail page
 * rightly labelled it 未生效 (not yet in force).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** A TPS order paid today whose cover starts in two days. */
const PAID = {
  b2cOrderId: 'TPS-TEST-000003',
  productCode: 'TPS',
  formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(2), expiryDate: day(8), insurantInfo: [{}] },
  step: null,
  updatedAt: '2026-11-21T10:00:00Z',
  status: 'paid',
  policyNo: 'P-TPS-2026-000011',
};

async function paidScreenText(lang: 'tw' | 'en'): Promise<string> {
  const i18n = await testI18n(lang);
  renderWithApp(<OrderPage />, {
    i18n, api: fakeApi({ 'order.detail': PAID }),
    path: '/pages/order/tps/index?b2cOrderId=TPS-TEST-000003&payOrderId=PAY-3&payResult=success', pattern: '/pages/order/:code/index',
  });
  return (await screen.findByTestId('order-paid')).textContent ?? '';
}

describe('the paid screen of a policy starting later', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('does not say the policy is in force (tw)', async () => {
    const text = await paidScreenText('tw');
    expect(text).toContain('P-TPS-2026-000011');
    expect(text).not.toContain('已生效，');
    expect(text).toContain('開始日期');
  });

  it('does not say the policy is in force (en)', async () => {
    const text = await paidScreenText('en');
    expect(text).not.toMatch(/is in force|You are covered/);
    expect(text).toContain('start date');
  });
});
