import { create } from 'zustand';

export interface PageTitleState {
  /** A title a page derived from its data (a product's name), replacing its route's default. */
  title: string | null;
  setTitle(title: string | null): void;
}

/** The nav bar's title when a page names itself. */
export const usePageTitleStore = create<PageTitleState>()((set) => ({
  title: null,
  setTitle: (title) => set({ title }),
}));
