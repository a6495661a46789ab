/** Contract rows: Claims: types, locations, claim-type details, apply and submit, records, detail, update and claim images. */
import type { EndpointDef } from '../endpoint-def.js';

export const claimRows = {} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of claimRows answers with. */
export type ClaimData = Record<never, never>;
