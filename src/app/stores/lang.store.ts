import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LANGS, type Lang } from '../../engine/index.js';

/** The language the storefront opens in when the user has not chosen one (docs/spec/storefront-spec.md#9-business-constants-and-limits). */
export const DEFAULT_LANG: Lang = 'tw';

/** Where the chosen language is remembered (localStorage; the prerendered page's launch view reads it too). */
export const LANG_STORAGE_KEY = 'mo-lang';

export interface LangState {
  lang: Lang;
  setLang(lang: Lang): void;
}

/** True for a language the storefront offers. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The chosen language, remembered in localStorage. */
export const useLangStore = create<LangState>()(
  persist(
    (set) => ({
      lang: DEFAULT_LANG,
      setLang: (lang) => set({ lang: isLang(lang) ? lang : DEFAULT_LANG }),
    }),
    {
      name: LANG_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ lang }) => ({ lang }),
      // A hand-edited or outdated value falls back to the default rather than breaking i18n.
      merge: (persisted, current) => {
        const lang = (persisted as { lang?: unknown } | undefined)?.lang;
        return { ...current, lang: isLang(lang) ? lang : DEFAULT_LANG };
      },
    },
  ),
);
