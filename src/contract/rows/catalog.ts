/** Contract rows: Products and quotations: product and plan info, product lists, quotation queries, motor order helpers, THLM format, product details, campaigns. */
import type { EndpointDef } from '../endpoint-def.js';

export const catalogRows = {} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of catalogRows answers with. */
export type CatalogData = Record<never, never>;
