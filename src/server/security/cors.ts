/**
 * CORS for a storefront hosted on another origin (README "Point the storefront at a real gateway").
 * Only the listed origins are allowed; with none listed (the reference setup, where the gateway serves
 * the storefront itself) no CORS header is sent and browsers keep calls same-origin.
 */
import type { FastifyInstance } from 'fastify';
import { HEADERS } from '../../contract/index.js';

const ALLOWED_HEADERS = [
  HEADERS.session, HEADERS.clientId, HEADERS.route, HEADERS.options, HEADERS.sign, HEADERS.timestamp,
  HEADERS.idempotencyKey, 'content-type',
].join(', ');

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return undefined;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply.code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
    return undefined;
  });
}
