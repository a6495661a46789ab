import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type ApiEvent } from '../../../src/api/index.js';
import type { Draft } from '../../../src/contract/index.js';
import { CLIENT_ID, CLIENT_KEY, startTestGateway, type TestGateway } from './signed-fetch.js';

let tg: TestGateway;
let client: ApiClient;
let token: string | null = null;
const events: ApiEvent[] = [];
beforeAll(async () => {
  tg = await startTestGateway();
  client = createApiClient({
    baseUrl: tg.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: tg.gateway.publicKeySpki,
    getToken: () => token, getLang: () => 'en', getRoute: () => '/pages/order/TPS/index', channel: 'web',
  });
  client.on((event) => events.push(event));
});
afterAll(async () => {
  await tg.stop();
});

describe('the storefront client (src/api) against the gateway', () => {
  it('verifies every answer and sees session ends and error toasts', async () => {
    expect(typeof (await client.call('plat.i18n'))).toBe('string');
    expect(await client.call('plat.funcSwitch')).toEqual({ banRoutes: [], banFunctions: [] });
    expect(await client.call('order.create', {}, { params: { product: 'TPS' } })).toBe(false);
    expect(events).toContainEqual({ type: 'session-ended', code: 'S00001' });

    await client.call('user.smsCode', { areaCode: '853', phone: '66123456' });
    const smsCode = await tg.gateway.sandbox?.lastSmsCode('853', '66123456');
    if (!smsCode) throw new Error('the sandbox holds no SMS code');
    const login = await client.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone: '66123456', smsCode });
    token = login === false ? null : login.token;
    expect(token).toEqual(expect.any(String));

    const draft = await client.call('order.create', {}, { params: { product: 'TPS' } });
    expect(draft).toMatchObject({ productCode: 'TPS', step: null });
    const refused = await client.call('order.tempSave', { b2cOrderId: (draft as Draft).b2cOrderId, step: 'plan', formData: { planCode: 'INDIVIDUAL_BASIC' } }, { params: { product: 'TPS' } });
    expect(refused).toBe(false);
    expect(events).toContainEqual({ type: 'error-toast', message: 'Please fill in Travel area' });
    expect(events).not.toContainEqual({ type: 'signature-mismatch' });
    expect(await client.call('order.selectUserOrderInfo', { status: 'paid' })).toMatchObject({ total: 2 });
  });
});
