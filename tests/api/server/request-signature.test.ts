import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MAX_CLOCK_SKEW_MS, signRequest } from '../../../src/contract/index.js';
import { CLIENT_KEY, startTestGateway, type TestGateway } from './signed-fetch.js';

let tg: TestGateway;
beforeAll(async () => {
  tg = await startTestGateway();
});
afterAll(async () => {
  await tg.stop();
});

describe('request signatures', () => {
  it('accepts a correctly signed call and signs the answer', async () => {
    const result = await tg.send({ method: 'GET', path: '/api/plat/func/switch' });
    expect(result.status).toBe(200);
    expect(result.envelope).toEqual({ succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: { banRoutes: [], banFunctions: [] } });
    expect(await tg.verifies(result)).toBe(true);
    expect(result.headers.get('access-control-expose-headers')).toBe('sign, timestamp');
  });

  it('refuses an unsigned call with 401 V00401 and a localised message', async () => {
    const en = await tg.send({ method: 'GET', path: '/api/plat/func/switch', unsigned: true });
    expect(en.status).toBe(401);
    expect(en.envelope).toMatchObject({ succ: false, tipCode: 'V00401', tipMsg: 'Signature mismatch' });
    const tw = await tg.send({ method: 'GET', path: '/api/plat/func/switch', unsigned: true, lang: 'tw' });
    expect(tw.envelope.tipMsg).not.toBe('Signature mismatch');
    expect(tw.envelope.tipMsg).toBeTruthy();
    // Refusals are signed too: the storefront can trust the refusal itself.
    expect(await tg.verifies(en)).toBe(true);
  });

  it('refuses a tampered body, a wrong key and an unknown client', async () => {
    const tampered = await tg.send({ method: 'POST', path: '/api/user/mobile/smsCode', body: '{"areaCode":"853","phone":"66000002"}', signedBody: '{"areaCode":"853","phone":"66000003"}' });
    expect(tampered.status).toBe(401);
    expect(tampered.envelope.tipCode).toBe('V00401');
    const wrongKey = await tg.send({ method: 'GET', path: '/api/plat/func/switch', clientKey: 'another-key' });
    expect(wrongKey.status).toBe(401);
    const unknownClient = await tg.send({ method: 'GET', path: '/api/plat/func/switch', clientId: 'someone-else' });
    expect(unknownClient.status).toBe(401);
  });

  it('refuses a changed path or query', async () => {
    const nonce = 'fixed-nonce-path-test';
    const timestamp = String(Date.now());
    const signedFor = await tg.send({ method: 'GET', path: '/api/plat/func/switch', nonce, timestamp });
    expect(signedFor.status).toBe(200);
    const sign = await signRequest(CLIENT_KEY, { method: 'GET', path: '/api/plat/func/switch', timestamp, nonce: 'other-nonce', body: '' });
    const moved = await tg.send({ method: 'GET', path: '/api/plat/func/switch?x=1', nonce: 'other-nonce', timestamp, unsigned: true, headers: { [HEADERS.sign]: sign, [HEADERS.timestamp]: timestamp } });
    expect(moved.status).toBe(401);
  });

  it('refuses a replayed (timestamp, nonce) pair with V00403', async () => {
    const call = { method: 'GET' as const, path: '/api/plat/func/switch', nonce: 'replay-me-once', timestamp: String(Date.now()) };
    expect((await tg.send(call)).status).toBe(200);
    const replay = await tg.send(call);
    expect(replay.status).toBe(401);
    expect(replay.envelope).toMatchObject({ succ: false, tipCode: 'V00403', tipMsg: 'Duplicate request, please try again' });
  });

  it('refuses timestamps more than 300 s off, in either direction', async () => {
    const stale = await tg.send({ method: 'GET', path: '/api/plat/func/switch', timestamp: String(Date.now() - MAX_CLOCK_SKEW_MS - 1000) });
    expect(stale.status).toBe(401);
    expect(stale.envelope.tipCode).toBe('V00401');
    const future = await tg.send({ method: 'GET', path: '/api/plat/func/switch', timestamp: String(Date.now() + MAX_CLOCK_SKEW_MS + 1000) });
    expect(future.status).toBe(401);
    const slightlyOff = await tg.send({ method: 'GET', path: '/api/plat/func/switch', timestamp: String(Date.now() - 60_000) });
    expect(slightlyOff.status).toBe(200);
  });

  it('serves the label file without a request signature, and signs it', async () => {
    const result = await tg.send({ method: 'GET', path: '/api/plat/i18n2.js', unsigned: true, nonce: 'label-file-nonce' });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await tg.verifies(result)).toBe(true);
  });
});

describe('response signatures', () => {
  it('bind the request nonce and the body', async () => {
    const result = await tg.send({ method: 'GET', path: '/api/plat/func/switch' });
    expect(await tg.verifies(result)).toBe(true);
    expect(await tg.verifies({ ...result, nonce: 'another-request' })).toBe(false);
    expect(await tg.verifies({ ...result, text: result.text.replace('banRoutes', 'banRoutez') })).toBe(false);
  });
});
