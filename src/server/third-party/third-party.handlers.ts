/**
 * Handlers of the contract rows in src/contract/rows/third-party.ts: the apps the storefront runs in,
 * the user's bindings to them, the server logins by OAuth (browser redirects) and by app token, the
 * JS-SDK config, the tracking log and the payload cipher. The signed file links live with the files
 * (./files.ts).
 */
import { randomBytes } from 'node:crypto';
import { buildPath, TIP_CODES } from '../../contract/index.js';
import type { ThirdApp, ThirdBinding, thirdPartyRows } from '../../contract/rows/third-party.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound } from '../gateway-error.js';
import {
  bindOauthStateBrowser, deleteUserBinding, findBindingByOpenId, findThirdAppById, findThirdAppByType, findUserBinding, insertAppLog, useOauthState,
  type ThirdAppRow, type ThirdBindingRow, type ThirdOauthStateRow,
} from './third-party.repo.js';
import { createOauthStates } from './oauth-states.js';
import { createPayloadCipher } from './payload-cipher.js';
import { jsapiSignature } from './jsapi-signature.js';
import { isLoginBrowser, loginBrowser, loginBrowserHash } from './login-browser.js';
import { issueLoginCode, redeemLoginCode } from './login-codes.js';
import { redeemGrant } from './sandbox-grants.js';
import { bridgeLocation, isStorefrontPage, refusedLocation } from './storefront-redirects.js';
import { auditThirdPartySignIn, type ThirdSignInPath } from './sign-in-audit.js';
import { createThirdLogin } from './third-login.js';
import { toUserInfo } from '../account/sign-in.handlers.js';
import { fileLinkHandlers } from '../user-data/files.handlers.js';
import { callUser, type HandlerCall, type HandlersFor } from '../handlers/handler-types.js';

/** i18n keys of this domain's refusals. */
export const THIRD_PARTY_MESSAGES = {
  redirectRefused: 'gateway.thirdParty.redirectRefused',
  tokenInvalid: 'gateway.thirdParty.tokenInvalid',
  codeInvalid: 'gateway.thirdParty.codeInvalid',
  cipherInvalid: 'gateway.thirdParty.cipherInvalid',
} as const;

/** The JS-SDK interfaces the storefront's pages use (share, pictures, scan). */
const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'previewImage', 'scanQRCode'];

function appView(app: ThirdAppRow): ThirdApp {
  return { appType: app.app_type, appId: app.app_id, name: app.name };
}

function bindingView(binding: ThirdBindingRow, at: Date): ThirdBinding {
  return {
    appType: binding.app_type, openId: binding.open_id, boundAt: binding.created_at,
    authorisedUntil: binding.authorised_until, lapsed: binding.authorised_until <= at.toISOString(),
  };
}

/** The value of a query-string key, or null. */
function queryValue(query: URLSearchParams, key: string): string | null {
  const value = query.get(key);
  return value ? value.slice(0, 100) : null;
}

export function thirdPartyHandlers(context: GatewayContext): HandlersFor<typeof thirdPartyRows> {
  const { db, now, dataDir, sessions } = context;
  const states = createOauthStates(db, dataDir);
  const cipher = createPayloadCipher(dataDir);
  const thirdLogin = createThirdLogin(context);
  // The login cookie travels over https only when the storefront's public origin is https.
  const secureCookies = context.publicBaseUrl?.startsWith('https:') ?? false;

  const appOfType = async (appType: string | undefined): Promise<ThirdAppRow> => {
    const app = await findThirdAppByType(db, appType ?? '');
    if (!app) throw notFound();
    return app;
  };

  /** Signs in by the open id (audited); the bridge location a finished (or refused) login redirects to. */
  const finishLogin = async (
    call: HandlerCall, path: ThirdSignInPath, app: ThirdAppRow, openId: string, state: ThirdOauthStateRow & { browser_hash: string },
  ): Promise<string> => {
    const { user_id: bindUserId, redirect_url: redirectUrl, browser_hash: browserHash } = state;
    const login = await thirdLogin(app, openId, bindUserId);
    if (!login.ok) return refusedLocation(app.app_id, login.reason);
    auditThirdPartySignIn(call.log, { userId: login.user.user_id, appId: app.app_id, path, clientAddress: call.clientAddress });
    // The address is seen by histories, logs and Referer headers: it carries a one-time code, not the session.
    const code = await issueLoginCode(db, app.app_id, login.user.user_id, browserHash, now());
    return bridgeLocation({ status: 'finish', appId: app.app_id, code, redirectUrl });
  };

  return {
    ...fileLinkHandlers(context),

    'plat.thirdRt': async ({ params, payload, user, clientAddress }) => {
      const app = await appOfType(params.appType);
      const { redirectUrl } = payload;
      if (redirectUrl !== undefined && !isStorefrontPage(redirectUrl)) {
        throw new GatewayError(400, TIP_CODES.badRequest, THIRD_PARTY_MESSAGES.redirectRefused);
      }
      const path = buildPath('/api/login/oauth/{appId}', { appId: app.app_id });
      const query = new URLSearchParams();
      // Issued by a signed call, not a browser: login.oauth binds it to the browser that opens it.
      if (user) query.set('state', await states.issue(app.app_id, user.user_id, redirectUrl ?? null, now(), { clientAddress, browserHash: null }));
      else if (redirectUrl !== undefined) query.set('redirectUrl', redirectUrl);
      const search = query.toString();
      return { ...appView(app), oauthUrl: search ? `${path}?${search}` : path };
    },

    'plat.selectThirdByAppType': async ({ payload, user }) => {
      const app = await appOfType(payload.thirdType);
      const binding = user ? await findUserBinding(db, user.user_id, app.app_type) : undefined;
      return { ...appView(app), binding: binding ? bindingView(binding, now()) : null };
    },

    'plat.jsapiInit': async ({ payload }) => {
      const { type, debug, path } = payload;
      const app = await appOfType(type);
      const nonceStr = randomBytes(12).toString('hex');
      const timestamp = Math.floor(now().getTime() / 1000);
      const signature = jsapiSignature({ ticket: app.jsapi_ticket, nonceStr, timestamp, url: `${context.publicBaseUrl ?? ''}${path}` });
      return { sdkUrl: app.sdk_url, debug, signData: { appId: app.app_id, timestamp, nonceStr, signature, jsApiList: JS_API_LIST } };
    },

    'plat.thirdAppLog': async ({ payload, user }) => {
      const { query, appType } = payload;
      const parsed = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
      await insertAppLog(db, {
        user_id: user?.user_id ?? null, app_type: appType ?? null, query,
        device_id: queryValue(parsed, 'deviceId'), out_source_id: queryValue(parsed, 'outSourceId'), created_at: now().toISOString(),
      });
      return { logged: true };
    },

    'plat.isAuthLapse': async (call) => {
      const app = await appOfType(call.params.appType);
      const binding = await findUserBinding(db, callUser(call).user_id, app.app_type);
      if (!binding) return { appType: app.app_type, bound: false, lapsed: true, authorisedUntil: null };
      const view = bindingView(binding, now());
      return { appType: app.app_type, bound: true, lapsed: view.lapsed, authorisedUntil: view.authorisedUntil };
    },

    'login.tauth': async ({ params, log, clientAddress }) => {
      const app = await findThirdAppById(db, params.appId ?? '');
      const openId = app ? await redeemGrant(db, 'token', app.app_id, params.token ?? '', now()) : null;
      if (!app || openId === null) throw new GatewayError(401, TIP_CODES.badRequest, THIRD_PARTY_MESSAGES.tokenInvalid);
      const login = await thirdLogin(app, openId, null);
      if (!login.ok) throw new GatewayError(401, TIP_CODES.badRequest, THIRD_PARTY_MESSAGES.tokenInvalid);
      auditThirdPartySignIn(log, { userId: login.user.user_id, appId: app.app_id, path: 'tauth', clientAddress });
      return { token: await sessions.start(login.user.user_id), user: toUserInfo(login.user), appType: app.app_type, openId };
    },

    'user.openIdUnbind': async (call) => {
      const removed = await deleteUserBinding(db, callUser(call).user_id, call.params.openId ?? '');
      if (!removed) throw notFound();
      return { unbound: true, appType: removed.app_type };
    },

    'login.oauth': async ({ params, payload, cookie, clientAddress }) => {
      const appId = params.appId ?? '';
      const app = await findThirdAppById(db, appId);
      if (!app) return { location: refusedLocation(appId, 'appUnknown') };
      const { redirectUrl, state } = payload;
      if (redirectUrl !== undefined && !isStorefrontPage(redirectUrl)) return { location: refusedLocation(appId, 'redirectRefused') };
      const browser = loginBrowser(cookie, secureCookies);
      let value = state;
      if (value === undefined) value = await states.issue(appId, null, redirectUrl ?? null, now(), { clientAddress, browserHash: browser.hash });
      else {
        const live = await states.live(value, appId, now());
        if (!live) return { location: refusedLocation(appId, 'stateInvalid') };
        if (!(await bindOauthStateBrowser(db, live.state_id, browser.hash))) return { location: refusedLocation(appId, 'browserMismatch') };
      }
      return { location: `${app.authorize_url}?${new URLSearchParams({ appId, state: value }).toString()}`, setCookie: browser.setCookie };
    },

    'login.useOpen': async (call) => {
      const { params } = call;
      const { appId = '', state: value = '', openId = '' } = params;
      const app = await findThirdAppById(db, appId);
      if (!app) return { location: refusedLocation(appId, 'appUnknown') };
      const state = await states.live(value, appId, now());
      if (!state) return { location: refusedLocation(appId, 'stateInvalid') };
      if (!isLoginBrowser(state, call.cookie)) return { location: refusedLocation(appId, 'browserMismatch') };
      if (state.open_id !== openId) return { location: refusedLocation(appId, 'openIdMismatch') };
      const binding = await findBindingByOpenId(db, app.app_type, openId);
      if (!binding) {
        // Not bound yet: the bridge gets the app's auth code and comes back to login.token with this state.
        return { location: bridgeLocation({ status: 'oauthInfo', appId, state: value, open_id: openId, redirectUrl: state.redirect_url }) };
      }
      if (!(await useOauthState(db, state.state_id, now().toISOString()))) return { location: refusedLocation(appId, 'stateInvalid') };
      return { location: await finishLogin(call, 'useOpen', app, openId, state) };
    },

    'login.token': async (call) => {
      const { params, payload } = call;
      const { appId = '', state: value = '' } = params;
      const app = await findThirdAppById(db, appId);
      if (!app) return { location: refusedLocation(appId, 'appUnknown') };
      const state = await states.live(value, appId, now());
      if (!state) return { location: refusedLocation(appId, 'stateInvalid') };
      if (!isLoginBrowser(state, call.cookie)) return { location: refusedLocation(appId, 'browserMismatch') };
      const openId = await redeemGrant(db, 'authCode', appId, payload.auth_code, now());
      if (openId === null) return { location: refusedLocation(appId, 'codeInvalid') };
      if (state.open_id !== null && state.open_id !== openId) return { location: refusedLocation(appId, 'openIdMismatch') };
      if (!(await useOauthState(db, state.state_id, now().toISOString()))) return { location: refusedLocation(appId, 'stateInvalid') };
      return { location: await finishLogin(call, 'token', app, openId, state) };
    },

    'login.thirdCode': async ({ payload, cookie }) => {
      const { appId, code } = payload;
      const userId = await redeemLoginCode(db, appId, code, loginBrowserHash(cookie), now());
      if (userId === null) throw new GatewayError(401, TIP_CODES.badRequest, THIRD_PARTY_MESSAGES.codeInvalid);
      return { token: await sessions.start(userId) };
    },

    'order.baseEnc': async ({ payload }) => ({ cipher: cipher.encrypt(payload.plain) }),

    'order.baseDec': async ({ payload }) => {
      const plain = cipher.decrypt(payload.cipher);
      if (plain === null) throw new GatewayError(400, TIP_CODES.badRequest, THIRD_PARTY_MESSAGES.cipherInvalid);
      return { plain };
    },
  };
}
