/**
 * Spec section 7 as one table: the single source both the signed client (src/api) and the reference
 * gateway (src/server) are generated from. A row names the call, its method and path (with `{param}`
 * placeholders), who may call it, and the JSON schema its payload must satisfy. GET payloads travel
 * as the query string; POST payloads as a JSON body.
 *
 * Rows whose fields the spec marks "not shown" carry a `designed` note: the fields are this project's
 * design of what a real insurer API needs.
 */
import type { EndpointDef } from './endpoint-def.js';
import { accountRows } from './rows/account.js';
import { catalogRows } from './rows/catalog.js';
import { claimRows } from './rows/claims.js';
import { engagementRows } from './rows/engagement.js';
import { policyServiceRows } from './rows/policy-services.js';
import { thirdPartyRows } from './rows/third-party.js';
import { userDataRows } from './rows/user-data.js';
import {
  areaCode, fileId, listCode, none, obj, orderId, phone, str, UPLOAD_BODY_LIMIT, UPLOAD_MAX_BASE64,
} from './rows/schema-parts.js';

export type { Access, EndpointDef, HttpMethod } from './endpoint-def.js';
export { UPLOAD_BODY_LIMIT, UPLOAD_MAX_BYTES } from './rows/schema-parts.js';

/** Every call, keyed by a stable id used by the client's typed functions and by the gateway's handlers. */
export const endpoints = {
  // Platform
  'plat.i18n': { method: 'GET', path: '/api/plat/i18n2.js', access: 'anonymous', request: none, raw: true },
  'plat.funcSwitch': {
    method: 'GET', path: '/api/plat/func/switch', access: 'anonymous', request: none,
    designed: 'data: { banRoutes: string[], banFunctions: string[] } — routes and functions switched off.',
  },

  // Login and account
  'user.smsCode': {
    method: 'POST', path: '/api/user/mobile/smsCode', access: 'anonymous',
    request: obj({ areaCode, phone, purpose: { type: 'string', enum: ['login', 'register', 'resetPwd', 'updatePhone'] } }, ['areaCode', 'phone']),
    designed: 'data: { resendAfter: seconds }. Never says whether the phone is registered. The phone is normalised (spaces, hyphens, a leading +853/00853/853 and a trunk zero dropped: engine normalizePhone) and must be a mobile of its area code (checkPhone, spec section 5), else V00400 with the area code\'s validation.phone message and data.field phone, like every row taking areaCode and phone. Budgets, counted across gateway instances: one code per 60 s and 5 per hour per phone, 10 per hour per client address (IPv6 by /64) and 200 per hour overall (GatewayOptions.smsBudgets); a spent one is 429 V00429 whose message says in how many seconds to try again, with data.resendAfter and Retry-After.',
  },
  'login.submit': {
    method: 'POST', path: '/api/login/submit', access: 'anonymous',
    request: obj(
      {
        loginType: { type: 'string', enum: ['smsCode', 'password'] },
        areaCode, phone,
        smsCode: { type: 'string', pattern: '^[0-9]{6}$' },
        password: str(20),
        recommender: str(40),
        captchaId: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' },
        captchaCode: { type: 'string', pattern: '^[A-Za-z0-9]{4,8}$' },
      },
      ['loginType', 'areaCode', 'phone'],
    ),
    designed: 'data: { token, user, hideRecommender? }. smsCode: a first login registers the phone; a recommender (invite code) is recorded for a new user only, and for a phone already registered the login succeeds with data.hideRecommender true (the T00009 behaviour: the storefront hides the field). password: areaCode, phone and password; an unknown phone, a phone without a password and a wrong password all answer the same V00400 gateway.account.loginFailed. After 3 failed password attempts for a phone within 24 hours the login needs a picture code (user.captchaImage) in captchaId and captchaCode: without one the answer is T01002 with tipType T (a notice, no token: data { token: null, user: null, captchaRequired: true }); a wrong one is V00400 gateway.account.captchaWrong. A success clears the count.',
  },
  'login.logout': { method: 'GET', path: '/api/logout', access: 'optional', request: none },
  'user.selectUserInfo': {
    method: 'GET', path: '/api/user/user/selectUserInfo', access: 'session', request: none,
    designed: 'data: { userId, username, areaCode, phone, mail, grade, points }.',
  },

  // Products and orders (generic over the product code)
  'product.init': {
    method: 'GET', path: '/api/product/{product}/init', access: 'anonymous', request: none,
    designed: 'data: { productCode, version, startDate, formDefaults } from the product definition.',
  },
  'order.create': {
    method: 'GET', path: '/api/order/{product}/create', access: 'session', request: none,
    designed: 'Creates a draft order. data: { b2cOrderId, formData, step }.',
  },
  'order.temporary': {
    method: 'POST', path: '/api/order/{product}/temporary', access: 'session',
    request: obj({ b2cOrderId: orderId }),
    designed: 'Without b2cOrderId: the newest unfinished draft summary or null. With it: that draft { b2cOrderId, formData, step }.',
  },
  'order.tempDelete': {
    method: 'POST', path: '/api/order/{product}/tempDelete', access: 'session',
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
  },
  'order.tempSave': {
    method: 'POST', path: '/api/order/{product}/tempSave', access: 'session',
    request: obj({ b2cOrderId: orderId, step: str(40), formData: { type: 'object' } }, ['b2cOrderId', 'step', 'formData']),
    designed: 'Validates the fields of every step up to `step` against the product form schema, then stores the draft.',
  },
  'order.againInfo': {
    method: 'POST', path: '/api/order/policy/againInfo', access: 'session',
    request: obj({ b2cOrderId: orderId, clearAnswers: { type: 'boolean' } }, ['b2cOrderId']),
    designed: 'Buy again: a new draft copied from an earlier order. data: { b2cOrderId, formData, step }.',
  },
  'order.getQuotation': {
    method: 'POST', path: '/api/order/{product}/async/getQuotation', access: 'session',
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Validates the whole form and prices it from rates.json. data: { quotationNo, premium, currency, breakdown }.',
  },
  'order.release': {
    method: 'POST', path: '/api/order/{product}/action/release', access: 'session',
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Underwriting release check. data: { released: boolean }; refusal is tipType T with the reason.',
  },
  'order.premiumCalc': {
    method: 'POST', path: '/api/order/{product}/action/premium_calc', access: 'session',
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Fixes the premium to be paid. data: { quotationNo, premium, currency }.',
  },
  'pay.createPayOrder': {
    method: 'POST', path: '/api/order/pay/createPayOrder', access: 'session', idempotent: true,
    request: obj({ b2cOrderId: orderId, returnUrl: str(500) }, ['b2cOrderId', 'returnUrl']),
    designed: 'data: { payOrderId, payUrl, amount, currency }. returnUrl must be a storefront path (allow-listed).',
  },
  'order.selectUserOrderInfo': {
    method: 'POST', path: '/api/order/policy/selectUserOrderInfo', access: 'session',
    request: obj({
      status: { type: 'string', enum: ['all', 'draft', 'quoted', 'paid', 'failed'] },
      page: { type: 'integer', minimum: 1, maximum: 1000 },
      pageSize: { type: 'integer', minimum: 1, maximum: 50 },
    }),
    designed: 'The signed-in user\'s orders and policies. data: { total, items: OrderSummary[] }.',
  },
  'order.detail': {
    method: 'GET', path: '/api/order/{id}/selectB2cOrderId', access: 'session', request: none,
    designed: 'One order with its form data, quotation, payment and policy.',
  },
  // Reference lists (spec section 7, adapter calls): codes the order forms store, names in the caller's language
  'adapter.carBrandList': {
    method: 'POST', path: '/api/adapter/carBrand/list', access: 'anonymous', request: none,
    designed: 'data: { items: { code, name }[] }: the car brands, named in the caller\'s language (x-options lang). A code goes into carInfo.carBrand.',
  },
  'adapter.carModelList': {
    method: 'POST', path: '/api/adapter/carBrand/modelList', access: 'anonymous',
    request: obj({ brandCode: listCode }, ['brandCode']),
    designed: 'Payload: the brand query { brandCode }. data: { items: { code, name }[] }: that brand\'s models, none for an unknown brand. A code goes into carInfo.carModel.',
  },
  'adapter.mortgageList': {
    method: 'POST', path: '/api/adapter/mortgage/list', access: 'anonymous', request: none,
    designed: 'data: { items: { code, name }[] }: banks in Macao that finance cars. A code goes into carInfo.mortgageBank.',
  },
  'adapter.queryBlockCode': {
    method: 'POST', path: '/api/adapter/blockCode/queryBlockCode', access: 'anonymous',
    request: obj({
      keyword: str(40),
      code: { type: 'string', pattern: '^[A-Z0-9]{3,12}$' },
      limit: { type: 'integer', minimum: 1, maximum: 50 },
    }),
    designed: 'Macao residential block codes. Payload: keyword (part of the code, Chinese or Portuguese name; none lists all) or code (that one block, to label a saved value), limit (default 20). data: { total, items: { code, name, description }[] }: name in the caller\'s language (Portuguese for en), description the district and the name in the other script.',
  },

  // Files and image checks
  'plat.fileUpload': {
    method: 'POST', path: '/api/plat/file/upload', access: 'session', bodyLimit: UPLOAD_BODY_LIMIT,
    request: obj({
      name: { type: 'string', minLength: 1, maxLength: 200 },
      type: str(100),
      content: { type: 'string', maxLength: UPLOAD_MAX_BASE64, pattern: '^[A-Za-z0-9+/]*={0,2}$' },
    }, ['name', 'content']),
    designed: 'Designed (the spec lists no upload call). JSON body { name, type, content: base64 }, signed like every call. The name is cleaned (last path segment, no control characters, at most 100 characters); the gateway runs checkUpload (src/engine/validation) on it, the size and first bytes, then reads the type from the bytes (%PDF- or the image header; the declared type is ignored): empty, format (extension or content not png/jpg/jpeg/pdf/heif/heic/bmp, or an image header that gives no size), size (PDF over 5,000,000 bytes, anything over 5000 KB) or pixels (an image over 40 megapixels, judged from its header) is a 400 with data { error } and the localised upload message. Stored per user with the cleaned name and the type from the bytes. data: { fileId, name, type, size }.',
  },
  'plat.fileDownload': {
    method: 'GET', path: '/api/plat/file/download/{id}', access: 'session', request: none,
    designed: 'One of the caller\'s files (anyone else\'s is not found). The file travels base64 in the envelope, so it is signed like every answer; a widget previews an image as a data: URL. data: { fileId, name, type, size, content }.',
  },
  'order.checkImage': {
    method: 'POST', path: '/api/order/policy/checkImage', access: 'session',
    request: obj({
      b2cOrderId: orderId,
      fileId,
      name: str(200),
      size: { type: 'integer', minimum: 0 },
      type: str(100),
    }),
    designed: 'The blocking server check of a wizard step with pictures (spec section 4: tipType T shows tipMsg in a notice modal and blocks). With fileId: the file must be one of the caller\'s uploads and pass checkUpload again. With name and size (no fileId): checkUpload on that image meta before uploading. With b2cOrderId: every file the saved order refers to (upload fields, and the notice of each declaration answered yes whose notice type is upload) must be one of the caller\'s uploads. A refusal is 422 with tipType T, tipCode V00400 and the localised reason. data: { passed: true }.',
  },

  // Base services: the gateway clock and date arithmetic
  'order.baseNow': {
    method: 'POST', path: '/api/order/base/now', access: 'anonymous', request: none,
    designed: 'System time. data: { serverTime: ms since the epoch, iso: the same instant as an ISO-8601 string }. The one signed row exempt from the 300 s clock-skew check (never from the signature or replay checks): a client refused with V00401 data { reason: \'clockSkew\', serverTime } calls it once, sets its clock offset from the round-trip midpoint and retries once (docs/decisions/002-signing.md).',
  },
  'order.calculationDate': {
    method: 'POST', path: '/api/order/base/calculationDate', access: 'anonymous',
    request: obj({
      start: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
      months: { type: 'integer', minimum: 1, maximum: 120 },
      days: { type: 'integer', minimum: 1, maximum: 3660 },
    }, ['start']),
    designed: 'Date calculation (the spec shows no fields). Payload { start: YYYY-MM-DD, months } answers the engine\'s policyEndDate(start, months), the last day of cover (spec section 5: start + months, clamped, minus 1 day); { start, days } answers the last day of a cover of that many days (start + days - 1). Exactly one of months and days; a start that is not a real date is V00400. data: { start, end: YYYY-MM-DD, months: number | null, days: number | null }.',
  },

  'product.calculator': {
    method: 'POST', path: '/api/order/{product}/queryAction/calculator', access: 'anonymous',
    request: obj({ formData: { type: 'object' } }, ['formData']),
    designed: 'Trial premium for the plan step only, no order needed. data: { premium, currency }.',
  },

  // Domain tables, one file each under ./rows
  ...accountRows,
  ...thirdPartyRows,
  ...userDataRows,
  ...catalogRows,
  ...policyServiceRows,
  ...claimRows,
  ...engagementRows,
} as const satisfies Record<string, EndpointDef>;

export type EndpointId = keyof typeof endpoints;

/** Fills `{param}` placeholders; throws on a missing one (a programming error, not user input). */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** Path parameter names of a template. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

export { productCode as productCodeSchema } from './rows/schema-parts.js';
