/** Routes of spec section 2 — Claims: my claims, records, apply, claim type, info, detail, update info, tab details. */
import type { RouteEntry } from '../route-entry.js';

export const claimRoutes: readonly RouteEntry[] = [];

/** Link builders for the routes above: pages never spell these paths by hand. */
export const claimPaths = {} as const;
