/**
 * Representative data the model checker feeds the machines: actor outputs and event payloads, one per
 * case a guard tells apart (a draft saved at each step, a paid and an unpaid confirmation, ...).
 */
import type { ModelProduct } from './flow-model.js';
import type { LoginResponse } from './login.machine.js';
import { ADD_INFORMATION_PATH, type Channel, type SessionPage } from './session.machine.js';
import type { Draft, PayOrder, Quotation } from './types.js';

/** Every channel of docs/spec/storefront-spec.md#1-what-the-product-does-and-for-whom. */
export const CHANNELS: readonly Channel[] = ['bank', 'telecom', 'payment', 'wechat', 'web'];

/** A draft of the product saved at the step (null: never saved). */
export function draftAt(productCode: string, step: string | null): Draft {
  return { b2cOrderId: 'ORD-000001', productCode, formData: { answer: 'saved' }, step, updatedAt: '2030-01-01T00:00:00Z' };
}

const quotation: Quotation = { quotationNo: 'Q-1', premium: 240, currency: 'MOP', breakdown: [{ label: 'rating.base', amount: 240, kind: 'money' }] };
const payOrder: PayOrder = { payOrderId: 'PAY-1', payUrl: '/sandbox/pay/PAY-1', amount: 240, currency: 'MOP' };

/** The tipCode of a successful answer (the envelope's ok). */
const TIP_OK = '000000';

/** Fixed samples. */
export const sample = {
  quotation,
  premium: { ...quotation, quotationNo: 'Q-2' },
  payOrder,
  /** What a save answers; its step is ignored by the machine unless set. */
  savedDraft: (productCode: string): Draft => ({ ...draftAt(productCode, null), step: null }),
  user: { userId: 'U-1', username: 'tester', areaCode: '853', phone: '62345678' },
  thirdUserInfo: { openId: 'OPEN-1', appType: 'BocApp' },
} as const;

/** Redirect targets a hand-off may follow: a path of this site and a page of an allowed origin. */
export const SAFE_REDIRECTS = ['/pages/myPolicy/index', 'https://shop.example.mo/pages/mine/index'] as const;

/** Redirect targets no hand-off may follow: other sites, protocol-relative, scripts, look-alike hosts. */
export const UNSAFE_REDIRECTS = [
  'https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', 'https://shop.example.mo.evil.example/x',
] as const;

/** The origins the bridge samples allow besides this site. */
export const ALLOWED_ORIGINS = ['https://shop.example.mo'] as const;

/**
 * What login.submit answers, as the reference gateway documents it (src/contract/endpoints.ts, the
 * login.submit row), first: a success; the T00009 behaviour as a success with data.hideRecommender (a
 * registered phone's recommender is not recorded); T01002 with tipType T asking for the picture code
 * (password logins after 3 failures, no token); a wrong code or password (V00400), from the third failed
 * password on with captchaRequired. Then the answers the spec's API may also give and the machine must
 * handle (docs/spec/storefront-spec.md#login-responses and #8-the-error-catalogue), which carry properties of their own: T00009 as a failing answer, a
 * T01002 with tipType T that carries a token (still not stored), and T01002 with another tipType. The
 * checker explores breadth-first in this order, so a shortest path takes the gateway's answer wherever
 * one leads to the same state.
 */
export const loginResponses = {
  success: { succ: true, tipCode: TIP_OK, tipType: null, tipMsg: null, data: { token: 'tok-1', user: sample.user } },
  hiddenOnSuccess: { succ: true, tipCode: TIP_OK, tipType: null, tipMsg: null, data: { token: 'tok-3', user: sample.user, hideRecommender: true } },
  captchaAsked: { succ: false, tipCode: 'T01002', tipType: 'T', tipMsg: 'enter the picture code', data: { token: null, user: null, captchaRequired: true } },
  failure: { succ: false, tipCode: 'V00400', tipType: 'E', tipMsg: 'wrong code', data: null },
  failureCaptchaNext: { succ: false, tipCode: 'V00400', tipType: 'E', tipMsg: 'wrong password', data: { token: null, user: null, captchaRequired: true } },
  hideRecommender: { succ: false, tipCode: 'T00009', tipType: 'E', tipMsg: 'recommender not available', data: null },
  returnedAsIs: { succ: true, tipCode: 'T01002', tipType: 'T', tipMsg: 'please confirm your details', data: { token: 'tok-as-is', user: sample.user } },
  t01002NotT: { succ: true, tipCode: 'T01002', tipType: 'E', tipMsg: null, data: { token: 'tok-2', user: sample.user } },
} as const satisfies Record<string, LoginResponse>;

/**
 * Pages a session may end on: every step of every purchase product with the data entered there, the
 * add-information page (the spec's callback page) and a page without a form.
 */
export function sessionEndPages(products: readonly ModelProduct[]): SessionPage[] {
  const steps = products.filter((product) => product.flow.machine === 'purchase').flatMap((product) =>
    product.steps.map((step) => ({
      path: `/pages/order/${product.code.toLowerCase()}/index?step=${step.id}`,
      formData: { [`${step.id}Answer`]: `entered-${product.code}-${step.id}` },
    })));
  return [...steps, { path: `${ADD_INFORMATION_PATH}?policyNo=P-9` }, { path: '/pages/myPolicy/index' }];
}

/**
 * What a buy-again answers (order.againInfo): the paid order copied into a new draft that was never
 * saved, so the wizard starts at its first step with the copied answers.
 */
export function buyAgainDraft(productCode: string): Draft {
  return { ...draftAt(productCode, null), b2cOrderId: 'ORD-000002' };
}
