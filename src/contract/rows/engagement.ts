/** Contract rows: Coupons and their use in orders, points, invitations, messages and knowledge articles. */
import type { EndpointDef } from '../endpoint-def.js';

export const engagementRows = {} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of engagementRows answers with. */
export type EngagementData = Record<never, never>;
