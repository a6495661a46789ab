/**
 * OAuth states of the server login: `<id>.<signature>` with signature = HMAC-SHA256("id.appId") under
 * a gateway key, stored with who asked and where to come back to; live for {@link OAUTH_STATE_TTL_MS}
 * and used up by the login that finishes with it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addressBudgetKey } from '../security/client-address.js';
import type { GatewayDb } from '../storage/database.js';
import { findOauthState, insertOauthState, type ThirdOauthStateRow } from './third-party.repo.js';
import { gatewayKey } from './gateway-secrets.js';

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/**
 * Live states kept per client address (its budget key: an IPv4 address or an IPv6 /64). login.oauth is an
 * unsigned navigation anyone can repeat, so each new state forgets every expired state and the same
 * address's oldest live ones beyond this many: 200 calls from one address leave 20 rows, not 200.
 */
export const OAUTH_STATES_PER_CLIENT = 20;

/** Who asked for a state. */
export interface StateOrigin {
  /** The caller's socket address. */
  clientAddress: string;
  /** The hash of the browser's login cookie (./login-browser.ts); null when issued by a signed call, bound when a browser opens it. */
  browserHash: string | null;
}

export interface OauthStates {
  /** Issues and stores a state for a login into the app; the user when it binds a signed-in account. */
  issue(appId: string, userId: string | null, redirectUrl: string | null, at: Date, origin: StateOrigin): Promise<string>;
  /** The stored state when `value` is a genuine, unexpired, unused state of this app; else undefined. */
  live(value: string, appId: string, at: Date): Promise<ThirdOauthStateRow | undefined>;
}

export function createOauthStates(db: GatewayDb, dataDir: string): OauthStates {
  const key = gatewayKey(dataDir, 'oauth-state');
  const signatureOf = (id: string, appId: string): Buffer => createHmac('sha256', key).update(`${id}.${appId}`).digest();
  return {
    async issue(appId, userId, redirectUrl, at, origin) {
      const id = randomBytes(12).toString('base64url');
      await insertOauthState(db, {
        state_id: id, app_id: appId, user_id: userId, redirect_url: redirectUrl, open_id: null,
        created_at: at.toISOString(), expires_at: new Date(at.getTime() + OAUTH_STATE_TTL_MS).toISOString(), used_at: null,
        browser_hash: origin.browserHash, client_key: addressBudgetKey(origin.clientAddress),
      }, OAUTH_STATES_PER_CLIENT);
      return `${id}.${signatureOf(id, appId).toString('base64url')}`;
    },
    async live(value, appId, at) {
      const [id = '', signature = ''] = value.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(id, appId);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const state = await findOauthState(db, id);
      if (!state || state.app_id !== appId || state.used_at !== null || state.expires_at <= at.toISOString()) return undefined;
      return state;
    },
  };
}
