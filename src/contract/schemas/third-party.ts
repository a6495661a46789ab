/** Request schemas of the third-party rows (rows/third-party.ts): bindings, redirects to server login, jsapi init, tracking, payload cipher, file lists and signed downloads. */
import { fileId, none, obj, str } from './schema-parts.js';
import { THIRD_APP_TYPES, type thirdPartyRows } from '../rows/third-party.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';

const appType = { type: 'string', enum: [...THIRD_APP_TYPES] } as const;
/** A storefront page a login may come back to: checked again by the gateway (only `/pages/...`). */
const redirectUrl = str(500);
/** An OAuth state the gateway issued: `<id>.<signature>`, base64url. */
const oauthState = { type: 'string', pattern: '^[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{43}$' } as const;

export const thirdPartySchemas = {
  'plat.thirdRt': {
    request: obj({ redirectUrl }),
    designed: 'appType (path) is one of wechat|bocApp|ctmApp|mpay; the storefront sends wechat when it has none. '
      + 'data: { appType, appId, name, oauthUrl }: oauthUrl starts the server login (/api/login/oauth/{appId}); for a '
      + 'signed-in caller it carries a state issued to that user, so the login binds the app to the account.',
  },
  'plat.selectThirdByAppType': {
    request: obj({ thirdType: appType }, ['thirdType']),
    designed: 'data: { appType, appId, name, binding }: binding is the signed-in caller\'s { appType, openId, boundAt, '
      + 'authorisedUntil, lapsed } for that app, or null (anonymous callers always get null).',
  },
  'plat.jsapiInit': {
    request: obj({ type: appType, debug: { type: 'boolean' }, path: { type: 'string', pattern: '^/[^\\s#]{0,499}$' } }, ['type', 'debug', 'path']),
    designed: 'type is the app whose JS SDK the page loads; path the page\'s path and query. data: { sdkUrl, debug, signData: '
      + '{ appId, timestamp (seconds), nonceStr, signature, jsApiList } }; signature is the WeChat JS-SDK scheme: SHA-1 of '
      + '"jsapi_ticket=...&noncestr=...&timestamp=...&url=..." with url the gateway\'s public origin (when set) plus path.',
  },
  'plat.thirdAppLog': {
    request: obj({ query: str(1000), appType }, ['query']),
    designed: 'query is the landing page\'s query string (tracking: deviceId, outSourceId are read from it); appType the app the '
      + 'storefront runs in. Stores one tracking row (with the user when signed in). data: { logged: true }.',
  },
  'plat.isAuthLapse': {
    request: none,
    designed: 'The path\'s last segment is the app type. data: { appType, bound, lapsed, authorisedUntil }: lapsed when the '
      + 'caller has no binding for the app or its authorisation (renewed by each third-party login) ran out.',
  },
  'login.tauth': {
    request: none,
    designed: 'Exchanges a third-party app\'s one-time token (thirdToken, 5 minutes) for a session: a bound open id signs its user '
      + 'in; an unbound one signs in the account of the phone the app vouches for and binds it. data: { token, user, appType, openId }.',
  },
  'user.openIdUnbind': {
    request: none,
    designed: 'Removes the caller\'s binding with this open id (someone else\'s is not found). data: { unbound: true, appType }.',
  },
  'plat.fileList': {
    request: none,
    designed: 'The caller\'s files, newest first. data: { total, items: [{ fileId, name, type, size, createdAt, url }] }: url is a '
      + 'signed /api/plat/file/fd link, valid for 10 minutes, usable as an <img src>.',
  },
  'plat.fileFd': {
    request: obj({ fileId, sign: { type: 'string', pattern: '^[0-9a-f]{64}$' }, timestamp: { type: 'string', pattern: '^[0-9]{13}$' } }, ['fileId', 'sign', 'timestamp']),
    designed: 'A browser fetch (an <img src>), so not request-signed: sign is HMAC-SHA256 of "fileId\\ntimestamp" under a gateway '
      + 'secret, timestamp the link\'s issue time (ms); the link works for 10 minutes of gateway clock. Answers the file\'s bytes '
      + 'with its content type.',
  },
  'login.oauth': {
    request: obj({ redirectUrl, state: oauthState }),
    designed: 'Starts the third-party OAuth: issues a signed, 10-minute, single-use state (or takes the one plat.thirdRt issued to a '
      + 'signed-in user) and redirects to the app\'s authorise page (the sandbox\'s own). redirectUrl must be a storefront page '
      + '(/pages/...); any other is refused back to the bridge page. The state is bound to this browser: the answer sets the '
      + 'HttpOnly, SameSite=Lax cookie mo_login_browser (Path /api/login, 10 minutes) whose hash the state keeps; a plat.thirdRt '
      + 'state is bound to the first browser that opens it (another gets reason browserMismatch). Each new state forgets the '
      + 'expired ones and keeps at most 20 live per client address.',
  },
  'login.useOpen': {
    request: none,
    designed: 'Only in the browser the login started in (its mo_login_browser cookie; else the bridge with status=fail&reason='
      + 'browserMismatch). The open id must be the one the app confirmed for this state. Bound: the state is used up and the browser goes to '
      + 'the bridge with status=finish&code=... (exchanged by login.thirdCode); unbound: to the bridge with status=oauthInfo&open_id=... (the state stays for the '
      + 'auth-code login).',
  },
  'login.token': {
    request: obj({ auth_code: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } }, ['auth_code']),
    designed: 'Only in the browser the login started in (as login.useOpen). Exchanges the app\'s one-time auth code: binds the open id to the user the state was issued to, or signs in its bound '
      + 'user (or the account of the phone the app vouches for), uses the state up and redirects to the bridge with status=finish&code=... (exchanged by login.thirdCode).',
  },
  'login.thirdCode': {
    request: obj({ appId: str(100), code: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' } }, ['appId', 'code']),
    designed: 'Exchanges the one-time code a finished server login put in the bridge page\'s address (status=finish&code=..., '
      + 'single use, valid 1 minute, stored hashed) for a session of the user that login signed in; the address never carries '
      + 'a session token. Only the browser the login started in (its mo_login_browser cookie, sent with a same-origin call) may. A used, expired, unknown or other app\'s code is refused (401, gateway.thirdParty.codeInvalid). data: { token }.',
  },
  'order.baseEnc': {
    request: obj({ plain: str(1500) }, ['plain']),
    designed: 'data: { cipher }: AES-256-GCM under a gateway key kept in its data folder; cipher = base64url(iv | tag | ciphertext).',
  },
  'order.baseDec': {
    request: obj({ cipher: { type: 'string', pattern: '^[A-Za-z0-9_-]{38,8100}$' } }, ['cipher']),
    designed: 'data: { plain }. The cipher of a 1500-character text is at most 8038 characters. A cipher that fails '
      + 'authentication (tampered, or made under another key) is refused.',
  },
} satisfies Record<keyof typeof thirdPartyRows, EndpointSchemaDef>;
