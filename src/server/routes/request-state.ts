/**
 * What the gateway keeps on each Fastify request: the body exactly as received (the request
 * signature covers it) and the parsed x-options (the response signature binds its nonce).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseRequestOptions, type ParsedOptions } from '../security/request-options.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received; '' for none. */
    rawBody: string;
    /** x-options, parsed on first use ({@link optionsOf}). */
    moOptions: ParsedOptions | null;
  }
}

/**
 * Declares the request fields. x-options is parsed by the first {@link optionsOf}, not by a hook on
 * arrival: an async hook on every request was a measured part of the calculator's cost
 * (docs/decisions/010-gateway-hot-path.md), and the parse reads only the request's own headers.
 */
export function registerRequestState(app: FastifyInstance): void {
  app.decorateRequest('rawBody', '');
  app.decorateRequest('moOptions', null);
}

/** The request's parsed x-options, parsed on first use. */
export function optionsOf(request: FastifyRequest): ParsedOptions {
  request.moOptions ??= parseRequestOptions(request.headers);
  return request.moOptions;
}
