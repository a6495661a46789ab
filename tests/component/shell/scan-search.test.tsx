import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { ApiClient } from '../../../src/api/index.js';
import { ScanPage } from '../../../src/app/pages/scan/scan-page.js';
import { SearchPage } from '../../../src/app/pages/search/search-page.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { paths } from '../../../src/app/routes/route-paths.js';
import { ServicesContext } from '../../../src/app/services/app-services.js';
import { LinkablePatternsContext, storefrontPath } from '../../../src/app/shell/storefront-path.js';
import { linkablePatterns } from '../../../src/app/routes/route-table.js';
import { fakeApi } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{`${location.pathname}${location.search}`}</div>;
}

function renderPage(element: ReactElement, options: { i18n: I18n; api?: ApiClient; path: string }) {
  const router = createMemoryRouter(
    [{ path: options.path.split('?')[0], element }, { path: '*', element: <Elsewhere /> }],
    { initialEntries: [options.path] },
  );
  return render(
    <ServicesContext.Provider value={{ api: options.api ?? fakeApi(), catalog: productCatalog() }}>
      <I18nextProvider i18n={options.i18n}>
        <LinkablePatternsContext.Provider value={linkablePatterns}><RouterProvider router={router} /></LinkablePatternsContext.Provider>
      </I18nextProvider>
    </ServicesContext.Provider>,
  );
}

afterEach(() => {
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

describe('storefront links', () => {
  it('accepts storefront pages only', () => {
    const origin = window.location.origin;
    expect(storefrontPath('/pages/product/TPS/index?from=qr', linkablePatterns)).toBe('/pages/product/TPS/index?from=qr');
    expect(storefrontPath(`${origin}/pages/shop/index`, linkablePatterns)).toBe('/pages/shop/index');
    expect(storefrontPath('https://evil.example/pages/shop/index', linkablePatterns)).toBeNull();
    expect(storefrontPath('//evil.example/pages/shop/index', linkablePatterns)).toBeNull();
    expect(storefrontPath('javascript:alert(1)', linkablePatterns)).toBeNull();
    expect(storefrontPath('/pages/poxy/index?status=finish&token=x', linkablePatterns)).toBeNull();
    expect(storefrontPath('/not/a/page', linkablePatterns)).toBeNull();
    expect(storefrontPath('ABC123', linkablePatterns)).toBeNull();
  });
});

describe('the scan page', () => {
  it('falls back to typing the code without a camera, and opens a storefront link in the app, in tw', async () => {
    renderPage(<ScanPage />, { i18n: await testI18n('tw'), path: paths.scan() });
    expect((await screen.findByTestId('scan-fallback')).textContent).toContain('此瀏覽器不支援相機掃碼');
    expect(screen.queryByTestId('scan-camera')).toBeNull();
    fireEvent.change(screen.getByTestId('scan-code'), { target: { value: `${window.location.origin}/pages/product/TPS/index` } });
    fireEvent.click(screen.getByTestId('scan-submit'));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/pages/product/TPS/index');
  });

  it('only shows a link that is not a storefront one, in en', async () => {
    renderPage(<ScanPage />, { i18n: await testI18n('en'), path: paths.scan() });
    fireEvent.change(await screen.findByTestId('scan-code'), { target: { value: 'https://evil.example/pay' } });
    fireEvent.click(screen.getByTestId('scan-submit'));
    expect((await screen.findByTestId('scan-result-text')).textContent).toBe('https://evil.example/pay');
    expect(screen.getByText('This is not a page of the insurance mall, so it is not opened, for your safety.')).toBeTruthy();
    expect(screen.getByTestId('scan-result').querySelector('a')).toBeNull();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect((screen.getByTestId('scan-code') as HTMLInputElement).value).toBe('https://evil.example/pay');
  });

  it('falls back when the camera is refused', async () => {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class { detect() { return Promise.resolve([]); } };
    const original = navigator.mediaDevices;
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    try {
      renderPage(<ScanPage />, { i18n: await testI18n('en'), path: paths.scan() });
      expect(screen.getByTestId('scan-camera')).toBeTruthy();
      expect((await screen.findByTestId('scan-fallback')).textContent).toContain('The camera is not available');
    } finally {
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: original });
    }
  });
});

const ARTICLES = {
  total: 1,
  categories: [{ code: 'travel', name: '旅遊' }],
  items: [{ articleId: 'K1', category: 'travel', title: '出行前買旅遊保險', summary: '旅遊保險要點', publishedOn: '2026-03-01' }],
};
const FAQ = {
  categories: [{ code: 'travel', name: '旅遊', count: 1 }],
  items: [{ id: 'Q1', category: 'travel', question: '旅遊保險何時生效？', answer: '出發當日生效。\n\n以保單為準。' }],
};

describe('the search page', () => {
  it('finds products, articles and questions for the keyword, in tw', async () => {
    const api = fakeApi({ 'knowledge.list': ARTICLES, 'plat.questionQuery': FAQ });
    renderPage(<SearchPage />, { i18n: await testI18n('tw'), api, path: paths.search('旅遊') });
    const products = await screen.findByTestId('search-products');
    expect(products.querySelectorAll('[data-testid^="product-card-"]').length).toBeGreaterThan(0);
    expect(await screen.findByText('出行前買旅遊保險')).toBeTruthy();
    expect(await screen.findByTestId('search-question-Q1')).toBeTruthy();
    expect(api.calls).toEqual(expect.arrayContaining([
      { id: 'knowledge.list', payload: { keyword: '旅遊', page: 1, pageSize: 10 } },
      { id: 'plat.questionQuery', payload: { keyword: '旅遊' } },
    ]));
    fireEvent.click(screen.getByTestId('search-question-Q1'));
    expect(await screen.findByText('以保單為準。')).toBeTruthy();
    const card = products.querySelector('[data-testid^="product-card-"]') as HTMLElement;
    const code = (card.dataset.testid ?? '').replace('product-card-', '');
    fireEvent.click(card);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(paths.product(code));
  });

  it('opens an article on its knowledge page, in tw', async () => {
    const api = fakeApi({ 'knowledge.list': ARTICLES, 'plat.questionQuery': FAQ });
    renderPage(<SearchPage />, { i18n: await testI18n('tw'), api, path: paths.search('旅遊') });
    fireEvent.click(await screen.findByTestId('search-article-K1'));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(paths.mineKnowledgeDetail('K1'));
    expect(api.calls.some((call) => call.id === 'knowledge.detail')).toBe(false);
  });

  it('leads from the questions to the FAQ page, in en', async () => {
    const api = fakeApi({ 'knowledge.list': ARTICLES, 'plat.questionQuery': FAQ });
    renderPage(<SearchPage />, { i18n: await testI18n('en'), api, path: paths.search('旅遊') });
    fireEvent.click(await screen.findByText('See all FAQ'));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(paths.mineQuestions());
  });

  it('matches product titles in English and says when nothing is found', async () => {
    const api = fakeApi({ 'knowledge.list': { total: 0, categories: [], items: [] }, 'plat.questionQuery': { categories: [], items: [] } });
    renderPage(<SearchPage />, { i18n: await testI18n('en'), api, path: paths.search() });
    expect(await screen.findByTestId('search-start')).toBeTruthy();
    expect(api.calls).toEqual([]);
    const input = screen.getByPlaceholderText('Search products, articles and FAQ');
    fireEvent.change(input, { target: { value: 'zzzznothing' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect((await screen.findByTestId('search-none')).textContent).toContain('Nothing found for “zzzznothing”');
    expect((input as HTMLInputElement).value).toBe('zzzznothing');
  });

  it('finds an English product title and shows a failed section without losing the others', async () => {
    const bundle = productCatalog().registry.list()[0];
    const word = bundle?.definition.titles.en.split(/\s+/)[0] ?? 'Travel';
    const api = fakeApi({ 'plat.questionQuery': { categories: [], items: [] } });
    renderPage(<SearchPage />, { i18n: await testI18n('en'), api, path: paths.search(word) });
    await waitFor(() => expect(screen.getByTestId('search-products').querySelectorAll('[data-testid^="product-card-"]').length).toBeGreaterThan(0));
    expect((await screen.findByTestId('search-articles-error')).textContent).toBe('This part could not be loaded, please try again later');
    expect(await screen.findByText('No matching questions')).toBeTruthy();
  });
});
