/**
 * Body parsers. JSON is parsed here rather than by Fastify's default so the exact text is kept for
 * the request signature; `__proto__` keys are dropped while parsing (prototype poisoning).
 * URL-encoded forms are parsed for the sandbox payment page's buttons (no @fastify/formbody).
 */
import type { FastifyInstance } from 'fastify';

/** Largest accepted JSON body: an order form is a few kilobytes. */
export const JSON_BODY_LIMIT = 256 * 1024;
const FORM_BODY_LIMIT = 4 * 1024;

class BodyError extends Error {
  readonly statusCode = 400;
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
      done(null, JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)));
    } catch {
      done(new BodyError('request body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
