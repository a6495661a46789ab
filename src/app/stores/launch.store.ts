import { create } from 'zustand';

export interface LaunchState {
  /** The label file's "is Forbidden" text, shown by the forbidden page (docs/spec/storefront-spec.md#launch). */
  forbiddenText: string | null;
  setForbidden(text: string): void;
}

/** What the launch sequence found out before the first page rendered. */
export const useLaunchStore = create<LaunchState>()((set) => ({
  forbiddenText: null,
  setForbidden: (text) => set({ forbiddenText: text }),
}));
