/**
 * Where Prometheus scrapes the gateway's metrics: `GET /metrics` on the main port for loopback callers only
 * (anyone else is told it does not exist, as with the sandbox SMS read-out), or, with `METRICS_PORT`, on a
 * port of its own answering whoever can reach it (the operator's network decides who can), and then not on
 * the main port at all. Never cached.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { notFound } from '../gateway-error.js';
import { isLoopbackAddress } from '../security/client-address.js';

/** The path the metrics are scraped at, on either port. */
export const METRICS_PATH = '/metrics';

/** Registers `/metrics` on the gateway's own port, answering loopback callers only. */
export function registerLoopbackMetricsRoute(app: FastifyInstance, registry: Registry): void {
  app.get(METRICS_PATH, async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw notFound();
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/**
 * Serves `registry` at `/metrics` on `port` of `host` (every other path 404); resolves once listening, to the
 * server, which the caller closes on shutdown.
 */
export async function serveMetrics(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
