/**
 * The storefront's real signed client, signed in as a new phone through the sandbox SMS code, for browser
 * tests that build their orders through the API and then look at them on a page.
 */
import { expect } from 'vitest';
import { createApiClient, type SignedApiClient } from '../../../src/api/index.js';
import { CLIENT_ID, CLIENT_KEY } from '../../api/server/signed-fetch.js';
import type { RunningGateway } from './gateway.js';
import { freshMacaoPhone } from './sms-login.js';

/** The client, its phone, its session token, and the localStorage entry that opens the storefront signed in. */
export interface SignedInClient {
  client: SignedApiClient;
  phone: string;
  token: string;
  sessionStorageEntry: Record<string, string>;
}

/** The storefront's signed client of the gateway, sending the session token `getToken` reads at each call. */
export function clientOf(running: RunningGateway, getToken: () => string | null, route = '/pages/order/TPS/index'): SignedApiClient {
  return createApiClient({
    baseUrl: running.url, clientId: CLIENT_ID, clientKey: CLIENT_KEY, gatewayPublicKey: running.gateway.publicKeySpki,
    getToken, getLang: () => 'en', getRoute: () => route, channel: 'web',
  });
}

export async function signedInClient(running: RunningGateway, route = '/pages/order/TPS/index'): Promise<SignedInClient> {
  let token: string | null = null;
  const client = clientOf(running, () => token, route);
  const phone = freshMacaoPhone();
  expect(await client.call('user.smsCode', { areaCode: '853', phone })).not.toBe(false);
  const smsCode = await running.gateway.sandbox?.lastSmsCode('853', phone);
  if (!smsCode) throw new Error('the sandbox holds no SMS code');
  const login = await client.call('login.submit', { loginType: 'smsCode', areaCode: '853', phone, smsCode });
  if (!login || !login.token) throw new Error('login failed');
  token = login.token;
  const session = JSON.stringify({ state: { token, user: null, thirdUserInfo: null, loginCallback: null }, version: 0 });
  return { client, phone, token, sessionStorageEntry: { 'mo-session': session } };
}
