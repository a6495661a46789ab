/**
 * Observes every answered request once: its latency in the metrics, labelled by endpoint id and outcome, and
 * its one log line (request id, endpoint id, method, status, tipCode, duration; time and instance come from
 * the logger). The endpoint label is the contract row's id for API routes (a route's `config.endpointId`),
 * else the route's template (`/sandbox/pay/:payOrderId`), else `unmatched`: never the raw path, so ids in
 * paths cannot grow the label set.
 *
 * Each route gets its own onResponse hook through `onRoute`, holding its label and its histogram children, so
 * a request costs no label lookup at all (Fastify's `request.routeOptions` builds an object on each read). The
 * not-found handler has no route: one global hook observes it, and returns at once for every routed request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onResponseHookHandler } from 'fastify';
import { TIP_CODES } from '../../contract/index.js';
import type { GatewayMetrics } from './gateway-metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The failing tipCode answered, set by the failure reply; '' when the answer did not fail. */
    tipCode: string;
  }
  interface FastifyContextConfig {
    /** The contract row a route answers (src/server/routes/api-routes.ts). */
    endpointId?: string;
  }
}

/** The label of a request that matched no route. */
const UNMATCHED = 'unmatched';

/** `ok`, or the class of a failing tipCode (its letter: S session, T tip, V refused, E error). */
function outcomeOf(tipCode: string, status: number): string {
  if (tipCode === '') return status >= 500 ? 'E' : status >= 400 ? 'V' : 'ok';
  return tipCode === TIP_CODES.ok ? 'ok' : tipCode.charAt(0);
}

/** The onResponse hook of requests labelled `endpoint`; `api` when they answer envelopes (a success is tipCode ok). */
function observerOf(metrics: GatewayMetrics, endpoint: string, api: boolean) {
  const timers = new Map<string, ReturnType<GatewayMetrics['requestTimer']>>();
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const status = reply.statusCode;
    const tipCode = request.tipCode || (api && status < 400 ? TIP_CODES.ok : '');
    const outcome = outcomeOf(tipCode, status);
    let timer = timers.get(outcome);
    if (!timer) timers.set(outcome, (timer = metrics.requestTimer(endpoint, outcome)));
    const ms = reply.elapsedTime;
    timer.observe(ms / 1000);
    if (tipCode === TIP_CODES.badSignature) metrics.refused('signature');
    else if (tipCode === TIP_CODES.replay) metrics.refused('replay');
    request.log.info({ endpoint, method: request.method, status, tipCode, durationMs: Math.round(ms * 100) / 100 }, 'request');
    done();
  };
}

/** Registers the observers; call it before any route is added (they are attached as routes are made). */
export function registerRequestObserver(app: FastifyInstance, metrics: GatewayMetrics): void {
  app.decorateRequest('tipCode', '');
  app.addHook('onRoute', (route) => {
    const endpointId = route.config?.endpointId;
    const observer = observerOf(metrics, endpointId ?? route.url, endpointId !== undefined);
    const own = route.onResponse;
    route.onResponse = own === undefined ? [observer] : [...(Array.isArray(own) ? own : [own]), observer] as onResponseHookHandler[];
  });
  const unmatched = observerOf(metrics, UNMATCHED, false);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request, reply, done);
    else done();
  });
}
