import { create } from 'zustand';

export interface LaunchState {
  /** The label file's "is Forbidden" text, shown by the nothing page (spec section 4, "Launch"). */
  forbiddenText: string | null;
  setForbidden(text: string): void;
}

/** What the launch sequence found out before the first page rendered. */
export const useLaunchStore = create<LaunchState>()((set) => ({
  forbiddenText: null,
  setForbidden: (text) => set({ forbiddenText: text }),
}));
