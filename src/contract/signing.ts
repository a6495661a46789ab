/**
 * The request and response signing scheme shared by the storefront client and the gateway
 * (docs/decisions/002-signing.md). Pure WebCrypto: runs in browsers and in Node 20 alike.
 *
 * Requests: `sign` = hex HMAC-SHA256(clientKey, canonicalRequest). The client key ships in the
 * bundle, so this detects tampering and replays; it authenticates nothing.
 * Responses: `sign` = base64 ECDSA P-256 / SHA-256 (IEEE P1363 r||s) over canonicalResponse, made
 * with a private key only the gateway holds; the storefront verifies with the public key.
 */

/** Header names of the common wrapper (docs/spec/storefront-spec.md#common-wrapper). */
export const HEADERS = {
  session: 'x-mo-session-id',
  clientId: 'x-mo-client-id',
  route: 'x-route',
  options: 'x-options',
  sign: 'sign',
  timestamp: 'timestamp',
  idempotencyKey: 'idempotency-key',
} as const;

/** How far a request timestamp may be from the gateway's clock. */
export const MAX_CLOCK_SKEW_MS = 300_000;

/** What x-options carries: the request nonce, the language and the channel. */
export interface RequestOptions {
  nonce: string;
  lang: string;
  channel: string;
}

export interface RequestSignatureInput {
  method: string;
  /** Path and query exactly as sent, e.g. `/api/order/TPS/create?a=1`. */
  path: string;
  timestamp: string;
  nonce: string;
  body: string;
}

export interface ResponseSignatureInput {
  timestamp: string;
  /** The nonce of the request this response answers: a response cannot be replayed for another request. */
  nonce: string;
  body: string;
}

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** Hex SHA-256 of a UTF-8 string. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The string a request signature covers. */
export async function canonicalRequest(input: RequestSignatureInput): Promise<string> {
  return canonicalRequestWithDigest(input, await sha256Hex(input.body));
}

/**
 * The same string from the body's hex SHA-256 computed elsewhere: for the gateway, which hashes with
 * node:crypto synchronously rather than through WebCrypto's promise per step.
 */
export function canonicalRequestWithDigest(input: Omit<RequestSignatureInput, 'body'>, bodySha256Hex: string): string {
  return [input.method.toUpperCase(), input.path, input.timestamp, input.nonce, bodySha256Hex].join('\n');
}

/** The string a response signature covers. */
export function canonicalResponse(input: ResponseSignatureInput): string {
  return [input.timestamp, input.nonce, input.body].join('\n');
}

async function hmacKey(clientKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(clientKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** Hex HMAC-SHA256 request signature. */
export async function signRequest(clientKey: string, input: RequestSignatureInput): Promise<string> {
  const key = await hmacKey(clientKey);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(await canonicalRequest(input))));
}

/** Constant-time comparison of two hex strings. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Checks a request signature made by {@link signRequest}. */
export async function verifyRequestSignature(clientKey: string, input: RequestSignatureInput, sign: string): Promise<boolean> {
  return sameHex(await signRequest(clientKey, input), sign.toLowerCase());
}

/** Imports the gateway's public key (base64 SPKI DER) for response verification. */
export async function importResponseKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
}

/** Verifies a response signature (base64 IEEE P1363) against the gateway's public key. */
export async function verifyResponseSignature(key: CryptoKey, input: ResponseSignatureInput, signBase64: string): Promise<boolean> {
  try {
    return await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      fromBase64(signBase64),
      encoder.encode(canonicalResponse(input)),
    );
  } catch {
    return false;
  }
}
