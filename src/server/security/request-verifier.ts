/**
 * Checks a call's request signature (docs/decisions/002-signing.md): the client key of x-mo-client-id
 * must have signed METHOD, path and query, timestamp, nonce and body; the timestamp must be within
 * MAX_CLOCK_SKEW_MS of the gateway clock; a (timestamp, nonce) pair is accepted once.
 */
import { HEADERS, MAX_CLOCK_SKEW_MS, TIP_CODES, verifyRequestSignature } from '../../contract/index.js';
import { GatewayError } from '../gateway-error.js';
import type { GatewayDb } from '../storage/database.js';
import { pruneNonces, rememberNonce } from '../storage/nonces.repo.js';

export interface SignedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received ('' for none). */
  rawBody: string;
  /** From x-options; '' when missing. */
  nonce: string;
}

export type RequestVerifier = (request: SignedRequest) => Promise<void>;

const TIMESTAMP = /^\d{1,15}$/;
/** Seen nonces are swept at most this often. */
const PRUNE_EVERY_MS = 60_000;

function header(headers: SignedRequest['headers'], name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}

function refuse(messageKey: string, tipCode: string = TIP_CODES.badSignature): GatewayError {
  return new GatewayError(401, tipCode, messageKey);
}

/** Builds the verifier; `now` is the gateway clock. */
export function createRequestVerifier(db: GatewayDb, clientKeys: Readonly<Record<string, string>>, now: () => Date): RequestVerifier {
  let lastPrune = 0;
  return async (request) => {
    const clientId = header(request.headers, HEADERS.clientId);
    const clientKey = Object.hasOwn(clientKeys, clientId) ? clientKeys[clientId] : undefined;
    const sign = header(request.headers, HEADERS.sign);
    const timestamp = header(request.headers, HEADERS.timestamp);
    if (!clientKey || !sign || !TIMESTAMP.test(timestamp) || !request.nonce) throw refuse('gateway.signatureMismatch');
    const signed = await verifyRequestSignature(
      clientKey,
      { method: request.method, path: request.url, timestamp, nonce: request.nonce, body: request.rawBody },
      sign,
    );
    if (!signed) throw refuse('gateway.signatureMismatch');
    const clock = now().getTime();
    const sentAt = Number(timestamp);
    if (Math.abs(clock - sentAt) > MAX_CLOCK_SKEW_MS) throw refuse('gateway.clockSkew');
    if (clock - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = clock;
      await pruneNonces(db, new Date(clock).toISOString());
    }
    // Kept until the timestamp itself would be refused as stale.
    const expiresAt = new Date(sentAt + MAX_CLOCK_SKEW_MS).toISOString();
    if (!(await rememberNonce(db, request.nonce, timestamp, expiresAt))) throw refuse('gateway.replay', TIP_CODES.replay);
  };
}
