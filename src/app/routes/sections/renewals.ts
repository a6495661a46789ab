/** Routes of spec section 2 — Renewals: order/renewal/{code}, order/renewalDetail/{code}, and the renewal paid pages. */
import type { RouteEntry } from '../route-entry.js';

export const renewalRoutes: readonly RouteEntry[] = [];

/** Link builders for the routes above: pages never spell these paths by hand. */
export const renewalPaths = {} as const;
