/** Contract rows: Login and account beyond SMS sign-in: captcha, registration check, passwords, phone, mail, username, avatar, personal info. */
import type { EndpointDef } from '../endpoint-def.js';

export const accountRows = {} as const satisfies Record<string, EndpointDef>;

/** The `data` each row of accountRows answers with. */
export type AccountData = Record<never, never>;
