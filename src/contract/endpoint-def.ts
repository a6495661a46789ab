/** The shape of one row of the contract table (src/contract/endpoints.ts). */
import type { JsonSchema } from './json-schema.js';

export type HttpMethod = 'GET' | 'POST';

/** anonymous: anyone; session: a signed-in user (S00001 otherwise); optional: both, richer when signed in. */
export type Access = 'anonymous' | 'session' | 'optional';

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  access: Access;
  /** Schema of the payload (body or query). Unknown keys are refused. */
  request: JsonSchema;
  /** The response is not the JSON envelope (the label file is plain text). */
  raw?: boolean;
  /**
   * A browser navigation (the redirects to server login): a browser cannot sign a navigation, so the
   * request is not signature-checked; the handler answers `{ location }` and the gateway replies 302
   * there. The handler only ever answers an allow-listed location (a storefront path or the sandbox's
   * own pages), never one taken from the request unchecked.
   */
  redirect?: boolean;
  /** Accepts an Idempotency-Key header: a retry with the same key returns the first result. */
  idempotent?: boolean;
  /** Why the fields are what they are where the spec does not show them. */
  designed?: string;
  /** Largest accepted request body in bytes, where a row needs more than the gateway's default. */
  bodyLimit?: number;
}
