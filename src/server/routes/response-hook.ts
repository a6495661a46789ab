/**
 * The gateway's one onSend hook: every response gets the security headers, its request id and, when it is text, its
 * signature. One hook, not one per concern, and written with Fastify's callback rather than as an async
 * function: each onSend hook is a step (and an async one a promise) on every response, and the two hooks
 * were a measured part of the signed calls' CPU (docs/decisions/010-gateway-hot-path.md).
 */
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '../observability/request-id.js';
import { signResponse } from '../security/response-signing.js';
import { setSecurityHeaders } from '../security/security-headers.js';
import type { ResponseSigner } from '../security/signing-keys.js';

export function registerResponseHook(app: FastifyInstance, signer: ResponseSigner, now: () => Date): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    try {
      setSecurityHeaders(request, reply);
      reply.header(REQUEST_ID_HEADER, request.id);
      signResponse(signer, now, request, reply, payload);
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, payload);
  });
}
