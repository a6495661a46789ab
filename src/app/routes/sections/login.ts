/** Routes of spec section 2 — Login pages: password, SMS code, set password (and then login), forgot password. */
import type { RouteEntry } from '../route-entry.js';

export const loginRoutes: readonly RouteEntry[] = [];

/** Link builders for the routes above: pages never spell these paths by hand. */
export const loginPaths = {} as const;
