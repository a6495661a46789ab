import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AppTabBar } from '../../src/app/shell/app-tab-bar.js';
import { renderWithApp } from './support/render-with-app.js';
import { testI18n } from './support/test-i18n.js';

describe('the tab bar', () => {
  it('renders the four tabs home, shop, service and mine, in order and localised', async () => {
    const i18n = await testI18n('tw');
    renderWithApp(<AppTabBar active={1} />, { i18n });
    const tabs = [0, 1, 2, 3].map((index) => screen.getByTestId(`tab-${index}`));
    expect(tabs.map((tab) => tab.textContent)).toEqual(['首頁', '商城', '服務', '我的']);
    expect(screen.getByTestId('tab-1').getAttribute('aria-current')).toBe('page');
  });

  it('follows the language', async () => {
    const i18n = await testI18n('en');
    renderWithApp(<AppTabBar active={0} />, { i18n });
    expect([0, 1, 2, 3].map((index) => screen.getByTestId(`tab-${index}`).textContent)).toEqual(['Home', 'Shop', 'Service', 'Me']);
  });
});
