/**
 * Each request's id: the caller's `X-Request-Id` when it is a sane one (a proxy or load balancer in front
 * sets it, so one id follows a call through every hop), else a new UUID. The id is echoed in the response's
 * `X-Request-Id` and is the `reqId` of the request's log line.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id taken from a caller may look like: UUIDs, trace ids and the like. Anything else (long, spaces,
 * quotes, control characters) is not copied into logs and headers; the request gets an id of its own.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's id when sane, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
