/** Contract rows: Third-party apps (bank, telecom, payment, WeChat): bindings, OAuth redirects to server login, jsapi init, tracking log; payload enc/dec; file lists and signed downloads. */
import type { EndpointDef } from '../endpoint-def.js';

export const thirdPartyRows = {} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of thirdPartyRows answers with. */
export type ThirdPartyData = Record<never, never>;
