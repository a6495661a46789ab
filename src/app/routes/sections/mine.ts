/** Routes of spec section 2 — The mine section: user info, real-name authentication, settings, grade, relatives, cars, services, questions, suggestion, knowledge, agreements. */
import type { RouteEntry } from '../route-entry.js';

export const mineRoutes: readonly RouteEntry[] = [];

/** Link builders for the routes above: pages never spell these paths by hand. */
export const minePaths = {} as const;
