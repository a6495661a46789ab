/**
 * Clock skew against a live gateway (docs/decisions/002-signing.md, "Clock skew"): a phone whose
 * clock is 10 minutes off works after one correction from order.baseNow; base/now skips the skew
 * check only, never the signature or replay checks; calculationDate answers the engine's dates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiEvent } from '../../../src/api/index.js';
import { MAX_CLOCK_SKEW_MS } from '../../../src/contract/index.js';
import { policyEndDate } from '../../../src/engine/index.js';
import { CLIENT_ID, CLIENT_KEY, startTestGateway, type TestGateway } from './signed-fetch.js';

const TEN_MINUTES = 10 * 60_000;
/** The gateway clock; tests move it. */
let gatewayTime = Date.UTC(2026, 10, 21, 12, 0, 0);
let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway({ clock: () => gatewayTime });
});
afterAll(async () => {
  await tg.stop();
});

/** A storefront client whose local clock is `offBy` ms from the gateway's, recording the paths it calls. */
function phoneClient(offBy: number) {
  const paths: string[] = [];
  const events: ApiEvent[] = [];
  const recordingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    paths.push(new URL(request.url).pathname);
    return fetch(request);
  }) as typeof fetch;
  const api = createApiClient({
    baseUrl: tg.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: tg.gateway.publicKeySpki,
    getToken: () => null, getLang: () => 'en', getRoute: () => '/pages/index/index', channel: 'web',
    fetch: recordingFetch, now: () => gatewayTime + offBy,
  });
  api.on((event) => events.push(event));
  return { api, paths, events };
}

describe('a client with a wrong clock', () => {
  it('works after one correction when its clock is 10 minutes behind', async () => {
    const { api, paths, events } = phoneClient(-TEN_MINUTES);
    expect(await api.call('plat.funcSwitch')).toEqual({ banRoutes: [], banFunctions: [] });
    expect(paths).toEqual(['/api/plat/func/switch', '/api/order/base/now', '/api/plat/func/switch']);
    expect(api.clockOffsetMs()).toBe(TEN_MINUTES);
    expect(events).toEqual([]);
    // Corrected for good: later calls go straight through.
    expect(await api.call('order.calculationDate', { start: '2026-03-01', months: 12 })).toMatchObject({ end: '2027-02-28' });
    expect(paths).toHaveLength(4);
  });

  it('works after one correction when its clock is 10 minutes ahead', async () => {
    const { api, paths } = phoneClient(TEN_MINUTES);
    expect(await api.call('plat.funcSwitch')).not.toBe(false);
    expect(paths.filter((path) => path === '/api/order/base/now')).toHaveLength(1);
    expect(api.clockOffsetMs()).toBe(-TEN_MINUTES);
  });

  it('does not need a correction within the 300 s window', async () => {
    const { api, paths } = phoneClient(-60_000);
    expect(await api.call('plat.funcSwitch')).not.toBe(false);
    expect(paths).toEqual(['/api/plat/func/switch']);
  });
});

describe('the skew and replay checks', () => {
  it('refuses a timestamp 301 s old with V00401 and says it is the clock, with the gateway time', async () => {
    const stale = await tg.send({ method: 'GET', path: '/api/plat/func/switch', timestamp: String(gatewayTime - MAX_CLOCK_SKEW_MS - 1000) });
    expect(stale.status).toBe(401);
    expect(stale.envelope).toMatchObject({
      succ: false, tipCode: 'V00401', tipMsg: 'Your device clock is wrong, please correct the date and time and try again',
      data: { reason: 'clockSkew', serverTime: gatewayTime },
    });
    expect(await tg.verifies(stale)).toBe(true);
    const justInside = await tg.send({ method: 'GET', path: '/api/plat/func/switch', timestamp: String(gatewayTime - MAX_CLOCK_SKEW_MS) });
    expect(justInside.status).toBe(200);
  });

  it('says it is the clock in the language the request asks for', async () => {
    const texts = { tw: '您裝置的時間不正確，請校正日期及時間後再試', cn: '您设备的时间不正确，请校正日期和时间后再试' };
    for (const [lang, tipMsg] of Object.entries(texts)) {
      const stale = await tg.send({ method: 'GET', path: '/api/plat/func/switch', lang, timestamp: String(gatewayTime - MAX_CLOCK_SKEW_MS - 1000) });
      expect(stale.status, lang).toBe(401);
      expect(stale.envelope, lang).toMatchObject({ succ: false, tipCode: 'V00401', tipMsg, data: { reason: 'clockSkew', serverTime: gatewayTime } });
    }
  });

  it('tells a bad signature apart from clock skew', async () => {
    const forged = await tg.send({ method: 'GET', path: '/api/plat/func/switch', clientKey: 'another-key', timestamp: String(gatewayTime - TEN_MINUTES) });
    expect(forged.status).toBe(401);
    expect(forged.envelope).toMatchObject({ tipCode: 'V00401', tipMsg: 'Signature mismatch', data: null });
  });

  it('refuses the same signed request the second time', async () => {
    const call = { method: 'GET' as const, path: '/api/plat/func/switch', nonce: 'clock-skew-replay', timestamp: String(gatewayTime) };
    expect((await tg.send(call)).status).toBe(200);
    const replay = await tg.send(call);
    expect(replay.status).toBe(401);
    expect(replay.envelope.tipCode).toBe('V00403');
  });

  it('answers base/now whatever the timestamp, but still checks its signature and refuses its replay', async () => {
    const skewed = { method: 'POST' as const, path: '/api/order/base/now', body: '{}', nonce: 'base-now-once', timestamp: String(gatewayTime - 30 * 24 * 3_600_000) };
    const answer = await tg.send<{ serverTime: number; iso: string }>(skewed);
    expect(answer.status).toBe(200);
    expect(answer.envelope.data).toEqual({ serverTime: gatewayTime, iso: new Date(gatewayTime).toISOString() });
    expect(await tg.verifies(answer)).toBe(true);

    const forged = await tg.send({ ...skewed, nonce: 'base-now-forged', clientKey: 'another-key' });
    expect(forged.status).toBe(401);
    expect(forged.envelope).toMatchObject({ tipCode: 'V00401', data: null });

    // Kept long after the usual 300 s (an old nonce sweep runs meanwhile): still a replay.
    gatewayTime += 2 * 3_600_000;
    expect((await tg.send({ method: 'GET', path: '/api/plat/func/switch' })).status).toBe(200);
    const replay = await tg.send(skewed);
    expect(replay.status).toBe(401);
    expect(replay.envelope.tipCode).toBe('V00403');
  });
});

describe('order.calculationDate', () => {
  it('answers the engine\'s policyEndDate for {start, months}', async () => {
    for (const [start, months] of [['2026-03-01', 12], ['2027-03-01', 12], ['2026-01-31', 1], ['2027-12-01', 3], ['2026-06-15', 6]] as const) {
      const result = await tg.call('order.calculationDate', { start, months });
      expect(result.status).toBe(200);
      expect(result.envelope.data).toEqual({ start, end: policyEndDate(start, months), months, days: null });
    }
    expect((await tg.call('order.calculationDate', { start: '2027-03-01', months: 12 })).envelope.data).toMatchObject({ end: '2028-02-29' });
  });

  it('answers the last day of a cover of {start, days}', async () => {
    const result = await tg.call('order.calculationDate', { start: '2026-02-20', days: 10 });
    expect(result.envelope.data).toEqual({ start: '2026-02-20', end: '2026-03-01', months: null, days: 10 });
    expect((await tg.call('order.calculationDate', { start: '2028-02-29', days: 1 })).envelope.data).toMatchObject({ end: '2028-02-29' });
  });

  it('refuses a date that does not exist, both or neither of months and days', async () => {
    for (const payload of [
      { start: '2026-02-30', months: 12 },
      { start: '2026-03-01', months: 12, days: 10 },
      { start: '2026-03-01' },
      { start: '01/03/2026', months: 12 },
      { start: '2026-03-01', months: 0 },
    ]) {
      const result = await tg.call('order.calculationDate', payload);
      expect(result.status, JSON.stringify(payload)).toBe(400);
      expect(result.envelope.tipCode).toBe('V00400');
    }
  });
});
