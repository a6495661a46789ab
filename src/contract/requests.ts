/**
 * The payload each endpoint takes, by endpoint id, read from the request schema the gateway validates it
 * against (./schemas): the signed client's `call(id, payload)` and the handlers' `call.payload` are both typed
 * from it, so a renamed or missing field fails the type check on both sides. Types only: the schemas reach
 * this module through `import type`, which the compiler erases, so the storefront bundles none of them
 * (decision 011).
 */
import type { EndpointId } from './endpoints.js';
import type { Static } from './json-schema.js';
import type { accountSchemas } from './schemas/account.js';
import type { catalogSchemas } from './schemas/catalog.js';
import type { claimSchemas } from './schemas/claims.js';
import type { coreSchemas } from './schemas/core.js';
import type { engagementSchemas } from './schemas/engagement.js';
import type { policyServiceSchemas } from './schemas/policy-services.js';
import type { thirdPartySchemas } from './schemas/third-party.js';
import type { userDataSchemas } from './schemas/user-data.js';

/** Every domain's schema table with the exact type of each row's request schema. */
type RequestSchemas = typeof coreSchemas & typeof accountSchemas & typeof thirdPartySchemas & typeof userDataSchemas
  & typeof catalogSchemas & typeof policyServiceSchemas & typeof claimSchemas & typeof engagementSchemas;

/** The payload of each endpoint: the query (GET) or JSON body (POST) its request schema accepts. */
export type EndpointRequest = { [K in EndpointId]: Static<RequestSchemas[K]['request']> };

/** Compile-time check that every row has a request schema and no schema lacks a row. */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const requestSchemasCoverEveryRow: Exact<keyof RequestSchemas, EndpointId> = true;

/** The rows whose request type could not be read from their schema (one typed only as a plain JsonSchema). */
type UntypedRequest = { [K in EndpointId]: unknown extends EndpointRequest[K] ? K : never }[EndpointId];
/** Compile-time check that every row's request has a type: a row named here must build its schema with schema-parts. */
export const everyRowHasARequestType: Exact<UntypedRequest, never> = true;
