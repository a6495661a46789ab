/** The shape of one row of the contract table (src/contract/endpoints.ts): what a caller needs to send it. */

export type HttpMethod = 'GET' | 'POST';

/** anonymous: anyone; session: a signed-in user (S00001 otherwise); optional: both, richer when signed in. */
export type Access = 'anonymous' | 'session' | 'optional';

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  access: Access;
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
  /**
   * A write the storefront may queue while offline and send again: with an Idempotency-Key header the gateway
   * applies it once per user and key and answers a repeat with the first answer, so a write sent again after a lost answer is applied once (src/api/write-queue.ts).
   */
  replayable?: boolean;
  /** Largest accepted request body in bytes, where a row needs more than the gateway's default. */
  bodyLimit?: number;
}
