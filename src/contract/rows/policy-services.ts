/** Contract rows: Services on a policy: renewals (MTS and others) and endorsements. */
import type { EndpointDef } from '../endpoint-def.js';

export const policyServiceRows = {} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of policyServiceRows answers with. */
export type PolicyServiceData = Record<never, never>;
