/**
 * The request schema of every row of the contract table (../endpoints.ts), under the same ids: what the
 * gateway validates each payload against, with the design notes of rows the spec leaves "not shown".
 * Kept apart from the table so the storefront, which needs only methods and paths, never bundles them.
 * Each domain's schemas are checked against its rows (no row missing, no stray id); this table against
 * the whole contract.
 */
import type { EndpointId } from '../endpoints.js';
import { accountSchemas } from './account.js';
import { catalogSchemas } from './catalog.js';
import { claimSchemas } from './claims.js';
import { coreSchemas } from './core.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';
import { engagementSchemas } from './engagement.js';
import { policyServiceSchemas } from './policy-services.js';
import { thirdPartySchemas } from './third-party.js';
import { userDataSchemas } from './user-data.js';

/** Every row's request schema and design note, keyed by endpoint id. */
export const endpointSchemas: Readonly<Record<EndpointId, EndpointSchemaDef>> = {
  ...coreSchemas,
  ...accountSchemas,
  ...thirdPartySchemas,
  ...userDataSchemas,
  ...catalogSchemas,
  ...policyServiceSchemas,
  ...claimSchemas,
  ...engagementSchemas,
};
