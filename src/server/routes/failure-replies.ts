/**
 * How refusals and errors are answered: API calls get a failing envelope with a localised tipMsg and
 * a 4xx/5xx status; other paths (sandbox pages) get the same text as plain text.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, TIP_CODES } from '../../contract/index.js';
import { GatewayError } from '../gateway-error.js';
import type { Translator } from '../i18n/translator.js';
import { optionsOf } from './request-state.js';

/** True for paths answered with envelopes. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Sends `error` as the failing answer of `request`. */
export function sendFailure(translator: Translator, request: FastifyRequest, reply: FastifyReply, error: GatewayError): FastifyReply {
  const message = translator.t(optionsOf(request).lang, error.messageKey, error.params);
  request.tipCode = error.tipCode;
  reply.code(error.status);
  // A 429 that knows when the caller may try again says so to HTTP clients too.
  if (error.status === 429 && typeof error.params.seconds === 'number') reply.header('retry-after', String(error.params.seconds));
  if (!isApiPath(request.url) && !request.url.startsWith('/sandbox/sms')) return reply.type('text/plain; charset=utf-8').send(message);
  return reply.type('application/json; charset=utf-8').send(fail(error.tipCode, message, error.tipType, error.data));
}

/** Maps every thrown error to a failing answer; unexpected ones are logged and answered as 500. */
export function registerFailureReplies(app: FastifyInstance, translator: Translator): void {
  app.setErrorHandler((error: FastifyError | GatewayError, request, reply) => {
    if (error instanceof GatewayError) return sendFailure(translator, request, reply, error);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendFailure(translator, request, reply, new GatewayError(status, TIP_CODES.badRequest, 'gateway.badRequest'));
    }
    request.log.error({ err: error }, 'unexpected gateway error');
    return sendFailure(translator, request, reply, new GatewayError(500, TIP_CODES.serverError, 'gateway.serverError'));
  });
}
