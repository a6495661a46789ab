/**
 * Test helpers for the gateway: start one on a temp data folder and a random port, and call it the
 * way the storefront does (signed headers per docs/decisions/002-signing.md), with knobs to break the
 * signature on purpose.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPath, endpoints, HEADERS, importResponseKey, signRequest, verifyResponseSignature,
  type EndpointId, type Envelope,
} from '../../../src/contract/index.js';
import { createGateway, type Gateway, type GatewayOptions } from '../../../src/server/create-gateway.js';
import { testPostgresStorage } from '../support/test-storage.js';

export const CLIENT_ID = 'storefront-web';
export const CLIENT_KEY = 'mo-storefront-public-tamper-key-v1';

export interface SignedCall {
  method: 'GET' | 'POST';
  /** Path and query as sent. */
  path: string;
  /** JSON text for POST. */
  body?: string;
  token?: string;
  lang?: string;
  /** Defaults to the helper's clock. */
  timestamp?: string;
  nonce?: string;
  clientId?: string;
  clientKey?: string;
  /** Sign this body instead of the one sent (tampering). */
  signedBody?: string;
  /** Leave out the signature headers altogether. */
  unsigned?: boolean;
  headers?: Record<string, string>;
  /**
   * Call as if from this socket address: the request is injected into the gateway in-process (Fastify's
   * inject) instead of sent over loopback, so no traffic leaves the machine.
   */
  remoteAddress?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  text: string;
  envelope: Envelope<T>;
  headers: Headers;
  nonce: string;
}

export interface TestGateway {
  gateway: Gateway;
  url: string;
  dataDir: string;
  /** Milliseconds of the clock requests are stamped with (the gateway's own when `now` is given). */
  clock: () => number;
  send<T = unknown>(call: SignedCall): Promise<CallResult<T>>;
  /** Calls a contract row by id, signed, with an optional session token. */
  call<T = unknown>(id: EndpointId, payload?: Record<string, unknown>, options?: { params?: Record<string, string>; token?: string; lang?: string; idempotencyKey?: string; remoteAddress?: string }): Promise<CallResult<T>>;
  /** True when the response's signature verifies with the gateway's public key. */
  verifies(result: CallResult): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * SMS budgets of the test gateways: a suite sends many codes from 127.0.0.1 within an hour, so only the
 * per-phone limits apply unless a test sets `smsBudgets` itself (the budget tests do).
 */
export const GENEROUS_SMS_BUDGETS = { perAddressPerHour: 1_000_000, perHour: 1_000_000 } as const;

/** Likewise the password logins of 127.0.0.1: only the per-phone limit applies unless a test sets `loginBudgets`. */
export const GENEROUS_LOGIN_BUDGETS = { passwordLoginsPerAddress: 1_000_000 } as const;

/** Starts a gateway on a fresh temp data folder; `clock` drives both the gateway and the request timestamps. */
export async function startTestGateway(options: Partial<GatewayOptions> & { clock?: () => number } = {}): Promise<TestGateway> {
  const { clock: givenClock, ...gatewayOptions } = options;
  const clock = givenClock ?? (() => Date.now());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mo-gateway-test-'));
  const postgres = gatewayOptions.storage ? null : testPostgresStorage();
  const gateway = await createGateway({
    mode: 'sandbox', logger: false, smsBudgets: GENEROUS_SMS_BUDGETS, loginBudgets: GENEROUS_LOGIN_BUDGETS,
    ...(postgres ? { storage: postgres.storage } : {}), ...gatewayOptions, dataDir,
    ...(givenClock ? { now: () => new Date(givenClock()) } : {}),
  });
  const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const key = await importResponseKey(gateway.publicKeySpki);

  const send = async <T>(call: SignedCall): Promise<CallResult<T>> => {
    const nonce = call.nonce ?? randomUUID();
    const timestamp = call.timestamp ?? String(clock());
    const body = call.method === 'POST' ? (call.body ?? '{}') : '';
    const headers: Record<string, string> = {
      [HEADERS.session]: call.token ?? '',
      [HEADERS.clientId]: call.clientId ?? CLIENT_ID,
      [HEADERS.route]: '/pages/test/index',
      [HEADERS.options]: JSON.stringify({ nonce, lang: call.lang ?? 'en', channel: 'web' }),
      ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...call.headers,
    };
    if (!call.unsigned) {
      headers[HEADERS.timestamp] = timestamp;
      headers[HEADERS.sign] = await signRequest(call.clientKey ?? CLIENT_KEY, {
        method: call.method, path: call.path, timestamp, nonce, body: call.signedBody ?? body,
      });
    }
    let response: { status: number; text: string; headers: Headers };
    if (call.remoteAddress === undefined) {
      const fetched = await fetch(`${url}${call.path}`, { method: call.method, headers, ...(call.method === 'POST' ? { body } : {}) });
      response = { status: fetched.status, text: await fetched.text(), headers: fetched.headers };
    } else {
      const injected = await gateway.app.inject({
        method: call.method, url: call.path, headers, remoteAddress: call.remoteAddress, ...(call.method === 'POST' ? { payload: body } : {}),
      });
      const injectedHeaders = new Headers();
      for (const [name, value] of Object.entries(injected.headers)) if (value !== undefined) injectedHeaders.set(name, String(value));
      response = { status: injected.statusCode, text: injected.body, headers: injectedHeaders };
    }
    const { text } = response;
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      envelope = { succ: false, tipCode: 'not-json', tipType: null, tipMsg: text, data: null };
    }
    return { status: response.status, text, envelope, headers: response.headers, nonce };
  };

  return {
    gateway,
    url,
    dataDir,
    clock,
    send,
    call(id, payload = {}, callOptions = {}) {
      const def = endpoints[id];
      let path = buildPath(def.path, callOptions.params ?? {});
      if (def.method === 'GET') {
        const query = new URLSearchParams(Object.entries(payload).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, String(v)])).toString();
        if (query) path = `${path}?${query}`;
      }
      return send({
        method: def.method,
        path,
        ...(def.method === 'POST' ? { body: JSON.stringify(payload) } : {}),
        ...(callOptions.token !== undefined ? { token: callOptions.token } : {}),
        ...(callOptions.lang !== undefined ? { lang: callOptions.lang } : {}),
        ...(callOptions.idempotencyKey !== undefined ? { headers: { [HEADERS.idempotencyKey]: callOptions.idempotencyKey } } : {}),
        ...(callOptions.remoteAddress !== undefined ? { remoteAddress: callOptions.remoteAddress } : {}),
      });
    },
    async verifies(result) {
      const sign = result.headers.get(HEADERS.sign);
      const timestamp = result.headers.get(HEADERS.timestamp);
      if (!sign || !timestamp) return false;
      return verifyResponseSignature(key, { timestamp, nonce: result.nonce, body: result.text }, sign);
    },
    async stop() {
      await gateway.close();
      await postgres?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in by SMS code (sandbox) and returns the session token. */
export async function signIn(tg: TestGateway, areaCode = '853', phone = '66000001'): Promise<string> {
  const sent = await tg.call('user.smsCode', { areaCode, phone });
  if (!sent.envelope.succ) throw new Error(`smsCode failed: ${sent.text}`);
  const smsCode = await tg.gateway.sandbox?.lastSmsCode(areaCode, phone);
  if (!smsCode) throw new Error('no sandbox SMS code');
  const login = await tg.call<{ token: string }>('login.submit', { loginType: 'smsCode', areaCode, phone, smsCode });
  if (!login.envelope.succ || !login.envelope.data) throw new Error(`login failed: ${login.text}`);
  return login.envelope.data.token;
}
