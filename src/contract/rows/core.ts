/** Contract rows: the platform, SMS sign-in, products and orders, reference lists, files and the base services. */
import type { EndpointDef } from '../endpoint-def.js';
import { UPLOAD_BODY_LIMIT } from '../upload-limits.js';

export const coreRows = {
  // Platform
  'plat.i18n': { method: 'GET', path: '/api/plat/i18n2.js', access: 'anonymous', raw: true },
  'plat.funcSwitch': { method: 'GET', path: '/api/plat/func/switch', access: 'anonymous' },

  // Login and account
  'user.smsCode': { method: 'POST', path: '/api/user/mobile/smsCode', access: 'anonymous' },
  'login.submit': { method: 'POST', path: '/api/login/submit', access: 'anonymous' },
  'login.logout': { method: 'GET', path: '/api/logout', access: 'optional' },
  'login.logoutAll': { method: 'POST', path: '/api/logout/all', access: 'session' },
  'user.selectUserInfo': { method: 'GET', path: '/api/user/user/selectUserInfo', access: 'session' },

  // Products and orders (generic over the product code)
  'product.init': { method: 'GET', path: '/api/product/{product}/init', access: 'anonymous' },
  'order.create': { method: 'GET', path: '/api/order/{product}/create', access: 'session' },
  'order.temporary': { method: 'POST', path: '/api/order/{product}/temporary', access: 'session' },
  'order.tempDelete': { method: 'POST', path: '/api/order/{product}/tempDelete', access: 'session' },
  'order.tempSave': { method: 'POST', path: '/api/order/{product}/tempSave', access: 'session', replayable: true },
  'order.againInfo': { method: 'POST', path: '/api/order/policy/againInfo', access: 'session' },
  'order.getQuotation': { method: 'POST', path: '/api/order/{product}/async/getQuotation', access: 'session' },
  'order.release': { method: 'POST', path: '/api/order/{product}/action/release', access: 'session' },
  'order.premiumCalc': { method: 'POST', path: '/api/order/{product}/action/premium_calc', access: 'session' },
  'pay.createPayOrder': { method: 'POST', path: '/api/order/pay/createPayOrder', access: 'session', idempotent: true },
  'order.selectUserOrderInfo': { method: 'POST', path: '/api/order/policy/selectUserOrderInfo', access: 'session' },
  'order.detail': { method: 'GET', path: '/api/order/{id}/selectB2cOrderId', access: 'session' },

  // Reference lists (the adapter calls of docs/spec/storefront-spec.md#7-the-calls-it-makes): codes the order forms store, names in the caller's language
  'adapter.carBrandList': { method: 'POST', path: '/api/adapter/carBrand/list', access: 'anonymous' },
  'adapter.carModelList': { method: 'POST', path: '/api/adapter/carBrand/modelList', access: 'anonymous' },
  'adapter.mortgageList': { method: 'POST', path: '/api/adapter/mortgage/list', access: 'anonymous' },
  'adapter.queryBlockCode': { method: 'POST', path: '/api/adapter/blockCode/queryBlockCode', access: 'anonymous' },

  // Files and image checks
  'plat.fileUpload': { method: 'POST', path: '/api/plat/file/upload', access: 'session', bodyLimit: UPLOAD_BODY_LIMIT, replayable: true },
  'plat.fileDownload': { method: 'GET', path: '/api/plat/file/download/{id}', access: 'session' },
  'order.checkImage': { method: 'POST', path: '/api/order/policy/checkImage', access: 'session' },

  // Base services: the gateway clock and date arithmetic
  'order.baseNow': { method: 'POST', path: '/api/order/base/now', access: 'anonymous' },
  'order.calculationDate': { method: 'POST', path: '/api/order/base/calculationDate', access: 'anonymous' },
  'product.calculator': { method: 'POST', path: '/api/order/{product}/queryAction/calculator', access: 'anonymous' },
} as const satisfies Record<string, EndpointDef>;
