/**
 * The sandbox routes that read a secret or mint an identity (the SMS read-out, the test apps' accounts and
 * tokens) answer only the machine the gateway runs on: tests and the demo operator. The socket address
 * decides, since the gateway trusts no proxy header; anyone else is told the route does not exist.
 */
import type { FastifyRequest } from 'fastify';
import { notFound } from '../gateway-error.js';
import { isLoopbackAddress } from '../security/client-address.js';

/** Throws 404 unless the request came over loopback. */
export function requireLoopbackCaller(request: FastifyRequest): void {
  if (!isLoopbackAddress(request.socket.remoteAddress)) throw notFound();
}
