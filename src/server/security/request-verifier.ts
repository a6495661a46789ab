/**
 * Checks a call's request signature (docs/decisions/002-signing.md): the client key of x-mo-client-id
 * must have signed METHOD, path and query, timestamp, nonce and body; the timestamp must be within
 * MAX_CLOCK_SKEW_MS of the gateway clock; a (timestamp, nonce) pair is accepted once. A signed call's
 * body is JSON: any other content type (a form, plain text) is refused with a 415 before the signature is
 * looked at, since the body the route would act on is not the text the signature covers.
 *
 * A clock-skew refusal is told apart from a bad signature by its data `{ reason: 'clockSkew',
 * serverTime }`, so the client can correct its clock (order.baseNow) and retry once. The base/now
 * call itself skips the skew check only (`skewExempt`): its timestamp cannot be trusted by definition,
 * so its nonce is remembered for SKEW_EXEMPT_NONCE_TTL_MS of gateway time instead.
 */
import { createHash, createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { canonicalRequestWithDigest, HEADERS, MAX_CLOCK_SKEW_MS, TIP_CODES, type RequestSignatureInput } from '../../contract/index.js';
import { GatewayError } from '../gateway-error.js';
import type { GatewayDb } from '../storage/database.js';
import { createNonceWriter, pruneNonces, type PendingPair } from '../storage/nonces.repo.js';
import type { WriteGroup } from '../storage/write-group.js';

export interface SignedRequest {
  method: string;
  /** Path and query exactly as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received ('' for none). */
  rawBody: string;
  /** From x-options; '' when missing. */
  nonce: string;
  /** Skip the clock-skew check (order.baseNow only); the signature and replay checks still apply. */
  skewExempt?: boolean;
}

/**
 * Checks the signature and the clock, writing nothing; resolves to the step that records the
 * (timestamp, nonce) pair, refusing a replay. The route runs that step only after the payload passed
 * its schema, so a refused request leaves the database exactly as it was.
 */
export type RequestVerifier = (request: SignedRequest) => Promise<RecordNonce>;
/** Starts recording the request's nonce (in the gateway's write group): see {@link PendingNonce}. */
export type RecordNonce = () => PendingNonce;

/**
 * The request's (timestamp, nonce) pair on its way to the database. A call may be answered only after
 * `committed` resolved. A draft save may run meanwhile, in the write group, and commit with the pair: its write
 * asks {@link PendingNonce.newIn} on its own transaction and stores nothing unless the answer is true there.
 */
export interface PendingNonce {
  /** Resolves once the pair is committed as new; rejects with the replay refusal, or the commit's failure. */
  committed: Promise<void>;
  /**
   * True when the pair was stored as new by `trx`, the transaction of a write of the gateway's write group
   * (so the pair and that write commit together, or neither); false when it is a replay; undefined when it was
   * not written on `trx` (another group's transaction, or not yet): then only `committed` can say.
   */
  newIn(trx: GatewayDb): boolean | undefined;
}

/** The replay refusal: 401 V00403. */
export function replayRefusal(): GatewayError {
  return refuse('gateway.replay', TIP_CODES.replay);
}

const TIMESTAMP = /^\d{1,15}$/;
/** The one body type of a signed call (a parameter such as charset may follow). */
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;
/**
 * How long the nonce of a skew-exempt call is remembered, from the gateway clock: its timestamp may be
 * anything, so the usual "until the timestamp is stale" does not bound it.
 */
export const SKEW_EXEMPT_NONCE_TTL_MS = 24 * 60 * 60 * 1000;
/** What a clock-skew refusal carries as data, for the client to correct its clock. */
export interface ClockSkewRefusal {
  reason: 'clockSkew';
  /** The gateway clock, ms since the epoch. */
  serverTime: number;
}
/** Seen nonces are swept at most this often. */
const PRUNE_EVERY_MS = 60_000;

function header(headers: SignedRequest['headers'], name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}

function refuse(messageKey: string, tipCode: string = TIP_CODES.badSignature, data: unknown = null): GatewayError {
  return new GatewayError(401, tipCode, messageKey, {}, 'E', data);
}

/**
 * The request signature scheme of src/contract/signing.ts computed with node:crypto: synchronous, so a
 * call costs two hashes instead of four WebCrypto promises (key import, digest, sign) on the hot path;
 * the canonical string comes from the contract, so the two cannot drift apart.
 */
function signatureMatches(clientKey: KeyObject, input: RequestSignatureInput, sign: string): boolean {
  const canonical = canonicalRequestWithDigest(input, createHash('sha256').update(input.body, 'utf8').digest('hex'));
  const expected = Buffer.from(createHmac('sha256', clientKey).update(canonical, 'utf8').digest('hex'), 'utf8');
  const given = Buffer.from(sign.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Builds the verifier; `now` is the gateway clock. Nonces are written in `writes`, the gateway's write group, so
 * they share their commit with the other short writes of the same moment.
 */
export function createRequestVerifier(db: GatewayDb, writes: WriteGroup, clientKeys: Readonly<Record<string, string>>, now: () => Date): RequestVerifier {
  let lastPrune = 0;
  const nonces = createNonceWriter(db, writes);
  // Key objects made once: createHmac would otherwise prepare the key from its text on every call.
  const keys = new Map(Object.entries(clientKeys).filter(([, key]) => key !== '').map(([clientId, key]) => [clientId, createSecretKey(key, 'utf8')]));
  return async (request) => {
    const contentType = header(request.headers, 'content-type');
    if (contentType !== '' && !JSON_CONTENT_TYPE.test(contentType)) {
      throw new GatewayError(415, TIP_CODES.badRequest, 'gateway.unsupportedBody');
    }
    const clientId = header(request.headers, HEADERS.clientId);
    const clientKey = keys.get(clientId);
    const sign = header(request.headers, HEADERS.sign);
    const timestamp = header(request.headers, HEADERS.timestamp);
    if (!clientKey || !sign || !TIMESTAMP.test(timestamp) || !request.nonce) throw refuse('gateway.signatureMismatch');
    const signed = signatureMatches(
      clientKey,
      { method: request.method, path: request.url, timestamp, nonce: request.nonce, body: request.rawBody },
      sign,
    );
    if (!signed) throw refuse('gateway.signatureMismatch');
    const clock = now().getTime();
    const sentAt = Number(timestamp);
    if (!request.skewExempt && Math.abs(clock - sentAt) > MAX_CLOCK_SKEW_MS) {
      const data: ClockSkewRefusal = { reason: 'clockSkew', serverTime: clock };
      throw refuse('gateway.clockSkew', TIP_CODES.badSignature, data);
    }
    // Kept until the timestamp itself would be refused as stale; a skew-exempt call's for a day of gateway time.
    const expiresAt = new Date(request.skewExempt
      ? clock + SKEW_EXEMPT_NONCE_TTL_MS
      : sentAt + MAX_CLOCK_SKEW_MS).toISOString();
    return () => {
      const pair = { nonce: request.nonce, requestTimestamp: timestamp, expiresAt };
      let pending: PendingPair | undefined;
      const record = (): Promise<boolean> => (pending = nonces.rememberPending(pair)).committed;
      let stored: Promise<boolean>;
      if (clock - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = clock;
        // The pair is queued after the sweep: a save asking meanwhile is told "unknown" and waits for the commit.
        stored = pruneNonces(db, new Date(clock).toISOString()).then(record);
      } else {
        stored = record();
      }
      const committed = stored.then((isNew) => {
        if (!isNew) throw replayRefusal();
      });
      // Awaited by the route, possibly only after the handler: a refusal meanwhile is not an unhandled rejection.
      committed.catch(() => undefined);
      return { committed, newIn: (trx) => pending?.newIn(trx) };
    };
  };
}
