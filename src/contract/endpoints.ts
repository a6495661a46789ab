/**
 * The calls of the spec (docs/spec/storefront-spec.md#7-the-calls-it-makes) as one table: the single source both the signed client (src/api) and the reference
 * gateway (src/server) are generated from. A row names the call, its method and path (with `{param}`
 * placeholders) and who may call it. GET payloads travel as the query string; POST payloads as a JSON body.
 *
 * The JSON schema each payload must satisfy, and the design notes of rows whose fields the spec marks
 * "not shown", live in ./schemas under the same ids: only the gateway needs them, so the storefront's
 * bundle carries none of them.
 */
import type { EndpointDef } from './endpoint-def.js';
import { accountRows } from './rows/account.js';
import { catalogRows } from './rows/catalog.js';
import { claimRows } from './rows/claims.js';
import { coreRows } from './rows/core.js';
import { engagementRows } from './rows/engagement.js';
import { policyServiceRows } from './rows/policy-services.js';
import { thirdPartyRows } from './rows/third-party.js';
import { userDataRows } from './rows/user-data.js';

export type { Access, EndpointDef, HttpMethod } from './endpoint-def.js';

/** Every call, keyed by a stable id used by the client's typed functions and by the gateway's handlers. */
export const endpoints = {
  ...coreRows,
  ...accountRows,
  ...thirdPartyRows,
  ...userDataRows,
  ...catalogRows,
  ...policyServiceRows,
  ...claimRows,
  ...engagementRows,
} as const satisfies Record<string, EndpointDef>;

export type EndpointId = keyof typeof endpoints;

/** Fills `{param}` placeholders; throws on a missing one (a programming error, not user input). */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** Path parameter names of a template. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
