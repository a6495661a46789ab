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
    /** x-options, parsed on arrival. */
    moOptions: ParsedOptions | null;
  }
}

/** Declares the request fields and fills x-options on arrival. */
export function registerRequestState(app: FastifyInstance): void {
  app.decorateRequest('rawBody', '');
  app.decorateRequest('moOptions', null);
  app.addHook('onRequest', async (request) => {
    request.moOptions = parseRequestOptions(request.headers);
  });
}

/** The request's parsed x-options (parsed now if the hook has not run, e.g. on early errors). */
export function optionsOf(request: FastifyRequest): ParsedOptions {
  request.moOptions ??= parseRequestOptions(request.headers);
  return request.moOptions;
}
