/** Contract rows: Third-party apps (bank, telecom, payment, WeChat): bindings, OAuth redirects to server login, jsapi init, tracking log; payload enc/dec; file lists and signed downloads. */
import type { EndpointDef } from '../endpoint-def.js';
import type { StoredFile, UserInfo } from '../entities.js';

/** The apps the storefront runs inside (the channels of docs/spec/storefront-spec.md#1-what-the-product-does-and-for-whom). */
export const THIRD_APP_TYPES = ['wechat', 'bocApp', 'ctmApp', 'mpay'] as const;
export type ThirdAppType = (typeof THIRD_APP_TYPES)[number];

export const thirdPartyRows = {
  'plat.thirdRt': { method: 'GET', path: '/api/plat/third/rt/{appType}', access: 'optional' },
  'plat.selectThirdByAppType': { method: 'POST', path: '/api/plat/third/selectThirdByAppType', access: 'optional' },
  'plat.jsapiInit': { method: 'POST', path: '/api/plat/jsapi/init', access: 'anonymous' },
  'plat.thirdAppLog': { method: 'GET', path: '/api/plat/third/thirdapplog', access: 'optional' },
  'plat.isAuthLapse': { method: 'POST', path: '/api/plat/third/isAUthLapse/{appType}', access: 'session' },
  'login.tauth': { method: 'GET', path: '/api/login/tauth/{appId}/{token}', access: 'anonymous' },
  'user.openIdUnbind': { method: 'GET', path: '/api/user/user/openIdUnbind/{openId}', access: 'session' },
  'plat.fileList': { method: 'GET', path: '/api/plat/file/listFile', access: 'session' },
  'plat.fileFd': { method: 'GET', path: '/api/plat/file/fd', access: 'anonymous', raw: true },
  'login.oauth': { method: 'GET', path: '/api/login/oauth/{appId}', access: 'anonymous', redirect: true },
  'login.useOpen': { method: 'GET', path: '/api/login/useOpen/{appId}/{state}/{openId}', access: 'anonymous', redirect: true },
  'login.token': { method: 'GET', path: '/api/login/token/{appId}/{state}', access: 'anonymous', redirect: true },
  'login.thirdCode': { method: 'POST', path: '/api/login/third/code', access: 'anonymous' },
  'order.baseEnc': { method: 'POST', path: '/api/order/base/enc', access: 'anonymous' },
  'order.baseDec': { method: 'POST', path: '/api/order/base/dec', access: 'anonymous' },
} as const satisfies Record<string, EndpointDef>;

/** One third-party app the storefront runs inside. */
export interface ThirdApp {
  appType: ThirdAppType;
  appId: string;
  name: string;
}

/** A user's binding to a third-party app account. */
export interface ThirdBinding {
  appType: ThirdAppType;
  openId: string;
  boundAt: string;
  authorisedUntil: string;
  lapsed: boolean;
}

/** A raw row's answer that is a file: sent as its bytes with its content type. */
export interface RawFile {
  contentType: string;
  bytes: Uint8Array;
}

/** Where a browser-redirect row sends the browser, and a cookie it gives the browser on the way (Set-Cookie value). */
export interface RedirectAnswer {
  location: string;
  setCookie?: string;
}

/** The `data` each row of thirdPartyRows answers with. */
export interface ThirdPartyData {
  'plat.thirdRt': ThirdApp & { oauthUrl: string };
  'plat.selectThirdByAppType': ThirdApp & { binding: ThirdBinding | null };
  'plat.jsapiInit': {
    sdkUrl: string;
    debug: boolean;
    signData: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };
  };
  'plat.thirdAppLog': { logged: true };
  'plat.isAuthLapse': { appType: ThirdAppType; bound: boolean; lapsed: boolean; authorisedUntil: string | null };
  'login.tauth': { token: string; user: UserInfo; appType: ThirdAppType; openId: string };
  'user.openIdUnbind': { unbound: true; appType: ThirdAppType };
  'plat.fileList': { total: number; items: (StoredFile & { createdAt: string; url: string })[] };
  'plat.fileFd': RawFile;
  'login.oauth': RedirectAnswer;
  'login.useOpen': RedirectAnswer;
  'login.token': RedirectAnswer;
  'login.thirdCode': { token: string };
  'order.baseEnc': { cipher: string };
  'order.baseDec': { plain: string };
}
