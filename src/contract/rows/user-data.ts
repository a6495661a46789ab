/** Contract rows: The user's own data: relatives, cars, questions, suggestions, agreements; occupations, area tree and model-code search. */
import type { EndpointDef } from '../endpoint-def.js';

export const userDataRows = {} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of userDataRows answers with. */
export type UserDataData = Record<never, never>;
