/**
 * Signs every text response (envelopes and the label file): headers `timestamp` and `sign` over
 * `timestamp \n request nonce \n body`, so a response cannot be altered or passed off as the answer to
 * another request. Streams (static files) are not signed; the storefront does not verify them.
 */
import type { FastifyInstance } from 'fastify';
import { canonicalResponse, HEADERS } from '../../contract/index.js';
import { optionsOf } from '../routes/request-state.js';
import type { ResponseSigner } from './signing-keys.js';

export function registerResponseSigning(app: FastifyInstance, signer: ResponseSigner, now: () => Date): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A cross-origin storefront must be able to read the signature headers.
    reply.header('access-control-expose-headers', `${HEADERS.sign}, ${HEADERS.timestamp}`);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? payload : payload.toString('utf8');
    const timestamp = String(now().getTime());
    reply.header(HEADERS.timestamp, timestamp);
    reply.header(HEADERS.sign, signer.sign(canonicalResponse({ timestamp, nonce: optionsOf(request).nonce, body })));
    return payload;
  });
}
