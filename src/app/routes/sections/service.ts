/** Routes of spec section 2 — Service: coupons, coupon select, invitation, rules, WeChat binding, activity, points, MPay landing; service sectors; messages; downloads. */
import type { RouteEntry } from '../route-entry.js';

export const serviceRoutes: readonly RouteEntry[] = [];

/** Link builders for the routes above: pages never spell these paths by hand. */
export const servicePaths = {} as const;
