/**
 * The storefront's real signed client (src/api) against a live test gateway: what every api test of a
 * contract row uses, so the call goes through the same signing, verification and envelope handling as
 * in the app. The contract coverage test (tests/api/contract/coverage.test.ts) counts `client.call('id'`
 * and `client.callEnvelope('id'` in tests/api: call rows through `client`, not through raw fetch.
 */
import { createApiClient, type ApiEvent, type SignedApiClient } from '../../../src/api/index.js';
import type { UserInfo } from '../../../src/contract/index.js';
import { CLIENT_ID, CLIENT_KEY, startTestGateway, type TestGateway } from '../server/signed-fetch.js';
import type { GatewayOptions } from '../../../src/server/create-gateway.js';

export interface ClientSession {
  tg: TestGateway;
  client: SignedApiClient;
  /** Every event the client emitted (error toasts, session ends, signature mismatches). */
  events: ApiEvent[];
  /** The current session token, or null. */
  token(): string | null;
  setToken(token: string | null): void;
  setLang(lang: 'tw' | 'cn' | 'en'): void;
  /** Signs in by sandbox SMS code through the client; returns the user. */
  signIn(phone?: string, areaCode?: '853' | '852' | '86'): Promise<UserInfo>;
  /** The last error-toast message, or null. */
  lastToast(): string | null;
  stop(): Promise<void>;
}

let phoneCounter = 0;
/** A phone number no other test in this worker uses (8 digits, Macao style). */
export function freshPhone(): string {
  phoneCounter += 1;
  return `6${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/** `channel`: the storefront channel the client reports in x-options (default web). */
export async function startClientSession(options: Partial<GatewayOptions> & { clock?: () => number; channel?: string } = {}): Promise<ClientSession> {
  const { channel = 'web', ...gatewayOptions } = options;
  return clientSessionOn(await startTestGateway(gatewayOptions), { channel, ...(options.clock ? { clock: options.clock } : {}) });
}

/**
 * The real client against a gateway already started (several gateways on one database each get one);
 * `stop` stops that gateway.
 */
export function clientSessionOn(tg: TestGateway, options: { clock?: () => number; channel?: string } = {}): ClientSession {
  const { channel = 'web' } = options;
  let token: string | null = null;
  let lang: 'tw' | 'cn' | 'en' = 'en';
  const events: ApiEvent[] = [];
  const client = createApiClient({
    baseUrl: tg.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: tg.gateway.publicKeySpki,
    getToken: () => token, getLang: () => lang, getRoute: () => '/pages/test/index', channel,
    ...(options.clock ? { now: options.clock } : {}),
  });
  client.on((event) => events.push(event));
  return {
    tg,
    client,
    events,
    token: () => token,
    setToken: (value) => { token = value; },
    setLang: (value) => { lang = value; },
    async signIn(phone = freshPhone(), areaCode: '853' | '852' | '86' = '853') {
      token = null;
      if (!(await client.call('user.smsCode', { areaCode, phone }))) throw new Error('smsCode failed');
      const smsCode = await tg.gateway.sandbox?.lastSmsCode(areaCode, phone);
      if (!smsCode) throw new Error('the sandbox holds no SMS code');
      const login = await client.call('login.submit', { loginType: 'smsCode', areaCode, phone, smsCode });
      if (!login || !login.token || !login.user) throw new Error('login failed');
      token = login.token;
      return login.user;
    },
    lastToast() {
      const toasts = events.filter((event): event is Extract<ApiEvent, { type: 'error-toast' }> => event.type === 'error-toast');
      return toasts.at(-1)?.message ?? null;
    },
    stop: () => tg.stop(),
  };
}
