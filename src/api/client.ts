import ky, { type KyInstance } from 'ky';
import {
  endpoints, HEADERS, SESSION_END_CODES, TIP_CODES, isEnvelope, signRequest, importResponseKey, verifyResponseSignature,
  type EndpointData, type EndpointId, type EndpointRequest, type Envelope, type RequestOptions,
} from '../contract/index.js';
import { createEventHub, type ApiListener } from './events.js';
import { requestTarget } from './request-url.js';

/** Request, socket, upload and download time-out (docs/spec/storefront-spec.md#9-business-constants-and-limits). */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface ApiClientOptions {
  /** Origin of the gateway; empty for same-origin (the storefront served by the gateway). */
  baseUrl?: string;
  clientId: string;
  clientKey: string;
  /** Base64 SPKI of the gateway's response-signing key. Without it no response can be trusted. */
  gatewayPublicKey: string | null;
  getToken(): string | null;
  getLang(): string;
  /** The storefront route the call is made from (x-route). */
  getRoute(): string;
  channel: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Initial milliseconds to add to the local clock so the timestamp matches the gateway's (default 0).
   * The client corrects it itself when the gateway refuses a call for clock skew.
   */
  clockOffsetMs?: number;
  /** The local clock, ms since the epoch (default Date.now; tests give a wrong one). */
  now?: () => number;
  /**
   * A GET to `url` (the base URL, path and query) that the page sent before the client existed (the label file, asked
   * for at the first paint): its response is used, and verified against the nonce it was sent with, instead of
   * sending the call. Null: send it.
   */
  takeStarted?(url: string): StartedResponse | null;
}

/** A GET sent without the client: the nonce of its `x-options` and its response, read by the call that takes it. */
export interface StartedResponse {
  nonce: string;
  response: Promise<Response>;
}

export interface CallOptions {
  params?: Record<string, string>;
  idempotencyKey?: string;
}

/** The rows whose payload has no required field: a call of one may leave the payload out. */
export type OptionalPayloadId = { [K in EndpointId]: Record<string, never> extends EndpointRequest[K] ? K : never }[EndpointId];

/**
 * The signed client's calls. The payload is typed by the row's request schema (`EndpointRequest`), so a
 * misspelt or missing field does not compile; it may be left out only where the schema requires no field.
 * The second signature takes `undefined` so that a generic wrapper can pass on a payload its own caller left out.
 */
export interface ApiClient {
  /** The call's data, or false when it failed (after emitting the event the failure calls for). */
  call<K extends OptionalPayloadId>(id: K, payload?: EndpointRequest[K], options?: CallOptions): Promise<EndpointData[K] | false>;
  call<K extends EndpointId>(id: K, payload: EndpointRequest[K] | undefined, options?: CallOptions): Promise<EndpointData[K] | false>;
  /** The verified envelope whatever its `succ`, or false on transport or signature failure; emits no error toast. */
  callEnvelope<K extends OptionalPayloadId>(id: K, payload?: EndpointRequest[K], options?: CallOptions): Promise<Envelope<EndpointData[K]> | false>;
  callEnvelope<K extends EndpointId>(id: K, payload: EndpointRequest[K] | undefined, options?: CallOptions): Promise<Envelope<EndpointData[K]> | false>;
  on(listener: ApiListener): () => void;
}

/** Any row's payload, as the client sends it once its row's type has been checked at the call. */
type AnyPayload = EndpointRequest[EndpointId];

/** The client createApiClient makes: an {@link ApiClient} that also tells its clock correction. */
export interface SignedApiClient extends ApiClient {
  /** Milliseconds currently added to the local clock to stamp requests. */
  clockOffsetMs(): number;
}

/** True for the gateway's clock-skew refusal (V00401 with data { reason: 'clockSkew' }). */
function isClockSkewRefusal(envelope: Envelope): boolean {
  if (envelope.succ || envelope.tipCode !== TIP_CODES.badSignature) return false;
  const data = envelope.data as { reason?: unknown } | null;
  return typeof data === 'object' && data !== null && data.reason === 'clockSkew';
}

type Outcome = { kind: 'envelope'; envelope: Envelope } | { kind: 'raw'; text: string } | { kind: 'failed' };

/**
 * Creates the one signed ky-based client of the storefront.
 *
 * Clock skew (docs/decisions/002-signing.md): requests are stamped with the local clock plus an
 * offset. When the gateway refuses a call for clock skew, the client asks order.baseNow once, sets the
 * offset to the gateway time minus the midpoint of that round trip, and sends the call again once
 * with a fresh nonce and timestamp. A second refusal is the call's answer: it never loops.
 */
export function createApiClient(options: ApiClientOptions): SignedApiClient {
  const localNow = options.now ?? (() => Date.now());
  let clockOffset = options.clockOffsetMs ?? 0;
  /** The correction under way, shared by calls refused at the same time. */
  let correcting: Promise<boolean> | null = null;
  const hub = createEventHub();
  const http: KyInstance = ky.create({
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let responseKey: Promise<CryptoKey | null> | null = null;
  const verificationKey = (): Promise<CryptoKey | null> => {
    responseKey ??= options.gatewayPublicKey
      ? importResponseKey(options.gatewayPublicKey).catch(() => null)
      : Promise.resolve(null);
    return responseKey;
  };

  async function send(id: EndpointId, payload: AnyPayload, callOptions: CallOptions): Promise<Outcome> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      hub.emit({ type: 'network' });
      return { kind: 'failed' };
    }
    const def = endpoints[id];
    const { path, body } = requestTarget(def, callOptions.params ?? {}, payload);
    const url = `${options.baseUrl ?? ''}${path}`;
    const started = def.method === 'GET' ? options.takeStarted?.(url) ?? null : null;
    const timestamp = String(Math.round(localNow() + clockOffset));
    const requestOptions: RequestOptions = { nonce: started?.nonce ?? crypto.randomUUID(), lang: options.getLang(), channel: options.channel };
    const sign = await signRequest(options.clientKey, { method: def.method, path, timestamp, nonce: requestOptions.nonce, body });
    const headers: Record<string, string> = {
      [HEADERS.session]: options.getToken() ?? '',
      [HEADERS.clientId]: options.clientId,
      [HEADERS.route]: options.getRoute(),
      [HEADERS.options]: JSON.stringify(requestOptions),
      [HEADERS.sign]: sign,
      [HEADERS.timestamp]: timestamp,
    };
    if (def.method === 'POST') headers['content-type'] = 'application/json';
    if (callOptions.idempotencyKey) headers[HEADERS.idempotencyKey] = callOptions.idempotencyKey;

    let response: Response;
    let text: string;
    try {
      response = started ? await started.response : await http(url, {
        method: def.method,
        headers,
        ...(def.method === 'POST' ? { body } : {}),
      });
      text = await response.text();
    } catch {
      hub.emit({ type: 'network' });
      return { kind: 'failed' };
    }

    const key = await verificationKey();
    const signature = response.headers.get(HEADERS.sign);
    const signedAt = response.headers.get(HEADERS.timestamp);
    const verified = key !== null && signature !== null && signedAt !== null
      && await verifyResponseSignature(key, { timestamp: signedAt, nonce: requestOptions.nonce, body: text }, signature);
    if (!verified) {
      hub.emit({ type: 'signature-mismatch' });
      return { kind: 'failed' };
    }
    if ('raw' in def && def.raw) {
      return response.ok ? { kind: 'raw', text } : { kind: 'failed' };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (!isEnvelope(parsed)) {
      hub.emit({ type: 'network' });
      return { kind: 'failed' };
    }
    if (!parsed.succ && SESSION_END_CODES.includes(parsed.tipCode)) {
      hub.emit({ type: 'session-ended', code: parsed.tipCode as 'S00001' | 'S00002' });
    }
    return { kind: 'envelope', envelope: parsed };
  }

  /** Sets the clock offset from order.baseNow; false when the gateway time could not be had. */
  async function correctClock(): Promise<boolean> {
    const sentAt = localNow();
    const outcome = await send('order.baseNow', {}, {});
    const receivedAt = localNow();
    if (outcome.kind !== 'envelope' || !outcome.envelope.succ) return false;
    const serverTime = (outcome.envelope.data as EndpointData['order.baseNow'] | null)?.serverTime;
    if (typeof serverTime !== 'number' || !Number.isFinite(serverTime)) return false;
    clockOffset = serverTime - (sentAt + receivedAt) / 2;
    return true;
  }

  /** Sends the call; on a clock-skew refusal corrects the clock once and sends it once more. */
  async function sendCorrected(id: EndpointId, payload: AnyPayload, callOptions: CallOptions): Promise<Outcome> {
    const offsetUsed = clockOffset;
    const first = await send(id, payload, callOptions);
    if (first.kind !== 'envelope' || !isClockSkewRefusal(first.envelope) || id === 'order.baseNow') return first;
    // Another call may have corrected the clock since this one was stamped: then just send again.
    if (clockOffset === offsetUsed) {
      correcting ??= correctClock().finally(() => {
        correcting = null;
      });
      if (!(await correcting)) return first;
    }
    return send(id, payload, callOptions);
  }

  async function call<K extends EndpointId>(id: K, payload?: EndpointRequest[K], callOptions: CallOptions = {}): Promise<EndpointData[K] | false> {
    const outcome = await sendCorrected(id, payload ?? {}, callOptions);
    if (outcome.kind === 'failed') return false;
    if (outcome.kind === 'raw') return outcome.text as EndpointData[K];
    const { envelope } = outcome;
    if (envelope.succ) return envelope.data as EndpointData[K];
    if (!SESSION_END_CODES.includes(envelope.tipCode) && envelope.tipMsg) {
      hub.emit({ type: 'error-toast', message: envelope.tipMsg });
    }
    return false;
  }

  async function callEnvelope<K extends EndpointId>(id: K, payload?: EndpointRequest[K], callOptions: CallOptions = {}): Promise<Envelope<EndpointData[K]> | false> {
    const outcome = await sendCorrected(id, payload ?? {}, callOptions);
    if (outcome.kind !== 'envelope') return false;
    return outcome.envelope as Envelope<EndpointData[K]>;
  }

  return {
    call,
    callEnvelope,
    on: hub.on,
    clockOffsetMs: () => clockOffset,
  };
}
