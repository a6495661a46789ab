import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AddInsuredPage } from '../../../src/app/pages/product/add-insured-page.js';
import { BusinessPage } from '../../../src/app/pages/product/business-page.js';
import { ClaimsDetailPage } from '../../../src/app/pages/product/claims-detail-page.js';
import { ShopCarPage } from '../../../src/app/pages/shop/shop-car-page.js';
import { PdfFilePage } from '../../../src/app/pages/travel/pdf-file-page.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const motor = productCatalog().registry.list().filter((bundle) => bundle.definition.line === 'motor');

const relative = {
  relativeId: 'R0000000000000001', englishName: 'CHAN SIU MING', chineseName: '陳小明', gender: 'M', dob: '2010-01-02',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '12345678' }, relation: 'CHILD', createdAt: '', updatedAt: '',
};
const people = { self: { relation: 'SELF', mobilePhoneNo: { code: '853', 853: '66123456' }, authenticated: false }, relatives: [relative] };
const draft = {
  b2cOrderId: 'TPS-TEST-000001', productCode: 'TPS', step: 'plan', updatedAt: '',
  formData: { productCode: 'TPS', planCode: 'FAMILY_SUPER', insurantInfo: [{}] },
};

describe('add insured (product/addInsured)', () => {
  beforeEach(() => useSessionStore.setState({ token: 'tok', user: null }));

  it.each(['tw', 'en'] as const)('adds a chosen relative to the travel order and returns to it (%s)', async (lang) => {
    const api = fakeApi({ 'order.temporary': draft, 'user.selectRelativeAndSelf': people, 'order.tempSave': draft });
    const i18n = await testI18n(lang);
    renderWithApp(<AddInsuredPage />, { i18n, api, path: '/pages/product/addInsured/index?productCode=TPS&b2cOrderId=TPS-TEST-000001', pattern: '/pages/product/addInsured/index' });
    const person = await screen.findByText('陳小明');
    expect(screen.queryByTestId('person-SELF')).toBeNull();
    expect((screen.getByTestId('add-insured-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(person);
    fireEvent.click(screen.getByTestId('add-insured-save'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    const save = api.calls.find((call) => call.id === 'order.tempSave')?.payload as { b2cOrderId: string; step: string; formData: { insurantInfo: unknown[] } };
    expect(save.b2cOrderId).toBe('TPS-TEST-000001');
    expect(save.step).toBe('plan');
    expect(save.formData.insurantInfo).toEqual([{
      relation: 'CHILD', englishName: 'CHAN SIU MING', chineseName: '陳小明', gender: 'M', dob: '2010-01-02', identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '12345678' },
    }]);
  });

  it('says there is no order to add to without b2cOrderId', async () => {
    renderWithApp(<AddInsuredPage />, { i18n: await testI18n('en'), path: '/pages/product/addInsured/index?productCode=TPS', pattern: '/pages/product/addInsured/index' });
    expect(screen.getByTestId('add-insured-no-order')).toBeTruthy();
    expect(screen.getByText('No order in progress')).toBeTruthy();
  });
});

describe('business enquiry (product/business)', () => {
  beforeEach(() => useSessionStore.setState({ token: 'tok', user: null }));

  it.each([
    ['tw', '請輸入有效的澳門電話號碼'],
    ['en', 'Please enter a valid Macao phone number'],
  ] as const)('refuses a bad phone with a localised message, keeping what was typed, then sends (%s)', async (lang, message) => {
    const enquiry = { enquiryId: 'BE-1', company: 'Macau Trading Ltd', contactName: 'CHAN TAI MAN', phone: '+853 66123456', message: 'Group medical for 20 staff', createdAt: '2026-11-27T00:00:00.000Z' };
    const api = fakeApi({ 'plat.selectBusinessEnquiry': { total: 0, items: [] }, 'plat.addBusinessEnquiry': enquiry });
    renderWithApp(<BusinessPage />, { i18n: await testI18n(lang), api, path: '/pages/product/business/index' });
    // Typed, then left, as a user does before tapping Send (the order forms' fields give their text on leaving).
    const type = (testId: string, value: string) => {
      const input = screen.getByTestId(testId).querySelector('input, textarea') as Element;
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    type('business-company', 'Macau Trading Ltd');
    type('business-contact', 'CHAN TAI MAN');
    type('business-phone', '123');
    type('business-message', 'Group medical for 20 staff');
    fireEvent.click(screen.getByTestId('business-submit'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(api.calls.filter((call) => call.id === 'plat.addBusinessEnquiry')).toEqual([]);
    expect((screen.getByTestId('business-company').querySelector('input') as HTMLInputElement).value).toBe('Macau Trading Ltd');
    type('business-phone', '66123456');
    fireEvent.click(screen.getByTestId('business-submit'));
    expect(await screen.findByTestId('business-sent')).toBeTruthy();
    expect(api.calls.find((call) => call.id === 'plat.addBusinessEnquiry')?.payload).toEqual({
      company: 'Macau Trading Ltd', contactName: 'CHAN TAI MAN', areaCode: '853', phone: '66123456', message: 'Group medical for 20 staff',
    });
  });
});

describe('claims guide, wording and shop/car', () => {
  it.each(['tw', 'en'] as const)('shows the claims guide as sanitised rich text (%s)', async (lang) => {
    const api = fakeApi({ 'product.getProductDetailsByType': { productCode: 'TPS', type: 'claimGuide', items: [{ articleId: 'A1', title: 'Step 1', content: '<p>Call us<script>alert(1)</script></p>' }] } });
    renderWithApp(<ClaimsDetailPage />, { i18n: await testI18n(lang), api, path: '/pages/product/claimsDetail/index?productCode=TPS', pattern: '/pages/product/claimsDetail/index' });
    const article = await screen.findByTestId('article-A1');
    expect(article.textContent).toContain('Call us');
    expect(article.querySelector('script')).toBeNull();
    expect(api.calls[0]).toEqual({ id: 'product.getProductDetailsByType', payload: { productCode: 'TPS', type: 'claimGuide' } });
  });

  it.each([
    ['tw', '暫無保單條款'],
    ['en', 'No policy wording yet'],
  ] as const)('has an honest empty state when a travel product has no wording (%s)', async (lang, title) => {
    const api = fakeApi({ 'product.getProductDetailsByType': (payload: Record<string, unknown>) => ({ productCode: payload.productCode, type: 'clause', items: [] }) });
    renderWithApp(<PdfFilePage />, { i18n: await testI18n(lang), api, path: '/pages/travel/pdfFile/index?productCode=TPS', pattern: '/pages/travel/pdfFile/index' });
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('lists exactly the motor products of the registry in shop/car', async () => {
    renderWithApp(<ShopCarPage />, { i18n: await testI18n('en'), path: '/pages/shop/car/index' });
    await waitFor(() => expect(screen.getAllByTestId(/^motor-card-/).length).toBe(motor.length));
    for (const bundle of motor) expect(screen.getByTestId(`motor-card-${bundle.definition.code}`)).toBeTruthy();
    expect(screen.queryByTestId('motor-card-TPS')).toBeNull();
  });
});
