/**
 * Body parsers. JSON is parsed here rather than by Fastify's default so the exact text is kept for
 * the request signature. A body with a `__proto__` key or a `constructor.prototype` (prototype poisoning)
 * is refused whole, like any other malformed body: dropping the key would accept a request that is
 * not what the client signed for.
 * URL-encoded forms are parsed for the sandbox pages' buttons (no @fastify/formbody); their text is kept as
 * the raw body too, so no signature can stand for a form it was not computed over (signed API calls refuse
 * forms anyway: security/request-verifier.ts).
 */
import type { FastifyInstance } from 'fastify';

/** Largest accepted JSON body: an order form is a few kilobytes. */
export const JSON_BODY_LIMIT = 256 * 1024;
const FORM_BODY_LIMIT = 4 * 1024;

class BodyError extends Error {
  readonly statusCode = 400;
}

/** JSON.parse reviver: throws on the keys that poison prototypes once merged into an object. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new BodyError('__proto__ key');
  if (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype')) {
    throw new BodyError('constructor.prototype key');
  }
  return value;
}

/**
 * Whether `text` may hold a `__proto__` or `constructor` key. A JSON key is spelled either literally or with
 * `\u` escapes (no other escape can stand for these letters), so text with neither spelling cannot: it is
 * parsed without the reviver, which costs a call per value on every request (a measured part of the
 * calculator's CPU, docs/decisions/010-gateway-hot-path.md) and would find nothing.
 */
function mayHoldPrototypeKeys(text: string): boolean {
  return text.includes('\\u') || text.includes('__proto__') || text.includes('constructor');
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text === '') {
      done(null, {});
      return;
    }
    try {
      done(null, mayHoldPrototypeKeys(text) ? JSON.parse(text, refusePrototypeKeys) : JSON.parse(text));
    } catch {
      done(new BodyError('request body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
