/**
 * Sends a text answer (the storefront page, the label file) the way a CDN would: compressed in the best
 * coding the client accepts, with a strong ETag of the text and `304 Not Modified` when the client already
 * holds it, and `Vary: Accept-Encoding` so no cache hands one client's coding to another.
 *
 * For a signed answer (the label file) the compression runs in an onSend hook after the response-signing
 * hook: the signature is made over the text itself, which is what the client gets back once its HTTP
 * stack has decoded the body. A 304 keeps the fresh signature headers of this request, and a browser
 * updates its cached answer's headers with them, so the storefront verifies the body it reuses against
 * the nonce it has just sent.
 *
 * Each distinct text is hashed and compressed once (not per request) and kept while it is among the
 * {@link TEXT_CACHE_SIZE} most recently used. Its first request waits for gzip only (milliseconds):
 * brotli at its highest quality takes about a second on the 230 KB label file, so it is offered from the
 * moment it is ready.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseCoding } from './accept-encoding.js';
import { compressBytes, CONTENT_CODINGS, MIN_COMPRESSIBLE_BYTES, type ContentCoding } from './text-compression.js';

/** Distinct texts kept: the page, the label file in each language, an operator's override, and spare. */
export const TEXT_CACHE_SIZE = 16;

/** One text ready to send: its ETag (without coding) and its compressed forms, filled in as each is made. */
export interface TextForms {
  tag: string;
  codings: Partial<Record<ContentCoding, Buffer>>;
  /** Settles once every coding has been made (or found not to shrink the text). */
  complete: Promise<void>;
}

async function addCoding(forms: TextForms, bytes: Buffer, coding: ContentCoding): Promise<void> {
  const compressed = await compressBytes(bytes, coding);
  if (compressed) forms.codings[coding] = compressed;
}

const cache = new Map<string, Promise<TextForms>>();

async function formsOf(text: string): Promise<TextForms> {
  const bytes = Buffer.from(text, 'utf8');
  const forms: TextForms = { tag: createHash('sha256').update(bytes).digest('base64url'), codings: {}, complete: Promise.resolve() };
  if (bytes.length < MIN_COMPRESSIBLE_BYTES) return forms;
  // A text brotli fails on is sent gzipped or as is: nothing is lost but the smaller body.
  const brotli = addCoding(forms, bytes, 'br').catch(() => undefined);
  const gzip = addCoding(forms, bytes, 'gzip');
  forms.complete = Promise.all([brotli, gzip.catch(() => undefined)]).then(() => undefined);
  await gzip;
  return forms;
}

/** The text's forms, computed on first use; re-inserted on each use so the map's order is least recent first. */
export function textForms(text: string): Promise<TextForms> {
  let forms = cache.get(text);
  if (forms) {
    cache.delete(text);
  } else {
    forms = formsOf(text);
    forms.catch(() => cache.delete(text));
  }
  cache.set(text, forms);
  if (cache.size > TEXT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return forms;
}

/** Adds `token` to the Vary header the reply already has (CORS adds Origin). */
export function addVary(reply: FastifyReply, token: string): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === token.toLowerCase())) return;
  reply.header('vary', [...names, token].join(', '));
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 section 13.1.2 asks) or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * Readies `reply` to answer `text`: sets Vary, the ETag of the coding chosen for the client and, when it
 * is not identity, Content-Encoding. Answers the body to send, or null when the client's If-None-Match
 * names that ETag (the caller then answers 304 without a body).
 */
export async function negotiateText(request: FastifyRequest, reply: FastifyReply, text: string): Promise<string | Buffer | null> {
  const forms = await textForms(text);
  const coding = chooseCoding(request.headers['accept-encoding'], CONTENT_CODINGS.filter((name) => forms.codings[name]));
  // A strong ETag names one representation: each coding of the text gets its own.
  const etag = coding === 'identity' ? `"${forms.tag}"` : `"${forms.tag}-${coding}"`;
  addVary(reply, 'accept-encoding');
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return null;
  if (coding === 'identity') return text;
  reply.header('content-encoding', coding);
  return forms.codings[coding] ?? text;
}

/**
 * The onSend hook for signed text answers (route-level, so it runs after the signing hook): a 200 text
 * goes out in the client's best coding with its ETag, or as a bodiless 304 that still carries this
 * request's signature headers. Anything else (byte answers, errors) passes as it is.
 */
export async function sendTextLikeACdn(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' || reply.statusCode !== 200) return payload;
  const body = await negotiateText(request, reply, payload);
  if (body !== null) return body;
  reply.code(304);
  return '';
}
