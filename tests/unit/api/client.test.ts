import { describe, expect, it } from 'vitest';
import { generateKeyPairSync, sign as nodeSign } from 'node:crypto';
import { createApiClient, type ApiEvent } from '../../../src/api/index.js';
import { canonicalResponse, fail, ok, verifyRequestSignature } from '../../../src/contract/index.js';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const clientKey = 'test-client-key';

interface Seen { url: string; method: string; headers: Headers; body: string }

/** A fetch that answers like the gateway: a signed envelope, optionally tampered with in flight. */
function fakeGateway(answer: (seen: Seen) => { status?: number; body: string; tamper?: (body: string) => string }) {
  const seen: Seen[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const entry = { url: request.url, method: request.method, headers: request.headers, body: await request.text() };
    seen.push(entry);
    const nonce = JSON.parse(entry.headers.get('x-options') ?? '{}').nonce ?? '';
    const { status = 200, body, tamper } = answer(entry);
    const timestamp = '1763712000000';
    const sign = nodeSign('sha256', Buffer.from(canonicalResponse({ timestamp, nonce, body })), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64');
    return new Response(tamper ? tamper(body) : body, { status, headers: { 'content-type': 'application/json', sign, timestamp } });
  };
  return { seen, fetchImpl: fetchImpl as typeof fetch };
}

function client(fetchImpl: typeof fetch, token: string | null = 'tok-1', key: string | null = spki) {
  const events: ApiEvent[] = [];
  const api = createApiClient({
    baseUrl: 'http://gateway.test', clientId: 'storefront-web', clientKey, gatewayPublicKey: key,
    getToken: () => token, getLang: () => 'en', getRoute: () => '/pages/order/tps/index', channel: 'web', fetch: fetchImpl,
  });
  api.on((event) => events.push(event));
  return { api, events };
}

describe('signed client: the common wrapper', () => {
  it('sends every spec header and a request signature the gateway can verify', async () => {
    const gateway = fakeGateway(() => ({ body: JSON.stringify(ok({ deleted: true })) }));
    const { api } = client(gateway.fetchImpl);
    await api.call('order.tempDelete', { b2cOrderId: 'ORD-000001' }, { params: { product: 'TPS' } });
    const [request] = gateway.seen;
    expect(request).toBeDefined();
    const h = request!.headers;
    expect(h.get('x-mo-session-id')).toBe('tok-1');
    expect(h.get('x-mo-client-id')).toBe('storefront-web');
    expect(h.get('x-route')).toBe('/pages/order/tps/index');
    const options = JSON.parse(h.get('x-options') ?? '{}');
    expect(options).toMatchObject({ lang: 'en', channel: 'web' });
    expect(request!.url).toBe('http://gateway.test/api/order/TPS/tempDelete');
    const verified = await verifyRequestSignature(clientKey, {
      method: 'POST', path: '/api/order/TPS/tempDelete', timestamp: h.get('timestamp') ?? '', nonce: options.nonce, body: request!.body,
    }, h.get('sign') ?? '');
    expect(verified).toBe(true);
  });

  it('puts a GET payload in a sorted query string and signs that path', async () => {
    const gateway = fakeGateway(() => ({ body: JSON.stringify(ok(null)) }));
    const { api } = client(gateway.fetchImpl);
    // @ts-expect-error -- order.create takes no fields: any payload shows how a GET query is written and signed
    await api.call('order.create', { z: 1, a: 'x' }, { params: { product: 'TPS' } });
    expect(gateway.seen[0]?.url).toBe('http://gateway.test/api/order/TPS/create?a=x&z=1');
  });

  it('resolves the data of a successful envelope', async () => {
    const gateway = fakeGateway(() => ({ body: JSON.stringify(ok({ banRoutes: ['/pages/service/coupon/index'], banFunctions: [] })) }));
    const { api, events } = client(gateway.fetchImpl);
    expect(await api.call('plat.funcSwitch')).toEqual({ banRoutes: ['/pages/service/coupon/index'], banFunctions: [] });
    expect(events).toEqual([]);
  });

  it('resolves false and asks for an error toast with tipMsg when the envelope fails', async () => {
    const gateway = fakeGateway(() => ({ status: 400, body: JSON.stringify(fail('V00400', 'English name: letters and spaces only')) }));
    const { api, events } = client(gateway.fetchImpl);
    expect(await api.call('order.tempSave', { b2cOrderId: 'ORD-000001', step: 'insured', formData: {} }, { params: { product: 'TPS' } })).toBe(false);
    expect(events).toEqual([{ type: 'error-toast', message: 'English name: letters and spaces only' }]);
  });

  it('raises the session event on S00001 and S00002 instead of a toast', async () => {
    for (const code of ['S00001', 'S00002'] as const) {
      const gateway = fakeGateway(() => ({ status: 401, body: JSON.stringify(fail(code, 'session')) }));
      const { api, events } = client(gateway.fetchImpl);
      expect(await api.call('user.selectUserInfo')).toBe(false);
      expect(events).toEqual([{ type: 'session-ended', code }]);
    }
  });

  it('refuses a response whose body was changed in flight: "signature mismatch", data not used', async () => {
    const gateway = fakeGateway(() => ({
      body: JSON.stringify(ok({ premium: 100 })),
      tamper: (body) => body.replace('100', '1'),
    }));
    const { api, events } = client(gateway.fetchImpl);
    expect(await api.call('product.calculator', { formData: {} }, { params: { product: 'TPS' } })).toBe(false);
    expect(events).toEqual([{ type: 'signature-mismatch' }]);
  });

  it('trusts no response when it has no gateway key', async () => {
    const gateway = fakeGateway(() => ({ body: JSON.stringify(ok({ banRoutes: [], banFunctions: [] })) }));
    const { api, events } = client(gateway.fetchImpl, 'tok', null);
    expect(await api.call('plat.funcSwitch')).toBe(false);
    expect(events).toEqual([{ type: 'signature-mismatch' }]);
  });

  it('resolves false with the network event when the request cannot be made', async () => {
    const broken = (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch;
    const { api, events } = client(broken);
    expect(await api.call('plat.funcSwitch')).toBe(false);
    expect(events).toEqual([{ type: 'network' }]);
  });

  it('returns the whole envelope to callers that branch on tipCode (login T01002) without a toast', async () => {
    const gateway = fakeGateway(() => ({ body: JSON.stringify(fail('T01002', 'Please set a password', 'T')) }));
    const { api, events } = client(gateway.fetchImpl, null);
    const envelope = await api.callEnvelope('login.submit', { loginType: 'smsCode', areaCode: '853', phone: '66123456', smsCode: '123456' });
    expect(envelope).toMatchObject({ succ: false, tipCode: 'T01002', tipType: 'T' });
    expect(events).toEqual([]);
  });

  it('sends an empty session header when signed out', async () => {
    const gateway = fakeGateway(() => ({ body: JSON.stringify(ok({ resendAfter: 60 })) }));
    const { api } = client(gateway.fetchImpl, null);
    await api.call('user.smsCode', { areaCode: '853', phone: '66123456' });
    expect(gateway.seen[0]?.headers.get('x-mo-session-id')).toBe('');
  });
});

describe('signed client: clock-skew correction', () => {
  const SERVER_TIME = 1_763_712_000_000;
  const TEN_MINUTES = 10 * 60_000;

  /** A gateway at SERVER_TIME that refuses timestamps more than 300 s off, except on base/now. */
  function skewCheckingGateway(options: { baseNowFails?: boolean; alwaysSkewed?: boolean } = {}) {
    return fakeGateway((seen) => {
      const stamped = Number(seen.headers.get('timestamp'));
      if (seen.url.endsWith('/api/order/base/now')) {
        if (options.baseNowFails) return { status: 500, body: JSON.stringify(fail('E00500', 'down')) };
        return { body: JSON.stringify(ok({ serverTime: SERVER_TIME, iso: new Date(SERVER_TIME).toISOString() })) };
      }
      if (options.alwaysSkewed || Math.abs(stamped - SERVER_TIME) > 300_000) {
        return { status: 401, body: JSON.stringify(fail('V00401', 'Your device clock is wrong', 'E', { reason: 'clockSkew', serverTime: SERVER_TIME })) };
      }
      return { body: JSON.stringify(ok({ banRoutes: [], banFunctions: [] })) };
    });
  }

  function skewedClient(fetchImpl: typeof fetch, localTime = SERVER_TIME - TEN_MINUTES) {
    const events: ApiEvent[] = [];
    const api = createApiClient({
      baseUrl: 'http://gateway.test', clientId: 'storefront-web', clientKey, gatewayPublicKey: spki,
      getToken: () => null, getLang: () => 'en', getRoute: () => '/pages/index/index', channel: 'web', fetch: fetchImpl,
      now: () => localTime,
    });
    api.on((event) => events.push(event));
    return { api, events };
  }

  const paths = (seen: Seen[]) => seen.map((entry) => new URL(entry.url).pathname);
  const nonceOf = (entry: Seen | undefined) => JSON.parse(entry?.headers.get('x-options') ?? '{}').nonce as string;

  it('asks base/now once after a skew refusal, corrects its clock and retries once with a fresh nonce', async () => {
    const gateway = skewCheckingGateway();
    const { api, events } = skewedClient(gateway.fetchImpl);
    expect(await api.call('plat.funcSwitch')).toEqual({ banRoutes: [], banFunctions: [] });
    expect(paths(gateway.seen)).toEqual(['/api/plat/func/switch', '/api/order/base/now', '/api/plat/func/switch']);
    expect(api.clockOffsetMs()).toBe(TEN_MINUTES);
    const [first, , retry] = gateway.seen;
    expect(Number(first?.headers.get('timestamp'))).toBe(SERVER_TIME - TEN_MINUTES);
    expect(Number(retry?.headers.get('timestamp'))).toBe(SERVER_TIME);
    expect(nonceOf(retry)).not.toBe(nonceOf(first));
    expect(events).toEqual([]);

    // Corrected: the next call goes straight through.
    expect(await api.call('plat.funcSwitch')).not.toBe(false);
    expect(gateway.seen).toHaveLength(4);
  });

  it('does not loop when the retry is refused for skew again: the refusal is the answer', async () => {
    const gateway = skewCheckingGateway({ alwaysSkewed: true });
    const { api, events } = skewedClient(gateway.fetchImpl);
    expect(await api.call('plat.funcSwitch')).toBe(false);
    expect(paths(gateway.seen)).toEqual(['/api/plat/func/switch', '/api/order/base/now', '/api/plat/func/switch']);
    expect(events).toEqual([{ type: 'error-toast', message: 'Your device clock is wrong' }]);
  });

  it('gives up without a retry when base/now itself fails', async () => {
    const gateway = skewCheckingGateway({ baseNowFails: true });
    const { api } = skewedClient(gateway.fetchImpl);
    const envelope = await api.callEnvelope('plat.funcSwitch');
    expect(envelope).toMatchObject({ succ: false, tipCode: 'V00401', data: { reason: 'clockSkew' } });
    expect(paths(gateway.seen)).toEqual(['/api/plat/func/switch', '/api/order/base/now']);
    expect(api.clockOffsetMs()).toBe(0);
  });

  it('takes a plain V00401 (bad signature) as it is: no correction', async () => {
    const gateway = fakeGateway(() => ({ status: 401, body: JSON.stringify(fail('V00401', 'Signature mismatch')) }));
    const { api } = skewedClient(gateway.fetchImpl);
    expect(await api.call('plat.funcSwitch')).toBe(false);
    expect(gateway.seen).toHaveLength(1);
  });

  it('corrects once for calls refused at the same time', async () => {
    const gateway = skewCheckingGateway();
    const { api } = skewedClient(gateway.fetchImpl);
    const answers = await Promise.all([api.call('plat.funcSwitch'), api.call('plat.funcSwitch'), api.call('plat.funcSwitch')]);
    expect(answers.every((answer) => answer !== false)).toBe(true);
    expect(paths(gateway.seen).filter((path) => path === '/api/order/base/now')).toHaveLength(1);
  });

  it('starts from the clockOffsetMs option', async () => {
    const gateway = skewCheckingGateway();
    const events: ApiEvent[] = [];
    const api = createApiClient({
      baseUrl: 'http://gateway.test', clientId: 'storefront-web', clientKey, gatewayPublicKey: spki,
      getToken: () => null, getLang: () => 'en', getRoute: () => '/', channel: 'web', fetch: gateway.fetchImpl,
      now: () => SERVER_TIME - TEN_MINUTES, clockOffsetMs: TEN_MINUTES,
    });
    api.on((event) => events.push(event));
    expect(await api.call('plat.funcSwitch')).not.toBe(false);
    expect(gateway.seen).toHaveLength(1);
  });
});
