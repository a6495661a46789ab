import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import { LANGS, type Lang } from '../../engine/index.js';
import { DEFAULT_LANG } from '../stores/lang.store.js';
import { pageLocaleSlot } from './component-locale-slot.js';

/** antd-mobile's locale object (its own texts and the accessible names of its controls). */
export type ComponentLocale = typeof zhTW;

const BASE: Record<Lang, ComponentLocale> = { tw: zhTW, cn: zhCN, en: enUS };

/**
 * antd-mobile's locale for `lang` with every accessible name its controls announce (search box, clear
 * button, upload tile, mask, stepper, switch...) and the shared buttons taken from the label files: antd-mobile's
 * own zh-TW leaves those names in English, so a screen reader said "Search Bar" on a Chinese page.
 */
export function componentLocale(lang: Lang, t: (key: string) => string): ComponentLocale {
  const base = BASE[lang];
  return {
    ...base,
    common: { ...base.common, confirm: t('app.confirm'), cancel: t('app.cancel'), close: t('app.close'), loading: t('app.loading') },
    ImageUploader: { ...base.ImageUploader, upload: t('app.components.upload'), uploading: t('app.components.uploading') },
    Input: { clear: t('app.components.clear') },
    Mask: { name: t('app.close') },
    NumberKeyboard: { backspace: t('app.components.backspace') },
    PasscodeInput: { name: t('app.components.passcode') },
    SearchBar: { name: t('app.components.search') },
    Selector: { name: t('app.components.selector') },
    Slider: { name: t('app.components.slider') },
    Stepper: { decrease: t('app.components.decrease'), increase: t('app.components.increase') },
    Switch: { name: t('app.components.switch') },
  };
}

/** The language i18next shows, as the storefront names it. */
function langOf(i18n: I18n): Lang {
  return LANGS.find((known) => known === i18n.language) ?? DEFAULT_LANG;
}

/** antd-mobile's locale in i18next's language, for the controls of the page inside: drawn again when the language changes. */
function ComponentLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = langOf(i18n);
  const locale = useMemo(() => componentLocale(lang, (key) => i18n.t(key, { lng: lang })), [i18n, lang]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

const followed = new WeakSet<I18n>();

/**
 * Gives antd-mobile its locale from the label files in `i18n`'s language, and again after every change of language:
 * the page's controls through the shell's page wrapper ({@link pageLocaleSlot}), the imperative toasts and dialogs,
 * which render outside the page, through antd-mobile's default config (set on i18next's `languageChanged`, which
 * comes once the new language's labels are in). Called with what the pages past home need (src/app/main.tsx).
 */
export function followComponentLocale(i18n: I18n): void {
  if (followed.has(i18n)) return;
  followed.add(i18n);
  const setDefault = (): void => {
    const lang = langOf(i18n);
    setDefaultConfig({ locale: componentLocale(lang, (key) => i18n.t(key, { lng: lang })) });
  };
  setDefault();
  i18n.on('languageChanged', setDefault);
  pageLocaleSlot.set(ComponentLocaleProvider);
}
