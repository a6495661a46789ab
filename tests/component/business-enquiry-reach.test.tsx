/**
 * A business enquiry can be found and read back: the service tab and "my services" lead
 * to it, and each sent enquiry lists its answers under their own labels with the time sent in Macao time,
 * not run together ("…有限公司我們有 25 名員工…編號 BE-…2026-11-29 05:10").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MyServicePage } from '../../src/app/pages/mine/my-service-page.js';
import { BusinessPage } from '../../src/app/pages/product/business-page.js';
import { ServicePage } from '../../src/app/pages/service/service-page.js';
import { useSessionStore } from '../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from './support/render-with-app.js';
import { testI18n } from './support/test-i18n.js';
import { USER } from './mine/mine-test-kit.js';

const BUSINESS = '/pages/product/business/index';
const ENQUIRY = {
  enquiryId: 'BE-20261129-000001', company: '澳門貿易有限公司', contactName: 'CHAN TAI MAN', phone: '+853 66123456',
  message: '我們有 25 名員工，想了解團體醫療保障', createdAt: '2026-11-29T05:10:00.000Z',
};
const reached = { path: BUSINESS, element: <div data-testid="business-page" /> };

afterEach(() => useSessionStore.setState({ token: null, user: null }));

describe('the business enquiry', () => {
  it('is one tap from the service tab (tw) and from my services (en)', async () => {
    const service = renderWithApp(<ServicePage />, { i18n: await testI18n('tw'), api: fakeApi(), path: '/pages/service/index', routes: [reached] });
    expect(screen.getByTestId('service-business').textContent).toContain('企業保險查詢');
    fireEvent.click(screen.getByTestId('service-business'));
    expect(await screen.findByTestId('business-page')).toBeTruthy();
    service.unmount();

    useSessionStore.setState({ token: 'tok', user: USER });
    renderWithApp(<MyServicePage />, { i18n: await testI18n('en'), api: fakeApi({ 'message.unreadCount': { unread: 0 } }), path: '/pages/mine/myService/index', routes: [reached] });
    expect(screen.getByTestId('my-service-enquiries').textContent).toContain('Business enquiries');
    fireEvent.click(screen.getByTestId('my-service-enquiries'));
    expect(await screen.findByTestId('business-page')).toBeTruthy();
  });

  it.each([
    ['tw', [['公司名稱', '澳門貿易有限公司'], ['聯絡人', 'CHAN TAI MAN'], ['查詢編號', 'BE-20261129-000001']], /^2026-11-29 13:10$/u],
    ['en', [['Company name', '澳門貿易有限公司'], ['Contact person', 'CHAN TAI MAN'], ['Reference', 'BE-20261129-000001']], /^2026-11-29 13:10$/u],
  ] as const)('lists each sent enquiry field by field, sent at its Macao time (%s)', async (lang, rows, sentAt) => {
    useSessionStore.setState({ token: 'tok', user: USER });
    const api = fakeApi({ 'plat.selectBusinessEnquiry': { total: 1, items: [ENQUIRY] } });
    renderWithApp(<BusinessPage />, { i18n: await testI18n(lang), api, path: BUSINESS });
    const enquiry = await screen.findByTestId('business-enquiry-BE-20261129-000001');
    for (const [label, value] of rows) {
      const row = [...enquiry.querySelectorAll('.info-rows__row')].find((item) => item.querySelector('dt')?.textContent === label);
      expect(row?.querySelector('dd')?.textContent).toBe(value);
    }
    expect(within(enquiry).getByText('我們有 25 名員工，想了解團體醫療保障').tagName).toBe('DD');
    expect(within(enquiry).getByTestId('enquiry-createdAt').querySelector('dd')?.textContent).toMatch(sentAt);
  });
});
