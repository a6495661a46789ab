import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '../../engine/index.js';
import type { ResourceTree } from './resources.js';

/** The html `lang` attribute of each storefront language. */
export const HTML_LANG: Record<Lang, string> = { tw: 'zh-Hant-MO', cn: 'zh-Hans', en: 'en' };

/**
 * A fresh i18next instance showing `lang`, with the resources of the languages loaded so far (the others are
 * added as the user switches to them: ./load-language.ts). Missing keys fall back to traditional Chinese
 * (the default language) when it is loaded, then to the key itself, so a gap never shows an empty string.
 */
export async function createI18n(lang: Lang, resources: Partial<Record<Lang, ResourceTree>>): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'tw',
    supportedLngs: [...LANGS],
    resources: Object.fromEntries(Object.entries(resources).map(([code, tree]) => [code, { translation: tree }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}
