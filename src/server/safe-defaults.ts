/**
 * What `npm start` decides before the gateway listens, so that the default deployment is not an open
 * door: a sandbox gateway listens on loopback unless HOST says otherwise (the sandbox signs anyone in who
 * can read its SMS codes or use its test apps), and a production gateway refuses to start on the
 * reference storefront's public client key or without client keys of its own.
 */
import { DEFAULT_CLIENT_KEYS } from './create-gateway.js';
import type { GatewayMode } from './gateway-context.js';

/** Where a sandbox gateway listens when HOST is not set: this machine only. */
export const SANDBOX_DEFAULT_HOST = '127.0.0.1';
/** Where a production gateway listens when HOST is not set: every interface. */
export const PRODUCTION_DEFAULT_HOST = '0.0.0.0';

/** The address to listen on: HOST when set (and not empty), else the mode's default. */
export function listenHost(mode: GatewayMode, host: string | undefined): string {
  if (host !== undefined && host !== '') return host;
  return mode === 'sandbox' ? SANDBOX_DEFAULT_HOST : PRODUCTION_DEFAULT_HOST;
}

/** A production client key shorter than this is refused as guessable. */
export const MIN_PRODUCTION_KEY_LENGTH = 16;

/**
 * Why a production gateway must not start with these client keys (GATEWAY_CLIENT_KEYS, undefined when not
 * set), or null when it may. The reference key is in every copy of this repository: signing with it
 * proves nothing about who built the storefront calling.
 */
export function productionKeysProblem(mode: GatewayMode, clientKeys: Record<string, string> | undefined): string | null {
  if (mode !== 'production') return null;
  if (clientKeys === undefined || Object.keys(clientKeys).length === 0) {
    return 'production mode needs GATEWAY_CLIENT_KEYS (a JSON object of client id -> key agreed with each storefront); the sandbox\'s reference key is not used there';
  }
  const short = Object.entries(clientKeys).filter(([, key]) => key.length < MIN_PRODUCTION_KEY_LENGTH).map(([id]) => id);
  if (short.length > 0) return `GATEWAY_CLIENT_KEYS gives ${short.join(', ')} a key shorter than ${MIN_PRODUCTION_KEY_LENGTH} characters: production mode needs keys no one can guess`;
  const sandboxKeys = new Set(Object.values(DEFAULT_CLIENT_KEYS));
  const reused = Object.entries(clientKeys).filter(([, key]) => sandboxKeys.has(key)).map(([id]) => id);
  if (reused.length > 0) {
    return `GATEWAY_CLIENT_KEYS gives ${reused.join(', ')} the sandbox's reference client key, which is public: production mode needs keys of its own`;
  }
  return null;
}
