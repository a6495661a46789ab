import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AppNavBar } from '../../../src/app/shell/app-nav-bar.js';
import { DEFAULT_LANG, useLangStore } from '../../../src/app/stores/lang.store.js';
import { renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

describe('the nav bar (its controls have names in the page language)', () => {
  afterEach(() => useLangStore.getState().setLang(DEFAULT_LANG));

  it('names the back button and the language switch in traditional Chinese', async () => {
    const i18n = await testI18n('tw');
    renderWithApp(<AppNavBar title="個人旅遊保險" showBack />, { i18n });
    expect(screen.getByRole('button', { name: '返回' })).toBe(screen.getByTestId('nav-back'));
    // The switch's name holds its visible code (繁), WCAG 2.5.3.
    const language = screen.getByRole('button', { name: '語言：繁體中文' });
    expect(language.textContent).toContain('繁');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('個人旅遊保險');
  });

  it('names them in English on an English page, and the back button goes home when opened directly', async () => {
    useLangStore.getState().setLang('en');
    const i18n = await testI18n('en');
    renderWithApp(<AppNavBar title="Personal Travel Insurance" showBack />, { i18n, path: '/pages/product/TPS/index' });
    expect(screen.getByRole('button', { name: 'Language: EN (English)' }).textContent).toContain('EN');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('has no back button on a tab page', async () => {
    const i18n = await testI18n('tw');
    renderWithApp(<AppNavBar title="首頁" showBack={false} />, { i18n });
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
