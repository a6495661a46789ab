import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SectorMttsPage } from '../../../src/app/pages/service-sector/sector-mtts-page.js';
import { SectorThlmPage } from '../../../src/app/pages/service-sector/sector-thlm-page.js';
import { SectorDetailPage } from '../../../src/app/pages/service-sector/sector-detail-page.js';
import { BusinessDownloadPage } from '../../../src/app/pages/downloads/business-download-page.js';
import { TextDownloadPage } from '../../../src/app/pages/downloads/text-download-page.js';
import { LandMPayPage } from '../../../src/app/pages/service/land-mpay-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const names = { tw: '汽車保險', cn: '汽车保险', en: 'Motor insurance' };
const productInfo = (code: string, name: string) => ({
  code, name, names, category: 'motor', summary: null, currency: 'MOP', minimumPremium: 1200, channels: ['web'], version: '1',
  plans: [{ code: 'A', name: 'Plan A', names, benefits: 'Third-party liability', maxInsured: null, minimumPremium: 1200 }],
});
const articles = (productCode: string, type: string) => ({
  productCode, type,
  items: [{ articleId: 'a1', title: `${productCode} ${type} one`, content: '<p>Read <strong>this</strong></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">' }],
});
type Payload = Record<string, unknown>;
const byType = (p: Payload) => articles(String(p.productCode), String(p.type));

describe('the service sectors', () => {
  it('draws the motor third-party sector from MTV and opens an article', async () => {
    const api = fakeApi({
      'product.productInfo': (p: Payload) => productInfo(String(p.productCode), 'Motor insurance'),
      'product.getProductDetailsByType': byType,
    });
    renderWithApp(<SectorMttsPage />, { i18n: await testI18n('en'), api, path: '/pages/serviceSector/mtts/index' });
    expect((await screen.findByTestId('sector-mtts-hero')).textContent).toContain('Every plan of Motor insurance includes it');
    expect(screen.getByText('From MOP 1,200.00')).toBeTruthy();
    fireEvent.click(await screen.findByText('MTV claimGuide one'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(api.calls.slice(0, 2)).toEqual([
      { id: 'product.productInfo', payload: { productCode: 'MTV' } },
      { id: 'product.getProductDetailsByType', payload: { productCode: 'MTV', type: 'claimGuide' } },
    ]);
  });

  it('draws the travel sector from the product thlmFormat names, in traditional Chinese', async () => {
    const api = fakeApi({
      'product.thlmFormat': { formCode: 'THLM', sourceProduct: 'TPS', steps: [], plans: [], areas: [], premiumDue: 20000 },
      'product.productInfo': (p: Payload) => productInfo(String(p.productCode), '旅遊保險'),
      'product.getProductDetailsByType': byType,
    });
    renderWithApp(<SectorThlmPage />, { i18n: await testI18n('tw'), api, path: '/pages/serviceSector/thlm/index' });
    expect((await screen.findByTestId('sector-thlm-hero')).textContent).toContain('旅遊保險');
    fireEvent.click(screen.getByTestId('sector-tab-faq'));
    expect(await screen.findByText('TPS faq one')).toBeTruthy();
    expect(api.calls.map((call) => call.payload)).toContainEqual({ productCode: 'TPS', type: 'faq' });
  });

  it('shows a sector article as sanitised rich text', async () => {
    const api = fakeApi({ 'product.getProductDetailsByType': byType });
    renderWithApp(<SectorDetailPage />, {
      i18n: await testI18n('en'), api, path: '/pages/serviceSector/mtts/detail/index?productCode=MTV&type=clause&articleId=a1', pattern: '/pages/serviceSector/mtts/detail/index',
    });
    const article = await screen.findByTestId('sector-detail-article');
    expect(article.textContent).toContain('Read this');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('says an unknown article is not found', async () => {
    const api = fakeApi({ 'product.getProductDetailsByType': byType });
    renderWithApp(<SectorDetailPage />, {
      i18n: await testI18n('tw'), api, path: '/pages/serviceSector/thlm/detail/index?productCode=TPS&type=faq&articleId=zz', pattern: '/pages/serviceSector/thlm/detail/index',
    });
    expect((await screen.findByTestId('sector-detail-not-found')).textContent).toContain('找不到此內容');
  });
});

describe('the documents', () => {
  it('lists the clauses of the chosen product and switches product', async () => {
    const api = fakeApi({ 'product.getProductDetailsByType': byType });
    renderWithApp(<BusinessDownloadPage />, { i18n: await testI18n('en'), api, path: '/pages/download/business/index?productCode=MTV', pattern: '/pages/download/business/index' });
    expect(await screen.findByText('MTV clause one')).toBeTruthy();
    fireEvent.click(screen.getByTestId('download-product-TPS'));
    expect(await screen.findByText('TPS clause one')).toBeTruthy();
    expect(api.calls.map((call) => call.id)).not.toContain('plat.fileList');
  });

  it('shows a document as sanitised text with a download button', async () => {
    const api = fakeApi({ 'product.getProductDetailsByType': byType });
    renderWithApp(<TextDownloadPage />, {
      i18n: await testI18n('tw'), api, path: '/pages/download/textDownload/index?productCode=TPS&type=clause&articleId=a1', pattern: '/pages/download/textDownload/index',
    });
    const article = await screen.findByTestId('text-download-article');
    expect(article.textContent).toContain('Read this');
    expect(article.querySelector('script')).toBeNull();
    expect(screen.getByTestId('text-download-save').textContent).toContain('下載文件');
  });
});

describe('the MPay landing page', () => {
  it('records the visit with its query and lists the products sold in the payment app', async () => {
    const api = fakeApi({ 'plat.thirdAppLog': { logged: true }, 'product.productListQuotation': { items: [] } });
    renderWithApp(<LandMPayPage />, { i18n: await testI18n('en'), api, path: '/pages/service/landMPay/index?deviceId=D1&outSourceId=S9', pattern: '/pages/service/landMPay/index' });
    expect(await screen.findByText('Welcome to the Macao insurance mall')).toBeTruthy();
    await waitFor(() => expect(api.calls).toContainEqual({ id: 'plat.thirdAppLog', payload: { query: 'deviceId=D1&outSourceId=S9', appType: 'mpay' } }));
    expect(api.calls).toContainEqual({ id: 'product.productListQuotation', payload: { channel: 'payment' } });
  });
});
