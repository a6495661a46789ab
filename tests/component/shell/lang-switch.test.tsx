/**
 * Switching language when only the language shown is loaded (the first screen loads one language's
 * labels): the other language's labels and label file arrive first and only then does the page switch, so no
 * key is ever shown; when they cannot be had the page stays in its language and a toast says so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { AppRoot } from '../../../src/app/app-root.js';
import { loadBundledLabels } from '../../../src/app/i18n/bundled-labels.js';
import { createI18n } from '../../../src/app/i18n/create-i18n.js';
import { buildResources } from '../../../src/app/i18n/resources.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { LangSwitch } from '../../../src/app/shell/lang-switch.js';
import { DEFAULT_LANG, useLangStore } from '../../../src/app/stores/lang.store.js';
import { productLabels } from '../../../src/engine/index.js';
import { fakeApi } from '../support/render-with-app.js';

/** The label file as the gateway answers `?lang=en`: one language, a text the insurer changed. */
const englishLabelFile = JSON.stringify(JSON.stringify({ SYS_LABEL2: { en: { lang: { en: 'English (server)' } } }, SYS_DICT2: { en: {} } }));

/** The storefront as main.tsx opens it in traditional Chinese: only that language loaded. */
async function openInTraditionalChinese(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  const catalog = productCatalog();
  const texts = productLabels(catalog.registry.list());
  const i18n = await createI18n('tw', { tw: buildResources('tw', await loadBundledLabels('tw'), texts) });
  const router = createMemoryRouter([{ path: '/', element: <LangSwitch /> }], { initialEntries: ['/'] });
  render(<AppRoot services={{ api, catalog }} i18n={i18n} router={router} />);
  return { api, i18n };
}

/** The switch's accessible name, which holds the language shown. */
const switchName = () => screen.getByTestId('lang-switch').getAttribute('aria-label');

/** Chooses a language in the switch's sheet. */
async function choose(option: 'tw' | 'cn' | 'en') {
  fireEvent.click(screen.getByTestId('lang-switch'));
  fireEvent.click(await screen.findByTestId(`lang-option-${option}`));
}

describe('the language switch', () => {
  afterEach(() => useLangStore.getState().setLang(DEFAULT_LANG));

  it('loads English (its labels and the label file for en) before the page switches to it', async () => {
    const { api, i18n } = await openInTraditionalChinese({ 'plat.i18n': englishLabelFile });
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    const loadedWhenSwitched: boolean[] = [];
    const unsubscribe = useLangStore.subscribe((state) => loadedWhenSwitched.push(i18n.hasResourceBundle(state.lang, 'translation')));
    try {
      expect(switchName()).toBe('語言：繁體中文');
      await choose('en');
      await waitFor(() => expect(switchName()).toBe('Language: EN (English (server))'));
    } finally {
      unsubscribe();
    }
    expect(loadedWhenSwitched).toEqual([true]);
    expect(api.calls.filter(({ id }) => id === 'plat.i18n')).toEqual([{ id: 'plat.i18n', payload: { lang: 'en' } }]);
    expect(i18n.t('app.cancel')).toBe('Cancel');
  });

  it('stays in traditional Chinese and says so when English cannot be loaded', async () => {
    // No answer for the label file: the call fails, as it does offline.
    await openInTraditionalChinese({});
    await choose('en');
    expect(await screen.findByText('未能載入所選語言，畫面保持原來的語言，請稍後再試。')).toBeTruthy();
    expect(switchName()).toBe('語言：繁體中文');
    expect(useLangStore.getState().lang).toBe('tw');
  });
});
