/**
 * An order page loads its own product's form schema, ui schema and rates as it opens, and no other product's
 * (src/app/products/split-catalog.ts, use-product-parts.ts): the app's catalogue holds only the definitions before.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { lazyProductCatalog } from '../../../src/app/products/lazy-catalog.js';
import { splitCatalog } from '../../../src/app/products/split-catalog.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

describe('an order page with the app\'s catalogue in parts', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('draws its product\'s first step once that product\'s parts are in, and loads no other product\'s', async () => {
    const catalog = lazyProductCatalog(() => Promise.resolve(splitCatalog()));
    await catalog.loadDefinitions();
    const fresh = { b2cOrderId: 'TPS-TEST-000003', productCode: 'TPS', formData: { productCode: 'TPS' }, step: null, updatedAt: '2026-11-21T10:00:00Z' };
    const api = fakeApi({ 'order.temporary': null, 'order.create': fresh });
    renderWithApp(<OrderPage />, { i18n: await testI18n('tw'), api, path: '/pages/order/tps/index', pattern: '/pages/order/:code/index', catalog });
    await screen.findByTestId('step-plan', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('product-unavailable')).toBeNull();
    expect(catalog.partsLoaded('TPS')).toBe(true);
    expect(catalog.registry.codes().filter((code) => catalog.partsLoaded(code))).toEqual(['TPS']);
  });
});
