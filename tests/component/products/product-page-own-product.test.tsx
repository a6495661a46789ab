/**
 * The product page draws with only its own product loaded (the route's `ownProduct`, src/app/main.tsx): an early tap on
 * a home card no longer waits for every product's form, ui schema and rates. Its title is there from the card at once;
 * its plans, steps and "buy now" once its own chunk is in, and no other product is fetched.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProductPage } from '../../../src/app/pages/product/product-page.js';
import { lazyProductCatalog } from '../../../src/app/products/lazy-catalog.js';
import { splitCatalog } from '../../../src/app/products/split-catalog.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

describe('a product page with the app\'s catalogue in parts', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, user: null });
  });

  it('shows its title, then its plans and "buy now" once its own product is in, and loads no other product', async () => {
    const catalog = lazyProductCatalog(() => Promise.resolve(splitCatalog()));
    await catalog.loadDefinitions();
    const i18n = await testI18n('tw');
    renderWithApp(<ProductPage />, { i18n, api: fakeApi({}), path: '/pages/product/TPS/index', pattern: '/pages/product/:code/index', catalog });
    expect(await screen.findByRole('heading', { name: i18n.t('product.TPS.title') })).toBeTruthy();
    await screen.findByTestId('buy-now', {}, { timeout: 10_000 });
    expect(screen.getAllByTestId(/^plan-/).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('product-unavailable')).toBeNull();
    expect(catalog.registry.codes().filter((code) => catalog.partsLoaded(code))).toEqual(['TPS']);
  });
});
