import { create } from 'zustand';

export interface BanState {
  /** Storefront routes switched off by the server (banInfo, docs/spec/storefront-spec.md#launch). */
  banRoutes: string[];
  banFunctions: string[];
  setBans(bans: { banRoutes: string[]; banFunctions: string[] }): void;
}

/** Feature switches from `plat.funcSwitch`, loaded at launch. */
export const useBanStore = create<BanState>()((set) => ({
  banRoutes: [],
  banFunctions: [],
  setBans: ({ banRoutes, banFunctions }) => set({ banRoutes: [...banRoutes], banFunctions: [...banFunctions] }),
}));

/** Trailing slashes and case do not make a route a different one. */
function normalise(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * Whether navigating to `path` is blocked. A ban on `/pages/order` covers everything under it, so the
 * server can switch off a whole section with one entry.
 */
export function isRouteBanned(path: string, banRoutes: readonly string[]): boolean {
  const target = normalise(path.split('?')[0] ?? path);
  return banRoutes.some((route) => {
    const banned = normalise(route);
    return target === banned || target.startsWith(`${banned}/`);
  });
}
