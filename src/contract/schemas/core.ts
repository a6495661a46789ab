/** Request schemas of the core rows (rows/core.ts): the platform, SMS sign-in, products and orders, reference lists, files and the base services. */
import type { coreRows } from '../rows/core.js';
import { UPLOAD_MAX_BASE64 } from '../upload-limits.js';
import type { EndpointSchemaDef } from './endpoint-schema-def.js';
import { areaCode, cursorPaging, fileId, listCode, none, obj, orderId, phone, str } from './schema-parts.js';

export const coreSchemas = {
  'plat.i18n': {
    request: obj({ lang: { type: 'string', enum: ['tw', 'cn', 'en'] } }),
    designed: 'Query { lang? }: with it, SYS_LABEL2 and SYS_DICT2 hold only that language (what the storefront asks for: the language it shows); without it, all three, as the spec\'s launch reads the file (docs/spec/storefront-spec.md#launch).',
  },
  'plat.funcSwitch': {
    request: none,
    designed: 'data: { banRoutes: string[], banFunctions: string[] } — routes and functions switched off.',
  },
  'user.smsCode': {
    request: obj({ areaCode, phone, purpose: { type: 'string', enum: ['login', 'register', 'resetPwd', 'updatePhone'] } }, ['areaCode', 'phone']),
    designed: 'data: { resendAfter: seconds }. Never says whether the phone is registered. The phone is normalised (spaces, hyphens, a leading +853/00853/853 and a trunk zero dropped: engine normalizePhone) and must be a mobile of its area code (checkPhone, docs/spec/storefront-spec.md#phone), else V00400 with the area code\'s validation.phone message and data.field phone, like every row taking areaCode and phone. Budgets, counted across gateway instances: one code per 60 s and 5 per hour per phone, 10 per hour per client address (IPv6 by /64) and 200 per hour overall (GatewayOptions.smsBudgets); a spent one is 429 V00429 whose message says in how many seconds to try again, with data.resendAfter and Retry-After.',
  },
  'login.submit': {
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
    designed: 'data: { token, user, hideRecommender? }. smsCode: a first login registers the phone; a recommender (invite code) is recorded for a new user only, and for a phone already registered the login succeeds with data.hideRecommender true (the T00009 behaviour: the storefront hides the field). password: areaCode, phone and password; an unknown phone, a phone without a password and a wrong password all answer the same V00400 gateway.account.loginFailed. After 3 password attempts for a phone within 24 hours without a success, and after 20 password logins from one client address (IPv6 by /64) in a quarter hour, each login needs a picture code (user.captchaImage) in captchaId and captchaCode: without one the answer is T01002 with tipType T (a notice, no token: data { token: null, user: null, captchaRequired: true }; gateway.account.captchaRequired, or gateway.account.captchaRequiredAddress for the address); a wrong one is V00400 gateway.account.captchaWrong. Both counts are taken before the password is hashed, across gateway instances, so attempts sent at once each count and a refused one costs no hash. A success clears the phone\'s count. An SMS code takes 5 guesses in all, counted before each is compared.',
  },
  'login.logout': {
    request: none,
  },
  'login.logoutAll': {
    request: none,
    designed: 'Logout everywhere: ends every session of the caller, this one included (each answers S00001 from then on). '
      + 'data: { loggedOut: true, sessionsEnded }.',
  },
  'user.selectUserInfo': {
    request: none,
    designed: 'data: { userId, username, areaCode, phone, mail, grade, points }.',
  },
  'product.init': {
    request: none,
    designed: 'data: { productCode, version, startDate, formDefaults } from the product definition.',
  },
  'order.create': {
    request: none,
    designed: 'Creates a draft order. data: { b2cOrderId, formData, step }.',
  },
  'order.temporary': {
    request: obj({ b2cOrderId: orderId }),
    designed: 'Without b2cOrderId: the newest unfinished draft summary or null. With it: that draft { b2cOrderId, formData, step }.',
  },
  'order.tempDelete': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
  },
  'order.tempSave': {
    request: obj({ b2cOrderId: orderId, step: str(40), formData: { type: 'object' } }, ['b2cOrderId', 'step', 'formData']),
    designed: 'Validates the fields of every step up to `step` against the product form schema, then stores the draft.',
  },
  'order.againInfo': {
    request: obj({ b2cOrderId: orderId, clearAnswers: { type: 'boolean' } }, ['b2cOrderId']),
    designed: 'Buy again: a new draft copied from an earlier order. data: { b2cOrderId, formData, step }.',
  },
  'order.getQuotation': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Validates the whole form and prices it from rates.json. data: { quotationNo, premium, currency, breakdown }.',
  },
  'order.release': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Underwriting release check. data: { released: boolean }; refusal is tipType T with the reason.',
  },
  'order.premiumCalc': {
    request: obj({ b2cOrderId: orderId }, ['b2cOrderId']),
    designed: 'Fixes the premium to be paid. data: { quotationNo, premium, currency }.',
  },
  'pay.createPayOrder': {
    request: obj({ b2cOrderId: orderId, returnUrl: str(500) }, ['b2cOrderId', 'returnUrl']),
    designed: 'data: { payOrderId, payUrl, amount, currency }. returnUrl must be a storefront path (allow-listed).',
  },
  'order.selectUserOrderInfo': {
    request: obj({
      status: { type: 'string', enum: ['all', 'draft', 'quoted', 'paid', 'failed'] },
      ...cursorPaging,
    }),
    designed: 'The signed-in user\'s orders and policies, newest change first. data: { total, items: OrderSummary[], nextCursor } (CursorPage).',
  },
  'order.detail': {
    request: none,
    designed: 'One order with its form data, quotation, payment and policy.',
  },
  'adapter.carBrandList': {
    request: none,
    designed: 'data: { items: { code, name }[] }: the car brands, named in the caller\'s language (x-options lang). A code goes into carInfo.carBrand.',
  },
  'adapter.carModelList': {
    request: obj({ brandCode: listCode }, ['brandCode']),
    designed: 'Payload: the brand query { brandCode }. data: { items: { code, name }[] }: that brand\'s models, none for an unknown brand. A code goes into carInfo.carModel.',
  },
  'adapter.mortgageList': {
    request: none,
    designed: 'data: { items: { code, name }[] }: banks in Macao that finance cars. A code goes into carInfo.mortgageBank.',
  },
  'adapter.queryBlockCode': {
    request: obj({
      keyword: str(40),
      code: { type: 'string', pattern: '^[A-Z0-9]{3,12}$' },
      limit: { type: 'integer', minimum: 1, maximum: 50 },
    }),
    designed: 'Macao residential block codes. Payload: keyword (part of the code, Chinese or Portuguese name; none lists all) or code (that one block, to label a saved value), limit (default 20). data: { total, items: { code, name, description }[] }: name in the caller\'s language (Portuguese for en), description the district and the name in the other script.',
  },
  'plat.fileUpload': {
    request: obj({
      name: { type: 'string', minLength: 1, maxLength: 200 },
      type: str(100),
      content: { type: 'string', maxLength: UPLOAD_MAX_BASE64, pattern: '^[A-Za-z0-9+/]*={0,2}$' },
    }, ['name', 'content']),
    designed: 'Designed (the spec lists no upload call). JSON body { name, type, content: base64 }, signed like every call. The name is cleaned (last path segment, no control characters, at most 100 characters); the gateway runs checkUpload (src/engine/validation) on it, the size and first bytes, then reads the type from the bytes (%PDF- or the image header; the declared type is ignored): empty, format (extension or content not png/jpg/jpeg/pdf/heif/heic/bmp, or an image header that gives no size), size (PDF over 5,000,000 bytes, anything over 5000 KB) or pixels (an image over 40 megapixels, judged from its header) is a 400 with data { error } and the localised upload message. Stored per user with the cleaned name and the type from the bytes, within the user\'s quota (30 files or 60 MB a Macao day, 300 files or 600 MB in all; GatewayOptions.uploadQuota): past it, 429 V00429 gateway.upload.quotaDay or quotaTotal with data { quota: perDay | total }, storing nothing. Sent with an Idempotency-Key (an upload the storefront queued), it is stored once per user and key: the same upload again answers the first file, the key with another upload is 422 V00422 gateway.writeKeyReused. data: { fileId, name, type, size }.',
  },
  'plat.fileDownload': {
    request: none,
    designed: 'One of the caller\'s files (anyone else\'s is not found). The file travels base64 in the envelope, so it is signed like every answer; a widget previews an image as a data: URL. data: { fileId, name, type, size, content }.',
  },
  'order.checkImage': {
    request: obj({
      b2cOrderId: orderId,
      fileId,
      name: str(200),
      size: { type: 'integer', minimum: 0 },
      type: str(100),
    }),
    designed: 'The blocking server check of a wizard step with pictures (docs/spec/storefront-spec.md#other: tipType T shows tipMsg in a notice modal and blocks). With fileId: the file must be one of the caller\'s uploads and pass checkUpload again. With name and size (no fileId): checkUpload on that image meta before uploading. With b2cOrderId: every file the saved order refers to (upload fields, and the notice of each declaration answered yes whose notice type is upload) must be one of the caller\'s uploads. A refusal is 422 with tipType T, tipCode V00400 and the localised reason. data: { passed: true }.',
  },
  'order.baseNow': {
    request: none,
    designed: 'System time. data: { serverTime: ms since the epoch, iso: the same instant as an ISO-8601 string }. The one signed row exempt from the 300 s clock-skew check (never from the signature or replay checks): a client refused with V00401 data { reason: \'clockSkew\', serverTime } calls it once, sets its clock offset from the round-trip midpoint and retries once (docs/decisions/002-signing.md).',
  },
  'order.calculationDate': {
    request: obj({
      start: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
      months: { type: 'integer', minimum: 1, maximum: 120 },
      days: { type: 'integer', minimum: 1, maximum: 3660 },
    }, ['start']),
    designed: 'Date calculation (the spec shows no fields). Payload { start: YYYY-MM-DD, months } answers the engine\'s policyEndDate(start, months), the last day of cover (docs/spec/storefront-spec.md#dates and docs/decisions/003-policy-end-date.md: start + months, clamped, minus 1 day); { start, days } answers the last day of a cover of that many days (start + days - 1). Exactly one of months and days; a start that is not a real date is V00400. data: { start, end: YYYY-MM-DD, months: number | null, days: number | null }.',
  },
  'product.calculator': {
    request: obj({ formData: { type: 'object' } }, ['formData']),
    designed: 'Trial premium for the plan step only, no order needed. data: { premium, currency }.',
  },
} satisfies Record<keyof typeof coreRows, EndpointSchemaDef>;
