/**
 * The environment name the watermark shows (docs/spec/storefront-spec.md#9-business-constants-and-limits): the build-time VITE_ENV_NAME, by default
 * 'sandbox' in development and sandbox builds, and nothing in production builds (or when it says
 * 'production').
 */
export function environmentName(env: { VITE_ENV_NAME?: unknown; DEV?: unknown; MODE?: unknown } = import.meta.env): string | null {
  const named = typeof env.VITE_ENV_NAME === 'string' ? env.VITE_ENV_NAME.trim() : '';
  if (named) return /^prod(uction)?$/i.test(named) ? null : named;
  if (env.DEV === true || env.MODE === 'sandbox') return 'sandbox';
  return null;
}

/** Payment pages stay clean: no watermark over them (a segment pay/payment/cashier, or ending in "Pay", e.g. landMPay). */
export function isPaymentPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => /^(?:pay|payment|cashier)$/i.test(segment) || /.Pay$/.test(segment));
}
