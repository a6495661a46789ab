/** The shape of one row of the request schema table (./endpoint-schemas.ts). */
import type { JsonSchema } from '../json-schema.js';

export interface EndpointSchemaDef {
  /** Schema of the payload (body or query). Unknown keys are refused. */
  request: JsonSchema;
  /** Why the fields are what they are where the spec does not show them. */
  designed?: string;
}
