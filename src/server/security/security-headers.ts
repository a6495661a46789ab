/**
 * Headers every gateway response carries, set by the one onSend hook rather than per route
 * (docs/decisions/009-response-headers.md):
 * - `X-Content-Type-Options: nosniff`: a browser takes the declared type at its word, so an upload or a
 *   JSON answer is never run as script or rendered as HTML;
 * - `X-Frame-Options: DENY`, and `frame-ancestors 'none'` added to any HTML page's Content-Security-Policy
 *   that lacks it: no page of the gateway can be framed by another site (clickjacking);
 * - `Referrer-Policy: same-origin`: page addresses (order numbers, OAuth states in the query) never
 *   leave in a Referer to another site; the storefront loads nothing from other origins anyway;
 * - `Permissions-Policy`: no page may use the microphone, location or the Payment Request API, and only
 *   the scan page ({@link CAMERA_PAGE_PATHS}) may ask for the camera. A policy is fixed when the document
 *   loads, so the storefront runs the scan page in a document loaded at its address
 *   (src/app/shell/own-document.ts), never in one reached by an in-app navigation.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Storefront pages whose document may use the camera (the scan page reads QR codes with it). */
export const CAMERA_PAGE_PATHS: readonly string[] = ['/pages/scan/index'];

/** The features no page of the gateway uses; `camera` is allowed on {@link CAMERA_PAGE_PATHS} only. */
const DENIED_FEATURES = ['microphone', 'geolocation', 'payment'] as const;

/** The Permissions-Policy with `camera` as given and every denied feature: two texts, made once. */
const policyWithCamera = (camera: string): string => [camera, ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', ');
const CAMERA_PAGE_POLICY = policyWithCamera('camera=(self)');
const OTHER_PAGE_POLICY = policyWithCamera('camera=()');

/** The Permissions-Policy of a response to `pathname`. */
export function permissionsPolicy(pathname: string): string {
  return CAMERA_PAGE_PATHS.includes(pathname) ? CAMERA_PAGE_POLICY : OTHER_PAGE_POLICY;
}

/** Headers set on every response whatever its type. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

/** `policy` with `frame-ancestors 'none'` when it names no frame-ancestors of its own. */
export function withFrameAncestors(policy: string | undefined): string {
  if (!policy) return "frame-ancestors 'none'";
  if (/(^|;)\s*frame-ancestors\s/i.test(policy)) return policy;
  return `${policy.replace(/[;\s]+$/, '')}; frame-ancestors 'none'`;
}

/**
 * Sets the headers above on `reply`, a response to `request`; called by the gateway's one onSend hook
 * (src/server/routes/response-hook.ts) for every response.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  reply.header('permissions-policy', permissionsPolicy(request.url.split('?')[0] ?? '/'));
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.toLowerCase().startsWith('text/html')) {
    const policy = reply.getHeader('content-security-policy');
    reply.header('content-security-policy', withFrameAncestors(typeof policy === 'string' ? policy : undefined));
  }
}
