import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { ApiClient } from '../../../src/api/index.js';
import { ImagePreviewPage } from '../../../src/app/pages/system/image-preview-page.js';
import { LocationChooserPage } from '../../../src/app/pages/system/location-chooser-page.js';
import { LocationOpenerPage } from '../../../src/app/pages/system/location-opener-page.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { paths } from '../../../src/app/routes/route-paths.js';
import { ServicesContext } from '../../../src/app/services/app-services.js';
import { fakeApi } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { LinkablePatternsContext } from '../../../src/app/shell/storefront-path.js';
import { linkablePatterns } from '../../../src/app/routes/route-table.js';

function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{`${location.pathname}${location.search}`}</div>;
}

/** Like renderWithApp, but the page reached by navigating shows its address. */
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

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('the image preview', () => {
  it('shows same-origin and data: images, in tw', async () => {
    renderPage(<ImagePreviewPage />, { i18n: await testI18n('tw'), path: paths.imagePreview(['/files/a.png', PNG]) });
    expect(await screen.findByTestId('image-preview')).toBeTruthy();
    expect(screen.getByText('共 2 張圖片，點按圖片可放大，雙指可縮放。')).toBeTruthy();
    expect(screen.getByTestId('image-thumb-0')).toBeTruthy();
    expect(screen.getByTestId('image-thumb-1')).toBeTruthy();
  });

  it('refuses images of other sites and javascript:, in en', async () => {
    renderPage(<ImagePreviewPage />, { i18n: await testI18n('en'), path: paths.imagePreview(['https://evil.example/x.png', 'javascript:alert(1)', '//evil.example/y.png']) });
    expect((await screen.findByTestId('image-preview-empty')).textContent).toContain('This image cannot be previewed');
    expect(screen.getByText('Only images from this site can be previewed.')).toBeTruthy();
  });
});

const AREAS = {
  items: [
    { code: 'MO', name: '澳門', children: [
      { code: 'MO_FATIMA', name: '花地瑪堂區', children: [] },
      { code: 'MO_COTAI', name: '路氹城', children: [] },
    ] },
    { code: 'HK', name: '香港', children: [
      { code: 'HK_ISLAND', name: '香港島', children: [{ code: 'HK_CW', name: '中西區', children: [] }] },
    ] },
    { code: 'GD', name: '廣東', children: [{ code: 'GD_ZH', name: '珠海市', children: [] }] },
  ],
};

describe('the location chooser', () => {
  it('returns the chosen area to the storefront page that asked, in tw', async () => {
    const api = fakeApi({ 'adapter.areaTree': AREAS });
    renderPage(<LocationChooserPage />, { i18n: await testI18n('tw'), api, path: paths.locationChooser('/pages/order/fhh/index?step=address', 'addressArea') });
    fireEvent.click(await screen.findByText('澳門'));
    expect((screen.getByTestId('location-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByText('路氹城'));
    await waitFor(() => expect(screen.getByTestId('location-selected').textContent).toContain('澳門 / 路氹城'));
    fireEvent.click(screen.getByTestId('location-confirm'));
    const where = await screen.findByTestId('elsewhere');
    const url = new URL(where.textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/pages/order/fhh/index');
    expect(url.searchParams.get('step')).toBe('address');
    expect(url.searchParams.get('area')).toBe('MO_COTAI');
    expect(url.searchParams.get('areaName')).toBe('澳門 / 路氹城');
    expect(url.searchParams.get('field')).toBe('addressArea');
    expect(api.calls).toEqual([{ id: 'adapter.areaTree', payload: {} }]);
  });

  it('never returns to an address outside the storefront, in en', async () => {
    const api = fakeApi({ 'adapter.areaTree': AREAS });
    renderPage(<LocationChooserPage />, { i18n: await testI18n('en'), api, path: paths.locationChooser('https://evil.example/steal', undefined, 'GD_ZH') });
    expect((await screen.findByTestId('location-callback-refused')).textContent).toBe('The page to return to is not valid: your choice will only be shown here.');
    await waitFor(() => expect(screen.getByTestId('location-selected').textContent).toContain('廣東 / 珠海市'));
    fireEvent.click(screen.getByTestId('location-confirm'));
    expect((await screen.findByTestId('location-chosen')).textContent).toBe('You chose: 廣東 / 珠海市');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('offers a retry when the tree could not be loaded', async () => {
    renderPage(<LocationChooserPage />, { i18n: await testI18n('en'), api: fakeApi(), path: paths.locationChooser('/pages/mine/index') });
    expect(await screen.findByTestId('location-chooser-error')).toBeTruthy();
  });
});

describe('the location opener', () => {
  it('links the place to the map app and web maps, with the coordinates to copy, in tw', async () => {
    renderPage(<LocationOpenerPage />, { i18n: await testI18n('tw'), path: paths.locationOpener(22.1987, 113.5439, '澳門分行') });
    expect((await screen.findByTestId('location-opener-name')).textContent).toBe('澳門分行');
    expect(screen.getByTestId('location-opener-coordinates').textContent).toBe('22.198700, 113.543900');
    expect(screen.getByTestId('map-open-app').getAttribute('href')).toBe(`geo:22.1987,113.5439?q=22.1987,113.5439(${encodeURIComponent('澳門分行')})`);
    const google = screen.getByTestId('map-open-google');
    expect(google.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=22.1987%2C113.5439');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('map-open-app').textContent).toBe('用手機地圖打開');
  });

  it('explains a missing or impossible place, in en', async () => {
    renderPage(<LocationOpenerPage />, { i18n: await testI18n('en'), path: paths.locationOpener(95, 113.5) });
    expect((await screen.findByTestId('location-opener-invalid')).textContent).toContain('Invalid location');
  });
});
