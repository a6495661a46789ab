import type { ComponentType, ReactNode } from 'react';

/** A wrapper around the page that gives antd-mobile's controls in it their locale. */
export type PageLocaleWrapper = ComponentType<{ children: ReactNode }>;

let wrapper: PageLocaleWrapper | null = null;

/**
 * Where the shell finds antd-mobile's locale provider once ./component-locale.tsx is loaded: that module (with
 * antd-mobile's config module and three locales) comes with what the pages past home need, and home, which shows
 * no antd-mobile control, draws its page without it.
 */
export const pageLocaleSlot = {
  /** The wrapper, or null while its module is not loaded (only home has been shown). */
  get: (): PageLocaleWrapper | null => wrapper,
  set: (loaded: PageLocaleWrapper): void => {
    wrapper = loaded;
  },
};
