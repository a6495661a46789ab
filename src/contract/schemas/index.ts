/**
 * The gateway's side of the contract: the request schemas of every row. The storefront (src/app,
 * src/api) never imports this folder; src/contract/index.ts is what it uses.
 */
export { endpointSchemas } from './endpoint-schemas.js';
export type { EndpointSchemaDef } from './endpoint-schema-def.js';
export type { JsonSchema } from '../json-schema.js';
