/**
 * The response envelope every insurer API call answers with (docs/spec/storefront-spec.md#common-wrapper).
 * `succ` false means the call failed; `tipMsg` is then shown to the user as an error toast.
 */
export interface Envelope<T = unknown> {
  succ: boolean;
  tipCode: string;
  /** 'E' error, 'W' warning, 'T' blocking notice (shown in a modal, see "Checking an image" in docs/spec/storefront-spec.md#other). */
  tipType: TipType | null;
  tipMsg: string | null;
  data: T | null;
}

export type TipType = 'E' | 'W' | 'T' | 'S';

/** Tip codes with behaviour attached to them by the spec (sections 4 and 8). */
export const TIP_CODES = {
  ok: '000000',
  notLoggedIn: 'S00001',
  sessionTimedOut: 'S00002',
  hideRecommender: 'T00009',
  idCodeError: 'T00010',
  loginReturnAsIs: 'T01002',
  badRequest: 'V00400',
  notFound: 'V00404',
  conflict: 'V00409',
  /** An idempotency key sent again with another request body (Stripe's rule). */
  idempotencyKeyReused: 'V00422',
  badSignature: 'V00401',
  replay: 'V00403',
  tooMany: 'V00429',
  serverError: 'E00500',
} as const;

/** Codes that end the session (docs/spec/storefront-spec.md#session). */
export const SESSION_END_CODES: readonly string[] = [TIP_CODES.notLoggedIn, TIP_CODES.sessionTimedOut];

/** Builds a successful envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { succ: true, tipCode: TIP_CODES.ok, tipType: null, tipMsg: null, data };
}

/** Builds a failing envelope. */
export function fail(tipCode: string, tipMsg: string, tipType: TipType = 'E', data: unknown = null): Envelope<unknown> {
  return { succ: false, tipCode, tipType, tipMsg, data };
}

/** True when a parsed JSON value has the envelope's shape. */
export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.succ === 'boolean' && typeof v.tipCode === 'string' && 'data' in v;
}
