/**
 * antd-mobile's controls name themselves in the page's language, with antd-mobile's locale module loaded
 * only with the pages past home: once followComponentLocale has run, the shell gives the page its locale
 * from the label files, the toasts and dialogs get it as antd-mobile's default, and both follow a change of language
 * without the page being drawn anew.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Stepper } from 'antd-mobile';
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider/config-provider';
import { createMemoryRouter } from 'react-router-dom';
import { AppRoot } from '../../../src/app/app-root.js';
import { loadBundledLabels } from '../../../src/app/i18n/bundled-labels.js';
import { followComponentLocale } from '../../../src/app/i18n/component-locale.js';
import { createI18n } from '../../../src/app/i18n/create-i18n.js';
import { buildResources } from '../../../src/app/i18n/resources.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { AppShell } from '../../../src/app/shell/app-shell.js';
import { DEFAULT_LANG, useLangStore } from '../../../src/app/stores/lang.store.js';
import { productLabels } from '../../../src/engine/index.js';
import { fakeApi } from '../support/render-with-app.js';

const englishLabelFile = JSON.stringify(JSON.stringify({ SYS_LABEL2: { en: {} }, SYS_DICT2: { en: {} } }));

describe("antd-mobile's locale", () => {
  afterEach(() => useLangStore.getState().setLang(DEFAULT_LANG));

  it('names its controls from the label files, and follows a change of language', async () => {
    const catalog = productCatalog();
    const i18n = await createI18n('tw', { tw: buildResources('tw', await loadBundledLabels('tw'), productLabels(catalog.registry.list())) });
    followComponentLocale(i18n);
    // The shell's nav bar holds the language switch.
    const page = <Stepper defaultValue={1} />;
    const router = createMemoryRouter([{ element: <AppShell />, children: [{ path: '/', element: page }] }], { initialEntries: ['/'] });
    render(<AppRoot services={{ api: fakeApi({ 'plat.i18n': englishLabelFile }), catalog }} i18n={i18n} router={router} />);

    expect(screen.getByRole('button', { name: '增加' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '減少' })).toBeTruthy();
    expect(getDefaultConfig().locale.Mask).toEqual({ name: '關閉' });

    fireEvent.click(screen.getByTestId('lang-switch'));
    fireEvent.click(await screen.findByTestId('lang-option-en'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Increase' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeTruthy();
    expect(getDefaultConfig().locale.Mask.name).toBe('Close');
  });
});
