/** Routes of spec section 2 — System pages: image preview, location chooser and opener; scan; search. */
import type { RouteEntry } from '../route-entry.js';

export const systemRoutes: readonly RouteEntry[] = [];

/** Link builders for the routes above: pages never spell these paths by hand. */
export const systemPaths = {} as const;
