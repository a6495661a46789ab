/** Routes of spec section 2 — Policies beyond the list and detail: endorsement, vehicle endorsement, add information and its result. */
import type { RouteEntry } from '../route-entry.js';

export const policyRoutes: readonly RouteEntry[] = [];

/** Link builders for the routes above: pages never spell these paths by hand. */
export const policyPaths = {} as const;
